import { checkScore, type ScoreError, type ScoreRules } from '../grading/scoreValidation';
import { Err, Ok, type Result } from '../shared/result';
import type { JobStatus } from './assignmentStatus';

/**
 * Grading a student's job (hand-in) of an assignment (ADR 0432, features/assignments/evaluation.feature). The job's
 * evaluation is the only score an assignment has: the gradebook cell, the task list and My grades all read it.
 */
export interface JobEvaluationState {
  status: JobStatus;
  score: number | null;
  /** `evaluator_guid`: the teacher who grades this job; with status pending, the job was handed back. */
  evaluator: string | null;
  /** The student turned something in at least once (`delivered_at` set). */
  handedIn: boolean;
  /** The item's grades are published: the assignment is view-only for students (ADR 0234). */
  gradesPublished: boolean;
}

/**
 * Where a job stands for the teacher who grades it: nothing handed in yet, waiting for grading, graded, or handed back
 * to the student for another go (spec §4 'assessment-reassigned': pending with an evaluator set).
 */
export type EvaluationStage = 'not-handed-in' | 'waiting' | 'evaluated' | 'returned';

export function evaluationStage(job: Pick<JobEvaluationState, 'status' | 'evaluator'>): EvaluationStage {
  if (job.status === 'evaluated') return 'evaluated';
  if (job.status === 'delivered') return 'waiting';
  return hasEvaluator(job.evaluator) ? 'returned' : 'not-handed-in';
}

export type EvaluationError =
  | ScoreError
  | { code: 'evaluation.nothing-to-return' }
  | { code: 'evaluation.grades-published' }
  | { code: 'evaluation.nothing-to-grade' }
  | { code: 'evaluation.not-a-teacher' };

/** What a grading action leaves in the job: its status, score and evaluator. */
export interface JobEvaluationChange {
  status: JobStatus;
  score: number | null;
  evaluator: string | null;
  /** Something differs from what the job held (a repeat of the same grade changes nothing). */
  changed: boolean;
}

/**
 * A teacher grades a job: the score is checked against the item's scale (`checkScore`: required, a number, in range,
 * the scale's decimals) and the job becomes evaluated. Any job can be graded, also one never handed in through the
 * app (work given on paper) and one already graded (a re-grade); the evaluator stays as it was.
 */
export function evaluateJob(job: JobEvaluationState, typed: string | number | null, rules: ScoreRules): Result<JobEvaluationChange, EvaluationError> {
  const checked = checkScore(typed, rules);
  if (checked.err) return checked;
  const changed = job.status !== 'evaluated' || job.score !== checked.val;
  return Ok({ status: 'evaluated', score: checked.val, evaluator: job.evaluator, changed });
}

/**
 * Removing a grade (the gradebook's empty cell): the job waits for grading again when something was handed in,
 * else it is pending as before it was graded. Unchanged when it was not graded.
 */
export function clearEvaluation(job: JobEvaluationState): JobEvaluationChange {
  if (job.status !== 'evaluated') return { status: job.status, score: job.score, evaluator: job.evaluator, changed: false };
  return { status: job.handedIn ? 'delivered' : 'pending', score: null, evaluator: job.evaluator, changed: true };
}

/**
 * A teacher hands a job back for the student to hand in again: only what was handed in (delivered or graded), and
 * never once the grades are published (the student could not hand in any more). The score goes, the job is pending
 * again and keeps an evaluator — the one it had, else the teacher who hands it back — which is what shows it as
 * handed back (spec §4 'assessment-reassigned').
 */
export function returnForResubmission(job: JobEvaluationState, teacher: string): Result<JobEvaluationChange, EvaluationError> {
  if (job.gradesPublished) return Err({ code: 'evaluation.grades-published' });
  if (job.status === 'pending') return Err({ code: 'evaluation.nothing-to-return' });
  const evaluator = hasEvaluator(job.evaluator) ? job.evaluator : teacher;
  return Ok({ status: 'pending', score: null, evaluator, changed: true });
}

/**
 * Another teacher of the course will grade the job. Only for work there is to grade (handed in, graded or handed
 * back): naming an evaluator on a job never handed in would show it to the student as handed back.
 */
export function reassignEvaluator(job: JobEvaluationState, evaluator: string, courseTeachers: readonly string[]): Result<JobEvaluationChange, EvaluationError> {
  if (!courseTeachers.includes(evaluator)) return Err({ code: 'evaluation.not-a-teacher' });
  if (evaluationStage(job) === 'not-handed-in') return Err({ code: 'evaluation.nothing-to-grade' });
  return Ok({ status: job.status, score: job.score, evaluator, changed: job.evaluator !== evaluator });
}

/** A job handed back may be handed in again whatever the due date says: the teacher asked for it. */
export function mayHandInAgain(job: Pick<JobEvaluationState, 'status' | 'evaluator' | 'gradesPublished'>): boolean {
  return !job.gradesPublished && evaluationStage(job) === 'returned';
}

/** Feedback is formatted text (the shared HTML allow-list applies on the server); at most this many characters. */
export const MAX_FEEDBACK_LENGTH = 20_000;

function hasEvaluator(evaluator: string | null): evaluator is string {
  return evaluator !== null && evaluator.trim() !== '';
}
