import {
  GradeAnswer,
  IndividualResultSchema,
  PublicationAnswer,
  ResultJobSchema,
  ResultsListSchema,
  type AttemptSummaryDto,
  type GradeBodyDto,
  type IndividualResultDto,
  type JobPatchBodyDto,
  type PublicationBodyDto,
  type ResultAttemptDto,
  type ResultJobDto,
  type ResultQueryDto,
  type ResultQuestionDto,
  type ResultsAssessmentDto,
  type ResultsJobDto,
  type ResultsListDto,
  type TeacherDto,
} from '@contract/attempts';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type {
  AssessmentResults,
  AttemptChoice,
  AttemptSummary,
  AttemptTotals,
  GradeSaved,
  IndividualResult,
  JobResult,
  ResultJob,
  ResultQuestion,
  ResultsAssessment,
  Teacher,
} from '@application/assessments/results/Results';
import type { ResultsGateway } from '@application/assessments/results/ports/ResultsGateway';
import { mediaFilesToDomain } from '@infrastructure/assessments/authoring/HttpAssessmentAuthoringGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, WireError } from '@infrastructure/http/wire';

const at = encodeURIComponent;

/** An assessment's results over HTTP (docs/api-attempts.md "Results"). */
export class HttpResultsGateway implements ResultsGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async results(itemGuid: string): Promise<Result<AssessmentResults, AppError>> {
    return fromWire(await this.http.get(`/front/assessments/${at(itemGuid)}/results`), ResultsListSchema, resultsToDomain);
  }

  async individual(itemGuid: string, userGuid: string, attempt: AttemptChoice): Promise<Result<IndividualResult, AppError>> {
    const query: ResultQueryDto = { attempt };
    return fromWire(await this.http.get(`/front/assessments/${at(itemGuid)}/results/${at(userGuid)}`, query), IndividualResultSchema, individualToDomain);
  }

  async grade(attemptGuid: string, questionGuid: string, grade: { score: number; feedback: string | null }): Promise<Result<GradeSaved, AppError>> {
    const body: GradeBodyDto = { score: grade.score, feedback: grade.feedback };
    return fromWire(await this.http.request('PUT', `/front/attempts/${at(attemptGuid)}/questions/${at(questionGuid)}/grade`, { body }), GradeAnswer, (dto) => ({
      question: resultQuestionToDomain(dto.question),
      attempt: attemptTotalsToDomain(dto.attempt),
      job: jobToDomain(dto.job),
    }));
  }

  async updateJob(itemGuid: string, userGuid: string, changes: { evaluatorGuid?: string | null; feedback?: string | null }): Promise<Result<JobResult, AppError>> {
    const body: JobPatchBodyDto = {};
    if (changes.evaluatorGuid !== undefined) body.evaluator_guid = changes.evaluatorGuid;
    if (changes.feedback !== undefined) body.feedback = changes.feedback;
    return fromWire(await this.http.request('PATCH', `/front/assessments/${at(itemGuid)}/jobs/${at(userGuid)}`, { body }), ResultJobSchema, jobToDomain);
  }

  async publish(itemGuid: string, published: boolean): Promise<Result<{ gradesPublishedAt: string | null }, AppError>> {
    const body: PublicationBodyDto = { published };
    return fromWire(await this.http.request('PUT', `/front/assessments/${at(itemGuid)}/publication`, { body }), PublicationAnswer, (dto) => ({
      gradesPublishedAt: dto.grades_published_at,
    }));
  }
}

export function resultsToDomain(dto: ResultsListDto): AssessmentResults {
  return {
    assessment: assessmentToDomain(dto.assessment),
    jobs: dto.jobs.map(resultJobToDomain),
    teachers: dto.teachers.map(teacherToDomain),
  };
}

function teacherToDomain(dto: TeacherDto): Teacher {
  return { guid: dto.guid, name: dto.name, lastname: dto.lastname };
}

export function assessmentToDomain(dto: ResultsAssessmentDto): ResultsAssessment {
  return {
    guid: dto.guid,
    name: dto.name,
    courseGuid: dto.course_guid,
    lessonGuid: dto.lesson_guid,
    rankingScale: dto.ranking_scale,
    questionsCount: dto.questions_count,
    maxPoints: dto.max_points,
    gradesPublishedAt: dto.grades_published_at,
  };
}

export function resultJobToDomain(dto: ResultsJobDto): ResultJob {
  return {
    personGuid: dto.person_guid,
    name: dto.student_name,
    lastname: dto.student_lastname,
    email: dto.student_email,
    avatar: dto.student_avatar,
    status: dto.status,
    score: dto.score,
    late: dto.late,
    attempts: dto.attempts,
    lastAttemptGuid: dto.last_attempt_guid,
    submittedAt: dto.submitted_at,
    evaluatorGuid: dto.evaluator_guid,
    needsGrading: dto.needs_grading,
  };
}

function attemptSummaryToDomain(dto: AttemptSummaryDto): AttemptSummary {
  return {
    guid: dto.guid,
    number: dto.number,
    status: dto.status,
    startedAt: dto.started_at,
    submittedAt: dto.submitted_at,
    autoSubmitted: dto.auto_submitted,
    score: dto.score,
  };
}

/** An attempt with its totals; the review reads only attempts that have them (an open attempt has none yet). */
export function attemptTotalsToDomain(dto: ResultAttemptDto): AttemptTotals {
  if (dto.max_points === null) throw new WireError('attempt.max_points: number expected');
  return { ...attemptSummaryToDomain(dto), points: dto.points, maxPoints: dto.max_points };
}

/** A question of the review; the review reads only scored questions (an open attempt's have no outcome yet). */
export function resultQuestionToDomain(dto: ResultQuestionDto): ResultQuestion {
  if (dto.outcome === null) throw new WireError('question.outcome: outcome expected');
  return {
    guid: dto.question_guid,
    type: dto.type,
    position: dto.position,
    name: dto.content_name,
    description: dto.content_description,
    maxPoints: dto.ranking_scale,
    playerData: dto.player_data,
    correct: dto.correct ?? null,
    answer: dto.answer ?? null,
    points: dto.points,
    outcome: dto.outcome,
    feedback: dto.feedback,
    gradedBy: dto.graded_by,
  };
}

export function jobToDomain(dto: ResultJobDto): JobResult {
  return { status: dto.status, score: dto.score, feedback: dto.feedback, evaluatorGuid: dto.evaluator_guid };
}

export function individualToDomain(dto: IndividualResultDto): IndividualResult {
  // A student with no attempt yet, or one still open, has nothing to review: no totals, no outcomes.
  const scored = dto.attempt !== null && dto.attempt.max_points !== null ? dto.attempt : null;
  return {
    student: { guid: dto.student.guid, name: dto.student.name, lastname: dto.student.lastname, avatar: dto.student.avatar },
    assessment: assessmentToDomain(dto.assessment),
    attempts: dto.attempts.map(attemptSummaryToDomain),
    attempt: scored === null ? null : attemptTotalsToDomain(scored),
    questions: scored === null ? [] : dto.questions.map(resultQuestionToDomain).sort((a, b) => a.position - b.position),
    media: mediaFilesToDomain(dto.media),
    job: jobToDomain(dto.job),
  };
}
