import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { CourseOutline, ItemChanges, ItemInput, LessonDetail, LessonItemDetail, OutlineLesson, OutlineUnit } from '@application/lessons/Lesson';

/** Units, lessons and lesson items of a course (docs/api.md). */
export interface LessonGateway {
  outline(courseGuid: string): Promise<Result<CourseOutline, AppError>>;
  createUnit(courseGuid: string, name: string): Promise<Result<OutlineUnit, AppError>>;
  renameUnit(unitGuid: string, name: string): Promise<Result<void, AppError>>;
  /** Its lessons and their items go too. */
  deleteUnit(unitGuid: string): Promise<Result<void, AppError>>;
  reorderUnits(courseGuid: string, guids: readonly string[]): Promise<Result<void, AppError>>;
  createLesson(unitGuid: string, name: string): Promise<Result<OutlineLesson, AppError>>;
  updateLesson(lessonGuid: string, changes: { name?: string; published?: boolean }): Promise<Result<OutlineLesson, AppError>>;
  deleteLesson(lessonGuid: string): Promise<Result<void, AppError>>;
  /** `index` is 0-based within the target unit; the answer is the whole course in its new order. */
  moveLesson(lessonGuid: string, unitGuid: string, index: number): Promise<Result<CourseOutline, AppError>>;

  lesson(lessonGuid: string): Promise<Result<LessonDetail, AppError>>;
  item(itemGuid: string): Promise<Result<LessonItemDetail, AppError>>;
  createItem(lessonGuid: string, input: ItemInput): Promise<Result<LessonItemDetail, AppError>>;
  updateItem(itemGuid: string, changes: ItemChanges): Promise<Result<LessonItemDetail, AppError>>;
  deleteItem(itemGuid: string): Promise<Result<void, AppError>>;
  reorderItems(lessonGuid: string, guids: readonly string[]): Promise<Result<void, AppError>>;
}

export const LessonGateway: ServiceIdentifier<LessonGateway> = Symbol('LessonGateway');
