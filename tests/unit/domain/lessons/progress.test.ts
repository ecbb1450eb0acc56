import { describe, expect, it } from 'vitest';
import { lessonProgress, mediaProgress, mergeProgress, pagesProgress } from '@domain/lessons/progress';

describe('progress', () => {
  it('stays a whole number between 0 and 100 for any input', () => {
    const values = [-1e9, -1, 0, 0.4, 1, 29, 89.99, 90, 100, 101, 1e9, Number.NaN, Number.POSITIVE_INFINITY];
    for (const a of values) {
      for (const b of values) {
        for (const result of [mediaProgress(a, b), pagesProgress(a, b), mergeProgress(Number.isNaN(a) ? null : a, b), lessonProgress([a, b, null])]) {
          expect(Number.isInteger(result)).toBe(true);
          expect(result).toBeGreaterThanOrEqual(0);
          expect(result).toBeLessThanOrEqual(100);
        }
      }
    }
  });

  it('never goes down', () => {
    let saved: number | null = null;
    for (const reported of [10, 5, 50, 49.6, 120, 0, -3]) {
      const merged = mergeProgress(saved, reported);
      expect(merged).toBeGreaterThanOrEqual(saved ?? 0);
      saved = merged;
    }
    expect(saved).toBe(100);
  });

  it('reaches 100 for a lesson only when every item is done', () => {
    expect(lessonProgress(Array.from({ length: 300 }, (_, i) => (i === 0 ? 99 : 100)))).toBe(99);
    expect(lessonProgress(Array.from({ length: 300 }, () => 100))).toBe(100);
  });
});
