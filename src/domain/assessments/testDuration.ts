import { Err, Ok, type Result } from '../shared/result';

/** Spec §1/§9: a test lasts a number of whole minutes, or is unlimited. */
export type TestDuration = { kind: 'minutes'; minutes: number } | { kind: 'unlimited' };

export type TestDurationError = { code: 'test-duration.invalid' };

/** null, undefined or 0 minutes mean unlimited (the server sends no duration); otherwise a positive whole number. */
export function parseTestDuration(minutes: number | null | undefined): Result<TestDuration, TestDurationError> {
  if (minutes === null || minutes === undefined || minutes === 0) return Ok({ kind: 'unlimited' });
  if (!Number.isInteger(minutes) || minutes < 0) return Err({ code: 'test-duration.invalid' });
  return Ok({ kind: 'minutes', minutes });
}

/** Whole seconds left, never below 0; undefined for an unlimited test. */
export function secondsLeft(duration: TestDuration, startedAt: Date, now: Date): number | undefined {
  if (duration.kind === 'unlimited') return undefined;
  const endMs = startedAt.getTime() + duration.minutes * 60_000;
  return Math.max(0, Math.ceil((endMs - now.getTime()) / 1000));
}

/** Time is up at the end instant itself (the window is half-open, like every deadline in Tiza). */
export function isTimeUp(duration: TestDuration, startedAt: Date, now: Date): boolean {
  return secondsLeft(duration, startedAt, now) === 0;
}
