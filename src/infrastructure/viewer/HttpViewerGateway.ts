import { contentType, parseContentTypeCode, type ContentTypeCode } from '@domain/content/contentTypes';
import { itemStatusToDomain } from '@infrastructure/lessons/HttpLessonGateway';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type {
  ActivityRecord,
  HandIn,
  ItemContent,
  ItemProgress,
  Job,
  LessonItemDetail,
  LessonItemSummary,
  LessonOutline,
  SavedProgress,
} from '@application/viewer/LessonItem';
import type { ViewerGateway } from '@application/viewer/ports/ViewerGateway';
import {
  JobSchema,
  LessonItemDetailSchema,
  ProgressAnswer,
  RecordAnswer,
  type JobDto,
  type LessonItemDetailDto,
  type LessonItemDto,
  type RecordAnswerDto,
} from '@contract/items';
import { JobsAnswer } from '@contract/grading';
import { LessonDetailSchema, type LessonDetailDto } from '@contract/lessons';
import { itemDataFromWire } from '@infrastructure/content/itemDataWire';
import { mediaToDomain } from '@infrastructure/content/mediaWire';
import type { MediaRef } from '@application/shared/MediaRef';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, nullableInstant } from '@infrastructure/http/wire';

const item = (guid: string) => `/front/lesson-items/${encodeURIComponent(guid)}`;

export class HttpViewerGateway implements ViewerGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async item(guid: string): Promise<Result<LessonItemDetail, AppError>> {
    return fromWire(await this.http.get(item(guid)), LessonItemDetailSchema, itemDetailToDomain);
  }

  async lesson(guid: string): Promise<Result<LessonOutline, AppError>> {
    return fromWire(await this.http.get(`/front/lessons/${encodeURIComponent(guid)}`), LessonDetailSchema, lessonToDomain);
  }

  async saveProgress(itemGuid: string, progress: ItemProgress): Promise<Result<SavedProgress, AppError>> {
    const body = { progress: progress.progress, ...(progress.position === null ? {} : { position: progress.position }) };
    // keepalive: the write made as the page hides or closes still reaches the server.
    return fromWire(await this.http.request('PUT', `${item(itemGuid)}/progress`, { body, keepalive: true }), ProgressAnswer, (dto) => ({
      progress: dto.progress,
      position: dto.position,
      lessonProgress: dto.lesson_progress,
    }));
  }

  async handIn(itemGuid: string, handIn: HandIn): Promise<Result<Job, AppError>> {
    const body = {
      submission_key: handIn.submissionKey,
      ...(handIn.text === undefined ? {} : { text: handIn.text }),
      ...(handIn.fileGuids === undefined ? {} : { file_guids: handIn.fileGuids }),
    };
    return fromWire(await this.http.post(`${item(itemGuid)}/hand-in`, body), JobSchema, jobToDomain);
  }

  async jobs(itemGuid: string): Promise<Result<Job[], AppError>> {
    return fromWire(await this.http.get(`${item(itemGuid)}/jobs`), JobsAnswer, (dto) => dto.data.map(jobToDomain));
  }

  async record(itemGuid: string, userGuid: string): Promise<Result<ActivityRecord, AppError>> {
    return fromWire(await this.http.get(`${item(itemGuid)}/records/${encodeURIComponent(userGuid)}`), RecordAnswer, recordToDomain);
  }
}

export function jobToDomain(dto: JobDto): Job {
  return {
    guid: dto.guid,
    personGuid: dto.person_guid,
    studentName: dto.student_name,
    studentLastname: dto.student_lastname,
    studentEmail: dto.student_email,
    studentAvatar: dto.student_avatar,
    status: dto.status,
    score: dto.score,
    late: dto.late,
    text: dto.text,
    files: dto.files.map(mediaToDomain),
    deliveredAt: nullableInstant(dto.delivered_at),
    feedback: dto.feedback,
    evaluatorGuid: dto.evaluator_guid,
  };
}

function summaryToDomain(dto: LessonItemDto): LessonItemSummary {
  return {
    guid: dto.guid,
    name: dto.lesson_item_name,
    contentType: dto.content_type,
    position: dto.position,
    deliverAt: dto.lesson_item_deliver_at,
    canDeliverLate: dto.can_deliver_late === 'YES',
    evaluable: dto.content_is_evaluable,
    published: dto.published,
    audience: dto.audience,
    sectionName: dto.section_name,
    progress: dto.progress,
    jobStatus: dto.job_status,
    studentStatus: itemStatusToDomain(dto.student_status),
    gradesPublished: dto.grades_published,
    jobsAmount: dto.jobs_amount,
  };
}

/** The item's data as its viewer shows it; a file the server did not resolve is null (the viewer says so). */
function contentToDomain(code: ContentTypeCode | null, rawCode: string, wire: Readonly<Record<string, unknown>>, media: Map<string, MediaRef>): ItemContent {
  const data = itemDataFromWire(code, wire);
  const file = (guid: string | null): MediaRef | null => (guid === null ? null : (media.get(guid) ?? null));
  switch (data.kind) {
    case 'document':
    case 'book':
    case 'link':
    case 'assignment':
    case 'scorm':
    case 'interactive':
      return data;
    case 'video':
    case 'audio':
      return { kind: data.kind, file: file(data.fileGuid), captions: file(data.captionsFileGuid), captionsLanguage: data.captionsLanguage };
    case 'pdf':
      return { kind: 'pdf', file: file(data.fileGuid) };
    case 'image':
      return { kind: 'image', file: file(data.fileGuid), alt: data.alt };
    case 'video-lesson':
      return { kind: 'video-lesson', file: file(data.fileGuid), captions: file(data.captionsFileGuid), captionsLanguage: data.captionsLanguage, markers: data.markers };
    case 'test':
      return { kind: 'test', settings: data.settings, questionsCount: null, jobsDelivered: null, jobsEvaluated: null, gradesPublished: false };
    case 'opaque':
      return { kind: 'unsupported', code: rawCode, viewer: code === null ? null : contentType(code).viewer };
  }
}

/** An assessment's counters travel on the item itself. */
function withTestCounters(content: ItemContent, dto: LessonItemDto): ItemContent {
  if (content.kind !== 'test') return content;
  return {
    ...content,
    questionsCount: dto.test_amount_questions,
    jobsDelivered: dto.jobs_delivered,
    jobsEvaluated: dto.jobs_evaluated,
    gradesPublished: dto.grades_published,
  };
}

export function itemDetailToDomain(dto: LessonItemDetailDto): LessonItemDetail {
  const summary = summaryToDomain(dto);
  const code = parseContentTypeCode(summary.contentType) ?? null;
  const media = new Map<string, MediaRef>(Object.entries(dto.media).map(([guid, ref]) => [guid, mediaToDomain(ref)]));
  return {
    ...summary,
    code,
    courseGuid: dto.course_guid,
    lessonGuid: dto.lesson_guid,
    lessonName: dto.lesson_name,
    unitGuid: dto.unit_guid,
    content: withTestCounters(contentToDomain(code, summary.contentType, dto.data, media), dto),
    myProgress: dto.my_progress,
    myJob: dto.my_job === null ? null : jobToDomain(dto.my_job),
  };
}

function lessonToDomain(dto: LessonDetailDto): LessonOutline {
  return {
    guid: dto.lesson_guid,
    name: dto.name,
    courseGuid: dto.course_guid,
    courseName: dto.course_name,
    courseEducationLevel: dto.course_education_level,
    unitGuid: dto.unit_guid,
    timeZone: dto.time_zone,
    canEdit: dto.abilities.update,
    items: dto.items.map(summaryToDomain).sort((a, b) => a.position - b.position),
  };
}

function recordToDomain(dto: RecordAnswerDto): ActivityRecord {
  return {
    user: { guid: dto.user.guid, name: dto.user.name, lastname: dto.user.lastname, avatar: dto.user.avatar },
    item: { guid: dto.item.guid, name: dto.item.name, contentType: dto.item.content_type },
    progress: dto.progress,
    position: dto.position,
    updatedAt: nullableInstant(dto.updated_at),
    job: dto.job === null ? null : jobToDomain(dto.job),
    canGrade: dto.can_grade,
  };
}
