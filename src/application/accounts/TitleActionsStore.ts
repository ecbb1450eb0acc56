import { makeAutoObservable } from 'mobx';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import { Loadable } from '@application/shared/Loadable';
import type { Course } from '@application/courses/Course';
import type { CourseGateway } from '@application/courses/ports/CourseGateway';
import type { TitleToolsGateway } from '@application/accounts/ports/TitleToolsGateway';
import type { AddedLessons, MadeCourse } from '@application/accounts/TitleTools';

/** The most courses a teacher picks among (the course list's largest page). */
const COURSES_PAGE = 100;

/**
 * A title's actions on /library (ADRs 0556–0557): its outline for the dialogs, the teacher's courses to add lessons to,
 * making a course of it and adding its lessons. A made course's project guid is drawn once per open form, so a retry
 * of the same form makes no second course.
 */
export class TitleActionsStore {
  readonly outline = new Loadable((titleGuid: string) => this.gateway.outline(titleGuid));
  readonly courses = new Loadable(async (): Promise<Result<Course[], AppError>> => {
    const page = await this.courseGateway.list({ page: 1, pageSize: COURSES_PAGE });
    return page.map((found) => found.items.filter((course) => course.abilities.update));
  });
  projectGuid: string;

  constructor(
    private readonly gateway: TitleToolsGateway,
    private readonly courseGateway: CourseGateway,
    private readonly newGuid: () => string = () => crypto.randomUUID(),
  ) {
    this.projectGuid = this.newGuid();
    makeAutoObservable<TitleActionsStore, 'gateway' | 'courseGateway' | 'newGuid'>(this, { gateway: false, courseGateway: false, newGuid: false, outline: false, courses: false }, { autoBind: true });
  }

  /** A form opens: the title's outline (and, to add lessons, the teacher's courses) and a new project guid. */
  open(titleGuid: string, withCourses: boolean): void {
    this.projectGuid = this.newGuid();
    void this.outline.load(titleGuid);
    if (withCourses) void this.courses.load();
  }

  createCourse(titleGuid: string, course: { name: string; educationYear: string | null }): Promise<Result<MadeCourse, AppError>> {
    return this.gateway.createCourse(titleGuid, { projectGuid: this.projectGuid, ...course });
  }

  addLessons(courseGuid: string, titleGuid: string, lessonGuids: readonly string[]): Promise<Result<AddedLessons, AppError>> {
    return this.gateway.addLessons(courseGuid, titleGuid, lessonGuids);
  }
}
