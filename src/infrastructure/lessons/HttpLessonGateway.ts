import { parseContentTypeCode } from '@domain/content/contentTypes';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type {
  CourseOutline,
  ItemChanges,
  ItemInput,
  ItemStatus,
  LessonDetail,
  LessonItem,
  LessonItemDetail,
  OutlineLesson,
  OutlineUnit,
} from '@application/lessons/Lesson';
import type { LessonGateway } from '@application/lessons/ports/LessonGateway';
import type { Static } from '@contract/schema';
import { CourseDetailSchema, LessonSchema, type CourseDetailDto, type LessonDto, type UnitDto } from '@contract/courses';
import { LessonItemDetailSchema, type ItemPatchBodyDto, type LessonItemDetailDto, type LessonItemDto, type StudentItemStatusDto } from '@contract/items';
import { LessonDetailSchema, NewUnitAnswer, type LessonDetailDto, type LessonPatchBody, type MoveLessonBody, type OrderBody, type UnitBody } from '@contract/lessons';
import { itemDataFromWire, itemDataToWire } from '@infrastructure/content/itemDataWire';
import { mediaToDomain } from '@infrastructure/content/mediaWire';
import type { MediaRef } from '@application/shared/MediaRef';
import { courseToDomain } from '@infrastructure/courses/HttpCourseGateway';
import { fromWire, localDateTime, noContent, WireError } from '@infrastructure/http/wire';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';

const at = (segment: string) => encodeURIComponent(segment);

export class HttpLessonGateway implements LessonGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async outline(courseGuid: string): Promise<Result<CourseOutline, AppError>> {
    return fromWire(await this.http.get(`/front/courses/${at(courseGuid)}`), CourseDetailSchema, outlineToDomain);
  }

  async createUnit(courseGuid: string, name: string): Promise<Result<OutlineUnit, AppError>> {
    const body: Static<typeof UnitBody> = { name };
    return fromWire(await this.http.post(`/front/courses/${at(courseGuid)}/units`, body), NewUnitAnswer, unitToDomain);
  }

  async renameUnit(unitGuid: string, name: string): Promise<Result<void, AppError>> {
    return noContent(await this.http.request('PATCH', `/front/units/${at(unitGuid)}`, { body: { name } satisfies Static<typeof UnitBody> }));
  }

  async deleteUnit(unitGuid: string): Promise<Result<void, AppError>> {
    return noContent(await this.http.request('DELETE', `/front/units/${at(unitGuid)}`));
  }

  async reorderUnits(courseGuid: string, guids: readonly string[]): Promise<Result<void, AppError>> {
    return noContent(await this.http.request('PUT', `/front/courses/${at(courseGuid)}/units/order`, { body: { guids: [...guids] } satisfies Static<typeof OrderBody> }));
  }

  async createLesson(unitGuid: string, name: string): Promise<Result<OutlineLesson, AppError>> {
    const body: Static<typeof UnitBody> = { name };
    return fromWire(await this.http.post(`/front/units/${at(unitGuid)}/lessons`, body), LessonSchema, outlineLessonToDomain);
  }

  async updateLesson(lessonGuid: string, changes: { name?: string; published?: boolean }): Promise<Result<OutlineLesson, AppError>> {
    const body: Static<typeof LessonPatchBody> = changes;
    return fromWire(await this.http.request('PATCH', `/front/lessons/${at(lessonGuid)}`, { body }), LessonSchema, outlineLessonToDomain);
  }

  async deleteLesson(lessonGuid: string): Promise<Result<void, AppError>> {
    return noContent(await this.http.request('DELETE', `/front/lessons/${at(lessonGuid)}`));
  }

  async moveLesson(lessonGuid: string, unitGuid: string, index: number): Promise<Result<CourseOutline, AppError>> {
    const body: Static<typeof MoveLessonBody> = { unit_guid: unitGuid, index };
    return fromWire(await this.http.post(`/front/lessons/${at(lessonGuid)}/move`, body), CourseDetailSchema, outlineToDomain);
  }

  async lesson(lessonGuid: string): Promise<Result<LessonDetail, AppError>> {
    return fromWire(await this.http.get(`/front/lessons/${at(lessonGuid)}`), LessonDetailSchema, lessonDetailToDomain);
  }

  async item(itemGuid: string): Promise<Result<LessonItemDetail, AppError>> {
    // The editor's read: the teacher's notes come with it for the course's teachers (never for anyone else).
    return fromWire(await this.http.get(`/front/lesson-items/${at(itemGuid)}`, { include: 'teacher_notes' }), LessonItemDetailSchema, itemDetailToDomain);
  }

  async createItem(lessonGuid: string, input: ItemInput): Promise<Result<LessonItemDetail, AppError>> {
    const body = { content_type: input.contentType, ...itemBody(input) };
    return fromWire(await this.http.post(`/front/lessons/${at(lessonGuid)}/items`, body), LessonItemDetailSchema, itemDetailToDomain);
  }

  async updateItem(itemGuid: string, changes: ItemChanges): Promise<Result<LessonItemDetail, AppError>> {
    return fromWire(await this.http.request('PATCH', `/front/lesson-items/${at(itemGuid)}`, { body: itemBody(changes) }), LessonItemDetailSchema, itemDetailToDomain);
  }

  async deleteItem(itemGuid: string): Promise<Result<void, AppError>> {
    return noContent(await this.http.request('DELETE', `/front/lesson-items/${at(itemGuid)}`));
  }

  async reorderItems(lessonGuid: string, guids: readonly string[]): Promise<Result<void, AppError>> {
    return noContent(await this.http.request('PUT', `/front/lessons/${at(lessonGuid)}/items/order`, { body: { guids: [...guids] } satisfies Static<typeof OrderBody> }));
  }
}

/** Only the fields present are sent: a PATCH leaves the others as they are. */
function itemBody(changes: ItemChanges): ItemPatchBodyDto {
  const body: ItemPatchBodyDto = {};
  if (changes.name !== undefined) body.lesson_item_name = changes.name;
  if (changes.data !== undefined) body.data = itemDataToWire(changes.data);
  if (changes.deliverAt !== undefined) body.lesson_item_deliver_at = changes.deliverAt;
  if (changes.canDeliverLate !== undefined) body.can_deliver_late = changes.canDeliverLate ? 'YES' : 'NO';
  if (changes.evaluable !== undefined) body.content_is_evaluable = changes.evaluable;
  if (changes.published !== undefined) body.published = changes.published;
  if (changes.audience !== undefined) body.audience = changes.audience;
  if (changes.teacherNotes !== undefined) body.teacher_notes = changes.teacherNotes;
  return body;
}

const byPosition = <E extends { position: number }>(a: E, b: E) => a.position - b.position;

export function outlineToDomain(dto: CourseDetailDto): CourseOutline {
  return { ...courseToDomain(dto), units: dto.units.map(unitToDomain).sort(byPosition), removal: dto.removal };
}

function unitToDomain(dto: UnitDto): OutlineUnit {
  return { guid: dto.guid, name: dto.name, position: dto.position, lessons: dto.lessons.map(outlineLessonToDomain).sort(byPosition) };
}

function outlineLessonToDomain(dto: LessonDto): OutlineLesson {
  return {
    guid: dto.lesson_guid,
    name: dto.name,
    thumbnail: dto.thumbnail,
    position: dto.position,
    progress: dto.progress,
    published: dto.published,
    itemsCount: dto.items_count,
  };
}

function lessonDetailToDomain(dto: LessonDetailDto): LessonDetail {
  return {
    guid: dto.lesson_guid,
    name: dto.name,
    thumbnail: dto.thumbnail,
    published: dto.published,
    position: dto.position,
    progress: dto.progress,
    courseGuid: dto.course_guid,
    courseName: dto.course_name,
    courseEducationLevel: dto.course_education_level,
    unitGuid: dto.unit_guid,
    unitName: dto.unit_name,
    timeZone: dto.time_zone,
    abilities: { update: dto.abilities.update },
    items: dto.items.map(itemToDomain).sort(byPosition),
  };
}

/** `student_status` (ADR 0140): null for teachers and items that take no work. */
export function itemStatusToDomain(dto: StudentItemStatusDto | null): ItemStatus | null {
  return dto === null ? null : { label: dto.label, group: dto.group, turnIn: dto.turn_in };
}

function itemToDomain(dto: LessonItemDto): LessonItem {
  const contentType = parseContentTypeCode(dto.content_type);
  if (!contentType) throw new WireError('content_type: a CTTY code expected');
  return {
    guid: dto.guid,
    name: dto.lesson_item_name,
    contentType,
    position: dto.position,
    deliverAt: dto.lesson_item_deliver_at === null ? null : localDateTime(dto.lesson_item_deliver_at, 'lesson_item_deliver_at'),
    canDeliverLate: dto.can_deliver_late === 'YES',
    evaluable: dto.content_is_evaluable,
    published: dto.published,
    audience: dto.audience,
    sectionName: dto.section_name,
    progress: dto.progress,
    jobStatus: dto.job_status,
    studentStatus: itemStatusToDomain(dto.student_status),
    jobsAmount: dto.jobs_amount,
    jobsDelivered: dto.jobs_delivered,
    jobsEvaluated: dto.jobs_evaluated,
  };
}

function itemDetailToDomain(dto: LessonItemDetailDto): LessonItemDetail {
  const media: Record<string, MediaRef> = {};
  for (const [guid, ref] of Object.entries(dto.media)) media[guid] = mediaToDomain(ref);
  const item = itemToDomain(dto);
  return {
    ...item,
    courseGuid: dto.course_guid,
    lessonGuid: dto.lesson_guid,
    lessonName: dto.lesson_name,
    unitGuid: dto.unit_guid,
    data: itemDataFromWire(item.contentType, dto.data),
    media,
    teacherNotes: dto.teacher_notes ?? null,
  };
}
