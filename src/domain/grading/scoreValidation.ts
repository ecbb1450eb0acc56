import { Err, Ok, type Result } from '../shared/result';

/** The bounds of a manual score, both inclusive, and how many decimals a teacher may type. */
export interface ScoreRules {
  min: number;
  max: number;
  decimals: number;
}

export type ScoreError =
  | { code: 'score.required' }
  | { code: 'score.not-a-number' }
  | { code: 'score.out-of-range'; min: number; max: number }
  | { code: 'score.too-many-decimals'; decimals: number };

// Digits with one optional decimal separator: a dot (en) or a comma (es, pt). No thousands separators.
const TYPED_NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * Spec §5: a new manual score is required, a number, between min and max inclusive, with at most
 * `decimals` decimals (trailing zeros do not count: "7,50" has one). Checks run in that order and
 * the first failure is returned. Accepts what the teacher typed or a number.
 */
export function checkScore(input: string | number | null | undefined, rules: ScoreRules): Result<number, ScoreError> {
  if (input === null || input === undefined) return Err({ code: 'score.required' });
  let value: number;
  let decimals: number;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return Err({ code: 'score.not-a-number' });
    value = input;
    decimals = decimalsOfNumber(input);
  } else {
    const text = input.trim();
    if (text === '') return Err({ code: 'score.required' });
    if (!TYPED_NUMBER.test(text)) return Err({ code: 'score.not-a-number' });
    const normalised = text.replace(',', '.');
    value = Number(normalised);
    decimals = (normalised.split('.')[1] ?? '').replace(/0+$/, '').length;
  }
  if (value < rules.min || value > rules.max) return Err({ code: 'score.out-of-range', min: rules.min, max: rules.max });
  if (decimals > rules.decimals) return Err({ code: 'score.too-many-decimals', decimals: rules.decimals });
  return Ok(value === 0 ? 0 : value);
}

// Decimals of a JS number as it prints: 7.25 → 2, 1e-7 → 7, 120 → 0.
function decimalsOfNumber(n: number): number {
  const [mantissa = '', exponent = '0'] = String(n).toLowerCase().split('e');
  const fraction = (mantissa.split('.')[1] ?? '').length;
  return Math.max(0, fraction - Number(exponent));
}
