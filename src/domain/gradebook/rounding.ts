/**
 * Rounds half-up to `decimals` decimals (ADR 0131): 6.665 → 6.67, 6.664 → 6.66. Scores are never
 * negative, so half-up and half-away-from-zero agree; negatives mirror (−1.005 → −1.01) like
 * `round2` of the assessments. The value is first cut to 12 significant digits so float noise
 * (1.005 stored as 1.00499…) does not decide the rounding.
 */
export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const places = Math.max(0, Math.min(10, Math.trunc(decimals)));
  const factor = 10 ** places;
  const scaled = Number((Math.abs(value) * factor).toPrecision(12));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** Float noise off a computed figure (0.57 × 100 = 56.99999999999999 → 57), nothing else. */
export function clean(value: number): number {
  return Number.isFinite(value) ? Number(value.toPrecision(12)) : value;
}

/** A score as a percentage of its maximum, cleaned of float noise; a maximum of 0 or less gives null. */
export function percentOf(points: number, max: number): number | null {
  if (!(max > 0) || !Number.isFinite(points)) return null;
  return clean((points / max) * 100);
}
