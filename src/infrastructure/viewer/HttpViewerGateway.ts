import { itemStatusToDomain } from '@infrastructure/lessons/HttpLessonGateway';
import { CONTENT_TYPES, parseContentTypeCode, type ContentTypeCode } from '@domain/content/contentTypes';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type {
  ActivityRecord,
  HandIn,
  ItemContent,
  ItemProgress,
  Job,
  JobStatus,
  LessonItemDetail,
  LessonItemSummary,
  LessonOutline,
  MediaRef,
  SavedProgress,
} from '@application/viewer/LessonItem';
import type { ViewerGateway } from '@application/viewer/ports/ViewerGateway';
import { settingsToDomain } from '@infrastructure/assessments/taking/HttpAttemptGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { array, DtoError, mapDto, nullableInstant, nullableNumber, nullableString, number, object, string, type Dto } from '@infrastructure/http/dto';

const item = (guid: string) => `/front/lesson-items/${encodeURIComponent(guid)}`;

export class HttpViewerGateway implements ViewerGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async item(guid: string): Promise<Result<LessonItemDetail, AppError>> {
    return mapDto(await this.http.get(item(guid)), itemDetailToDomain);
  }

  async lesson(guid: string): Promise<Result<LessonOutline, AppError>> {
    return mapDto(await this.http.get(`/front/lessons/${encodeURIComponent(guid)}`), lessonToDomain);
  }

  async saveProgress(itemGuid: string, progress: ItemProgress): Promise<Result<SavedProgress, AppError>> {
    const body = { progress: progress.progress, ...(progress.position === null ? {} : { position: progress.position }) };
    // keepalive: the write made as the page hides or closes still reaches the server.
    return mapDto(await this.http.request('PUT', `${item(itemGuid)}/progress`, { body, keepalive: true }), (value) => {
      const dto = object(value, 'progress');
      return { progress: number(dto, 'progress'), position: nullableNumber(dto, 'position'), lessonProgress: number(dto, 'lesson_progress') };
    });
  }

  async handIn(itemGuid: string, handIn: HandIn): Promise<Result<Job, AppError>> {
    const body = {
      submission_key: handIn.submissionKey,
      ...(handIn.text === undefined ? {} : { text: handIn.text }),
      ...(handIn.fileGuids === undefined ? {} : { file_guids: handIn.fileGuids }),
    };
    return mapDto(await this.http.post(`${item(itemGuid)}/hand-in`, body), jobToDomain);
  }

  async jobs(itemGuid: string): Promise<Result<Job[], AppError>> {
    return mapDto(await this.http.get(`${item(itemGuid)}/jobs`), (value) => array(object(value, 'jobs'), 'data').map(jobToDomain));
  }

  async record(itemGuid: string, userGuid: string): Promise<Result<ActivityRecord, AppError>> {
    return mapDto(await this.http.get(`${item(itemGuid)}/records/${encodeURIComponent(userGuid)}`), recordToDomain);
  }
}

const JOB_STATUSES: readonly JobStatus[] = ['pending', 'delivered', 'evaluated'];

function jobStatus(dto: Dto, key: string): JobStatus | null {
  const value = dto[key];
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && (JOB_STATUSES as readonly string[]).includes(value)) return value as JobStatus;
  throw new DtoError(`${key}: job status expected`);
}

export function mediaToDomain(value: unknown): MediaRef {
  const dto = object(value, 'media');
  return {
    guid: string(dto, 'guid'),
    url: string(dto, 'url'),
    mime: string(dto, 'mime'),
    size: number(dto, 'size'),
    name: string(dto, 'name'),
    mediaType: string(dto, 'media_type'),
  };
}

export function jobToDomain(value: unknown): Job {
  const dto = object(value, 'job');
  const status = jobStatus(dto, 'status');
  if (status === null) throw new DtoError('status: job status expected');
  return {
    guid: nullableString(dto, 'guid'),
    personGuid: string(dto, 'person_guid'),
    studentName: string(dto, 'student_name'),
    studentLastname: nullableString(dto, 'student_lastname') ?? '',
    studentEmail: nullableString(dto, 'student_email') ?? '',
    studentAvatar: nullableString(dto, 'student_avatar'),
    status,
    score: nullableNumber(dto, 'score'),
    late: dto.late === true,
    text: nullableString(dto, 'text'),
    files: Array.isArray(dto.files) ? dto.files.map(mediaToDomain) : [],
    deliveredAt: nullableInstant(dto, 'delivered_at'),
  };
}

function summaryToDomain(value: unknown): LessonItemSummary {
  const dto = object(value, 'lesson item');
  const audience = dto.audience === 'teachers' ? 'teachers' : 'all';
  return {
    guid: string(dto, 'guid'),
    name: string(dto, 'lesson_item_name'),
    contentType: string(dto, 'content_type'),
    position: number(dto, 'position'),
    deliverAt: nullableString(dto, 'lesson_item_deliver_at'),
    canDeliverLate: dto.can_deliver_late === 'YES',
    evaluable: dto.content_is_evaluable === true,
    published: dto.published !== false,
    audience,
    sectionName: nullableString(dto, 'section_name'),
    progress: nullableNumber(dto, 'progress'),
    jobStatus: jobStatus(dto, 'job_status'),
    studentStatus: itemStatusToDomain(dto.student_status),
    gradesPublished: dto.grades_published === true,
    jobsAmount: nullableNumber(dto, 'jobs_amount'),
  };
}

function markersOf(data: Dto): { atSeconds: number; label: string }[] {
  if (!Array.isArray(data.markers)) return [];
  return data.markers
    .map((marker) => {
      const dto = object(marker, 'marker');
      return { atSeconds: number(dto, 'at_seconds'), label: nullableString(dto, 'label') ?? '' };
    })
    .sort((a, b) => a.atSeconds - b.atSeconds);
}

/** The item's `data` read by its viewer; a file the server did not resolve is null (the viewer says so). */
export function contentToDomain(code: ContentTypeCode | null, rawCode: string, value: unknown, media: Map<string, MediaRef>): ItemContent {
  const viewer = code === null ? null : CONTENT_TYPES[code].viewer;
  const data = value === null || value === undefined ? {} : object(value, 'data');
  const file = (key: string): MediaRef | null => {
    const guid = nullableString(data, key);
    return guid === null ? null : (media.get(guid) ?? null);
  };
  switch (viewer) {
    case 'document':
      return { kind: 'document', html: nullableString(data, 'html') ?? '' };
    case 'book':
      return {
        kind: 'book',
        pages: array(data, 'pages').map((page) => {
          const dto = object(page, 'page');
          return { title: nullableString(dto, 'title') ?? '', html: nullableString(dto, 'html') ?? '' };
        }),
      };
    case 'video':
    case 'audio':
      return { kind: viewer, file: file('file_guid'), captions: file('captions_file_guid'), captionsLanguage: nullableString(data, 'captions_language') };
    case 'pdf':
      return { kind: 'pdf', file: file('file_guid') };
    case 'link':
      return { kind: 'link', url: string(data, 'url'), description: nullableString(data, 'description') };
    case 'image':
      return { kind: 'image', file: file('file_guid'), alt: nullableString(data, 'alt') ?? '' };
    case 'assignment':
      return {
        kind: 'assignment',
        instructionsHtml: nullableString(data, 'instructions_html') ?? '',
        acceptsText: data.accepts_text === true,
        acceptsFiles: data.accepts_files === true,
      };
    case 'video-lesson':
      return {
        kind: 'video-lesson',
        file: file('file_guid'),
        captions: file('captions_file_guid'),
        captionsLanguage: nullableString(data, 'captions_language'),
        markers: markersOf(data),
      };
    case 'test':
      return { kind: 'test', settings: settingsToDomain(data), questionsCount: null, jobsDelivered: null, jobsEvaluated: null, gradesPublished: false };
    default:
      return { kind: 'unsupported', code: rawCode, viewer };
  }
}

/** An assessment's counters travel on the item itself (issue 4). */
function withTestCounters(content: ItemContent, dto: Dto): ItemContent {
  if (content.kind !== 'test') return content;
  return {
    ...content,
    questionsCount: nullableNumber(dto, 'test_amount_questions'),
    jobsDelivered: nullableNumber(dto, 'jobs_delivered'),
    jobsEvaluated: nullableNumber(dto, 'jobs_evaluated'),
    gradesPublished: dto.grades_published === true,
  };
}

export function itemDetailToDomain(value: unknown): LessonItemDetail {
  const dto = object(value, 'lesson item');
  const summary = summaryToDomain(dto);
  const code = parseContentTypeCode(summary.contentType) ?? null;
  const media = new Map<string, MediaRef>();
  if (dto.media !== null && dto.media !== undefined) {
    for (const [guid, ref] of Object.entries(object(dto.media, 'media'))) media.set(guid, mediaToDomain(ref));
  }
  const myProgress = dto.my_progress === null || dto.my_progress === undefined ? null : object(dto.my_progress, 'my_progress');
  return {
    ...summary,
    code,
    courseGuid: string(dto, 'course_guid'),
    lessonGuid: string(dto, 'lesson_guid'),
    lessonName: nullableString(dto, 'lesson_name') ?? '',
    unitGuid: nullableString(dto, 'unit_guid') ?? '',
    content: withTestCounters(contentToDomain(code, summary.contentType, dto.data, media), dto),
    myProgress: myProgress === null ? null : { progress: number(myProgress, 'progress'), position: nullableNumber(myProgress, 'position') },
    myJob: dto.my_job === null || dto.my_job === undefined ? null : jobToDomain(dto.my_job),
    timeZone: nullableString(dto, 'time_zone'),
  };
}

function lessonToDomain(value: unknown): LessonOutline {
  const dto = object(value, 'lesson');
  const items = array(dto, 'items').map(summaryToDomain);
  items.sort((a, b) => a.position - b.position);
  return {
    guid: string(dto, 'lesson_guid'),
    name: string(dto, 'name'),
    courseGuid: string(dto, 'course_guid'),
    courseName: nullableString(dto, 'course_name') ?? '',
    unitGuid: nullableString(dto, 'unit_guid') ?? '',
    timeZone: string(dto, 'time_zone'),
    canEdit: dto.abilities !== null && typeof dto.abilities === 'object' && (dto.abilities as { update?: unknown }).update === true,
    items,
  };
}

function recordToDomain(value: unknown): ActivityRecord {
  const dto = object(value, 'record');
  const user = object(dto.user, 'user');
  const recordItem = object(dto.item, 'item');
  return {
    user: { guid: string(user, 'guid'), name: string(user, 'name'), lastname: nullableString(user, 'lastname') ?? '', avatar: nullableString(user, 'avatar') },
    item: { guid: string(recordItem, 'guid'), name: string(recordItem, 'name'), contentType: string(recordItem, 'content_type') },
    progress: nullableNumber(dto, 'progress'),
    position: nullableNumber(dto, 'position'),
    updatedAt: nullableInstant(dto, 'updated_at'),
    job: dto.job === null || dto.job === undefined ? null : jobToDomain(dto.job),
  };
}
