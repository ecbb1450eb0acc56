import { Err, Ok, type Result } from '../shared/result';
import { clean, percentOf, roundHalfUp } from './rounding';

/**
 * Spec §3 scales (ADR 0130). Every grade has a comparable number: its percentage 0–100, which is
 * what the final grade, ranking and analysis compute with.
 * - numeric: 0 to `max` (0–10 by default), rounded half-up to `decimals`;
 * - letters: bands with an inclusive lower bound in percent, highest first;
 * - pass-fail: pass from `passPercent` (inclusive);
 * - custom: ordered labels with a numeric equivalent on 0–`max`; a score reaches a level from its
 *   equivalent (inclusive).
 */
export interface LetterBand {
  label: string;
  minPercent: number;
}

export interface CustomLevel {
  label: string;
  value: number;
}

export type GradeScale =
  | { kind: 'numeric'; max: number; decimals: number }
  | { kind: 'letters'; bands: readonly LetterBand[] }
  | { kind: 'pass-fail'; passPercent: number }
  | { kind: 'custom'; max: number; levels: readonly CustomLevel[] };

export type GradeScaleKind = GradeScale['kind'];

/** A grade as shown: a number on 0–max, or a label (a letter, `pass`/`fail`, a custom label). */
export type ScaledGrade = { kind: 'number'; value: number; max: number } | { kind: 'label'; label: string };

export const NUMERIC_0_10: GradeScale = { kind: 'numeric', max: 10, decimals: 2 };

export const DEFAULT_LETTER_BANDS: readonly LetterBand[] = [
  { label: 'A', minPercent: 90 },
  { label: 'B', minPercent: 80 },
  { label: 'C', minPercent: 70 },
  { label: 'D', minPercent: 60 },
  { label: 'F', minPercent: 0 },
];

export const DEFAULT_PASS_PERCENT = 50;
export const PASS = 'pass';
export const FAIL = 'fail';

export type ScaleError =
  | { code: 'scale.invalid-max' }
  | { code: 'scale.invalid-decimals' }
  | { code: 'scale.no-levels' }
  | { code: 'scale.duplicate-label'; label: string }
  | { code: 'scale.levels-out-of-order' }
  | { code: 'scale.lowest-level-not-zero' }
  | { code: 'scale.invalid-pass-percent' }
  | { code: 'scale.empty-label' }
  | { code: 'scale.level-out-of-range'; label: string; max: number };

/** At most 4 decimals on a numeric scale: more is noise in a school grade. */
export const MAX_SCALE_DECIMALS = 4;

/** Checks a scale a school or teacher configured; the first problem found is returned. */
export function checkGradeScale(scale: GradeScale): Result<GradeScale, ScaleError> {
  switch (scale.kind) {
    case 'numeric':
      if (!(scale.max > 0) || !Number.isFinite(scale.max)) return Err({ code: 'scale.invalid-max' });
      if (!Number.isInteger(scale.decimals) || scale.decimals < 0 || scale.decimals > MAX_SCALE_DECIMALS) {
        return Err({ code: 'scale.invalid-decimals' });
      }
      return Ok(scale);
    case 'pass-fail':
      return scale.passPercent > 0 && scale.passPercent <= 100 ? Ok(scale) : Err({ code: 'scale.invalid-pass-percent' });
    case 'letters':
      return checkLevels(scale, scale.bands.map((b) => ({ label: b.label, at: b.minPercent })).reverse(), 100);
    case 'custom':
      if (!(scale.max > 0) || !Number.isFinite(scale.max)) return Err({ code: 'scale.invalid-max' });
      return checkLevels(scale, scale.levels.map((l) => ({ label: l.label, at: l.value })), scale.max);
  }
}

// Levels given lowest first: labels present and unique (ignoring case), thresholds strictly rising from 0 up to `top`.
function checkLevels(scale: GradeScale, levels: { label: string; at: number }[], top: number): Result<GradeScale, ScaleError> {
  if (levels.length === 0) return Err({ code: 'scale.no-levels' });
  const seen = new Set<string>();
  for (const level of levels) {
    const key = normaliseLabel(level.label);
    if (key === '') return Err({ code: 'scale.empty-label' });
    if (seen.has(key)) return Err({ code: 'scale.duplicate-label', label: level.label });
    seen.add(key);
  }
  if (levels[0]?.at !== 0) return Err({ code: 'scale.lowest-level-not-zero' });
  for (let i = 1; i < levels.length; i += 1) {
    if (!((levels[i]?.at ?? NaN) > (levels[i - 1]?.at ?? NaN))) return Err({ code: 'scale.levels-out-of-order' });
  }
  // A level from above the top could never be reached (a band from 150 %, a level of 12 on 0–10).
  const unreachable = levels.find((level) => level.at > top);
  if (unreachable) return Err({ code: 'scale.level-out-of-range', label: unreachable.label, max: top });
  return Ok(scale);
}

function normaliseLabel(label: string): string {
  return label.trim().toLocaleLowerCase();
}

/** A percentage (0–100; outside is clamped) on the scale. Bands read the exact percentage (ADR 0131). */
export function toScale(scale: GradeScale, percent: number): ScaledGrade {
  const p = Math.min(100, Math.max(0, clean(percent)));
  switch (scale.kind) {
    case 'numeric':
      return { kind: 'number', value: roundHalfUp((p / 100) * scale.max, scale.decimals), max: scale.max };
    case 'pass-fail':
      return { kind: 'label', label: p >= scale.passPercent ? PASS : FAIL };
    case 'letters': {
      const band = scale.bands.find((b) => p >= b.minPercent) ?? scale.bands[scale.bands.length - 1];
      return { kind: 'label', label: band?.label ?? '' };
    }
    case 'custom': {
      const points = clean((p / 100) * scale.max);
      let reached = scale.levels[0];
      for (const level of scale.levels) if (points >= level.value) reached = level;
      return { kind: 'label', label: reached?.label ?? '' };
    }
  }
}

/** A raw score (points out of max) on the scale; null when max is not positive. */
export function scoreToScale(scale: GradeScale, points: number, max: number): ScaledGrade | null {
  const percent = percentOf(Math.min(max, Math.max(0, points)), max);
  return percent === null ? null : toScale(scale, percent);
}

/** What a grade shows: the number with the scale's decimals (the UI formats the decimal sign) or the label. */
export function gradeText(grade: ScaledGrade): string {
  return grade.kind === 'number' ? String(grade.value) : grade.label;
}

/** Translation key of the pass/fail labels (`gradebook.scale.pass`); other labels are the school's own words. */
export function scaleLabelKey(grade: ScaledGrade): string | undefined {
  return grade.kind === 'label' && (grade.label === PASS || grade.label === FAIL) ? `gradebook.scale.${grade.label}` : undefined;
}
