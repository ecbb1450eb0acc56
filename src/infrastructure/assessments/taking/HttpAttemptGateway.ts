import {
  AttemptSchema,
  MyAssessmentSchema,
  MyAssessmentsList,
  SaveAnswersAnswer,
  type AnswerItemDto,
  type AssessmentSettingsDto,
  type AttemptDto,
  type AttemptSummaryDto,
  type MyAssessmentDto,
  type MyAssessmentEntryDto,
  type PlayerQuestionDto,
  type SaveAnswersAnswerDto,
  type SaveAnswersBodyDto,
  type SubmitBodyDto,
  TestPreviewSchema,
} from '@contract/attempts';
import type { MediaMapDto } from '@contract/questions';
import { DEFAULT_ASSESSMENT_SETTINGS, type AssessmentSettings } from '@domain/assessments/attemptRules';
import type { Answer, PlayerData } from '@domain/assessments/questionModel';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type {
  AnswerToSave,
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
import type { TestPreview, TestPreviewGateway } from '@application/assessments/taking/ports/TestPreviewGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, instant, nullableInstant } from '@infrastructure/http/wire';

const enc = encodeURIComponent;

/** A student's side of assessments over HTTP (docs/api-attempts.md "Taking"). */
export class HttpAttemptGateway implements AttemptGateway, TestPreviewGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async mine(itemGuid: string): Promise<Result<MyAssessment, AppError>> {
    return fromWire(await this.http.get(`/front/assessments/${enc(itemGuid)}/me`), MyAssessmentSchema, myAssessmentToDomain);
  }

  async start(itemGuid: string): Promise<Result<Attempt, AppError>> {
    return fromWire(await this.http.post(`/front/assessments/${enc(itemGuid)}/attempts`, {}), AttemptSchema, attemptToDomain);
  }

  async get(attemptGuid: string): Promise<Result<Attempt, AppError>> {
    return fromWire(await this.http.get(`/front/attempts/${enc(attemptGuid)}`), AttemptSchema, attemptToDomain);
  }

  async saveAnswers(attemptGuid: string, answers: readonly AnswerToSave[], options: { keepalive?: boolean } = {}): Promise<Result<SaveReceipt, AppError>> {
    const body: SaveAnswersBodyDto = { answers: answers.map(answerToDto) };
    return fromWire(
      await this.http.request('PUT', `/front/attempts/${enc(attemptGuid)}/answers`, { body, keepalive: options.keepalive === true }),
      SaveAnswersAnswer,
      receiptToDomain,
    );
  }

  async submit(attemptGuid: string, submissionKey: string, answers: readonly AnswerToSave[]): Promise<Result<Attempt, AppError>> {
    const body: SubmitBodyDto = { submission_key: submissionKey };
    if (answers.length > 0) body.answers = answers.map(answerToDto);
    return fromWire(await this.http.post(`/front/attempts/${enc(attemptGuid)}/submit`, body), AttemptSchema, attemptToDomain);
  }

  /** While the course is seen as a student (the client names it): the questions without an attempt (ADR 0553). */
  async preview(itemGuid: string): Promise<Result<TestPreview, AppError>> {
    return fromWire(await this.http.get(`/front/assessments/${enc(itemGuid)}/preview`), TestPreviewSchema, (dto) => ({
      itemGuid: dto.item_guid,
      questions: dto.questions.map(questionToDomain).sort((a, b) => a.position - b.position),
      media: mediaToDomain(dto.media),
    }));
  }

  async myAssessments(): Promise<Result<MyAssessmentEntry[], AppError>> {
    return fromWire(await this.http.get('/front/my-assessments'), MyAssessmentsList, (dto) => dto.data.map(entryToDomain));
  }
}

function answerToDto(answer: AnswerToSave): AnswerItemDto {
  return { question_guid: answer.questionGuid, answer: answer.answer, revision: answer.revision };
}

function questionToDomain(dto: PlayerQuestionDto): AttemptQuestion {
  return {
    guid: dto.question_guid,
    contentGuid: dto.content_guid,
    type: dto.type,
    position: dto.position,
    name: dto.content_name,
    description: dto.content_description,
    points: dto.ranking_scale,
    // The server builds it with the domain's toPlayerQuestion for the question's type; the type's player reads it.
    data: dto.player_data as unknown as PlayerData,
  };
}

function mediaToDomain(media: MediaMapDto): Record<string, AttemptMedia> {
  return Object.fromEntries(Object.entries(media).map(([guid, ref]) => [guid, { guid: ref.guid, url: ref.url, mime: ref.mime, name: ref.name }]));
}

export function attemptToDomain(dto: AttemptDto): Attempt {
  const answers: Record<string, RevisedAnswer> = {};
  // The server stored each answer after the domain's validateAnswer for its question's type.
  for (const [guid, saved] of Object.entries(dto.answers)) answers[guid] = { answer: saved.answer as Answer, revision: saved.revision };
  return {
    guid: dto.guid,
    itemGuid: dto.item_guid,
    number: dto.number,
    status: dto.status,
    startedAt: instant(dto.started_at),
    deadlineAt: nullableInstant(dto.deadline_at),
    serverNow: instant(dto.server_now),
    secondsLeft: dto.seconds_left,
    submittedAt: nullableInstant(dto.submitted_at),
    autoSubmitted: dto.auto_submitted,
    questions: dto.questions.map(questionToDomain).sort((a, b) => a.position - b.position),
    answers,
    media: mediaToDomain(dto.media),
  };
}

function receiptToDomain(dto: SaveAnswersAnswerDto): SaveReceipt {
  return {
    saved: dto.saved.map((saved) => ({ questionGuid: saved.question_guid, revision: saved.revision })),
    serverNow: instant(dto.server_now),
    secondsLeft: dto.seconds_left,
  };
}

function summaryToDomain(dto: AttemptSummaryDto): AttemptSummary {
  return {
    guid: dto.guid,
    number: dto.number,
    status: dto.status,
    startedAt: instant(dto.started_at),
    submittedAt: nullableInstant(dto.submitted_at),
    autoSubmitted: dto.auto_submitted,
    score: dto.score,
  };
}

/** The `settings` of an assessment answer (the server normalised them). */
export function assessmentSettingsToDomain(dto: AssessmentSettingsDto): AssessmentSettings {
  return {
    durationMinutes: dto.duration_minutes,
    attemptsAllowed: dto.attempts_allowed,
    rankingScale: dto.ranking_scale,
    onePerPage: dto.one_per_page,
    instructionsHtml: dto.instructions_html,
  };
}

/**
 * A CTTY_09 item's `data` (src/contract/items.ts AssessmentData): its settings in the wire's names; what is missing
 * or of another kind takes the domain's default, as the server reads it.
 */
export function settingsToDomain(data: Readonly<Record<string, unknown>>): AssessmentSettings {
  const d = DEFAULT_ASSESSMENT_SETTINGS;
  const duration = data.duration_minutes;
  return {
    durationMinutes: typeof duration === 'number' ? duration : d.durationMinutes,
    attemptsAllowed: typeof data.attempts_allowed === 'number' ? data.attempts_allowed : d.attemptsAllowed,
    rankingScale: typeof data.ranking_scale === 'number' ? data.ranking_scale : d.rankingScale,
    onePerPage: typeof data.one_per_page === 'boolean' ? data.one_per_page : d.onePerPage,
    instructionsHtml: typeof data.instructions_html === 'string' ? data.instructions_html : d.instructionsHtml,
  };
}

export function myAssessmentToDomain(dto: MyAssessmentDto): MyAssessment {
  const { assessment } = dto;
  return {
    guid: assessment.guid,
    name: assessment.name,
    courseGuid: assessment.course_guid,
    lessonGuid: assessment.lesson_guid,
    settings: assessmentSettingsToDomain(assessment.settings),
    questionsCount: assessment.questions_count,
    deliverAt: assessment.deliver_at,
    canDeliverLate: assessment.can_deliver_late,
    delivery: assessment.delivery,
    gradesPublished: assessment.grades_published,
    attempts: dto.attempts.map(summaryToDomain),
    openAttemptGuid: dto.open_attempt_guid,
    canStart: dto.can_start,
    reason: dto.reason,
    job: { status: dto.job.status, score: dto.job.score, feedback: dto.job.feedback },
  };
}

function entryToDomain(dto: MyAssessmentEntryDto): MyAssessmentEntry {
  return {
    itemGuid: dto.item_guid,
    name: dto.name,
    courseGuid: dto.course_guid,
    courseName: dto.course_name,
    lessonGuid: dto.lesson_guid,
    deliverAt: dto.deliver_at,
    jobStatus: dto.job_status,
    openAttempt: dto.open_attempt,
    status: { label: dto.status.label, group: dto.status.group, turnIn: dto.status.turn_in },
  };
}
