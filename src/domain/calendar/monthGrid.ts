import { formatLocalDateTime, isKnownTimeZone } from '../lessons/deliverDate';
import { dayOfWeek, parseCalendarDate, type CalendarDate } from './calendarDate';

/** A month of the school calendar as `YYYY-MM`; like `CalendarDate`, time-zone free and sortable. */
export type CalendarMonth = string;

function parts(month: CalendarMonth): { year: number; month: number } {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  return { year, month: m };
}

function format(year: number, month: number): CalendarMonth {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month a day falls in. */
export function monthOf(date: CalendarDate): CalendarMonth {
  return date.slice(0, 7);
}

/** `month` moved by `months` (negative goes back); years roll over. */
export function addMonths(month: CalendarMonth, months: number): CalendarMonth {
  const { year, month: m } = parts(month);
  const index = year * 12 + (m - 1) + Math.trunc(months);
  return format(Math.floor(index / 12), (index % 12) + 1);
}

export function daysInMonth(month: CalendarMonth): number {
  const { year, month: m } = parts(month);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** 1 = Monday … 7 = Sunday (ISO 8601): school weeks start on Monday. */
export function isoWeekday(date: CalendarDate): number {
  return ((dayOfWeek(date) + 6) % 7) + 1;
}

/** The school's day at `now` in its IANA zone (UTC when the zone is unknown), so "today" is the school's, not the device's. */
export function schoolToday(now: Date, timeZone: string): CalendarDate {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  return parseCalendarDate(formatLocalDateTime(now, zone).slice(0, 10)) ?? now.toISOString().slice(0, 10);
}

/** `date` moved by whole months, kept in the target month (31 March + 1 month → 30 April). */
export function addMonthsToDate(date: CalendarDate, months: number): CalendarDate {
  const target = addMonths(monthOf(date), months);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(target));
  return `${target}-${String(day).padStart(2, '0')}`;
}
