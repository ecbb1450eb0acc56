import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import type { Course, CourseDetail, CourseDetailsChange, NewCourse, Page } from '@application/courses/Course';
import type { CourseGateway } from '@application/courses/ports/CourseGateway';
import { aCourse } from '@tests/fakes/mothers';

/** The caller's courses in memory, paged like the server; other courses can be joined by code. */
export class InMemoryCourseGateway implements CourseGateway {
  courses: Course[] = [];
  readonly joinable = new Map<string, Course>();
  readonly details = new Map<string, CourseDetail>();
  readonly listCalls: { page: number; pageSize: number }[] = [];
  readonly removed: string[][] = [];
  failure: AppError | undefined = undefined;

  constructor(courses: Course[] = []) {
    this.courses = courses;
  }

  async list(query: { page: number; pageSize: number }): Promise<Result<Page<Course>, AppError>> {
    this.listCalls.push(query);
    if (this.failure) return Err(this.failure);
    const start = (query.page - 1) * query.pageSize;
    return Ok({ items: this.courses.slice(start, start + query.pageSize), page: query.page, pageSize: query.pageSize, total: this.courses.length });
  }

  async detail(guid: string): Promise<Result<CourseDetail, AppError>> {
    if (this.failure) return Err(this.failure);
    const detail = this.details.get(guid);
    return detail ? Ok(detail) : Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
  }

  async create(course: NewCourse): Promise<Result<Course, AppError>> {
    if (this.failure) return Err(this.failure);
    const created = aCourse({ name: course.name, discipline: course.discipline, educationLevel: course.educationLevel, studentsCount: 0, lessonsCount: 0 });
    this.courses.unshift(created);
    return Ok(created);
  }

  async join(code: string): Promise<Result<Course, AppError>> {
    if (this.failure) return Err(this.failure);
    const course = this.joinable.get(code);
    if (!course) return Err(appError('not-found', 'CODE_NOT_FOUND', { status: 404 }));
    if (this.courses.some((known) => known.guid === course.guid)) return Err(appError('conflict', 'ALREADY_MEMBER', { status: 409 }));
    this.courses.unshift(course);
    return Ok(course);
  }

  async update(guid: string, details: CourseDetailsChange): Promise<Result<Course, AppError>> {
    if (this.failure) return Err(this.failure);
    const known = this.courses.find((course) => course.guid === guid) ?? this.details.get(guid);
    if (!known) return Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
    const updated: Course = { ...known, ...details };
    this.courses = this.courses.map((course) => (course.guid === guid ? updated : course));
    return Ok(updated);
  }

  /** All or nothing, like the server: one unknown guid refuses the batch. */
  async remove(guids: readonly string[]): Promise<Result<void, AppError>> {
    if (this.failure) return Err(this.failure);
    const known = (guid: string) => this.courses.some((course) => course.guid === guid) || this.details.has(guid);
    if (!guids.every(known)) return Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
    this.removed.push([...guids]);
    this.courses = this.courses.filter((course) => !guids.includes(course.guid));
    for (const guid of guids) this.details.delete(guid);
    return Ok(undefined);
  }
}
