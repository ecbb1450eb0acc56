import type { JobStatus } from '../assignments/assignmentStatus';

/** Spec §4 task statuses, in the order a task moves through them. */
export const TASK_STATUSES = ['not-started', 'pending', 'turned-in', 'graded', 'grades-published'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Spec §1: the three groups of the task list, in display order. */
export const TASK_GROUPS = ['to-do', 'turned-in', 'grades-published'] as const;
export type TaskGroup = (typeof TASK_GROUPS)[number];

export interface TaskFacts {
  /** null when the student has no job for the item yet. */
  jobStatus: JobStatus | null;
  /** The student saved work (an answer, a draft, an attempt) without turning it in. */
  hasSavedWork: boolean;
  /** The teacher published the grades of this item. */
  gradesPublished: boolean;
}

/**
 * The status of one task (decisions in docs/decisions/0102-task-status-and-groups.md):
 * no job or a pending job without saved work → not-started; pending with saved work → pending;
 * delivered → turned-in; evaluated → graded, or grades-published once the teacher publishes.
 * Publication only matters for an evaluated job: there is no grade to show before.
 */
export function taskStatus(facts: TaskFacts): TaskStatus {
  switch (facts.jobStatus) {
    case null:
      return 'not-started';
    case 'pending':
      return facts.hasSavedWork ? 'pending' : 'not-started';
    case 'delivered':
      return 'turned-in';
    case 'evaluated':
      return facts.gradesPublished ? 'grades-published' : 'graded';
  }
}

/** A graded task stays under "Turned in" until its grade is published: students only see published grades. */
export function taskGroup(status: TaskStatus): TaskGroup {
  switch (status) {
    case 'not-started':
    case 'pending':
      return 'to-do';
    case 'turned-in':
    case 'graded':
      return 'turned-in';
    case 'grades-published':
      return 'grades-published';
  }
}
