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

/** Whole seconds from `now` to a test's deadline, rounded up and never below 0: at the deadline itself none is left. */
export function secondsUntil(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}
