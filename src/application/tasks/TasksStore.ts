import { makeAutoObservable } from 'mobx';
import { studentTaskList, waitingForGrading, type StudentTaskGroups, type WaitingItem } from '@domain/tasks/taskList';
import { STUDENT_TASK_GROUPS, type StudentTaskGroup } from '@domain/tasks/studentItemStatus';
import { Loadable } from '@application/shared/Loadable';
import type { Clock } from '@application/shared/ports/Clock';
import type { Timers } from '@application/shared/ports/Timers';
import type { TasksGateway } from '@application/tasks/ports/TasksGateway';
import type { StudentTask, TaskList, TeacherTask } from '@application/tasks/Task';

/** Badges ("soon", "late") follow the clock: the page re-reads now once a minute. */
export const TASKS_TICK_MS = 60_000;

/** /tasks: the student's four groups or the teacher's items waiting for grading, with live badges. */
export class TasksStore {
  /** The list, read for one course or for all (a later read wins over an earlier one answering late). */
  readonly list = new Loadable((courseGuid?: string) => this.gateway.list(courseGuid));
  /** The course the list is narrowed to, if any. */
  courseGuid: string | undefined = undefined;
  /** The time badges are computed for; moved on by the tick, not on every render. */
  now: Date;

  constructor(
    private readonly gateway: TasksGateway,
    private readonly clock: Clock,
    private readonly timers: Timers,
  ) {
    this.now = clock.now();
    makeAutoObservable<TasksStore, 'gateway' | 'clock' | 'timers'>(this, { gateway: false, clock: false, timers: false, list: false }, { autoBind: true });
  }

  async load(courseGuid?: string): Promise<void> {
    this.courseGuid = courseGuid;
    await this.list.load(courseGuid);
    this.tick();
  }

  async retry(): Promise<void> {
    await this.list.retry();
    this.tick();
  }

  /** Re-reads the clock now and every minute; returns the stop function (call it on unmount). */
  startTicking(): () => void {
    this.tick();
    return this.timers.every(TASKS_TICK_MS, this.tick);
  }

  tick(): void {
    this.now = this.clock.now();
  }

  get view(): TaskList['view'] | undefined {
    return this.list.value?.view;
  }

  /** The domain's groups (To do, Missed, Turned in, Grades published) with each item's status at `now`; undefined for teachers. */
  get studentGroups(): StudentTaskGroups<StudentTask> | undefined {
    const list = this.list.value;
    return list?.view === 'student' ? studentTaskList(list.tasks, this.now) : undefined;
  }

  get groupCounts(): Record<StudentTaskGroup, number> {
    const groups = this.studentGroups;
    const counts = { 'to-do': 0, missed: 0, 'turned-in': 0, 'grades-published': 0 };
    if (groups) for (const group of STUDENT_TASK_GROUPS) counts[group] = groups[group].length;
    return counts;
  }

  /** Items with hand-ins still to grade, oldest due first; empty for students. */
  get waiting(): WaitingItem<TeacherTask>[] {
    const list = this.list.value;
    return list?.view === 'teacher' ? waitingForGrading(list.waiting) : [];
  }

  get isEmpty(): boolean {
    const list = this.list.value;
    if (list === undefined) return false;
    return list.view === 'student' ? list.tasks.length === 0 : this.waiting.length === 0;
  }
}
