import { parseQuestionType } from '@domain/assessments/questionTypes';
import { DEFAULT_ASSESSMENT_SETTINGS, type AssessmentSettings } from '@domain/assessments/attemptRules';
import type { Answer, PlayerData } from '@domain/assessments/questionModel';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type {
  AnswerToSave,
  AssessmentJobStatus,
  Attempt,
  AttemptMedia,
  AttemptQuestion,
  AttemptSummary,
  MyAssessment,
  MyAssessmentEntry,
  RevisedAnswer,
  SaveReceipt,
} from '@application/assessments/taking/Attempt';
import type { AttemptGateway } from '@application/assessments/taking/ports/AttemptGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { array, boolean, DtoError, mapDto, nullableNumber, nullableString, number, object, string, type Dto } from '@infrastructure/http/dto';

const enc = encodeURIComponent;

/** The TAKING calls of the contract over FetchHttpClient. */
export class HttpAttemptGateway implements AttemptGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async mine(itemGuid: string): Promise<Result<MyAssessment, AppError>> {
    return mapDto(await this.http.get(`/front/assessments/${enc(itemGuid)}/me`), myAssessmentToDomain);
  }

  async start(itemGuid: string): Promise<Result<Attempt, AppError>> {
    return mapDto(await this.http.post(`/front/assessments/${enc(itemGuid)}/attempts`, {}), attemptToDomain);
  }

  async get(attemptGuid: string): Promise<Result<Attempt, AppError>> {
    return mapDto(await this.http.get(`/front/attempts/${enc(attemptGuid)}`), attemptToDomain);
  }

  async saveAnswers(attemptGuid: string, answers: readonly AnswerToSave[], options: { keepalive?: boolean } = {}): Promise<Result<SaveReceipt, AppError>> {
    const body = { answers: answers.map(answerToDto) };
    return mapDto(await this.http.request('PUT', `/front/attempts/${enc(attemptGuid)}/answers`, { body, keepalive: options.keepalive === true }), receiptToDomain);
  }

  async submit(attemptGuid: string, submissionKey: string, answers: readonly AnswerToSave[]): Promise<Result<Attempt, AppError>> {
    const body = { submission_key: submissionKey, ...(answers.length > 0 ? { answers: answers.map(answerToDto) } : {}) };
    return mapDto(await this.http.post(`/front/attempts/${enc(attemptGuid)}/submit`, body), attemptToDomain);
  }

  async myAssessments(): Promise<Result<MyAssessmentEntry[], AppError>> {
    return mapDto(await this.http.get('/front/my-assessments'), (value) => array(object(value, 'my assessments'), 'data').map(entryToDomain));
  }
}

function answerToDto(answer: AnswerToSave) {
  return { question_guid: answer.questionGuid, answer: answer.answer, revision: answer.revision };
}

function instant(dto: Dto, key: string): Date {
  const date = new Date(string(dto, key));
  if (Number.isNaN(date.getTime())) throw new DtoError(`${key} is not an instant`);
  return date;
}

function nullableInstant(dto: Dto, key: string): Date | null {
  return nullableString(dto, key) === null ? null : instant(dto, key);
}

function status(dto: Dto): 'in-progress' | 'submitted' {
  const value = string(dto, 'status');
  if (value !== 'in-progress' && value !== 'submitted') throw new DtoError('attempt status');
  return value;
}

function jobStatus(value: unknown): AssessmentJobStatus | null {
  return value === 'pending' || value === 'delivered' || value === 'evaluated' ? value : null;
}

function questionToDomain(value: unknown): AttemptQuestion {
  const dto = object(value, 'question');
  const type = parseQuestionType(string(dto, 'type'));
  if (type === undefined) throw new DtoError('question type');
  const guid = string(dto, 'question_guid');
  return {
    guid,
    contentGuid: nullableString(dto, 'content_guid') ?? guid,
    type,
    position: number(dto, 'position'),
    name: nullableString(dto, 'content_name') ?? '',
    description: nullableString(dto, 'content_description') ?? '',
    points: number(dto, 'ranking_scale'),
    // Shape checked by the server (toPlayerQuestion); the kind's player reads it.
    data: object(dto.player_data, 'player_data') as unknown as PlayerData,
  };
}

function mediaToDomain(value: unknown): AttemptMedia {
  const dto = object(value, 'media');
  return { guid: string(dto, 'guid'), url: string(dto, 'url'), mime: nullableString(dto, 'mime') ?? '', name: nullableString(dto, 'name') ?? '' };
}

export function attemptToDomain(value: unknown): Attempt {
  const dto = object(value, 'attempt');
  const answers: Record<string, RevisedAnswer> = {};
  if (dto.answers !== null && dto.answers !== undefined) {
    for (const [guid, entry] of Object.entries(object(dto.answers, 'answers'))) {
      const answer = object(entry, 'answer');
      answers[guid] = { answer: answer.answer as Answer, revision: number(answer, 'revision') };
    }
  }
  const media: Record<string, AttemptMedia> = {};
  if (dto.media !== null && dto.media !== undefined) {
    for (const [guid, ref] of Object.entries(object(dto.media, 'media'))) media[guid] = mediaToDomain(ref);
  }
  const questions = array(dto, 'questions').map(questionToDomain);
  questions.sort((a, b) => a.position - b.position);
  return {
    guid: string(dto, 'guid'),
    itemGuid: string(dto, 'item_guid'),
    number: number(dto, 'number'),
    status: status(dto),
    startedAt: instant(dto, 'started_at'),
    deadlineAt: nullableInstant(dto, 'deadline_at'),
    serverNow: instant(dto, 'server_now'),
    secondsLeft: nullableNumber(dto, 'seconds_left'),
    submittedAt: nullableInstant(dto, 'submitted_at'),
    autoSubmitted: dto.auto_submitted === true,
    questions,
    answers,
    media,
  };
}

function receiptToDomain(value: unknown): SaveReceipt {
  const dto = object(value, 'save');
  return {
    saved: array(dto, 'saved').map((entry) => {
      const saved = object(entry, 'saved');
      return { questionGuid: string(saved, 'question_guid'), revision: number(saved, 'revision') };
    }),
    serverNow: instant(dto, 'server_now'),
    secondsLeft: nullableNumber(dto, 'seconds_left'),
  };
}

function summaryToDomain(value: unknown): AttemptSummary {
  const dto = object(value, 'attempt');
  return {
    guid: string(dto, 'guid'),
    number: number(dto, 'number'),
    status: status(dto),
    startedAt: instant(dto, 'started_at'),
    submittedAt: nullableInstant(dto, 'submitted_at'),
    autoSubmitted: dto.auto_submitted === true,
    score: nullableNumber(dto, 'score'),
  };
}

/** CTTY_09 item data (or the `settings` of /me); missing fields take the domain defaults. */
export function settingsToDomain(value: unknown): AssessmentSettings {
  const dto = value === null || value === undefined ? {} : object(value, 'settings');
  return {
    duration_minutes: nullableNumber(dto, 'duration_minutes'),
    attempts_allowed: typeof dto.attempts_allowed === 'number' ? dto.attempts_allowed : DEFAULT_ASSESSMENT_SETTINGS.attempts_allowed,
    ranking_scale: typeof dto.ranking_scale === 'number' ? dto.ranking_scale : DEFAULT_ASSESSMENT_SETTINGS.ranking_scale,
    one_per_page: typeof dto.one_per_page === 'boolean' ? dto.one_per_page : DEFAULT_ASSESSMENT_SETTINGS.one_per_page,
    instructions_html: nullableString(dto, 'instructions_html') ?? '',
  };
}

export function myAssessmentToDomain(value: unknown): MyAssessment {
  const dto = object(value, 'my assessment');
  const assessment = object(dto.assessment, 'assessment');
  const delivery = string(assessment, 'delivery');
  if (delivery !== 'open' && delivery !== 'late' && delivery !== 'closed') throw new DtoError('delivery');
  const reason = dto.reason === 'no-attempts-left' || dto.reason === 'closed' || dto.reason === 'empty' || dto.reason === 'published' ? dto.reason : null;
  const job = dto.job === null || dto.job === undefined ? {} : object(dto.job, 'job');
  return {
    guid: string(assessment, 'guid'),
    name: string(assessment, 'name'),
    courseGuid: string(assessment, 'course_guid'),
    lessonGuid: string(assessment, 'lesson_guid'),
    settings: settingsToDomain(assessment.settings),
    questionsCount: number(assessment, 'questions_count'),
    deliverAt: nullableString(assessment, 'deliver_at'),
    canDeliverLate: assessment.can_deliver_late === true || assessment.can_deliver_late === 'YES',
    delivery,
    gradesPublished: assessment.grades_published === true,
    attempts: array(dto, 'attempts').map(summaryToDomain),
    openAttemptGuid: nullableString(dto, 'open_attempt_guid'),
    canStart: boolean(dto, 'can_start'),
    reason,
    job: { status: jobStatus(job.status) ?? 'pending', score: nullableNumber(job, 'score'), feedback: nullableString(job, 'feedback') },
  };
}

function entryToDomain(value: unknown): MyAssessmentEntry {
  const dto = object(value, 'my assessment');
  return {
    itemGuid: string(dto, 'item_guid'),
    name: string(dto, 'name'),
    courseGuid: string(dto, 'course_guid'),
    courseName: nullableString(dto, 'course_name') ?? '',
    lessonGuid: string(dto, 'lesson_guid'),
    deliverAt: nullableString(dto, 'deliver_at'),
    jobStatus: jobStatus(dto.job_status),
    openAttempt: dto.open_attempt === true,
  };
}
