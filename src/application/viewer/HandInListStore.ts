import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '@application/shared/AppError';
import type { Job } from '@application/viewer/LessonItem';
import type { ViewerGateway } from '@application/viewer/ports/ViewerGateway';
import type { LoadStatus } from '@application/shared/Loadable';
import type { Clock } from '@application/shared/ports/Clock';
import { isTurnedIn } from '@domain/assignments/assignmentStatus';
import { teacherHandInLabel, type TeacherHandInLabel } from '@domain/tasks/studentItemStatus';

/** What the teacher's list needs of the assignment to word each student's hand-in. */
export interface HandInItemFacts {
  dueAt: Date | null;
  canDeliverLate: boolean;
  gradesPublished: boolean;
}

/** The teacher's view of an assignment: one row per student of the course, handed in or not. */
export class HandInListStore {
  status: LoadStatus = 'idle';
  jobs: Job[] = [];
  error: AppError | undefined = undefined;
  item: HandInItemFacts = { dueAt: null, canDeliverLate: false, gradesPublished: false };
  /** The time the words are read at: a student with no hand-in reads 'not handed in' once the deadline closes. */
  now: Date;
  private requested = '';

  constructor(
    private readonly gateway: ViewerGateway,
    private readonly clock: Clock,
  ) {
    this.now = clock.now();
    makeAutoObservable<HandInListStore, 'gateway' | 'clock' | 'requested'>(this, { gateway: false, clock: false, requested: false });
  }

  /** The assignment's deadline and publication, for the word of each row. */
  setItem(item: HandInItemFacts): void {
    this.item = item;
    this.now = this.clock.now();
  }

  /** The word for one student's hand-in: the domain's rule read from the teacher's side (ADR 0140). */
  labelOf(job: Job): TeacherHandInLabel {
    return teacherHandInLabel(
      { jobStatus: job.status, hasSavedWork: false, gradesPublished: this.item.gradesPublished, dueAt: this.item.dueAt, canDeliverLate: this.item.canDeliverLate, evaluator: null },
      this.now,
    );
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
    return this.jobs.filter((job) => isTurnedIn(job.status)).length;
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
