import { parseContentTypeCode } from '@domain/content/contentTypes';
import { STUDENT_ITEM_LABELS, STUDENT_TASK_GROUPS, TURN_INS } from '@domain/tasks/studentItemStatus';
import { Ok, type Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type {
  Audience,
  CourseOutline,
  ItemChanges,
  ItemInput,
  ItemStatus,
  JobStatus,
  LessonDetail,
  LessonItem,
  LessonItemDetail,
  MediaRef,
  OutlineLesson,
  OutlineUnit,
} from '@application/lessons/Lesson';
import type { LessonGateway } from '@application/lessons/ports/LessonGateway';
import { CourseSchema } from '@contract/courses';
import { courseToDomain } from '@infrastructure/courses/HttpCourseGateway';
import { fitsWire } from '@infrastructure/http/wire';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { array, boolean, DtoError, mapDto, nullableNumber, nullableString, number, object, string, type Dto } from '@infrastructure/http/dto';

const at = (segment: string) => encodeURIComponent(segment);

export class HttpLessonGateway implements LessonGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async outline(courseGuid: string): Promise<Result<CourseOutline, AppError>> {
    return mapDto(await this.http.get(`/front/courses/${at(courseGuid)}`), outlineToDomain);
  }

  async createUnit(courseGuid: string, name: string): Promise<Result<OutlineUnit, AppError>> {
    return mapDto(await this.http.post(`/front/courses/${at(courseGuid)}/units`, { name }), unitToDomain);
  }

  async renameUnit(unitGuid: string, name: string): Promise<Result<void, AppError>> {
    return nothing(await this.http.request('PATCH', `/front/units/${at(unitGuid)}`, { body: { name } }));
  }

  async deleteUnit(unitGuid: string): Promise<Result<void, AppError>> {
    return nothing(await this.http.request('DELETE', `/front/units/${at(unitGuid)}`));
  }

  async reorderUnits(courseGuid: string, guids: readonly string[]): Promise<Result<void, AppError>> {
    return nothing(await this.http.request('PUT', `/front/courses/${at(courseGuid)}/units/order`, { body: { guids } }));
  }

  async createLesson(unitGuid: string, name: string): Promise<Result<OutlineLesson, AppError>> {
    return mapDto(await this.http.post(`/front/units/${at(unitGuid)}/lessons`, { name }), outlineLessonToDomain);
  }

  async updateLesson(lessonGuid: string, changes: { name?: string; published?: boolean }): Promise<Result<OutlineLesson, AppError>> {
    return mapDto(await this.http.request('PATCH', `/front/lessons/${at(lessonGuid)}`, { body: changes }), outlineLessonToDomain);
  }

  async deleteLesson(lessonGuid: string): Promise<Result<void, AppError>> {
    return nothing(await this.http.request('DELETE', `/front/lessons/${at(lessonGuid)}`));
  }

  async moveLesson(lessonGuid: string, unitGuid: string, index: number): Promise<Result<CourseOutline, AppError>> {
    return mapDto(await this.http.post(`/front/lessons/${at(lessonGuid)}/move`, { unit_guid: unitGuid, index }), outlineToDomain);
  }

  async lesson(lessonGuid: string): Promise<Result<LessonDetail, AppError>> {
    return mapDto(await this.http.get(`/front/lessons/${at(lessonGuid)}`), lessonDetailToDomain);
  }

  async item(itemGuid: string): Promise<Result<LessonItemDetail, AppError>> {
    return mapDto(await this.http.get(`/front/lesson-items/${at(itemGuid)}`), itemDetailToDomain);
  }

  async createItem(lessonGuid: string, input: ItemInput): Promise<Result<LessonItemDetail, AppError>> {
    const body = { content_type: input.contentType, ...itemBody(input) };
    return mapDto(await this.http.post(`/front/lessons/${at(lessonGuid)}/items`, body), itemDetailToDomain);
  }

  async updateItem(itemGuid: string, changes: ItemChanges): Promise<Result<LessonItemDetail, AppError>> {
    return mapDto(await this.http.request('PATCH', `/front/lesson-items/${at(itemGuid)}`, { body: itemBody(changes) }), itemDetailToDomain);
  }

  async deleteItem(itemGuid: string): Promise<Result<void, AppError>> {
    return nothing(await this.http.request('DELETE', `/front/lesson-items/${at(itemGuid)}`));
  }

  async reorderItems(lessonGuid: string, guids: readonly string[]): Promise<Result<void, AppError>> {
    return nothing(await this.http.request('PUT', `/front/lessons/${at(lessonGuid)}/items/order`, { body: { guids } }));
  }
}

function nothing(result: Result<unknown, AppError>): Result<void, AppError> {
  return result.err ? result : Ok(undefined);
}

/** Only the fields present are sent: a PATCH leaves the others as they are. */
function itemBody(changes: ItemChanges): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (changes.name !== undefined) body.lesson_item_name = changes.name;
  if (changes.data !== undefined) body.data = changes.data;
  if (changes.deliverAt !== undefined) body.lesson_item_deliver_at = changes.deliverAt;
  if (changes.canDeliverLate !== undefined) body.can_deliver_late = changes.canDeliverLate ? 'YES' : 'NO';
  if (changes.evaluable !== undefined) body.content_is_evaluable = changes.evaluable;
  if (changes.published !== undefined) body.published = changes.published;
  if (changes.audience !== undefined) body.audience = changes.audience;
  return body;
}

export function outlineToDomain(value: unknown): CourseOutline {
  const dto = object(value, 'course');
  const units = array(dto, 'units').map(unitToDomain);
  units.sort((a, b) => a.position - b.position);
  if (!fitsWire(CourseSchema, dto)) throw new DtoError('course: does not fit the contract’s Course');
  return { ...courseToDomain(dto), units };
}

function unitToDomain(value: unknown): OutlineUnit {
  const dto = object(value, 'unit');
  const lessons = (Array.isArray(dto.lessons) ? dto.lessons : []).map(outlineLessonToDomain);
  lessons.sort((a, b) => a.position - b.position);
  return { guid: string(dto, 'guid'), name: string(dto, 'name'), position: number(dto, 'position'), lessons };
}

function outlineLessonToDomain(value: unknown): OutlineLesson {
  const dto = object(value, 'lesson');
  return {
    guid: string(dto, 'lesson_guid'),
    name: string(dto, 'name'),
    thumbnail: nullableString(dto, 'thumbnail'),
    position: number(dto, 'position'),
    progress: nullableNumber(dto, 'progress'),
    // Older course answers lack the flag: every lesson they list is published.
    published: dto.published === undefined ? true : boolean(dto, 'published'),
    itemsCount: nullableNumber(dto, 'items_count'),
  };
}

function lessonDetailToDomain(value: unknown): LessonDetail {
  const dto = object(value, 'lesson');
  const abilities = object(dto.abilities, 'abilities');
  const items = array(dto, 'items').map(itemToDomain);
  items.sort((a, b) => a.position - b.position);
  return {
    guid: string(dto, 'lesson_guid'),
    name: string(dto, 'name'),
    thumbnail: nullableString(dto, 'thumbnail'),
    published: boolean(dto, 'published'),
    position: number(dto, 'position'),
    progress: nullableNumber(dto, 'progress'),
    courseGuid: string(dto, 'course_guid'),
    courseName: string(dto, 'course_name'),
    unitGuid: string(dto, 'unit_guid'),
    unitName: string(dto, 'unit_name'),
    timeZone: string(dto, 'time_zone'),
    abilities: { update: boolean(abilities, 'update') },
    items,
  };
}

const AUDIENCES: readonly Audience[] = ['all', 'teachers'];

/** `student_status` (ADR 0140): null for teachers and items that take no work. */
export function itemStatusToDomain(value: unknown): ItemStatus | null {
  if (value === null || value === undefined) return null;
  const dto = object(value, 'student_status');
  const label = string(dto, 'label');
  const group = string(dto, 'group');
  const turnIn = string(dto, 'turn_in');
  if (!(STUDENT_ITEM_LABELS as readonly string[]).includes(label)) throw new DtoError('student_status.label: unknown value');
  if (!(STUDENT_TASK_GROUPS as readonly string[]).includes(group)) throw new DtoError('student_status.group: unknown value');
  if (!(TURN_INS as readonly string[]).includes(turnIn)) throw new DtoError('student_status.turn_in: unknown value');
  return { label: label as ItemStatus['label'], group: group as ItemStatus['group'], turnIn: turnIn as ItemStatus['turnIn'] };
}
const JOB_STATUSES: readonly JobStatus[] = ['pending', 'delivered', 'evaluated'];

function itemToDomain(value: unknown): LessonItem {
  const dto = object(value, 'item');
  const contentType = parseContentTypeCode(string(dto, 'content_type'));
  if (!contentType) throw new DtoError('content_type: a CTTY code expected');
  const audience = dto.audience ?? 'all';
  if (!AUDIENCES.includes(audience as Audience)) throw new DtoError('audience: all or teachers expected');
  const jobStatus = nullableString(dto, 'job_status');
  if (jobStatus !== null && !JOB_STATUSES.includes(jobStatus as JobStatus)) throw new DtoError('job_status: unknown value');
  const late = string(dto, 'can_deliver_late');
  if (late !== 'YES' && late !== 'NO') throw new DtoError('can_deliver_late: YES or NO expected');
  return {
    guid: string(dto, 'guid'),
    name: string(dto, 'lesson_item_name'),
    contentType,
    position: number(dto, 'position'),
    deliverAt: nullableString(dto, 'lesson_item_deliver_at'),
    canDeliverLate: late === 'YES',
    evaluable: boolean(dto, 'content_is_evaluable'),
    published: boolean(dto, 'published'),
    audience: audience as Audience,
    sectionName: nullableString(dto, 'section_name'),
    progress: nullableNumber(dto, 'progress'),
    jobStatus: jobStatus as JobStatus | null,
    studentStatus: itemStatusToDomain(dto.student_status),
    jobsAmount: nullableNumber(dto, 'jobs_amount'),
    jobsDelivered: nullableNumber(dto, 'jobs_delivered'),
    jobsEvaluated: nullableNumber(dto, 'jobs_evaluated'),
  };
}

function itemDetailToDomain(value: unknown): LessonItemDetail {
  const dto = object(value, 'item');
  const media: Record<string, MediaRef> = {};
  for (const [guid, ref] of Object.entries(dto.media === undefined || dto.media === null ? {} : object(dto.media, 'media'))) media[guid] = mediaToDomain(ref);
  return {
    ...itemToDomain(dto),
    courseGuid: string(dto, 'course_guid'),
    lessonGuid: string(dto, 'lesson_guid'),
    lessonName: string(dto, 'lesson_name'),
    unitGuid: string(dto, 'unit_guid'),
    data: object(dto.data, 'data'),
    media,
  };
}

function mediaToDomain(value: unknown): MediaRef {
  const dto: Dto = object(value, 'media');
  return {
    guid: string(dto, 'guid'),
    url: string(dto, 'url'),
    mime: string(dto, 'mime'),
    size: number(dto, 'size'),
    name: string(dto, 'name'),
    mediaType: string(dto, 'media_type'),
  };
}
