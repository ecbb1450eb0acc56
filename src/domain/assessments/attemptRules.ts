import { Err, Ok, type Result } from '../shared/result';
import type { JobStatus } from '../assignments/assignmentStatus';
import type { TestDuration } from './testDuration';

/** An assessment's settings (a CTTY_09 lesson item's `data`, stored and sent in the contract's wire names). */
export interface AssessmentSettings {
  /** null = unlimited (spec §9). */
  durationMinutes: number | null;
  /** 1–10 attempts per student. */
  attemptsAllowed: number;
  /** The score a perfect attempt gets (10 for 0–10, 100 for percentages); 1–1000. */
  rankingScale: number;
  /** One question per page, or all on one page. */
  onePerPage: boolean;
  instructionsHtml: string;
}

export type AssessmentSettingsField = keyof AssessmentSettings;

/** Settings as a teacher sent them, not checked yet: any field may be missing or of the wrong kind. */
export type AssessmentSettingsDraft = { readonly [F in AssessmentSettingsField]?: unknown };

/** Why a setting is refused: the field and a stable code (`settings.ranking_scale.invalid`, …) the SPA translates. */
export interface SettingsIssue {
  field: AssessmentSettingsField;
  code: string;
}

export const DEFAULT_ASSESSMENT_SETTINGS: Readonly<AssessmentSettings> = { durationMinutes: null, attemptsAllowed: 1, rankingScale: 10, onePerPage: true, instructionsHtml: '' };

/** Answers saved this long after the end still count: they were given in time and were on their way. */
export const SAVE_GRACE_SECONDS = 15;

/** Longest instructions text (sanitised HTML) an assessment keeps. */
export const INSTRUCTIONS_MAX = 20000;

export type AttemptStartDecision = 'start' | 'resume' | 'no-attempts-left' | 'closed';

/** An attempt is open until it is submitted (by the student, or by the server when its time is up). */
export const ATTEMPT_STATUSES = ['in-progress', 'submitted'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/**
 * Why a student cannot start a new attempt: none left, delivery closed, no questions, or the grades are published
 * (the test is view-only, ADR 0234).
 */
export const START_REFUSALS = ['no-attempts-left', 'closed', 'empty', 'published'] as const;
export type StartRefusal = (typeof START_REFUSALS)[number];

/** The codes keep the names teachers and translators know (docs/question-types.md), whatever the field is called here. */
const ISSUE_NAME: Record<AssessmentSettingsField, string> = {
  durationMinutes: 'duration_minutes',
  attemptsAllowed: 'attempts_allowed',
  rankingScale: 'ranking_scale',
  onePerPage: 'one_per_page',
  instructionsHtml: 'instructions_html',
};

/** The settings a teacher sent, checked and normalised; what is left out takes the default. */
export function validateAssessmentSettings(draft: AssessmentSettingsDraft): Result<AssessmentSettings, SettingsIssue[]> {
  const issues: SettingsIssue[] = [];
  const bad = (field: AssessmentSettingsField, problem = 'invalid'): void => {
    issues.push({ field, code: `settings.${ISSUE_NAME[field]}.${problem}` });
  };
  const d = DEFAULT_ASSESSMENT_SETTINGS;
  const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

  // 0 minutes reads as unlimited, as parseTestDuration does.
  const duration = draft.durationMinutes === undefined || draft.durationMinutes === 0 ? null : draft.durationMinutes;
  if (duration !== null && !isInt(duration, 1, 600)) bad('durationMinutes');
  const attempts = draft.attemptsAllowed ?? d.attemptsAllowed;
  if (!isInt(attempts, 1, 10)) bad('attemptsAllowed');
  const scale = draft.rankingScale ?? d.rankingScale;
  const twoDecimals = (v: number): boolean => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
  if (typeof scale !== 'number' || !Number.isFinite(scale) || scale < 1 || scale > 1000 || !twoDecimals(scale)) bad('rankingScale');
  const onePerPage = draft.onePerPage ?? d.onePerPage;
  if (typeof onePerPage !== 'boolean') bad('onePerPage');
  const instructions = draft.instructionsHtml ?? d.instructionsHtml;
  if (typeof instructions !== 'string') bad('instructionsHtml');
  else if (instructions.length > INSTRUCTIONS_MAX) bad('instructionsHtml', 'too-long');
  if (issues.length > 0) return Err(issues);
  return Ok({
    durationMinutes: duration as number | null,
    attemptsAllowed: attempts as number,
    rankingScale: Math.round((scale as number) * 100) / 100,
    onePerPage: onePerPage as boolean,
    instructionsHtml: (instructions as string).trim(),
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
