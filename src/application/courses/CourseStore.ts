import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '@application/shared/AppError';
import type { CourseDetail } from '@application/courses/Course';
import type { CourseGateway } from '@application/courses/ports/CourseGateway';
import type { LoadStatus } from '@application/courses/CoursesStore';

/** One course page: its units and lessons in order. */
export class CourseStore {
  status: LoadStatus = 'idle';
  course: CourseDetail | undefined = undefined;
  error: AppError | undefined = undefined;
  private requested = '';

  constructor(private readonly gateway: CourseGateway) {
    makeAutoObservable<CourseStore, 'gateway' | 'requested'>(this, { gateway: false, requested: false });
  }

  /** Unknown, of another tenant, not a member, or not even a well-formed guid: to the user it is "not found". */
  get isNotFound(): boolean {
    return this.error?.kind === 'not-found' || this.error?.kind === 'validation';
  }

  get lessonsCount(): number {
    return this.course?.units.reduce((sum, unit) => sum + unit.lessons.length, 0) ?? 0;
  }

  async load(guid: string): Promise<void> {
    this.requested = guid;
    this.status = 'loading';
    this.error = undefined;
    const result = await this.gateway.detail(guid);
    runInAction(() => {
      // Navigating from one course to another: only the latest answer counts.
      if (guid !== this.requested) return;
      if (result.err) {
        this.status = 'failed';
        this.error = result.val;
        this.course = undefined;
        return;
      }
      this.course = result.val;
      this.status = 'ready';
    });
  }
}
