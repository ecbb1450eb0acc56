/** Spec §9: the course list's default page size. */
export const DEFAULT_COURSE_PAGE_SIZE = 24;
export const MAX_COURSE_PAGE_SIZE = 100;

/** A page size from a query string: default when absent or not a positive whole number, capped. */
export function normalisePageSize(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN;
  if (!Number.isInteger(n) || n < 1) return DEFAULT_COURSE_PAGE_SIZE;
  return Math.min(n, MAX_COURSE_PAGE_SIZE);
}

/** Join codes: 6 to 10 letters and digits, case-insensitive, shown upper-case. */
export const JOIN_CODE_PATTERN = /^[A-Z0-9]{6,10}$/;

export function normaliseJoinCode(value: string): string | null {
  const code = value.replace(/[\s-]/g, '').toUpperCase();
  return JOIN_CODE_PATTERN.test(code) ? code : null;
}

