import { makeAutoObservable, runInAction } from 'mobx';
import { studentTaskList, waitingForGrading, type TaskEntry, type WaitingItem } from '@domain/tasks/taskList';
import { TASK_GROUPS, type GroupedTasks, type TaskGroup } from '@domain/tasks/taskGrouping';
import type { AppError } from '@application/shared/AppError';
import type { Clock } from '@application/shared/ports/Clock';
import type { Timers } from '@application/shared/ports/Timers';
import type { TasksGateway } from '@application/tasks/ports/TasksGateway';
import type { StudentTask, TaskList, TeacherTask } from '@application/tasks/Task';

/** Badges ("soon", "late") follow the clock: the page re-reads now once a minute. */
export const TASKS_TICK_MS = 60_000;

/** /tasks: the student's three groups or the teacher's items waiting for grading, with live badges. */
export class TasksStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  error: AppError | undefined = undefined;
  list: TaskList | undefined = undefined;
  /** The course the list is narrowed to, if any. */
  courseGuid: string | undefined = undefined;
  /** The time badges are computed for; moved on by the tick, not on every render. */
  now: Date;
  private requested = 0;

  constructor(
    private readonly gateway: TasksGateway,
    private readonly clock: Clock,
    private readonly timers: Timers,
  ) {
    this.now = clock.now();
    makeAutoObservable<TasksStore, 'gateway' | 'clock' | 'timers' | 'requested'>(
      this,
      { gateway: false, clock: false, timers: false, requested: false },
      { autoBind: true },
    );
  }

  async load(courseGuid?: string): Promise<void> {
    const request = ++this.requested;
    this.courseGuid = courseGuid;
    this.status = 'loading';
    this.error = undefined;
    const result = await this.gateway.list(courseGuid);
    runInAction(() => {
      // A later load (another course) wins over an earlier one that answers late.
      if (request !== this.requested) return;
      this.now = this.clock.now();
      if (result.err) {
        this.status = 'failed';
        this.error = result.val;
        return;
      }
      this.status = 'ready';
      this.list = result.val;
    });
  }

  retry(): Promise<void> {
    return this.load(this.courseGuid);
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
    return this.list?.view;
  }

  /** The domain's groups (To do, Turned in, Grades published) with status and badge at `now`; undefined for teachers. */
  get studentGroups(): GroupedTasks<TaskEntry<StudentTask>> | undefined {
    return this.list?.view === 'student' ? studentTaskList(this.list.tasks, this.now) : undefined;
  }

  get groupCounts(): Record<TaskGroup, number> {
    const groups = this.studentGroups;
    const counts = { 'to-do': 0, 'turned-in': 0, 'grades-published': 0 };
    if (groups) for (const group of TASK_GROUPS) counts[group] = groups[group].length;
    return counts;
  }

  /** Items with hand-ins still to grade, oldest due first; empty for students. */
  get waiting(): WaitingItem<TeacherTask>[] {
    return this.list?.view === 'teacher' ? waitingForGrading(this.list.waiting) : [];
  }

  get isEmpty(): boolean {
    if (this.list === undefined) return false;
    return this.list.view === 'student' ? this.list.tasks.length === 0 : this.waiting.length === 0;
  }
}
