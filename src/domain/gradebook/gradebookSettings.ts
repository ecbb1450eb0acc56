import { Err, Ok, type Result } from '../shared/result';
import { checkScore, type ScoreRules } from '../grading/scoreValidation';
import { ANNUAL, periodsOfScheme, type PeriodCode, type PeriodScheme } from '../grading/periods';
import { checkGradeScale, type GradeScale, type GradeScaleKind, type ScaleError } from './gradeScales';

/**
 * The gradebook's settings as a teacher types them (docs/api-gradebook.md): weights, a column's maximum
 * score, drop-lowest, a category's share of the final grade, what a change of scheme does, and a scale typed row
 * by row. The SPA checks with these before sending; names and periods are checked by `gradebookSetup`.
 */
export const MAX_WEIGHT = 1000;
export const WEIGHT_DECIMALS = 2;
export const MAX_COLUMN_SCORE = 1000;
export const DEFAULT_COLUMN_MAX_SCORE = 10;
export const MAX_DROP_LOWEST = 10;

/** A number the teacher typed ("7,5" or 7.5) refused for one field: the `score.*` codes under the field's name. */
export type TypedNumberError<F extends string> =
  | { code: `${F}.required` }
  | { code: `${F}.not-a-number` }
  | { code: `${F}.out-of-range`; min: number; max: number }
  | { code: `${F}.too-many-decimals`; decimals: number };

export type WeightError = TypedNumberError<'weight'>;
export type MaxScoreError = TypedNumberError<'max-score'>;
export type DropLowestError = TypedNumberError<'drop-lowest'>;

function typedNumber<F extends string>(field: F, input: string | number, rules: ScoreRules): Result<number, TypedNumberError<F>> {
  const checked = checkScore(input, rules);
  if (checked.ok) return Ok(checked.val);
  const { code, ...values } = checked.val;
  return Err({ ...values, code: `${field}.${code.slice('score.'.length)}` } as TypedNumberError<F>);
}

/** An item's weight inside its category, or a category's weight: 0–1000 with 2 decimals (0: it does not weigh). */
export function checkWeight(input: string | number): Result<number, WeightError> {
  return typedNumber('weight', input, { min: 0, max: MAX_WEIGHT, decimals: WEIGHT_DECIMALS });
}

/** A manual column's maximum score: more than 0, up to 1000, 2 decimals. */
export function checkColumnMaxScore(input: string | number): Result<number, MaxScoreError> {
  const checked = typedNumber('max-score', input, { min: 0, max: MAX_COLUMN_SCORE, decimals: 2 });
  if (checked.ok && checked.val === 0) return Err({ code: 'max-score.out-of-range', min: 0, max: MAX_COLUMN_SCORE });
  return checked;
}

/** How many of the lowest grades of each category are dropped: a whole number 0–10. */
export function checkDropLowest(input: string | number): Result<number, DropLowestError> {
  return typedNumber('drop-lowest', input, { min: 0, max: MAX_DROP_LOWEST, decimals: 0 });
}

/**
 * Each category's share of the final grade in percent, one decimal, as the final grade divides the weights by
 * their sum (ADR 0132). The shares shown add up to exactly 100 (largest remainder: the tenths left over go to the
 * largest remainders, ties to the earlier category). All null when no category weighs anything.
 */
export function categoryShares(weights: readonly number[]): (number | null)[] {
  const usable = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const total = usable.reduce((sum, w) => sum + w, 0);
  if (!(total > 0)) return weights.map(() => null);
  const exact = usable.map((w) => (w / total) * 1000);
  const floors = exact.map((e) => Math.floor(Number(e.toPrecision(12))));
  let left = 1000 - floors.reduce((sum, f) => sum + f, 0);
  const byRemainder = exact.map((e, index) => ({ index, remainder: e - (floors[index] ?? 0) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors.map((tenths) => tenths / 10);
}

/** What changing the period scheme does (docs/api-gradebook.md, settings): items keep their codes, published periods of the old scheme go. */
export interface SchemeChangeImpact {
  /** Items whose period belongs to another scheme: they show without period until the teacher assigns one. */
  itemsWithoutPeriod: number;
  /** Published periods that are not of the new scheme: their publication is dropped. */
  unpublishedPeriods: PeriodCode[];
}

export function schemeChangeImpact(scheme: PeriodScheme, itemPeriods: readonly (PeriodCode | null)[], publishedPeriods: readonly PeriodCode[]): SchemeChangeImpact {
  const periods: readonly PeriodCode[] = periodsOfScheme(scheme);
  const outside = (code: PeriodCode) => code !== ANNUAL && !periods.includes(code);
  return {
    itemsWithoutPeriod: itemPeriods.filter((code): code is PeriodCode => code !== null && outside(code)).length,
    unpublishedPeriods: publishedPeriods.filter(outside),
  };
}

/**
 * A scale as the teacher types it in the settings: numbers as text (comma or dot), one row per level. Letters list
 * their bands highest first (label, lower bound in percent); custom scales their levels lowest first (label, value
 * on 0–max). Fields a kind does not use are ignored.
 */
export interface ScaleDraft {
  kind: GradeScaleKind;
  max: string;
  decimals: string;
  passPercent: string;
  levels: readonly { label: string; at: string }[];
}

export type ScaleDraftField = 'max' | 'decimals' | 'pass-percent' | 'level';

/** A typed scale refused: a field that is not a number, or the domain's `ScaleError`; `level` points at the row. */
export type ScaleDraftError = { code: 'scale.not-a-number'; field: ScaleDraftField; level?: number } | (ScaleError & { level?: number });

// Any finite number with a dot or a comma; the scale's own rules decide the range.
const ANY_NUMBER: ScoreRules = { min: -Number.MAX_VALUE, max: Number.MAX_VALUE, decimals: 10 };

function readNumber(text: string, field: ScaleDraftField, level?: number): Result<number, ScaleDraftError> {
  const checked = checkScore(text, ANY_NUMBER);
  return checked.ok ? Ok(checked.val) : Err(level === undefined ? { code: 'scale.not-a-number', field } : { code: 'scale.not-a-number', field, level });
}

/** The typed scale → a `GradeScale` checked by `checkGradeScale`; the first problem found, with the row it is on. */
export function scaleFromDraft(draft: ScaleDraft): Result<GradeScale, ScaleDraftError> {
  let scale: GradeScale;
  switch (draft.kind) {
    case 'numeric': {
      const max = readNumber(draft.max, 'max');
      if (max.err) return max;
      const decimals = readNumber(draft.decimals, 'decimals');
      if (decimals.err) return decimals;
      scale = { kind: 'numeric', max: max.val, decimals: decimals.val };
      break;
    }
    case 'pass-fail': {
      const pass = readNumber(draft.passPercent, 'pass-percent');
      if (pass.err) return pass;
      scale = { kind: 'pass-fail', passPercent: pass.val };
      break;
    }
    case 'letters':
    case 'custom': {
      let max = 100;
      if (draft.kind === 'custom') {
        const typed = readNumber(draft.max, 'max');
        if (typed.err) return typed;
        max = typed.val;
      }
      const levels: { label: string; at: number }[] = [];
      for (const [index, level] of draft.levels.entries()) {
        if (level.label.trim() === '') return Err({ code: 'scale.empty-label', level: index });
        const at = readNumber(level.at, 'level', index);
        if (at.err) return at;
        levels.push({ label: level.label.trim(), at: at.val });
      }
      scale =
        draft.kind === 'letters'
          ? { kind: 'letters', bands: levels.map((l) => ({ label: l.label, minPercent: l.at })) }
          : { kind: 'custom', max, levels: levels.map((l) => ({ label: l.label, value: l.at })) };
      break;
    }
  }
  const checked = checkGradeScale(scale);
  if (checked.ok) return Ok(checked.val);
  return Err(withLevel(checked.val, draft));
}

// Points a row-level refusal at its row: the later of two rows with the same label (named as typed there), or the
// unreachable level.
function withLevel(error: ScaleError, draft: ScaleDraft): ScaleDraftError {
  const key = (label: string) => label.trim().toLocaleLowerCase();
  if (error.code === 'scale.duplicate-label') {
    const rows = draft.levels.map((l) => key(l.label));
    const level = rows.lastIndexOf(key(error.label));
    return level < 0 ? error : { ...error, label: draft.levels[level]?.label.trim() ?? error.label, level };
  }
  if (error.code === 'scale.level-out-of-range') {
    const level = draft.levels.findIndex((l) => key(l.label) === key(error.label));
    return level < 0 ? error : { ...error, level };
  }
  return error;
}

/** A saved scale as the settings show it for editing (the inverse of `scaleFromDraft`). */
export function draftOfScale(scale: GradeScale): ScaleDraft {
  const base = { max: '10', decimals: '2', passPercent: '50', levels: [] as { label: string; at: string }[] };
  switch (scale.kind) {
    case 'numeric':
      return { ...base, kind: 'numeric', max: String(scale.max), decimals: String(scale.decimals) };
    case 'pass-fail':
      return { ...base, kind: 'pass-fail', passPercent: String(scale.passPercent) };
    case 'letters':
      return { ...base, kind: 'letters', levels: scale.bands.map((b) => ({ label: b.label, at: String(b.minPercent) })) };
    case 'custom':
      return { ...base, kind: 'custom', max: String(scale.max), levels: scale.levels.map((l) => ({ label: l.label, at: String(l.value) })) };
  }
}

/** Two scales are the same setting (so saving the settings need not send it). */
export function sameScale(a: GradeScale, b: GradeScale): boolean {
  return JSON.stringify(draftOfScale(a)) === JSON.stringify(draftOfScale(b));
}
