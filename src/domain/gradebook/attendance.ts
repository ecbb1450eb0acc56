import { addDays, compareDates, daysBetween, parseCalendarDate, type CalendarDate } from '../calendar/calendarDate';
import { Err, Ok, type Result } from '../shared/result';
import { percentOf } from './rounding';

/** The attendance marks of one session (ADR 0138). */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** A session's marks by student guid; a student without a mark is not taken yet. */
export type SessionAttendance = Readonly<Record<string, AttendanceStatus>>;

/**
 * The quick whole-class entry: every student of the class without a mark gets `status`;
 * marks already taken stay (so "all present" after marking two absences keeps the absences).
 */
export function markWholeClass(studentGuids: readonly string[], marks: SessionAttendance, status: AttendanceStatus): Record<string, AttendanceStatus> {
  const next: Record<string, AttendanceStatus> = { ...marks };
  for (const guid of studentGuids) if (next[guid] === undefined) next[guid] = status;
  return next;
}

export type AttendanceCounts = Record<AttendanceStatus, number> & { sessions: number };

/** Counts per student over several sessions; `sessions` counts the sessions where the student has a mark. */
export function attendanceSummary(sessions: readonly SessionAttendance[]): Map<string, AttendanceCounts> {
  const summary = new Map<string, AttendanceCounts>();
  for (const session of sessions) {
    for (const [guid, status] of Object.entries(session)) {
      const counts = summary.get(guid) ?? { present: 0, absent: 0, late: 0, excused: 0, sessions: 0 };
      counts[status] += 1;
      counts.sessions += 1;
      summary.set(guid, counts);
    }
  }
  return summary;
}

/** Translation key of a mark, e.g. `gradebook.attendance.late`. */
export function attendanceLabelKey(status: AttendanceStatus): string {
  return `gradebook.attendance.${status}`;
}

/** Explicit marks over a session: a status sets the student's mark, null removes it (not taken yet). */
export function applyAttendanceMarks(marks: SessionAttendance, changes: Readonly<Record<string, AttendanceStatus | null>>): Record<string, AttendanceStatus> {
  const next: Record<string, AttendanceStatus> = { ...marks };
  for (const [guid, status] of Object.entries(changes)) {
    if (status === null) delete next[guid];
    else next[guid] = status;
  }
  return next;
}

/**
 * The share of a student's sessions they attended, as a percentage 0–100: present and late count as
 * attended; excused sessions are left out of the count (ADR 0233). Null when nothing is left to count.
 */
export function attendanceRate(counts: Pick<AttendanceCounts, 'present' | 'late' | 'excused' | 'sessions'>): number | null {
  return percentOf(counts.present + counts.late, counts.sessions - counts.excused);
}

export type AttendanceDayError = { code: 'attendance.invalid-day' } | { code: 'attendance.future-day'; today: CalendarDate };

/** A day attendance may be taken for: a real `YYYY-MM-DD` date, not after the school's today (past days catch up). */
export function checkAttendanceDay(value: string, today: CalendarDate): Result<CalendarDate, AttendanceDayError> {
  const day = parseCalendarDate(value);
  if (day === undefined) return Err({ code: 'attendance.invalid-day' });
  if (compareDates(day, today) > 0) return Err({ code: 'attendance.future-day', today });
  return Ok(day);
}

/** Without a range the attendance reads the last 31 days to today (both ends included). */
export const DEFAULT_ATTENDANCE_DAYS = 31;
/** A summary covers at most a year (a school year fits; the answer stays small). */
export const MAX_ATTENDANCE_DAYS = 366;

export interface AttendanceRange {
  from: CalendarDate;
  to: CalendarDate;
}

export type AttendanceRangeError =
  | { code: 'attendance.invalid-day'; field: 'from' | 'to' }
  | { code: 'attendance.invalid-range' }
  | { code: 'attendance.range-too-long'; max: number };

/**
 * The days a read covers, both ends included: `to` defaults to the school's today and `from` to 30
 * days before `to` (31 days in all). `from` after `to` and ranges over a year are refused.
 */
export function attendanceRange(range: { from?: string; to?: string }, today: CalendarDate): Result<AttendanceRange, AttendanceRangeError> {
  const to = range.to === undefined ? today : parseCalendarDate(range.to);
  if (to === undefined) return Err({ code: 'attendance.invalid-day', field: 'to' });
  const from = range.from === undefined ? addDays(to, -(DEFAULT_ATTENDANCE_DAYS - 1)) : parseCalendarDate(range.from);
  if (from === undefined) return Err({ code: 'attendance.invalid-day', field: 'from' });
  if (compareDates(from, to) > 0) return Err({ code: 'attendance.invalid-range' });
  if (daysBetween(from, to) + 1 > MAX_ATTENDANCE_DAYS) return Err({ code: 'attendance.range-too-long', max: MAX_ATTENDANCE_DAYS });
  return Ok({ from, to });
}
