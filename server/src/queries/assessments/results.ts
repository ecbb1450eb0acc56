// Results of an assessment: every student's job (one statement), one student's attempt per question with the key.
import type { IndividualResultDto, ResultAttemptDto, ResultJobDto, ResultQuestionDto, ResultsAssessmentDto, ResultsListDto } from '@contract/attempts';
import type { Answer } from '@domain/assessments/questionModel';
import { keyAsAnswer } from '@domain/assessments/scoring';
import { toPlayerQuestion } from '@domain/assessments/playerView';
import { isJobStatus } from '@domain/assignments/assignmentStatus';
import { notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { AssessmentAccess } from '../../policies/assessmentPolicy';
import type { AnswerRow, AttemptRow } from '../../repositories/AttemptRepository';
import type { AssessmentJob } from '../../repositories/JobRepository';
import type { QuestionRow } from '../../repositories/QuestionRepository';
import { attemptSummary, authored, iso, storedScore } from './attempts';
import { attemptMedia, fileGuidsIn, type UrlKey } from './media';

/** An attempt as the results show it: the summary with its score, and its points. */
export function resultAttempt(attempt: AttemptRow): ResultAttemptDto {
  return { ...attemptSummary(attempt, true), points: attempt.points, max_points: attempt.maxPoints };
}

export function resultJob(job: AssessmentJob | undefined): ResultJobDto {
  return { status: job?.status ?? 'pending', score: job?.score ?? null, feedback: job?.feedback ?? null, evaluator_guid: job?.evaluatorGuid ?? null };
}

/** One question of a result: what the student answered, its points once submitted, and the key when `withKey`. */
export function resultQuestion(question: QuestionRow, row: AnswerRow | undefined, seed: string, submitted: boolean, withKey: boolean): ResultQuestionDto {
  const domainQuestion = authored(question);
  const score = submitted ? storedScore(question, row) : undefined;
  // Revision 0 is the server's row of an unanswered question.
  const given = row && row.revision > 0 ? (row.answer as Answer) : undefined;
  return {
    question_guid: question.guid,
    type: domainQuestion.type,
    position: question.position,
    content_name: question.name,
    content_description: question.description,
    ranking_scale: question.points,
    player_data: toPlayerQuestion(domainQuestion, seed).data,
    correct: withKey ? keyAsAnswer(domainQuestion, given) : null,
    answer: given ?? null,
    points: score ? score.points : null,
    outcome: score ? score.outcome : null,
    feedback: row?.feedback ?? null,
    graded_by: row?.gradedBy ?? null,
  };
}

/** The assessment block of results answers. */
export function resultsAssessment(access: AssessmentAccess, questions: readonly QuestionRow[]): ResultsAssessmentDto {
  return {
    guid: access.itemGuid,
    name: access.itemName,
    course_guid: access.courseGuid,
    lesson_guid: access.lessonGuid,
    ranking_scale: access.settings.rankingScale,
    questions_count: questions.length,
    max_points: Math.round(questions.reduce((sum, q) => sum + q.points, 0) * 100) / 100,
    grades_published_at: iso(access.gradesPublishedAt),
  };
}

/** Every student of the course with their job and attempt counts, by lastname, and the course's teachers. */
export async function resultsList(repos: Pick<Repositories, 'attempts' | 'questions'>, access: AssessmentAccess): Promise<ResultsListDto> {
  const [questions, rows, teachers] = await Promise.all([
    repos.questions.list(access.itemGuid),
    repos.attempts.results(access.itemGuid, access.courseGuid),
    repos.attempts.courseTeachers(access.courseGuid),
  ]);
  return {
    assessment: resultsAssessment(access, questions),
    jobs: rows.map((r) => ({
      person_guid: r.personGuid,
      student_name: r.name,
      student_lastname: r.lastname,
      student_email: r.email,
      student_avatar: r.avatar,
      status: isJobStatus(r.jobStatus) ? r.jobStatus : 'pending',
      score: r.score,
      late: r.late,
      attempts: r.attempts,
      last_attempt_guid: r.lastAttemptGuid,
      submitted_at: iso(r.submittedAt),
      evaluator_guid: r.evaluatorGuid,
      needs_grading: r.needsGrading,
    })),
    teachers,
  };
}

/** Which attempt a result shows: an attempt's guid, `first`, or `last` (the default). */
export type AttemptChoice = 'first' | 'last' | string;

/**
 * One student's result: an attempt per question with the key. A student reads submitted attempts only, and the key
 * once they can make no further attempt or the delivery is closed (ADR 0225). 404 for someone who is not a student
 * of the course, or an attempt that is not theirs.
 */
export async function individualResult(
  repos: Pick<Repositories, 'attempts' | 'files' | 'jobs' | 'questions'>,
  urlKey: UrlKey,
  access: AssessmentAccess,
  query: { studentGuid: string; attempt: AttemptChoice; now: Date },
): Promise<IndividualResultDto> {
  const isStudent = access.relation === 'student';
  const student = await repos.attempts.courseStudent(access.courseGuid, query.studentGuid, access.tenantId);
  if (!student) throw notFound();
  const all = await repos.attempts.listFor(access.itemGuid, student.guid);
  const attempts = isStudent ? all.filter((a) => a.status === 'submitted') : all;
  const wanted = query.attempt;
  const attempt = wanted === 'first' ? attempts[0] : wanted === 'last' ? attempts[attempts.length - 1] : attempts.find((a) => a.guid === wanted.toLowerCase());
  if (wanted !== 'first' && wanted !== 'last' && !attempt) throw notFound();
  const submittedCount = all.filter((a) => a.status === 'submitted').length;
  const finished = !all.some((a) => a.status === 'in-progress') && submittedCount >= access.settings.attemptsAllowed;
  const closed = access.deliverAt !== null && !access.canDeliverLate && query.now.getTime() > access.deliverAt.getTime();
  const withKey = !isStudent || finished || closed;
  const [questions, rows, job] = await Promise.all([
    repos.questions.list(access.itemGuid),
    attempt ? repos.attempts.answersOf(attempt.guid) : Promise.resolve([]),
    repos.jobs.findAssessmentJob(access.itemGuid, student.guid),
  ]);
  const byQuestion = new Map(rows.map((r) => [r.questionGuid, r]));
  const seed = attempt?.guid ?? access.itemGuid;
  const questionDtos = questions.map((q) => resultQuestion(q, byQuestion.get(q.guid), seed, attempt?.status === 'submitted', withKey));
  const guids = fileGuidsIn(questionDtos.map((q) => [q.player_data, q.answer, q.correct]));
  return {
    student,
    assessment: resultsAssessment(access, questions),
    attempts: attempts.map((a) => attemptSummary(a, true)),
    attempt: attempt ? resultAttempt(attempt) : null,
    questions: questionDtos,
    media: await attemptMedia(repos, urlKey, { tenantId: access.tenantId, courseGuid: access.courseGuid, owner: student.guid }, guids),
    job: resultJob(job),
  };
}
