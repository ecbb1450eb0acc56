import { describe, expect, it } from 'vitest';
import { equivalentFormulas, FORMULA_MAX_LENGTH, parseFormula } from '@domain/assessments/formula';

function value(text: string, values: Record<string, number> = {}, variables = Object.keys(values)): number {
  const parsed = parseFormula(text, variables);
  if (parsed.err) throw new Error(`${text}: ${JSON.stringify(parsed.val)}`);
  return parsed.val.evaluate(values);
}

describe('parseFormula', () => {
  it('follows the usual precedence', () => {
    expect(value('1+2*3')).toBe(7);
    expect(value('(1+2)*3')).toBe(9);
    expect(value('2^3^2')).toBe(512);
    expect(value('-2^2')).toBe(-4);
    expect(value('(-2)^2')).toBe(4);
    expect(value('2^-2')).toBe(0.25);
    expect(value('8/4/2')).toBe(1);
    expect(value('1-2-3')).toBe(-4);
    expect(value('--3')).toBe(3);
    expect(value('+3')).toBe(3);
  });

  it('reads implicit products', () => {
    expect(value('2x', { x: 5 })).toBe(10);
    expect(value('2x3', { x: 5 })).toBe(30);
    expect(value('2sin(x)', { x: 0 })).toBe(0);
    expect(value('x sqrt(x)', { x: 4 })).toBe(8);
    expect(value('(x+1)(x-1)', { x: 3 })).toBe(8);
    expect(value('2pi')).toBeCloseTo(2 * Math.PI, 12);
    expect(value('ab', { a: 2, b: 7 })).toBe(14);
  });

  it('prefers the longest known name', () => {
    expect(value('exp(0)')).toBe(1);
    expect(value('ex', { x: 2 })).toBeCloseTo(2 * Math.E, 12);
    expect(value('e', { e: 4 })).toBe(4);
    expect(value('speed*2', { speed: 3 })).toBe(6);
  });

  it('reads functions with and without brackets', () => {
    expect(value('sin(x)^2', { x: 1 })).toBeCloseTo(Math.sin(1) ** 2, 12);
    expect(value('sin x^2', { x: 1 })).toBeCloseTo(Math.sin(1), 12);
    expect(value('sqrt 9')).toBe(3);
    expect(value('abs(-3)+ln(1)+log(100)+exp(0)')).toBe(6);
    expect(value('cos(pi)+tan(0)')).toBe(-1);
  });

  it('reads decimals with a comma or a point and typographic signs', () => {
    expect(value('3,5')).toBe(3.5);
    expect(value('.5 + 1.')).toBe(1.5);
    expect(value('2 × 3 ÷ 4 − 1')).toBe(0.5);
    expect(value('π')).toBe(Math.PI);
  });

  it('refuses what it cannot read, saying where', () => {
    expect(parseFormula('(1+2', []).val).toEqual({ code: 'formula.syntax', at: 4 });
    expect(parseFormula('1+*2', []).val).toEqual({ code: 'formula.syntax', at: 2 });
    expect(parseFormula(')', []).val).toEqual({ code: 'formula.syntax', at: 0 });
    expect(parseFormula('2 = 2', []).val).toEqual({ code: 'formula.syntax', at: 2 });
    expect(parseFormula('1,2,3', []).err).toBe(true);
    expect(parseFormula('constructor', []).val).toEqual({ code: 'formula.unknown-name', name: 'constructor' });
    expect(parseFormula('__proto__', []).val).toEqual({ code: 'formula.unknown-name', name: '__proto__' });
    expect(parseFormula('sin', []).val).toEqual({ code: 'formula.syntax', at: 3 });
  });

  it('refuses formulas longer than the limit', () => {
    expect(parseFormula('1'.repeat(FORMULA_MAX_LENGTH), []).ok).toBe(true);
    expect(parseFormula('1'.repeat(FORMULA_MAX_LENGTH + 1), []).val).toEqual({ code: 'formula.too-long' });
  });

  it('keeps deep nesting within the length limit', () => {
    const nested = '('.repeat(99) + '1' + ')'.repeat(99);
    expect(value(nested)).toBe(1);
  });
});

describe('equivalentFormulas', () => {
  it('compares values, not spelling', () => {
    expect(equivalentFormulas('e^x', 'exp(x)', ['x'])).toBe(true);
    expect(equivalentFormulas('x^2-1', '(x-1)(x+1)', ['x'])).toBe(true);
    expect(equivalentFormulas('a/b/c', 'a/(b c)', ['a', 'b', 'c'])).toBe(true);
    expect(equivalentFormulas('x^3', 'x^2', ['x'])).toBe(false);
    expect(equivalentFormulas('x+y', 'x+y+0.000001', ['x', 'y'])).toBe(false);
  });

  it('skips points where the key has no value, but not where only the answer has none', () => {
    expect(equivalentFormulas('ln(x)', 'ln(x)', ['x'])).toBe(true);
    expect(equivalentFormulas('x', 'sqrt(x)^2', ['x'])).toBe(false);
    expect(equivalentFormulas('1/(x-x)', '1', ['x'])).toBe(false);
  });

  it('is false when either side cannot be read', () => {
    expect(equivalentFormulas('x', '', ['x'])).toBe(false);
    expect(equivalentFormulas('x+', 'x', ['x'])).toBe(false);
  });
});
