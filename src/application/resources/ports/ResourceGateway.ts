import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { BoardItem, BoardLesson, ContentTypeInfo, CourseResources, DeliverySettings, FlatResource, Resource } from '@application/resources/Resource';

/** A course's materials (spec §7 resource calls) and the lesson board's items. */
export interface ResourceGateway {
  /** Units → lessons → items; `referencedCourse` lists that course instead, when the caller may see it. */
  courseResources(courseGuid: string, referencedCourse?: string): Promise<Result<CourseResources, AppError>>;
  /** The same materials as one list in course order, each with its unit and lesson names. */
  flatResources(courseGuid: string): Promise<Result<FlatResource[], AppError>>;
  contentTypes(): Promise<Result<ContentTypeInfo[], AppError>>;
  /** Atomic: either every guid goes, or none does. */
  remove(guids: readonly string[]): Promise<Result<void, AppError>>;
  updateDelivery(resourceGuid: string, settings: DeliverySettings): Promise<Result<Resource, AppError>>;
  lessonBoard(lessonGuid: string): Promise<Result<BoardLesson, AppError>>;
  setPublished(itemGuid: string, published: boolean): Promise<Result<BoardItem, AppError>>;
}

export const ResourceGateway: ServiceIdentifier<ResourceGateway> = Symbol('ResourceGateway');
