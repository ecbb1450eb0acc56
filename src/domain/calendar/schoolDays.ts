import { addDays, dayOfWeek, daysBetween, isWeekend, parseCalendarDate, type CalendarDate } from './calendarDate';

/**
 * Which days a school teaches, which calendar entries fall on a day and where a week starts. Decisions:
 * docs/decisions/0500-calendar-area.md; scenarios: features/calendar/school_days.feature.
 *
 * Days are school-local `YYYY-MM-DD` strings; the arithmetic runs on UTC midnights (`calendarDate.ts`), where every
 * day lasts 24 hours, so no device zone or daylight-saving change can move a day.
 */

/** A stretch of days without classes (a holiday, a term break), both ends included. */
export interface NonSchoolDay {
  startsOn: CalendarDate;
  endsOn: CalendarDate;
}

/** Anything a calendar shows on days: an all-day entry or a timed one, by the school-local days it covers (both ends included). */
export interface DatedEntry {
  startDay: CalendarDate;
  endDay: CalendarDate;
}

/** 0 = Sunday, 1 = Monday, as Date#getDay counts. */
export type WeekStart = 0 | 1;

function isNonSchoolDay(day: CalendarDate, nonSchoolDays: readonly NonSchoolDay[]): boolean {
  return nonSchoolDays.some((stretch) => stretch.startsOn <= day && day <= stretch.endsOn);
}

/** A school day: Monday to Friday and in no non-school stretch of the school or the course. */
export function isSchoolDay(day: CalendarDate, nonSchoolDays: readonly NonSchoolDay[]): boolean {
  return !isWeekend(day) && !isNonSchoolDay(day, nonSchoolDays);
}

/** Whether an entry shows on `day`: a day between its first and last day, both included. */
export function fallsOn(entry: DatedEntry, day: CalendarDate): boolean {
  return entry.startDay <= day && day <= entry.endDay;
}

/** The entries that show on `day`, in the order given. */
export function entriesOnDay<E extends DatedEntry>(entries: readonly E[], day: CalendarDate): E[] {
  return entries.filter((entry) => fallsOn(entry, day));
}

/**
 * Where weeks start for a language: Sunday in the United States and Brazil, Monday everywhere else the app speaks
 * (Spain, Portugal, the United Kingdom; ISO 8601).
 */
export function weekStartFor(locale: string): WeekStart {
  const tag = locale.trim().toLowerCase().replace('_', '-');
  return tag === 'en-us' || tag === 'pt-br' ? 0 : 1;
}

/** The first day of the week `day` is in. */
export function firstDayOfWeek(day: CalendarDate, weekStart: WeekStart): CalendarDate {
  return addDays(day, -((dayOfWeek(day) - weekStart + 7) % 7));
}

/** The seven days of the week `day` is in, from its first day. */
export function weekDays(day: CalendarDate, weekStart: WeekStart): CalendarDate[] {
  const first = firstDayOfWeek(day, weekStart);
  return Array.from({ length: 7 }, (_, offset) => addDays(first, offset));
}

/** Every day from `from` to `to`, both included (none when `to` is earlier). */
export function daysFrom(from: CalendarDate, to: CalendarDate): CalendarDate[] {
  if (to < from) return [];
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, offset) => addDays(from, offset));
}

/** The longest range one calendar read may ask for, in days (both ends included). */
export const MAX_CALENDAR_RANGE_DAYS = 100;

export type CalendarRangeIssue = 'invalid' | 'reversed' | 'too_long';

/** A range a calendar may read: two real days, `to` not before `from`, at most MAX_CALENDAR_RANGE_DAYS days. */
export function checkCalendarRange(from: string, to: string): CalendarRangeIssue | undefined {
  const start = parseCalendarDate(from);
  const end = parseCalendarDate(to);
  if (start === undefined || end === undefined) return 'invalid';
  const days = daysBetween(start, end) + 1;
  if (days < 1) return 'reversed';
  return days > MAX_CALENDAR_RANGE_DAYS ? 'too_long' : undefined;
}

/** The weeks of a month view from the language's first weekday: the weeks holding a day of the month (4 to 6). */
export function monthWeeks(firstOfMonth: CalendarDate, weekStart: WeekStart): { date: CalendarDate; inMonth: boolean }[][] {
  const month = firstOfMonth.slice(0, 7);
  const weeks: { date: CalendarDate; inMonth: boolean }[][] = [];
  for (let first = firstDayOfWeek(firstOfMonth, weekStart); first.slice(0, 7) <= month; first = addDays(first, 7)) {
    weeks.push(weekDays(first, weekStart).map((date) => ({ date, inMonth: date.slice(0, 7) === month })));
  }
  return weeks;
}
