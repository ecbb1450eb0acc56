import { Err, Ok, type Result } from '@domain/shared/result';
import { CONTENT_TYPE_CODES, CONTENT_TYPES } from '@domain/content/contentTypes';
import { appError, type AppError } from '@application/shared/AppError';
import type { ResourceGateway } from '@application/resources/ports/ResourceGateway';
import type {
  BoardItem,
  BoardLesson,
  ContentTypeInfo,
  CourseResources,
  DeliverySettings,
  FlatResource,
  Resource,
  ResourceSection,
} from '@application/resources/Resource';

const notFound = () => appError('not-found', 'NOT_FOUND', { status: 404 });

/** Courses' materials and lesson boards in memory, with the server's atomic delete and per-call failures. */
export class InMemoryResourceGateway implements ResourceGateway {
  readonly courses = new Map<string, CourseResources>();
  readonly boards = new Map<string, BoardLesson>();
  types: ContentTypeInfo[] = CONTENT_TYPE_CODES.map((code) => ({ code, evaluable: CONTENT_TYPES[code].evaluable, creatable: true }));
  /** Guids the caller may not delete (the server answers 403 and deletes nothing). */
  readonly protectedGuids = new Set<string>();
  readonly calls: { method: string; args: unknown[] }[] = [];
  failure: AppError | undefined = undefined;
  flatFailure: AppError | undefined = undefined;
  typesFailure: AppError | undefined = undefined;
  removeFailure: AppError | undefined = undefined;
  writeFailure: AppError | undefined = undefined;

  async courseResources(courseGuid: string, referencedCourse?: string): Promise<Result<CourseResources, AppError>> {
    this.calls.push({ method: 'courseResources', args: [courseGuid, referencedCourse] });
    if (this.failure) return Err(this.failure);
    const found = this.courses.get(referencedCourse ?? courseGuid);
    return found ? Ok(structuredClone(found)) : Err(notFound());
  }

  async flatResources(courseGuid: string): Promise<Result<FlatResource[], AppError>> {
    this.calls.push({ method: 'flatResources', args: [courseGuid] });
    if (this.flatFailure) return Err(this.flatFailure);
    const found = this.courses.get(courseGuid);
    if (!found) return Err(notFound());
    return Ok(found.sections.flatMap((section) => section.groups.flatMap((group) => group.resources.map((resource) => ({ ...resource, sectionName: section.name, groupName: group.name })))));
  }

  async contentTypes(): Promise<Result<ContentTypeInfo[], AppError>> {
    if (this.typesFailure) return Err(this.typesFailure);
    return Ok([...this.types]);
  }

  async remove(guids: readonly string[]): Promise<Result<void, AppError>> {
    this.calls.push({ method: 'remove', args: [[...guids]] });
    if (this.removeFailure) return Err(this.removeFailure);
    const known = new Set(this.allResources().map((resource) => resource.guid));
    // Atomic like the server: one unknown or refused guid and nothing goes.
    if (guids.some((guid) => !known.has(guid))) return Err(notFound());
    if (guids.some((guid) => this.protectedGuids.has(guid))) return Err(appError('forbidden', 'FORBIDDEN', { status: 403 }));
    const gone = new Set(guids);
    for (const [key, course] of this.courses) {
      this.courses.set(key, { ...course, sections: mapResources(course.sections, (resources) => resources.filter((resource) => !gone.has(resource.guid))) });
    }
    return Ok(undefined);
  }

  async updateDelivery(resourceGuid: string, settings: DeliverySettings): Promise<Result<Resource, AppError>> {
    this.calls.push({ method: 'updateDelivery', args: [resourceGuid, settings] });
    if (this.writeFailure) return Err(this.writeFailure);
    const course = this.courses.get(settings.courseGuid);
    const resource = course?.sections.flatMap((section) => section.groups.flatMap((group) => group.resources)).find((candidate) => candidate.guid === resourceGuid);
    if (!course || !resource) return Err(notFound());
    resource.deliverAt = settings.deliverAt;
    resource.canDeliverLate = settings.canDeliverLate;
    return Ok({ ...resource });
  }

  async lessonBoard(lessonGuid: string): Promise<Result<BoardLesson, AppError>> {
    this.calls.push({ method: 'lessonBoard', args: [lessonGuid] });
    if (this.failure) return Err(this.failure);
    const board = this.boards.get(lessonGuid);
    return board ? Ok(structuredClone(board)) : Err(notFound());
  }

  async setPublished(itemGuid: string, published: boolean): Promise<Result<BoardItem, AppError>> {
    this.calls.push({ method: 'setPublished', args: [itemGuid, published] });
    if (this.writeFailure) return Err(this.writeFailure);
    for (const board of this.boards.values()) {
      const item = board.items.find((candidate) => candidate.guid === itemGuid);
      if (item) {
        item.published = published;
        return Ok({ ...item });
      }
    }
    return Err(notFound());
  }

  private allResources(): Resource[] {
    return [...this.courses.values()].flatMap((course) => course.sections.flatMap((section) => section.groups.flatMap((group) => group.resources)));
  }
}

function mapResources(sections: readonly ResourceSection[], change: (resources: Resource[]) => Resource[]): ResourceSection[] {
  return sections.map((section) => ({ ...section, groups: section.groups.map((group) => ({ ...group, resources: change(group.resources) })) }));
}
