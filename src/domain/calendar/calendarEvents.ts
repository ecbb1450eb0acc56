import { daysBetween, parseCalendarDate } from './calendarDate';
import { isTeacherLike, type Role } from '../identity/roles';
import { minutesOf } from './timetable';

/**
 * A teacher's own calendar events (a meeting, a parents' evening): who keeps them and what one needs. Decisions:
 * docs/decisions/0504-teachers-own-events.md; scenarios: features/calendar/events.feature.
 */

export const MAX_EVENT_TITLE = 120;
/** An event longer than a month is a term or a mistake, not an event: non-school days and timetables cover the rest. */
export const MAX_EVENT_DAYS = 31;

export interface CalendarEventDraft {
  title: string;
  startsOn: string;
  endsOn: string;
  /** Null for an all-day event; else `HH:mm` on the school's wall clock. */
  starts: string | null;
  ends: string | null;
}

export type CalendarEventIssueCode =
  | 'event.title-required'
  | 'event.title-too-long'
  | 'event.day-invalid'
  | 'event.ends-before-start'
  | 'event.too-long'
  | 'event.time-invalid'
  | 'event.time-missing';

export interface CalendarEventIssue {
  path: '/title' | '/starts_on' | '/ends_on' | '/starts' | '/ends';
  code: CalendarEventIssueCode;
}

/** Teachers and school admins keep events of their own; students see their courses' calendar only. */
export function mayKeepEvents(role: Role): boolean {
  return isTeacherLike(role);
}

/**
 * Every issue of an event, in the order of its fields; none means it may be saved. An event is all-day (no times) or
 * timed (both times); a timed one ends after it starts, an all-day one on or after its first day.
 */
export function checkCalendarEvent(draft: CalendarEventDraft): CalendarEventIssue[] {
  const issues: CalendarEventIssue[] = [];
  const title = draft.title.trim();
  if (title === '') issues.push({ path: '/title', code: 'event.title-required' });
  else if (title.length > MAX_EVENT_TITLE) issues.push({ path: '/title', code: 'event.title-too-long' });
  const first = parseCalendarDate(draft.startsOn);
  const last = parseCalendarDate(draft.endsOn);
  if (first === undefined) issues.push({ path: '/starts_on', code: 'event.day-invalid' });
  if (last === undefined) issues.push({ path: '/ends_on', code: 'event.day-invalid' });
  const timed = draft.starts !== null || draft.ends !== null;
  const starts = draft.starts === null ? undefined : minutesOf(draft.starts);
  const ends = draft.ends === null ? undefined : minutesOf(draft.ends);
  if (timed) {
    if (draft.starts === null) issues.push({ path: '/starts', code: 'event.time-missing' });
    else if (starts === undefined) issues.push({ path: '/starts', code: 'event.time-invalid' });
    if (draft.ends === null) issues.push({ path: '/ends', code: 'event.time-missing' });
    else if (ends === undefined) issues.push({ path: '/ends', code: 'event.time-invalid' });
  }
  if (first !== undefined && last !== undefined) {
    const days = daysBetween(first, last);
    const sameDayBackwards = days === 0 && starts !== undefined && ends !== undefined && ends <= starts;
    if (days < 0 || sameDayBackwards) issues.push({ path: days < 0 ? '/ends_on' : '/ends', code: 'event.ends-before-start' });
    else if (days + 1 > MAX_EVENT_DAYS) issues.push({ path: '/ends_on', code: 'event.too-long' });
  }
  return issues;
}
