import { makeAutoObservable } from 'mobx';
import type { Job } from '@application/viewer/LessonItem';
import type { ViewerGateway } from '@application/viewer/ports/ViewerGateway';
import { Loadable } from '@application/shared/Loadable';
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
  /** Moving from one assignment to another: only the latest answer counts. */
  readonly read = new Loadable((itemGuid: string) => this.gateway.jobs(itemGuid));
  item: HandInItemFacts = { dueAt: null, canDeliverLate: false, gradesPublished: false };
  /** The time the words are read at: a student with no hand-in reads 'not handed in' once the deadline closes. */
  now: Date;

  constructor(
    private readonly gateway: ViewerGateway,
    private readonly clock: Clock,
  ) {
    this.now = clock.now();
    makeAutoObservable<HandInListStore, 'gateway' | 'clock'>(this, { gateway: false, clock: false, read: false });
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

  /** Every student of the course, as last read (none before the first answer). */
  get jobs(): Job[] {
    return this.read.value ?? [];
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
    await this.read.load(itemGuid);
  }
}
