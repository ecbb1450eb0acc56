import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '@application/shared/AppError';
import type { Job } from '@application/viewer/LessonItem';
import type { ViewerGateway } from '@application/viewer/ports/ViewerGateway';
import type { LoadStatus } from '@application/shared/Loadable';

/** The teacher's view of an assignment: one row per student of the course, handed in or not. */
export class HandInListStore {
  status: LoadStatus = 'idle';
  jobs: Job[] = [];
  error: AppError | undefined = undefined;
  private requested = '';

  constructor(private readonly gateway: ViewerGateway) {
    makeAutoObservable<HandInListStore, 'gateway' | 'requested'>(this, { gateway: false, requested: false });
  }

  /** Handed in first (earliest first), then the students still pending, by name. */
  get sorted(): Job[] {
    const name = (job: Job) => `${job.studentLastname} ${job.studentName}`;
    return [...this.jobs].sort((a, b) => {
      if ((a.deliveredAt === null) !== (b.deliveredAt === null)) return a.deliveredAt === null ? 1 : -1;
      if (a.deliveredAt && b.deliveredAt && a.deliveredAt.getTime() !== b.deliveredAt.getTime()) return a.deliveredAt.getTime() - b.deliveredAt.getTime();
      return name(a).localeCompare(name(b));
    });
  }

  get deliveredCount(): number {
    return this.jobs.filter((job) => job.status !== 'pending').length;
  }

  async load(itemGuid: string): Promise<void> {
    this.requested = itemGuid;
    this.status = 'loading';
    this.error = undefined;
    const result = await this.gateway.jobs(itemGuid);
    runInAction(() => {
      if (itemGuid !== this.requested) return;
      if (result.err) {
        this.status = 'failed';
        this.error = result.val;
        return;
      }
      this.jobs = result.val;
      this.status = 'ready';
    });
  }
}
