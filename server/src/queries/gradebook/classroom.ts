// Attendance and behaviour as a course's gradebook reads them (docs/api-gradebook.md "Attendance", "Behaviour";
// ADR 0233): the rows of ClassroomRepository with the domain's counts.
import type { AttendanceDto, BehaviourDto, BehaviourPointDto, ClassroomRangeQueryDto } from '@contract/classroom';
import { parseCalendarDate } from '@domain/calendar/calendarDate';
import { schoolToday } from '@domain/calendar/monthGrid';
import { attendanceRange, attendanceSummary } from '@domain/gradebook/attendance';
import { behaviourSummary } from '@domain/gradebook/behaviour';
import { badRequest } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { PointRow } from '../../repositories/ClassroomRepository';

const invalid = (path: string, message: string) => badRequest('VALIDATION_FAILED', [{ path, message }]);

export interface ClassroomRead {
  courseGuid: string;
  /** The school's IANA time zone: "today" is its calendar day. */
  timeZone: string;
  /** A student reads only their own rows; teachers and admins everyone's (undefined). */
  onlyStudent: string | undefined;
  range: ClassroomRangeQueryDto;
  now: Date;
  /** Whether the reader is told who gave a point: not a student where the tenant hides teachers (ADR 0554). */
  namesTeachers?: boolean;
}

export function pointDto(row: PointRow, namesTeachers = true): BehaviourPointDto {
  return { ...row, given_by: namesTeachers ? row.given_by : null, created_at: new Date(row.created_at).toISOString() };
}

/** The attendance of a range of school days (default: the last 31 to today, at most 366): one statement. */
export async function attendance(repos: Repositories, read: ClassroomRead): Promise<AttendanceDto> {
  const today = schoolToday(read.now, read.timeZone);
  const range = attendanceRange(read.range, today);
  if (range.err) {
    const error = range.val;
    const path = error.code === 'attendance.invalid-day' ? `/${error.field}` : error.code === 'attendance.invalid-range' ? '/from' : '/to';
    throw invalid(path, error.code);
  }
  const rows = await repos.classroom.attendance(read.courseGuid, range.val, read.onlyStudent);
  const counts = attendanceSummary(rows.sessions.map((session) => session.marks));
  return {
    today,
    ...range.val,
    students: rows.students,
    sessions: rows.sessions,
    summary: rows.students.map((student) => ({ student_guid: student.guid, ...(counts.get(student.guid) ?? { present: 0, absent: 0, late: 0, excused: 0, sessions: 0 }) })),
  };
}

/** The behaviour points of a range (default: the whole course), newest given first, and the counts: one statement. */
export async function behaviour(repos: Repositories, read: ClassroomRead): Promise<BehaviourDto> {
  const range: { from?: string; to?: string } = {};
  for (const field of ['from', 'to'] as const) {
    const value = read.range[field];
    if (value === undefined) continue;
    const day = parseCalendarDate(value);
    if (day === undefined) throw invalid(`/${field}`, 'behaviour.invalid-day');
    range[field] = day;
  }
  if (range.from !== undefined && range.to !== undefined && range.from > range.to) throw invalid('/from', 'behaviour.invalid-range');
  const rows = await repos.classroom.behaviour(read.courseGuid, range, read.onlyStudent);
  const counts = behaviourSummary(rows.points.map((p) => ({ studentGuid: p.student_guid, kind: p.kind, reason: p.reason })));
  return {
    points: rows.points.map((point) => pointDto(point, read.namesTeachers)),
    summary: rows.students.map((student) => {
      const c = counts.get(student.guid) ?? { positive: 0, needsWork: 0, balance: 0 };
      return { student_guid: student.guid, positive: c.positive, needs_work: c.needsWork, balance: c.balance };
    }),
  };
}
