import { STUDENT_TASK_GROUPS, studentItemStatus, type StudentItemFacts, type StudentItemStatus, type StudentTaskGroup } from './studentItemStatus';

/** What the task list needs to know of one task of a student (a lesson item with a job, or none yet). */
export type StudentTask = StudentItemFacts;

export interface TaskEntry<T> {
  task: T;
  /** The one status of the item for the student (ADR 0140): the word shown, the group, whether it can be turned in. */
  status: StudentItemStatus;
}

export type StudentTaskGroups<T> = Record<StudentTaskGroup, TaskEntry<T>[]>;

/**
 * The student's /tasks (ADRs 0136, 0140): every task with its status, in the groups To do, Missed, Turned in and
 * Grades published. To do, Missed and Turned in put the nearest due date first (late work on top); Grades published
 * puts the latest due date first. No due date goes last; ties keep the given order.
 */
export function studentTaskList<T extends StudentTask>(tasks: readonly T[], now: Date): StudentTaskGroups<T> {
  const groups = Object.fromEntries(STUDENT_TASK_GROUPS.map((group) => [group, [] as TaskEntry<T>[]])) as StudentTaskGroups<T>;
  for (const task of tasks) {
    const status = studentItemStatus(task, now);
    groups[status.group].push({ task, status });
  }
  for (const group of STUDENT_TASK_GROUPS) groups[group].sort((a, b) => byDue(a.task.dueAt, b.task.dueAt, group === 'grades-published' ? -1 : 1));
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

// Array.prototype.sort is stable, so equal dates keep the given order; a missing date sorts last.
function byDue(a: Date | null, b: Date | null, direction: 1 | -1): number {
  const ta = a === null || Number.isNaN(a.getTime()) ? null : a.getTime();
  const tb = b === null || Number.isNaN(b.getTime()) ? null : b.getTime();
  if (ta === null || tb === null) return ta === tb ? 0 : ta === null ? 1 : -1;
  return (ta - tb) * direction;
}
