import { assignmentStatus, type AssignmentStatus, type JobStatus } from '../assignments/assignmentStatus';
import { taskGroup, taskStatus, type GroupedTasks, type TaskStatus } from './taskGrouping';

/** What the task list needs to know of one task of a student (a lesson item with a job, or none yet). */
export interface StudentTask {
  jobStatus: JobStatus | null;
  hasSavedWork: boolean;
  gradesPublished: boolean;
  /** `lesson_item_deliver_at`; null without a due date. */
  dueAt: Date | null;
  /** `job_evaluated_by`: a teacher handed the job back. */
  evaluator: string | null;
}

export interface TaskEntry<T> {
  task: T;
  status: TaskStatus;
  /** The spec §4 badge (late, soon, …); a task without a job yet reads as a pending job. */
  badge: AssignmentStatus | null;
}

/**
 * The student's /tasks (ADR 0136): every task with its status and badge, in the groups To Do,
 * Turned in and Grades published. To Do and Turned in put the nearest due date first (late work on
 * top); Grades published puts the latest due date first. No due date goes last; ties keep the given order.
 */
export function studentTaskList<T extends StudentTask>(tasks: readonly T[], now: Date): GroupedTasks<TaskEntry<T>> {
  const groups: GroupedTasks<TaskEntry<T>> = { 'to-do': [], 'turned-in': [], 'grades-published': [] };
  for (const task of tasks) {
    const status = taskStatus(task);
    const badge = assignmentStatus({ jobStatus: task.jobStatus ?? 'pending', evaluator: task.evaluator, dueAt: task.dueAt }, now);
    groups[taskGroup(status)].push({ task, status, badge });
  }
  groups['to-do'].sort((a, b) => byDue(a.task.dueAt, b.task.dueAt, 1));
  groups['turned-in'].sort((a, b) => byDue(a.task.dueAt, b.task.dueAt, 1));
  groups['grades-published'].sort((a, b) => byDue(a.task.dueAt, b.task.dueAt, -1));
  return groups;
}

/** A lesson item as the teacher's /tasks sees it (spec §3 lesson item counters). */
export interface GradingWork {
  /** `content_is_evaluable`. */
  evaluable: boolean;
  /** `jobs_delivered`: every job turned in, evaluated ones included (spec §4: not pending). */
  jobsDelivered: number;
  /** `jobs_evaluated`. */
  jobsEvaluated: number;
  dueAt: Date | null;
}

export interface WaitingItem<T> {
  item: T;
  /** Jobs turned in and not evaluated yet. */
  waiting: number;
}

/**
 * The teacher's /tasks (ADR 0136): evaluable items with jobs turned in and not yet evaluated,
 * the oldest due date first (no due date last, ties in the given order).
 */
export function waitingForGrading<T extends GradingWork>(items: readonly T[]): WaitingItem<T>[] {
  return items
    .filter((item) => item.evaluable)
    .map((item) => ({ item, waiting: Math.max(0, item.jobsDelivered - item.jobsEvaluated) }))
    .filter((entry) => entry.waiting > 0)
    .sort((a, b) => byDue(a.item.dueAt, b.item.dueAt, 1));
}

/** The jobs of one item that wait for the teacher: turned in and not evaluated. */
export function jobsWaitingForGrading<T extends { status: JobStatus }>(jobs: readonly T[]): T[] {
  return jobs.filter((job) => job.status === 'delivered');
}

// Array.prototype.sort is stable, so equal dates keep the given order; a missing date sorts last.
function byDue(a: Date | null, b: Date | null, direction: 1 | -1): number {
  const ta = a === null || Number.isNaN(a.getTime()) ? null : a.getTime();
  const tb = b === null || Number.isNaN(b.getTime()) ? null : b.getTime();
  if (ta === null || tb === null) return ta === tb ? 0 : ta === null ? 1 : -1;
  return (ta - tb) * direction;
}
