// Results of an assessment: the list per student (one query), one student's attempt with the key, manual grading.
import { and, asc, eq, sql } from 'drizzle-orm';
import { nextJobStatus, type JobEvent } from '@domain/assessments/attemptRules';
import type { Answer, Outcome } from '@domain/assessments/questionModel';
import { attemptTotal, keyAsAnswer } from '@domain/assessments/scoring';
import type { Db } from '../../../db/Database';
import { courseMembers, jobs, users } from '../../../db/schema';
import { AttemptRepository, type AnswerRow, type AttemptContextRow, type AttemptRow, type QuestionRow } from '../../../repositories/AttemptRepository';
import { JobRepository, type AssessmentJob } from '../../../repositories/JobRepository';
import type { ResultAttemptDto, ResultJobDto, ResultQuestionDto } from '@contract/attempts';
import { attemptSummary, authored, iso, settingsOf, storedScore, type AssessmentAccess } from './attemptService';
import { toPlayerQuestion } from '@domain/assessments/playerView';

/** An attempt as the results show it: the summary with its score, and its points. */
export function resultAttempt(attempt: AttemptRow): ResultAttemptDto {
  return { ...attemptSummary(attempt, true), points: attempt.points, max_points: attempt.maxPoints };
}

export function resultJob(job: AssessmentJob | undefined): ResultJobDto {
  return { status: job?.status ?? 'pending', score: job?.score ?? null, feedback: job?.feedback ?? null, evaluator_guid: job?.evaluatorGuid ?? null };
}

/** One question of a result: what the student answered, its points, and the key when `withKey`. */
export function resultQuestion(question: QuestionRow, row: AnswerRow | undefined, seed: string, submitted: boolean, withKey: boolean): ResultQuestionDto {
  const domainQuestion = authored(question);
  const score = submitted ? storedScore(question, row) : undefined;
  // Revision 0 is the server's row of an unanswered question.
  const given = row && row.revision > 0 ? (row.answer as Answer) : undefined;
  return {
    question_guid: question.guid,
    type: question.type,
    position: question.position,
    content_name: question.name,
    content_description: question.description,
    ranking_scale: Number(question.points),
    player_data: toPlayerQuestion(domainQuestion, seed).data,
    correct: withKey ? keyAsAnswer(domainQuestion, given) : null,
    answer: given ?? null,
    points: score ? score.points : null,
    outcome: score ? (score.outcome as Outcome) : null,
    feedback: row?.feedback ?? null,
    graded_by: row?.gradedBy ?? null,
  };
}

export interface ResultsListRow {
  person_guid: string;
  student_name: string;
  student_lastname: string;
  student_email: string;
  student_avatar: string | null;
  status: 'pending' | 'delivered' | 'evaluated';
  score: number | null;
  late: boolean;
  attempts: number;
  last_attempt_guid: string | null;
  submitted_at: string | null;
  evaluator_guid: string | null;
  needs_grading: number;
}

/** Every student of the course with their job and attempt counts, by lastname: one query, whatever the class size. */
export async function resultsList(db: Db, itemGuid: string, courseGuid: string): Promise<ResultsListRow[]> {
  const latestSubmitted = sql`(select a.guid from attempts a where a.item_guid = ${itemGuid} and a.person_guid = ${users.guid} and a.status = 'submitted' order by a.number desc limit 1)`;
  const rows = await db
    .select({
      personGuid: users.guid,
      name: users.name,
      lastname: users.lastname,
      email: users.email,
      avatar: users.avatar,
      status: jobs.status,
      score: jobs.score,
      late: jobs.late,
      evaluatorGuid: jobs.evaluatorGuid,
      attempts: sql<number>`(select count(*)::int from attempts a where a.item_guid = ${itemGuid} and a.person_guid = ${users.guid})`,
      lastAttempt: sql<string | null>`(select a.guid from attempts a where a.item_guid = ${itemGuid} and a.person_guid = ${users.guid} order by a.number desc limit 1)`,
      submittedAt: sql<string | Date | null>`(select a.submitted_at from attempts a where a.item_guid = ${itemGuid} and a.person_guid = ${users.guid} and a.status = 'submitted' order by a.number desc limit 1)`,
      needsGrading: sql<number>`(select count(*)::int from answers an where an.attempt_guid = ${latestSubmitted} and an.outcome = 'needs-grading' and an.manual_points is null)`,
    })
    .from(courseMembers)
    .innerJoin(users, eq(users.guid, courseMembers.userGuid))
    .leftJoin(jobs, and(eq(jobs.personGuid, courseMembers.userGuid), eq(jobs.itemGuid, itemGuid)))
    .where(and(eq(courseMembers.courseGuid, courseGuid), eq(courseMembers.role, 'student')))
    .orderBy(asc(users.lastname), asc(users.name), asc(users.guid));
  return rows.map((r) => ({
    person_guid: r.personGuid,
    student_name: r.name,
    student_lastname: r.lastname,
    student_email: r.email,
    student_avatar: r.avatar,
    status: r.status === 'delivered' || r.status === 'evaluated' ? r.status : 'pending',
    score: r.score === null ? null : Number(r.score),
    late: r.late === true,
    attempts: Number(r.attempts),
    last_attempt_guid: r.lastAttempt ?? null,
    submitted_at: r.submittedAt === null ? null : new Date(r.submittedAt).toISOString(),
    evaluator_guid: r.evaluatorGuid ?? null,
    needs_grading: Number(r.needsGrading),
  }));
}

/** The assessment block of results answers. */
export function resultsAssessment(access: AssessmentAccess, questions: readonly QuestionRow[]) {
  return {
    guid: access.itemGuid,
    name: access.itemName,
    course_guid: access.courseGuid,
    lesson_guid: access.lessonGuid,
    ranking_scale: access.settings.ranking_scale,
    questions_count: questions.length,
    max_points: Math.round(questions.reduce((sum, q) => sum + Number(q.points), 0) * 100) / 100,
    grades_published_at: iso(access.gradesPublishedAt),
  };
}

/**
 * A teacher's grade of one answer: stores it, recomputes the attempt's totals with the domain and, when the attempt is
 * the student's latest submitted one, the job (evaluated once nothing waits). Call inside a transaction holding the
 * attempt's row lock. Answers the old points (for the audit) and the new state.
 */
export async function gradeAnswer(
  tx: Db,
  ctx: AttemptContextRow,
  question: QuestionRow,
  grade: { points: number; feedback: string | null | undefined; by: string; now: Date },
): Promise<{ oldPoints: number | null; row: AnswerRow | undefined; attempt: AttemptRow; job: AssessmentJob | undefined }> {
  const repo = new AttemptRepository(tx);
  const before = (await repo.answersOf(ctx.guid)).find((r) => r.questionGuid === question.guid);
  const oldPoints = before ? (before.manualPoints ?? before.autoPoints) : null;
  await repo.grade(ctx.guid, question.guid, { manualPoints: grade.points, feedback: grade.feedback, gradedBy: grade.by, gradedAt: grade.now });
  const [questions, rows] = await Promise.all([repo.questionsOf(ctx.itemGuid), repo.answersOf(ctx.guid)]);
  const byQuestion = new Map(rows.map((r) => [r.questionGuid, r]));
  const total = attemptTotal(
    questions.map((q) => storedScore(q, byQuestion.get(q.guid))),
    settingsOf(ctx.itemData).ranking_scale,
  );
  const totals = { points: total.points, maxPoints: total.max, score: total.complete ? total.score : null };
  await repo.setTotals(ctx.guid, totals);
  const jobsRepo = new JobRepository(tx);
  let job = await jobsRepo.findAssessmentJob(ctx.itemGuid, ctx.personGuid, true);
  // The job follows the latest submitted attempt only (ADR 0224): grading an older one changes that attempt alone.
  if ((await repo.latestSubmitted(ctx.itemGuid, ctx.personGuid)) === ctx.guid) {
    const current = job?.status ?? 'pending';
    const event: JobEvent = !total.complete ? 'graded-partly' : current === 'evaluated' ? 'regraded' : 'graded-complete';
    job = await jobsRepo.writeAssessmentJob({
      itemGuid: ctx.itemGuid,
      personGuid: ctx.personGuid,
      status: nextJobStatus(current, event),
      score: totals.score,
      evaluatedBy: grade.by,
      evaluatedAt: grade.now,
    });
  }
  return { oldPoints, row: byQuestion.get(question.guid), attempt: { ...ctx, ...totals }, job };
}
