import type { Result } from '../shared/result';
import type { TestDuration } from './testDuration';

/** An assessment's settings, kept in the lesson item's `data` (CTTY_09). */
export interface AssessmentSettings {
  /** null = unlimited (spec §9). */
  duration_minutes: number | null;
  /** 1–10 attempts per student. */
  attempts_allowed: number;
  /** The score a perfect attempt gets (10 for 0–10, 100 for percentages); 1–1000. */
  ranking_scale: number;
  /** One question per page, or all on one page. */
  one_per_page: boolean;
  instructions_html: string;
}

export const DEFAULT_ASSESSMENT_SETTINGS: AssessmentSettings = { duration_minutes: null, attempts_allowed: 1, ranking_scale: 10, one_per_page: true, instructions_html: '' };

/** Answers saved this long after the end still count: they were given in time and were on their way. */
export const SAVE_GRACE_SECONDS = 15;

export type AttemptStartDecision = 'start' | 'resume' | 'no-attempts-left' | 'closed';

export function validateAssessmentSettings(data: unknown): Result<AssessmentSettings, { path: string; code: string }[]> {
  void data;
  throw new Error('validateAssessmentSettings: not implemented yet');
}

/** When an attempt started at `startedAt` ends; null when unlimited. */
export function attemptDeadline(startedAt: Date, duration: TestDuration): Date | null {
  void startedAt;
  void duration;
  throw new Error('attemptDeadline: not implemented yet');
}

/** Whether a save reaching the server at `now` is taken: before the deadline plus SAVE_GRACE_SECONDS. */
export function acceptsAnswers(now: Date, deadline: Date | null): boolean {
  void now;
  void deadline;
  throw new Error('acceptsAnswers: not implemented yet');
}

/** Whether the server closes the attempt itself (auto-submit): past the deadline plus the grace. */
export function mustAutoSubmit(now: Date, deadline: Date | null): boolean {
  void now;
  void deadline;
  throw new Error('mustAutoSubmit: not implemented yet');
}

/** What a student's "start" does: resume the open attempt, start another, or refuse. */
export function startDecision(input: { attemptsAllowed: number; submittedCount: number; hasOpenAttempt: boolean; deliveryOpen: boolean }): AttemptStartDecision {
  void input;
  throw new Error('startDecision: not implemented yet');
}

export type JobStatus = 'pending' | 'delivered' | 'evaluated';
export type JobEvent = 'submitted-complete' | 'submitted-needs-grading' | 'graded-complete' | 'graded-partly' | 'regraded';

/** Spec §4: pending → delivered → evaluated. An attempt scored in full on submit goes straight to evaluated. */
export function nextJobStatus(current: JobStatus, event: JobEvent): JobStatus {
  void current;
  void event;
  throw new Error('nextJobStatus: not implemented yet');
}
