import { assignmentStatus, type JobStatus } from '../assignments/assignmentStatus';

/**
 * Late work for the final grade (ADR 0133): the due time is reached (now ≥ due, as the "late"
 * badge of spec §4) and nothing was turned in. No job yet counts as a pending one; no due date
 * is never overdue. A turned-in job is never overdue, even when it was turned in late.
 */
export function isOverdue(jobStatus: JobStatus | null, dueAt: Date | null, now: Date): boolean {
  return assignmentStatus({ jobStatus: jobStatus ?? 'pending', evaluator: null, dueAt }, now) === 'late';
}
