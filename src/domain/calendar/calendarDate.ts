/**
 * A school-local calendar day as ISO `YYYY-MM-DD`. Plain strings keep rules time-zone free:
 * the day a lesson happens is the same wherever the code runs. ISO strings also sort as dates.
 */
export type CalendarDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The date when `value` is a real calendar day in `YYYY-MM-DD` form (2026-02-30 is not), else undefined. */
export function parseCalendarDate(value: string): CalendarDate | undefined {
  const match = ISO_DATE.exec(value.trim());
  if (match === null) return undefined;
  const [, y, m, d] = match.map(Number);
  if (y === undefined || m === undefined || d === undefined) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  const same = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return same ? value.trim() : undefined;
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  return typeof value === 'string' && parseCalendarDate(value) === value;
}

// Calendar arithmetic runs on UTC midnights, where every day lasts exactly 24 hours.
function toUtcMs(date: CalendarDate): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function fromUtcMs(ms: number): CalendarDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as Date#getDay. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

/** Schools teach Monday to Friday. */
export function isWeekend(date: CalendarDate): boolean {
  const day = dayOfWeek(date);
  return day === 0 || day === 6;
}

/** Negative, zero or positive, for sorting. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
