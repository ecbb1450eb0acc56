import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { AddedLessons, CourseFromTitle, LibraryTitleOutline, MadeCourse, TitleTools } from '@application/accounts/TitleTools';

/** A teacher's use of a library title (docs/api-accounts.md "Teaching from a title"). */
export interface TitleToolsGateway {
  outline(titleGuid: string): Promise<Result<LibraryTitleOutline, AppError>>;
  createCourse(titleGuid: string, course: CourseFromTitle): Promise<Result<MadeCourse, AppError>>;
  addLessons(courseGuid: string, titleGuid: string, lessonGuids: readonly string[]): Promise<Result<AddedLessons, AppError>>;
  tools(projectGuid: string): Promise<Result<TitleTools, AppError>>;
}

export const TitleToolsGateway: ServiceIdentifier<TitleToolsGateway> = Symbol('TitleToolsGateway');
