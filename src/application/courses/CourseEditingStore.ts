import { makeAutoObservable, runInAction } from 'mobx';
import { courseDetails, type CourseDetailsInput } from '@domain/courses/courseDetails';
import type { CourseRemoval } from '@domain/courses/courseRemoval';
import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, ClientErrorCodes, type AppError } from '@application/shared/AppError';
import type { Course } from '@application/courses/Course';
import type { CourseGateway } from '@application/courses/ports/CourseGateway';

const WIRE_FIELDS = { name: '/name', discipline: '/discipline', educationLevel: '/education_level', educationYear: '/education_year' } as const;

/** A course's teachers edit its details and delete it (the course page's "Edit course" and "Delete course"). */
export class CourseEditingStore {
  saving = false;
  removing = false;

  constructor(private readonly gateway: CourseGateway) {
    makeAutoObservable<CourseEditingStore, 'gateway'>(this, { gateway: false });
  }

  /** Checked by the domain before it is sent (trimmed name, known codes, a blank year is none); the course as saved. */
  async save(guid: string, input: CourseDetailsInput): Promise<Result<Course, AppError>> {
    const details = courseDetails(input);
    if (details.err) {
      return Err(appError('validation', ClientErrorCodes.formInvalid, { details: details.val.map((error) => ({ path: WIRE_FIELDS[error.field], message: error.code })) }));
    }
    this.saving = true;
    const result = await this.gateway.update(guid, details.val);
    runInAction(() => {
      this.saving = false;
    });
    return result;
  }

  /**
   * Deletes the course (all or nothing on the server); answers what happened to it, as the course page was told it
   * would (`archive` when it keeps students' work or marks).
   */
  async remove(course: { guid: string; removal: CourseRemoval | null }): Promise<Result<CourseRemoval, AppError>> {
    this.removing = true;
    const result = await this.gateway.remove([course.guid]);
    runInAction(() => {
      this.removing = false;
    });
    return result.ok ? Ok(course.removal ?? 'delete') : result;
  }
}
