import { parseContentTypeCode, type ContentTypeCode } from '@domain/content/contentTypes';
import { parseLocalDateTime } from '@domain/lessons/deliverDate';
import { Ok, type Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { ResourceGateway } from '@application/resources/ports/ResourceGateway';
import type {
  Audience,
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
import { array, boolean, DtoError, mapDto, nullableNumber, nullableString, number, object, string, type Dto } from '@infrastructure/http/dto';

/** Spec §7 resource calls, plus the lesson detail and item PATCH that the lesson board uses. */
export class HttpResourceGateway implements ResourceGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async courseResources(courseGuid: string, referencedCourse?: string): Promise<Result<CourseResources, AppError>> {
    const query = referencedCourse ? { referencedCourse } : undefined;
    return mapDto(await this.http.get(`/lms/courses/${encodeURIComponent(courseGuid)}/resources`, query), courseResourcesToDomain);
  }

  async flatResources(courseGuid: string): Promise<Result<FlatResource[], AppError>> {
    return mapDto(await this.http.get(`/v3/front/courses/${encodeURIComponent(courseGuid)}/resources`, { course_guid: courseGuid }), flatToDomain);
  }

  async contentTypes(): Promise<Result<ContentTypeInfo[], AppError>> {
    return mapDto(await this.http.get('/cms/types'), contentTypesToDomain);
  }

  async remove(guids: readonly string[]): Promise<Result<void, AppError>> {
    const result = await this.http.request('DELETE', '/lms/resource-materials', { body: { guids: [...guids] } });
    return result.err ? result : Ok(undefined);
  }

  async updateDelivery(resourceGuid: string, settings: DeliverySettings): Promise<Result<Resource, AppError>> {
    const body = {
      course_guid: settings.courseGuid,
      deliver_at: settings.deliverAt,
      can_deliver_late: settings.canDeliverLate ? 'YES' : 'NO',
    };
    return mapDto(await this.http.request('PATCH', `/lms/resource-material-course/${encodeURIComponent(resourceGuid)}`, { body }), resourceToDomain);
  }

  async lessonBoard(lessonGuid: string): Promise<Result<BoardLesson, AppError>> {
    return mapDto(await this.http.get(`/front/lessons/${encodeURIComponent(lessonGuid)}`), boardLessonToDomain);
  }

  async setPublished(itemGuid: string, published: boolean): Promise<Result<BoardItem, AppError>> {
    return mapDto(await this.http.request('PATCH', `/front/lesson-items/${encodeURIComponent(itemGuid)}`, { body: { published } }), boardItemToDomain);
  }
}

function typeCode(dto: Dto, key: string): ContentTypeCode | null {
  return parseContentTypeCode(string(dto, key)) ?? null;
}

function yesNo(dto: Dto, key: string): boolean {
  const value = dto[key];
  if (value !== 'YES' && value !== 'NO') throw new DtoError(`${key}: YES or NO expected`);
  return value === 'YES';
}

function audience(dto: Dto): Audience {
  const value = dto.audience ?? 'all';
  if (value !== 'all' && value !== 'teachers') throw new DtoError('audience: all or teachers expected');
  return value;
}

/** Deliver dates are wall-clock times without a zone; anything else is a broken answer. */
function localDateTime(dto: Dto, key: string): string | null {
  const value = nullableString(dto, key);
  if (value === null) return null;
  const parsed = parseLocalDateTime(value);
  if (parsed.err) throw new DtoError(`${key}: YYYY-MM-DDTHH:mm:ss expected`);
  return parsed.val;
}

export function resourceToDomain(value: unknown): Resource {
  const dto = object(value, 'resource');
  return {
    guid: string(dto, 'guid'),
    name: string(dto, 'name'),
    type: typeCode(dto, 'type'),
    lessonGuid: string(dto, 'lesson_guid'),
    unitGuid: string(dto, 'unit_guid'),
    deliverAt: localDateTime(dto, 'deliver_at'),
    canDeliverLate: yesNo(dto, 'can_deliver_late'),
    published: boolean(dto, 'published'),
    audience: audience(dto),
  };
}

function groupToDomain(value: unknown): ResourceGroup {
  const dto = object(value, 'group');
  return { id: string(dto, 'id'), name: string(dto, 'name'), resources: array(dto, 'resources').map(resourceToDomain) };
}

function sectionToDomain(value: unknown): ResourceSection {
  const dto = object(value, 'section');
  return { id: string(dto, 'id'), name: string(dto, 'name'), groups: array(dto, 'groups').map(groupToDomain) };
}

export function courseResourcesToDomain(value: unknown): CourseResources {
  const dto = object(value, 'resources');
  return { courseGuid: string(dto, 'course_guid'), sections: array(dto, 'sections').map(sectionToDomain) };
}

function flatToDomain(value: unknown): FlatResource[] {
  const dto = object(value, 'resources');
  return array(dto, 'data').map((entry) => {
    const row = object(entry, 'resource');
    return { ...resourceToDomain(row), sectionName: string(row, 'section_name'), groupName: string(row, 'group_name') };
  });
}

function contentTypesToDomain(value: unknown): ContentTypeInfo[] {
  const dto = object(value, 'types');
  return array(dto, 'data').flatMap((entry) => {
    const row = object(entry, 'type');
    const code = typeCode(row, 'code');
    // A type this app cannot label is left out of the filter rather than breaking it.
    return code ? [{ code, evaluable: boolean(row, 'evaluable'), creatable: boolean(row, 'creatable') }] : [];
  });
}

export function boardItemToDomain(value: unknown): BoardItem {
  const dto = object(value, 'item');
  return {
    guid: string(dto, 'guid'),
    name: string(dto, 'lesson_item_name'),
    type: typeCode(dto, 'content_type'),
    position: number(dto, 'position'),
    deliverAt: localDateTime(dto, 'lesson_item_deliver_at'),
    canDeliverLate: yesNo(dto, 'can_deliver_late'),
    evaluable: boolean(dto, 'content_is_evaluable'),
    published: boolean(dto, 'published'),
    audience: audience(dto),
    jobsAmount: nullableNumber(dto, 'jobs_amount'),
    jobsDelivered: nullableNumber(dto, 'jobs_delivered'),
    jobsEvaluated: nullableNumber(dto, 'jobs_evaluated'),
  };
}

export function boardLessonToDomain(value: unknown): BoardLesson {
  const dto = object(value, 'lesson');
  const abilities = object(dto.abilities, 'abilities');
  return {
    guid: string(dto, 'lesson_guid'),
    name: string(dto, 'name'),
    published: boolean(dto, 'published'),
    courseGuid: string(dto, 'course_guid'),
    courseName: string(dto, 'course_name'),
    unitGuid: string(dto, 'unit_guid'),
    unitName: string(dto, 'unit_name'),
    timeZone: string(dto, 'time_zone'),
    canUpdate: boolean(abilities, 'update'),
    items: array(dto, 'items').map(boardItemToDomain),
  };
}
