/**
 * Spec §3 period codes. A school grades by one scheme: quarters (t01–t03, the three "trimestres"),
 * terms (q01–q04), bimesters (b01–b04) or semesters (s01–s02); the annual period closes every scheme.
 * Codes are kept lower-case ('annual' too); parsing accepts any case.
 */
export const PERIOD_SCHEMES = {
  quarters: ['t01', 't02', 't03'],
  terms: ['q01', 'q02', 'q03', 'q04'],
  bimesters: ['b01', 'b02', 'b03', 'b04'],
  semesters: ['s01', 's02'],
} as const;

export type PeriodScheme = keyof typeof PERIOD_SCHEMES;
export type SchemePeriodCode = (typeof PERIOD_SCHEMES)[PeriodScheme][number];
export const ANNUAL = 'annual';
export type PeriodCode = SchemePeriodCode | typeof ANNUAL;

export const PERIOD_SCHEME_NAMES = Object.keys(PERIOD_SCHEMES) as PeriodScheme[];
/** Every canonical period code, scheme by scheme, annual last. */
export const PERIOD_CODES: readonly PeriodCode[] = [...PERIOD_SCHEME_NAMES.flatMap((scheme) => PERIOD_SCHEMES[scheme]), ANNUAL];

function schemeOf(code: string): PeriodScheme | undefined {
  return PERIOD_SCHEME_NAMES.find((scheme) => (PERIOD_SCHEMES[scheme] as readonly string[]).includes(code));
}

/** 'T01', ' q02 ', 'Annual' → canonical code; anything else → undefined. */
export function parsePeriodCode(value: string): PeriodCode | undefined {
  const code = value.trim().toLowerCase();
  if (code === ANNUAL) return ANNUAL;
  return schemeOf(code) === undefined ? undefined : (code as SchemePeriodCode);
}


/** The periods of a school year in order, the annual one last. */
export function periodsOfScheme(scheme: PeriodScheme): PeriodCode[] {
  return [...PERIOD_SCHEMES[scheme], ANNUAL];
}



/** The periods of the same scheme that come before `code` (for annual: all periods of the scheme). */
export function earlierPeriods(code: PeriodCode, scheme: PeriodScheme): PeriodCode[] {
  const periods = periodsOfScheme(scheme);
  const index = periods.indexOf(code);
  return index < 0 ? [] : periods.slice(0, index);
}

/** Translation key of a period's label, e.g. `periods.t01` or `periods.annual`. */
export function periodLabelKey(code: PeriodCode): string {
  return `periods.${code}`;
}
