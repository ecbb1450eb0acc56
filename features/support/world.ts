import assert from 'node:assert/strict';
import { setWorldConstructor, World } from '@cucumber/cucumber';
import type { Result } from '@domain/shared/result';

/** Every scenario starts on Sunday 22 November 2026 at 09:00 UTC unless it sets its own clock. */
export const FIXED_NOW = new Date('2026-11-22T09:00:00Z');

/** What the last step under test gave back: a value or a domain error with a stable code. */
export type Outcome = Result<unknown, unknown>;

export interface CodedError {
  code: string;
  [detail: string]: unknown;
}

/** Scenario state. Each context keeps its inputs in `given` under its own keys. */
export class TizaWorld extends World {
  now: Date = new Date(FIXED_NOW.getTime());
  given: Record<string, unknown> = {};
  outcome: Outcome | undefined;
  value: unknown;

  /** The input stored by a Given step; fails the scenario when a Given is missing. */
  input<T>(key: string): T {
    assert.ok(key in this.given, `no "${key}" was given in this scenario`);
    return this.given[key] as T;
  }

  accepted(): unknown {
    assert.ok(this.outcome !== undefined, 'nothing was tried');
    assert.ok(this.outcome.ok, `expected acceptance, got ${JSON.stringify(this.outcome.val)}`);
    return this.outcome.val;
  }

  refused(): CodedError {
    assert.ok(this.outcome !== undefined, 'nothing was tried');
    assert.ok(this.outcome.err, `expected a refusal, got ${JSON.stringify(this.outcome.val)}`);
    const error = this.outcome.val;
    assert.ok(typeof error === 'object' && error !== null && 'code' in error, 'a refusal carries a code');
    return error as CodedError;
  }
}

setWorldConstructor(TizaWorld);
