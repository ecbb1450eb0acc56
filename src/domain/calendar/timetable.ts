import { addDays, daysBetween, parseCalendarDate, type CalendarDate } from './calendarDate';
import { isoWeekday } from './monthGrid';
import { isSchoolDay, type NonSchoolDay } from './schoolDays';

/**
 * A course's weekly timetable and the class sessions it gives. Decisions: docs/decisions/0501-course-timetable.md;
 * scenarios: features/calendar/timetable.feature.
 *
 * Times are wall-clock `HH:mm` in the school's zone, so a 09:00 class stays at 09:00 across a daylight-saving change;
 * only the instant it is moves (`localToInstant` of src/domain/lessons/deliverDate.ts reads it in the zone).
 */

export interface TimetableSlot {
  /** Monday = 1 … Friday = 5 (ISO 8601): schools teach on weekdays only. */
  weekday: number;
  /** `HH:mm`, 24-hour, the school's wall clock. */
  starts: string;
  ends: string;
  room: string;
}

export interface Timetable {
  startsOn: CalendarDate;
  endsOn: CalendarDate;
  slots: readonly TimetableSlot[];
}

/** One class: a slot on a school day of the timetable's range. */
export interface ClassSession {
  date: CalendarDate;
  starts: string;
  ends: string;
  room: string;
}

/** The longest a timetable runs: a school year and a bit (both ends included). */
export const MAX_TIMETABLE_DAYS = 400;
/** The most weekly slots a course has. */
export const MAX_TIMETABLE_SLOTS = 40;
export const MAX_ROOM_LENGTH = 60;

export type TimetableIssueCode =
  | 'timetable.range-invalid'
  | 'timetable.range-reversed'
  | 'timetable.range-too-long'
  | 'timetable.too-many-slots'
  | 'timetable.weekday-invalid'
  | 'timetable.time-invalid'
  | 'timetable.ends-before-start'
  | 'timetable.room-too-long'
  | 'timetable.slots-overlap';

/** Where an issue is: `/starts_on`, `/slots/2/ends`… (the wire's paths). */
export interface TimetableIssue {
  path: string;
  code: TimetableIssueCode;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of a valid `HH:mm`, else undefined. */
export function minutesOf(time: string): number | undefined {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Two slots overlap when they share a weekday and a minute (one ending at 10:00 and one starting at 10:00 do not). */
export function slotsOverlap(a: TimetableSlot, b: TimetableSlot): boolean {
  const [as, ae, bs, be] = [minutesOf(a.starts), minutesOf(a.ends), minutesOf(b.starts), minutesOf(b.ends)];
  if (as === undefined || ae === undefined || bs === undefined || be === undefined) return false;
  return a.weekday === b.weekday && as < be && bs < ae;
}

/** Every issue of a timetable, in the order of its fields and slots; none means it may be saved. */
export function checkTimetable(timetable: Timetable): TimetableIssue[] {
  const issues: TimetableIssue[] = [];
  const start = parseCalendarDate(timetable.startsOn);
  const end = parseCalendarDate(timetable.endsOn);
  if (start === undefined) issues.push({ path: '/starts_on', code: 'timetable.range-invalid' });
  if (end === undefined) issues.push({ path: '/ends_on', code: 'timetable.range-invalid' });
  if (start !== undefined && end !== undefined) {
    const days = daysBetween(start, end) + 1;
    if (days < 1) issues.push({ path: '/ends_on', code: 'timetable.range-reversed' });
    else if (days > MAX_TIMETABLE_DAYS) issues.push({ path: '/ends_on', code: 'timetable.range-too-long' });
  }
  if (timetable.slots.length > MAX_TIMETABLE_SLOTS) issues.push({ path: '/slots', code: 'timetable.too-many-slots' });
  timetable.slots.forEach((slot, index) => {
    const at = `/slots/${index}`;
    if (!Number.isInteger(slot.weekday) || slot.weekday < 1 || slot.weekday > 5) issues.push({ path: `${at}/weekday`, code: 'timetable.weekday-invalid' });
    const starts = minutesOf(slot.starts);
    const ends = minutesOf(slot.ends);
    if (starts === undefined) issues.push({ path: `${at}/starts`, code: 'timetable.time-invalid' });
    if (ends === undefined) issues.push({ path: `${at}/ends`, code: 'timetable.time-invalid' });
    if (starts !== undefined && ends !== undefined && ends <= starts) issues.push({ path: `${at}/ends`, code: 'timetable.ends-before-start' });
    if (slot.room.trim().length > MAX_ROOM_LENGTH) issues.push({ path: `${at}/room`, code: 'timetable.room-too-long' });
    const earlier = timetable.slots.slice(0, index).some((other) => slotsOverlap(other, slot));
    if (earlier) issues.push({ path: `${at}/starts`, code: 'timetable.slots-overlap' });
  });
  return issues;
}

/** Slots by weekday, then start: the order a week is read in. */
export function sortSlots<S extends TimetableSlot>(slots: readonly S[]): S[] {
  return [...slots].sort((a, b) => a.weekday - b.weekday || a.starts.localeCompare(b.starts) || a.ends.localeCompare(b.ends) || a.room.localeCompare(b.room));
}

/**
 * The class sessions of a timetable on the days from `from` to `to` (both included): each slot on each school day of
 * its weekday inside the timetable's range; weekends and non-school days (the school's and the course's) give none.
 */
export function expandSessions(timetable: Timetable, from: CalendarDate, to: CalendarDate, nonSchoolDays: readonly NonSchoolDay[]): ClassSession[] {
  const first = from > timetable.startsOn ? from : timetable.startsOn;
  const last = to < timetable.endsOn ? to : timetable.endsOn;
  const slots = sortSlots(timetable.slots);
  const sessions: ClassSession[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (!isSchoolDay(day, nonSchoolDays)) continue;
    const weekday = isoWeekday(day);
    for (const slot of slots) if (slot.weekday === weekday) sessions.push({ date: day, starts: slot.starts, ends: slot.ends, room: slot.room.trim() });
  }
  return sessions;
}
