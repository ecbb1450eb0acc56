import { Err, Ok, type Result } from '../shared/result';
import { addDays, compareDates, isWeekend, parseCalendarDate, type CalendarDate } from './calendarDate';
import { isNonSchoolDay, type NonSchoolDay } from './nonSchoolDay';

/** A lesson session in the course plan; the list order is the teaching order. */
export interface ScheduledSession {
  id: string;
  date: CalendarDate;
}

export type SessionMoveError =
  | { code: 'session.not-found'; sessionId: string }
  | { code: 'session.invalid-date' }
  | { code: 'session.past-day'; today: CalendarDate }
  | { code: 'session.weekend' }
  | { code: 'session.non-school-day' }
  | { code: 'session.before-previous'; previousDate: CalendarDate };

export interface SchoolCalendar {
  /** The school's today; earlier days are past. Today itself is not past. */
  today: CalendarDate;
  nonSchoolDays?: readonly Pick<NonSchoolDay, 'start' | 'end'>[];
}

/** A day with lessons: Monday to Friday and not inside a non-school day. */
export function isSchoolDay(date: CalendarDate, nonSchoolDays: SchoolCalendar['nonSchoolDays'] = []): boolean {
  return !isWeekend(date) && !isNonSchoolDay(date, nonSchoolDays);
}

/** Steps `count` school days forward (or back when negative), skipping weekends and non-school days. */
export function addSchoolDays(date: CalendarDate, count: number, nonSchoolDays: SchoolCalendar['nonSchoolDays'] = []): CalendarDate {
  const step = count < 0 ? -1 : 1;
  let current = date;
  for (let left = Math.abs(count); left > 0; ) {
    current = addDays(current, step);
    if (isSchoolDay(current, nonSchoolDays)) left -= 1;
  }
  return current;
}

/** School days after `from` up to and including `to` (negative when `to` is earlier). */
export function schoolDaysBetween(from: CalendarDate, to: CalendarDate, nonSchoolDays: SchoolCalendar['nonSchoolDays'] = []): number {
  const order = compareDates(from, to);
  if (order === 0) return 0;
  const [low, high] = order < 0 ? [from, to] : [to, from];
  let count = 0;
  for (let day = addDays(low, 1); compareDates(day, high) <= 0; day = addDays(day, 1)) {
    if (isSchoolDay(day, nonSchoolDays)) count += 1;
  }
  return order < 0 ? count : -count;
}

/** True when no session comes before the one listed ahead of it (two on one day are fine). */
export function isInOrder(sessions: readonly ScheduledSession[]): boolean {
  return sessions.every((s, i) => i === 0 || compareDates(sessions[i - 1]?.date ?? s.date, s.date) <= 0);
}

/**
 * Spec §4–§5: moves one session to `newDate`, which must be a school day, not in the past.
 * - Later: every later session shifts by the same number of school days, so the plan keeps its rhythm.
 * - Earlier: only that session moves, and not before the session ahead of it (order is kept).
 * Returns a new list; the input is not changed.
 */
export function moveSession<S extends ScheduledSession>(
  sessions: readonly S[],
  sessionId: string,
  newDate: string,
  calendar: SchoolCalendar,
): Result<S[], SessionMoveError> {
  const index = sessions.findIndex((s) => s.id === sessionId);
  const moved = sessions[index];
  if (moved === undefined) return Err({ code: 'session.not-found', sessionId });
  const target = parseCalendarDate(newDate);
  if (target === undefined) return Err({ code: 'session.invalid-date' });
  if (compareDates(target, calendar.today) < 0) return Err({ code: 'session.past-day', today: calendar.today });
  if (isWeekend(target)) return Err({ code: 'session.weekend' });
  const holidays = calendar.nonSchoolDays ?? [];
  if (isNonSchoolDay(target, holidays)) return Err({ code: 'session.non-school-day' });

  const order = compareDates(target, moved.date);
  if (order === 0) return Ok([...sessions]);
  if (order < 0) {
    const previous = sessions[index - 1];
    if (previous !== undefined && compareDates(target, previous.date) < 0) {
      return Err({ code: 'session.before-previous', previousDate: previous.date });
    }
    return Ok(sessions.map((s, i) => (i === index ? { ...s, date: target } : s)));
  }
  const shift = schoolDaysBetween(moved.date, target, holidays);
  return Ok(
    sessions.map((s, i) => {
      if (i < index) return s;
      if (i === index) return { ...s, date: target };
      return { ...s, date: addSchoolDays(s.date, shift, holidays) };
    }),
  );
}
