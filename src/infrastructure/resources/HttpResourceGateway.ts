import { parseContentTypeCode, type ContentTypeCode } from '@domain/content/contentTypes';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { ResourceGateway } from '@application/resources/ports/ResourceGateway';
import type {
  BoardItem,
  BoardLesson,
  ContentTypeInfo,
  CourseResources,
  DeliverySettings,
  FlatResource,
  Resource,
  ResourceGroup,
  ResourceSection,
} from '@application/resources/Resource';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import type { Static } from '@contract/schema';
import { LessonItemDetailSchema, type LessonItemDto } from '@contract/items';
import { LessonDetailSchema, type LessonDetailDto } from '@contract/lessons';
import {
  ContentTypesAnswer,
  FlatResourcePageSchema,
  ResourceSchema,
  ResourceTreeSchema,
  type ResourceDeleteBody,
  type ResourceDto,
  type ResourcePatchBody,
  type ResourceTreeDto,
} from '@contract/resources';
import { fromWire, localDateTime, noContent } from '@infrastructure/http/wire';

/** Spec §7 resource calls, plus the lesson detail and item PATCH that the lesson board uses. */
export class HttpResourceGateway implements ResourceGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async courseResources(courseGuid: string, referencedCourse?: string): Promise<Result<CourseResources, AppError>> {
    const query = referencedCourse ? { referencedCourse } : undefined;
    return fromWire(await this.http.get(`/lms/courses/${encodeURIComponent(courseGuid)}/resources`, query), ResourceTreeSchema, courseResourcesToDomain);
  }

  async flatResources(courseGuid: string): Promise<Result<FlatResource[], AppError>> {
    return fromWire(await this.http.get(`/v3/front/courses/${encodeURIComponent(courseGuid)}/resources`, { course_guid: courseGuid }), FlatResourcePageSchema, (dto) =>
      dto.data.map((row) => ({ ...resourceToDomain(row), sectionName: row.section_name, groupName: row.group_name })),
    );
  }

  async contentTypes(): Promise<Result<ContentTypeInfo[], AppError>> {
    return fromWire(await this.http.get('/cms/types'), ContentTypesAnswer, (dto) =>
      // A type this app cannot label is left out of the filter rather than breaking it.
      dto.data.flatMap((row) => {
        const code = parseContentTypeCode(row.code);
        return code ? [{ code, evaluable: row.evaluable, creatable: row.creatable }] : [];
      }),
    );
  }

  async remove(guids: readonly string[]): Promise<Result<void, AppError>> {
    const body: Static<typeof ResourceDeleteBody> = { guids: [...guids] };
    return noContent(await this.http.request('DELETE', '/lms/resource-materials', { body }));
  }

  async updateDelivery(resourceGuid: string, settings: DeliverySettings): Promise<Result<Resource, AppError>> {
    const body: Static<typeof ResourcePatchBody> = {
      course_guid: settings.courseGuid,
      deliver_at: settings.deliverAt,
      can_deliver_late: settings.canDeliverLate ? 'YES' : 'NO',
    };
    return fromWire(await this.http.request('PATCH', `/lms/resource-material-course/${encodeURIComponent(resourceGuid)}`, { body }), ResourceSchema, resourceToDomain);
  }

  async lessonBoard(lessonGuid: string): Promise<Result<BoardLesson, AppError>> {
    return fromWire(await this.http.get(`/front/lessons/${encodeURIComponent(lessonGuid)}`), LessonDetailSchema, boardLessonToDomain);
  }

  async setPublished(itemGuid: string, published: boolean): Promise<Result<BoardItem, AppError>> {
    return fromWire(await this.http.request('PATCH', `/front/lesson-items/${encodeURIComponent(itemGuid)}`, { body: { published } }), LessonItemDetailSchema, boardItemToDomain);
  }
}

const typeCode = (code: string): ContentTypeCode | null => parseContentTypeCode(code) ?? null;
const deliverDate = (value: string | null, where: string): string | null => (value === null ? null : localDateTime(value, where));

export function resourceToDomain(dto: ResourceDto): Resource {
  return {
    guid: dto.guid,
    name: dto.name,
    type: typeCode(dto.type),
    lessonGuid: dto.lesson_guid,
    unitGuid: dto.unit_guid,
    deliverAt: deliverDate(dto.deliver_at, 'deliver_at'),
    canDeliverLate: dto.can_deliver_late === 'YES',
    published: dto.published,
    audience: dto.audience,
  };
}

export function courseResourcesToDomain(dto: ResourceTreeDto): CourseResources {
  return {
    courseGuid: dto.course_guid,
    sections: dto.sections.map(
      (section): ResourceSection => ({
        id: section.id,
        name: section.name,
        groups: section.groups.map((group): ResourceGroup => ({ id: group.id, name: group.name, resources: group.resources.map(resourceToDomain) })),
      }),
    ),
  };
}

export function boardItemToDomain(dto: LessonItemDto): BoardItem {
  return {
    guid: dto.guid,
    name: dto.lesson_item_name,
    type: typeCode(dto.content_type),
    position: dto.position,
    deliverAt: deliverDate(dto.lesson_item_deliver_at, 'lesson_item_deliver_at'),
    canDeliverLate: dto.can_deliver_late === 'YES',
    evaluable: dto.content_is_evaluable,
    published: dto.published,
    audience: dto.audience,
    jobsAmount: dto.jobs_amount,
    jobsDelivered: dto.jobs_delivered,
    jobsEvaluated: dto.jobs_evaluated,
  };
}

export function boardLessonToDomain(dto: LessonDetailDto): BoardLesson {
  return {
    guid: dto.lesson_guid,
    name: dto.name,
    published: dto.published,
    courseGuid: dto.course_guid,
    courseName: dto.course_name,
    unitGuid: dto.unit_guid,
    unitName: dto.unit_name,
    timeZone: dto.time_zone,
    canUpdate: dto.abilities.update,
    items: dto.items.map(boardItemToDomain),
  };
}
