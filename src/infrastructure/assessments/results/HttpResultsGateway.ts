import { parseQuestionType } from '@domain/assessments/questionTypes';
import type { Outcome } from '@domain/assessments/questionModel';
import type { JobStatus } from '@domain/assessments/attemptRules';
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
} from '@application/assessments/results/Results';
import type { ResultsGateway } from '@application/assessments/results/ports/ResultsGateway';
import { mediaFilesToDomain } from '@infrastructure/assessments/authoring/HttpAssessmentAuthoringGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { array, DtoError, mapDto, nullableNumber, nullableString, number, object, string, type Dto } from '@infrastructure/http/dto';

const at = encodeURIComponent;
const JOB_STATUSES: readonly JobStatus[] = ['pending', 'delivered', 'evaluated'];
const OUTCOMES: readonly Outcome[] = ['correct', 'partial', 'incorrect', 'unanswered', 'needs-grading'];

export class HttpResultsGateway implements ResultsGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async results(itemGuid: string): Promise<Result<AssessmentResults, AppError>> {
    return mapDto(await this.http.get(`/front/assessments/${at(itemGuid)}/results`), (value) => {
      const dto = object(value, 'results');
      return {
        assessment: assessmentToDomain(dto.assessment),
        jobs: array(dto, 'jobs').map(resultJobToDomain),
        teachers: array(dto, 'teachers').map((entry) => {
          const teacher = object(entry, 'teacher');
          return { guid: string(teacher, 'guid'), name: string(teacher, 'name'), lastname: nullableString(teacher, 'lastname') ?? '' };
        }),
      };
    });
  }

  async individual(itemGuid: string, userGuid: string, attempt: AttemptChoice): Promise<Result<IndividualResult, AppError>> {
    return mapDto(await this.http.get(`/front/assessments/${at(itemGuid)}/results/${at(userGuid)}`, { attempt }), individualToDomain);
  }

  async grade(attemptGuid: string, questionGuid: string, grade: { score: number; feedback: string | null }): Promise<Result<GradeSaved, AppError>> {
    return mapDto(await this.http.request('PUT', `/front/attempts/${at(attemptGuid)}/questions/${at(questionGuid)}/grade`, { body: grade }), (value) => {
      const dto = object(value, 'grade');
      return { question: resultQuestionToDomain(dto.question), attempt: attemptTotalsToDomain(dto.attempt), job: jobToDomain(dto.job) };
    });
  }

  async updateJob(itemGuid: string, userGuid: string, changes: { evaluatorGuid?: string | null; feedback?: string | null }): Promise<Result<JobResult, AppError>> {
    const body = {
      ...(changes.evaluatorGuid === undefined ? {} : { evaluator_guid: changes.evaluatorGuid }),
      ...(changes.feedback === undefined ? {} : { feedback: changes.feedback }),
    };
    return mapDto(await this.http.request('PATCH', `/front/assessments/${at(itemGuid)}/jobs/${at(userGuid)}`, { body }), jobToDomain);
  }

  async publish(itemGuid: string, published: boolean): Promise<Result<{ gradesPublishedAt: string | null }, AppError>> {
    return mapDto(await this.http.request('PUT', `/front/assessments/${at(itemGuid)}/publication`, { body: { published } }), (value) => ({
      gradesPublishedAt: nullableString(object(value, 'publication'), 'grades_published_at'),
    }));
  }
}

function jobStatus(dto: Dto): JobStatus {
  const value = dto.status;
  if (typeof value === 'string' && (JOB_STATUSES as readonly string[]).includes(value)) return value as JobStatus;
  throw new DtoError('status: job status expected');
}

export function assessmentToDomain(value: unknown): ResultsAssessment {
  const dto = object(value, 'assessment');
  return {
    guid: string(dto, 'guid'),
    name: string(dto, 'name'),
    courseGuid: string(dto, 'course_guid'),
    lessonGuid: string(dto, 'lesson_guid'),
    rankingScale: number(dto, 'ranking_scale'),
    questionsCount: number(dto, 'questions_count'),
    maxPoints: number(dto, 'max_points'),
    gradesPublishedAt: nullableString(dto, 'grades_published_at'),
  };
}

export function resultJobToDomain(value: unknown): ResultJob {
  const dto = object(value, 'job');
  return {
    personGuid: string(dto, 'person_guid'),
    name: string(dto, 'student_name'),
    lastname: nullableString(dto, 'student_lastname') ?? '',
    email: nullableString(dto, 'student_email') ?? '',
    avatar: nullableString(dto, 'student_avatar'),
    status: jobStatus(dto),
    score: nullableNumber(dto, 'score'),
    late: dto.late === true,
    attempts: nullableNumber(dto, 'attempts') ?? 0,
    lastAttemptGuid: nullableString(dto, 'last_attempt_guid'),
    submittedAt: nullableString(dto, 'submitted_at'),
    evaluatorGuid: nullableString(dto, 'evaluator_guid'),
    needsGrading: nullableNumber(dto, 'needs_grading') ?? 0,
  };
}

function attemptStatus(dto: Dto): 'in-progress' | 'submitted' {
  if (dto.status === 'in-progress' || dto.status === 'submitted') return dto.status;
  throw new DtoError('status: attempt status expected');
}

function attemptSummaryToDomain(value: unknown): AttemptSummary {
  const dto = object(value, 'attempt');
  return {
    guid: string(dto, 'guid'),
    number: number(dto, 'number'),
    status: attemptStatus(dto),
    startedAt: string(dto, 'started_at'),
    submittedAt: nullableString(dto, 'submitted_at'),
    autoSubmitted: dto.auto_submitted === true,
    score: nullableNumber(dto, 'score'),
  };
}

export function attemptTotalsToDomain(value: unknown): AttemptTotals {
  const dto = object(value, 'attempt');
  return {
    guid: string(dto, 'guid'),
    number: number(dto, 'number'),
    status: attemptStatus(dto),
    startedAt: string(dto, 'started_at'),
    submittedAt: nullableString(dto, 'submitted_at'),
    autoSubmitted: dto.auto_submitted === true,
    points: nullableNumber(dto, 'points'),
    maxPoints: number(dto, 'max_points'),
    score: nullableNumber(dto, 'score'),
  };
}

export function resultQuestionToDomain(value: unknown): ResultQuestion {
  const dto = object(value, 'question');
  const type = parseQuestionType(string(dto, 'type'));
  if (type === undefined) throw new DtoError('type: question type expected');
  const outcome = dto.outcome;
  if (typeof outcome !== 'string' || !(OUTCOMES as readonly string[]).includes(outcome)) throw new DtoError('outcome: outcome expected');
  return {
    guid: string(dto, 'question_guid'),
    type,
    position: number(dto, 'position'),
    name: string(dto, 'content_name'),
    description: nullableString(dto, 'content_description') ?? '',
    maxPoints: number(dto, 'ranking_scale'),
    playerData: dto.player_data ?? {},
    correct: dto.correct ?? null,
    answer: dto.answer ?? null,
    points: nullableNumber(dto, 'points'),
    outcome: outcome as Outcome,
    feedback: nullableString(dto, 'feedback'),
    gradedBy: nullableString(dto, 'graded_by'),
  };
}

export function jobToDomain(value: unknown): JobResult {
  const dto = object(value, 'job');
  return { status: jobStatus(dto), score: nullableNumber(dto, 'score'), feedback: nullableString(dto, 'feedback'), evaluatorGuid: nullableString(dto, 'evaluator_guid') };
}

export function individualToDomain(value: unknown): IndividualResult {
  const dto = object(value, 'result');
  const student = object(dto.student, 'student');
  return {
    student: { guid: string(student, 'guid'), name: string(student, 'name'), lastname: nullableString(student, 'lastname') ?? '', avatar: nullableString(student, 'avatar') },
    assessment: assessmentToDomain(dto.assessment),
    attempts: array(dto, 'attempts').map(attemptSummaryToDomain),
    attempt: dto.attempt === null || dto.attempt === undefined ? null : attemptTotalsToDomain(dto.attempt),
    questions: array(dto, 'questions').map(resultQuestionToDomain).sort((a, b) => a.position - b.position),
    media: mediaFilesToDomain(dto.media),
    job: jobToDomain(dto.job),
  };
}

