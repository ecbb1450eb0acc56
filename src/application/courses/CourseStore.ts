import { makeAutoObservable } from 'mobx';
import type { CourseDetail } from '@application/courses/Course';
import type { CourseGateway } from '@application/courses/ports/CourseGateway';
import { Loadable } from '@application/shared/Loadable';

/** One course page: its units and lessons in order. */
export class CourseStore {
  /** Navigating from one course to another: only the latest answer counts. */
  readonly detail = new Loadable((guid: string) => this.gateway.detail(guid));

  constructor(private readonly gateway: CourseGateway) {
    makeAutoObservable<CourseStore, 'gateway'>(this, { gateway: false, detail: false });
  }

  /** The course on screen; none once a read failed (the page says why). */
  get course(): CourseDetail | undefined {
    return this.detail.status === 'failed' ? undefined : this.detail.value;
  }

  /** Unknown, of another tenant, not a member, or not even a well-formed guid: to the user it is "not found". */
  get isNotFound(): boolean {
    const error = this.detail.error;
    return error?.kind === 'not-found' || error?.kind === 'validation';
  }

  get lessonsCount(): number {
    return this.course?.units.reduce((sum, unit) => sum + unit.lessons.length, 0) ?? 0;
  }

  async load(guid: string): Promise<void> {
    await this.detail.load(guid);
  }
}
