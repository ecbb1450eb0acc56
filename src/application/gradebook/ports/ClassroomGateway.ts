import type { ServiceIdentifier } from 'inversify';
import type { CalendarDate } from '@domain/calendar/calendarDate';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { AttendanceChange, AttendanceRecord, AttendanceSession, BehaviourRecord, DayRange, GivenPoint, NewPoints } from '@application/gradebook/Classroom';

/** Attendance and behaviour of a course (docs/api-gradebook.md, ADR 0233). Teachers write; admins and students read. */
export interface ClassroomGateway {
  /** Without a range: the last 31 days to the school's today. */
  attendance(courseGuid: string, range?: DayRange): Promise<Result<AttendanceRecord, AppError>>;
  /** Answers the whole session of the day; 400 with `attendance.future-day`, `attendance.not-a-student`… in details. */
  markAttendance(courseGuid: string, day: CalendarDate, change: AttendanceChange): Promise<Result<AttendanceSession, AppError>>;
  /** Deletes the day's session and its marks. */
  clearAttendance(courseGuid: string, day: CalendarDate): Promise<Result<void, AppError>>;
  /** Without a range: the whole course. */
  behaviour(courseGuid: string, range?: DayRange): Promise<Result<BehaviourRecord, AppError>>;
  /** One point per student, in the order given. */
  givePoints(courseGuid: string, points: NewPoints): Promise<Result<GivenPoint[], AppError>>;
  deletePoint(courseGuid: string, pointGuid: string): Promise<Result<void, AppError>>;
}

export const ClassroomGateway: ServiceIdentifier<ClassroomGateway> = Symbol('ClassroomGateway');
