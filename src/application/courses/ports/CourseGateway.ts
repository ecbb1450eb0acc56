import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { Course, CourseDetail, NewCourse, Page } from '@application/courses/Course';

export interface CourseGateway {
  /** The caller's courses; `page` counts from 1. */
  list(query: { page: number; pageSize: number }): Promise<Result<Page<Course>, AppError>>;
  detail(guid: string): Promise<Result<CourseDetail, AppError>>;
  create(course: NewCourse): Promise<Result<Course, AppError>>;
  /** `code` already normalised by the domain (`normaliseJoinCode`). */
  join(code: string): Promise<Result<Course, AppError>>;
}

export const CourseGateway: ServiceIdentifier<CourseGateway> = Symbol('CourseGateway');
