import { describe, expect, it } from 'vitest';
import { round2 } from '@domain/assessments/scoring';
import { checkGradeScale, DEFAULT_LETTER_BANDS, NUMERIC_0_10, scoreToScale, toScale, type GradeScale } from '@domain/gradebook/gradeScales';
import { clean, percentOf, roundHalfUp } from '@domain/gradebook/rounding';

describe('rounding', () => {
  it('rounds half-up like round2 of the assessments at 2 decimals', () => {
    for (const value of [1.005, 0.125, 2 / 3, 0.1 + 0.2, 6.665, 7.994999, 10, 0, 4.445]) {
      expect(roundHalfUp(value, 2)).toBe(round2(value));
    }
  });

  it('rounds to any number of decimals without float surprises', () => {
    expect(roundHalfUp(6.45, 1)).toBe(6.5);
    expect(roundHalfUp(6.45, 0)).toBe(6);
    expect(roundHalfUp(0.5, 0)).toBe(1);
    expect(roundHalfUp(1.0005, 3)).toBe(1.001);
    expect(roundHalfUp(-0.001, 2)).toBe(0);
    expect(Object.is(roundHalfUp(-0.001, 2), 0)).toBe(true);
  });

  it('cleans float noise from percentages only', () => {
    expect(0.57 * 100).not.toBe(57);
    expect(percentOf(0.57, 1)).toBe(57);
    expect(clean(1 / 3)).toBe(0.333333333333);
    expect(percentOf(5, 0)).toBeNull();
  });
});

describe('scales', () => {
  it('puts every percentage of 0–100 on a 0–10 scale with 1 decimal exactly', () => {
    const scale: GradeScale = { kind: 'numeric', max: 10, decimals: 1 };
    for (let tenth = 0; tenth <= 100; tenth += 1) {
      expect(toScale(scale, tenth)).toEqual({ kind: 'number', value: tenth / 10, max: 10 });
    }
  });

  it('has no grade for a maximum of 0', () => {
    expect(scoreToScale(NUMERIC_0_10, 3, 0)).toBeNull();
  });

  it('accepts the defaults', () => {
    expect(checkGradeScale(NUMERIC_0_10).ok).toBe(true);
    expect(checkGradeScale({ kind: 'letters', bands: DEFAULT_LETTER_BANDS }).ok).toBe(true);
    expect(checkGradeScale({ kind: 'custom', max: 0, levels: [{ label: 'x', value: 0 }] }).val).toEqual({ code: 'scale.invalid-max' });
  });
});
