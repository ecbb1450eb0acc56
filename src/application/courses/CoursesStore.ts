import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_COURSE_PAGE_SIZE, normaliseJoinCode } from '@domain/courses/course';
import { Err, type Result } from '@domain/shared/result';
import { appError, type AppError } from '@application/shared/AppError';
import { Loadable } from '@application/shared/Loadable';
import type { Course, NewCourse } from '@application/courses/Course';
import type { CourseGateway } from '@application/courses/ports/CourseGateway';

/** The home page's course list: first page, "load more", and the two ways to add a course. */
export class CoursesStore {
  /**
   * The first page; "load more" and added courses extend `courses` from it. The courses are in place before the read
   * says ready (two reads of page one answering out of order show the same page).
   */
  readonly firstPage = new Loadable(async () => {
    const result = await this.gateway.list({ page: 1, pageSize: this.pageSize });
    if (result.ok) {
      runInAction(() => {
        this.courses = result.val.items;
        this.total = result.val.total;
        this.page = 1;
      });
    }
    return result;
  });
  courses: Course[] = [];
  total = 0;
  page = 0;
  loadingMore = false;
  loadMoreError: AppError | undefined = undefined;

  constructor(
    private readonly gateway: CourseGateway,
    private readonly pageSize: number = DEFAULT_COURSE_PAGE_SIZE,
  ) {
    makeAutoObservable<CoursesStore, 'gateway' | 'pageSize'>(this, { gateway: false, pageSize: false, firstPage: false });
  }

  get hasMore(): boolean {
    return this.courses.length < this.total;
  }

  get isEmpty(): boolean {
    return this.firstPage.status === 'ready' && this.courses.length === 0;
  }

  async load(): Promise<void> {
    await this.firstPage.load();
  }

  async loadMore(): Promise<void> {
    if (this.loadingMore || !this.hasMore) return;
    this.loadingMore = true;
    this.loadMoreError = undefined;
    const result = await this.gateway.list({ page: this.page + 1, pageSize: this.pageSize });
    runInAction(() => {
      this.loadingMore = false;
      if (result.err) {
        this.loadMoreError = result.val;
        return;
      }
      const known = new Set(this.courses.map((course) => course.guid));
      this.courses.push(...result.val.items.filter((course) => !known.has(course.guid)));
      this.total = result.val.total;
      this.page = result.val.page;
    });
  }

  /** A created course goes first: it is what the teacher wants to open next. */
  async create(course: NewCourse): Promise<Result<Course, AppError>> {
    const result = await this.gateway.create(course);
    if (result.ok) runInAction(() => this.prepend(result.val));
    return result;
  }

  /** `code` as typed; the domain normalises it (spaces, dashes, case) before it is sent. */
  async join(code: string): Promise<Result<Course, AppError>> {
    const normalised = normaliseJoinCode(code);
    if (normalised === null) return Err(appError('validation', 'CODE_INVALID'));
    const result = await this.gateway.join(normalised);
    if (result.ok) runInAction(() => this.prepend(result.val));
    return result;
  }

  private prepend(course: Course): void {
    this.courses = [course, ...this.courses.filter((known) => known.guid !== course.guid)];
    this.total += 1;
  }
}
