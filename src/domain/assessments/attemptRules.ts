import { Err, Ok, type Result } from '../shared/result';
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

/** Longest instructions text (sanitised HTML) an assessment keeps. */
export const INSTRUCTIONS_MAX = 20000;

export type AttemptStartDecision = 'start' | 'resume' | 'no-attempts-left' | 'closed';

export function validateAssessmentSettings(data: unknown): Result<AssessmentSettings, { path: string; code: string }[]> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return Err([{ path: '', code: 'settings.data.invalid' }]);
  const raw = data as Record<string, unknown>;
  const issues: { path: string; code: string }[] = [];
  const bad = (field: string): void => {
    issues.push({ path: `/${field}`, code: `settings.${field}.invalid` });
  };
  const d = DEFAULT_ASSESSMENT_SETTINGS;
  const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

  // 0 minutes reads as unlimited, as parseTestDuration does.
  const duration = raw.duration_minutes === undefined || raw.duration_minutes === 0 ? null : raw.duration_minutes;
  if (duration !== null && !isInt(duration, 1, 600)) bad('duration_minutes');
  const attempts = raw.attempts_allowed ?? d.attempts_allowed;
  if (!isInt(attempts, 1, 10)) bad('attempts_allowed');
  const scale = raw.ranking_scale ?? d.ranking_scale;
  const twoDecimals = (v: number): boolean => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
  if (typeof scale !== 'number' || !Number.isFinite(scale) || scale < 1 || scale > 1000 || !twoDecimals(scale)) bad('ranking_scale');
  const onePerPage = raw.one_per_page ?? d.one_per_page;
  if (typeof onePerPage !== 'boolean') bad('one_per_page');
  const instructions = raw.instructions_html ?? d.instructions_html;
  if (typeof instructions !== 'string') bad('instructions_html');
  else if (instructions.length > INSTRUCTIONS_MAX) issues.push({ path: '/instructions_html', code: 'settings.instructions_html.too-long' });
  if (issues.length > 0) return Err(issues);
  return Ok({
    duration_minutes: duration as number | null,
    attempts_allowed: attempts as number,
    ranking_scale: Math.round((scale as number) * 100) / 100,
    one_per_page: onePerPage as boolean,
    instructions_html: (instructions as string).trim(),
  });
}

/** When an attempt started at `startedAt` ends; null when unlimited. */
export function attemptDeadline(startedAt: Date, duration: TestDuration): Date | null {
  return duration.kind === 'unlimited' ? null : new Date(startedAt.getTime() + duration.minutes * 60_000);
}

/** Whether a save reaching the server at `now` is taken: before the deadline plus SAVE_GRACE_SECONDS. */
export function acceptsAnswers(now: Date, deadline: Date | null): boolean {
  return deadline === null || now.getTime() < deadline.getTime() + SAVE_GRACE_SECONDS * 1000;
}

/** Whether the server closes the attempt itself (auto-submit): past the deadline plus the grace. */
export function mustAutoSubmit(now: Date, deadline: Date | null): boolean {
  return deadline !== null && !acceptsAnswers(now, deadline);
}

/** What a student's "start" does: resume the open attempt, start another, or refuse. */
export function startDecision(input: { attemptsAllowed: number; submittedCount: number; hasOpenAttempt: boolean; deliveryOpen: boolean }): AttemptStartDecision {
  // An open attempt is always resumed (the server closes it first when its time ran out).
  if (input.hasOpenAttempt) return 'resume';
  if (input.submittedCount >= input.attemptsAllowed) return 'no-attempts-left';
  return input.deliveryOpen ? 'start' : 'closed';
}

export type JobStatus = 'pending' | 'delivered' | 'evaluated';
export type JobEvent = 'submitted-complete' | 'submitted-needs-grading' | 'graded-complete' | 'graded-partly' | 'regraded';

/** Spec §4: pending → delivered → evaluated. An attempt scored in full on submit goes straight to evaluated. */
export function nextJobStatus(current: JobStatus, event: JobEvent): JobStatus {
  switch (event) {
    case 'submitted-complete':
      return 'evaluated';
    case 'submitted-needs-grading':
      return 'delivered';
    // Grades only exist for something handed in: a pending job stays pending.
    case 'graded-complete':
      return current === 'pending' ? 'pending' : 'evaluated';
    case 'graded-partly':
      return current === 'pending' ? 'pending' : 'delivered';
    case 'regraded':
      return current;
  }
}
