/** The state of a student's job (submission) as the server sends it in `job_status`. */
export const JOB_STATUSES = ['pending', 'delivered', 'evaluated'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export function isJobStatus(value: unknown): value is JobStatus {
  return typeof value === 'string' && (JOB_STATUSES as readonly string[]).includes(value);
}

export type AssignmentStatus =
  | 'late'
  | 'soon'
  | 'assessment-reassigned'
  | 'assessment-assigned'
  | 'turned-in'
  | 'assessment-evaluated';

/** Spec §9: an assignment is "soon" when less than 24 hours are left. */
export const SOON_THRESHOLD_HOURS = 24;
const SOON_THRESHOLD_MS = SOON_THRESHOLD_HOURS * 3_600_000;

export interface AssignmentStatusInput {
  jobStatus: JobStatus;
  /** `job_evaluated_by`: set when a teacher handed the job back to the student. */
  evaluator: string | null;
  /** `lesson_item_deliver_at`; null when the assignment has no due date. */
  dueAt: Date | null;
}

/**
 * Spec §4 (decisions in docs/decisions/0101-assignment-status.md). First match wins:
 * evaluated → assessment-evaluated; delivered → turned-in; then, for a pending job:
 * due time reached (now ≥ due) → late; under 24 h left → soon; evaluator set → assessment-reassigned;
 * more than 24 h left or no due date → assessment-assigned; exactly 24 h left → null (no status).
 */
export function assignmentStatus(input: AssignmentStatusInput, now: Date): AssignmentStatus | null {
  if (input.jobStatus === 'evaluated') return 'assessment-evaluated';
  if (input.jobStatus === 'delivered') return 'turned-in';
  const hasEvaluator = input.evaluator !== null && input.evaluator.trim() !== '';
  if (input.dueAt === null || Number.isNaN(input.dueAt.getTime())) {
    return hasEvaluator ? 'assessment-reassigned' : 'assessment-assigned';
  }
  const leftMs = input.dueAt.getTime() - now.getTime();
  if (leftMs <= 0) return 'late';
  if (leftMs < SOON_THRESHOLD_MS) return 'soon';
  if (hasEvaluator) return 'assessment-reassigned';
  if (leftMs > SOON_THRESHOLD_MS) return 'assessment-assigned';
  return null;
}

/** Spec §4: a job counts as turned in when its status is not pending. */
export function isTurnedIn(jobStatus: JobStatus): boolean {
  return jobStatus !== 'pending';
}
