import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { Course, CourseDetail, CourseDetailsChange, NewCourse, Page } from '@application/courses/Course';

export interface CourseGateway {
  /** The caller's courses; `page` counts from 1. */
  list(query: { page: number; pageSize: number }): Promise<Result<Page<Course>, AppError>>;
  detail(guid: string): Promise<Result<CourseDetail, AppError>>;
  create(course: NewCourse): Promise<Result<Course, AppError>>;
  /** `code` already normalised by the domain (`normaliseJoinCode`). */
  join(code: string): Promise<Result<Course, AppError>>;
  /** Replaces the course's details; answers the course as it now is. */
  update(guid: string, details: CourseDetailsChange): Promise<Result<Course, AppError>>;
  /** Deletes the courses, all or none (those with students' work are archived by the server). */
  remove(guids: readonly string[]): Promise<Result<void, AppError>>;
}

export const CourseGateway: ServiceIdentifier<CourseGateway> = Symbol('CourseGateway');
