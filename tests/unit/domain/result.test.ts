import { describe, expect, it } from 'vitest';
import { Err, Ok, Result } from '@domain/shared/result';

// result.ts picks ts-results' exports whether the loader sees them as ESM (bundlers) or CJS (Node).
describe('the Result door', () => {
  it('builds Ok and Err values', () => {
    const ok = Ok(3);
    const err = Err({ code: 'x' });
    expect(ok.ok && ok.val).toBe(3);
    expect(err.err && err.val).toEqual({ code: 'x' });
  });

  it('exposes the Result helpers', () => {
    expect(Result.all(Ok(1), Ok(2)).val).toEqual([1, 2]);
  });
});
