import {
  AttendanceSchema,
  AttendanceSessionSchema,
  BehaviourSchema,
  GivenPointsSchema,
  type AttendanceBodyDto,
  type AttendanceDto,
  type AttendanceSessionDto,
  type BehaviourBodyDto,
  type BehaviourDto,
  type BehaviourPointDto,
  type ClassroomRangeQueryDto,
} from '@contract/classroom';
import { isCalendarDate, type CalendarDate } from '@domain/calendar/calendarDate';
import type { Result } from '@domain/shared/result';
import type { AttendanceChange, AttendanceRecord, AttendanceSession, BehaviourRecord, DayRange, GivenPoint, NewPoints } from '@application/gradebook/Classroom';
import type { ClassroomGateway } from '@application/gradebook/ports/ClassroomGateway';
import type { AppError } from '@application/shared/AppError';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, instant, noContent, WireError } from '@infrastructure/http/wire';

const base = (courseGuid: string) => `/front/courses/${encodeURIComponent(courseGuid)}/gradebook`;

function rangeQuery(range: DayRange | undefined): ClassroomRangeQueryDto | undefined {
  return range === undefined ? undefined : { from: range.from, to: range.to };
}

/** Attendance and behaviour over HTTP (`…/gradebook/attendance`, `…/gradebook/behaviour`; docs/api-gradebook.md). */
export class HttpClassroomGateway implements ClassroomGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async attendance(courseGuid: string, range?: DayRange): Promise<Result<AttendanceRecord, AppError>> {
    return fromWire(await this.http.get(`${base(courseGuid)}/attendance`, rangeQuery(range)), AttendanceSchema, attendanceToDomain);
  }

  async markAttendance(courseGuid: string, day: CalendarDate, change: AttendanceChange): Promise<Result<AttendanceSession, AppError>> {
    const body: AttendanceBodyDto = {};
    if (change.marks !== undefined) body.marks = change.marks;
    if (change.fill !== undefined) body.fill = change.fill;
    return fromWire(await this.http.request('PUT', `${base(courseGuid)}/attendance/${encodeURIComponent(day)}`, { body }), AttendanceSessionSchema, sessionToDomain);
  }

  async clearAttendance(courseGuid: string, day: CalendarDate): Promise<Result<void, AppError>> {
    return noContent(await this.http.request('DELETE', `${base(courseGuid)}/attendance/${encodeURIComponent(day)}`));
  }

  async behaviour(courseGuid: string, range?: DayRange): Promise<Result<BehaviourRecord, AppError>> {
    return fromWire(await this.http.get(`${base(courseGuid)}/behaviour`, rangeQuery(range)), BehaviourSchema, behaviourToDomain);
  }

  async givePoints(courseGuid: string, points: NewPoints): Promise<Result<GivenPoint[], AppError>> {
    const body: BehaviourBodyDto = { student_guids: points.studentGuids, kind: points.kind, reason: points.reason };
    if (points.day !== undefined) body.day = points.day;
    return fromWire(await this.http.post(`${base(courseGuid)}/behaviour`, body), GivenPointsSchema, (dto) => dto.points.map(pointToDomain));
  }

  async deletePoint(courseGuid: string, pointGuid: string): Promise<Result<void, AppError>> {
    return noContent(await this.http.request('DELETE', `${base(courseGuid)}/behaviour/${encodeURIComponent(pointGuid)}`));
  }
}

/** A school day: the schema says YYYY-MM-DD, the domain that it is a day of the calendar (no 30 February). */
function calendarDay(value: string, where: string): CalendarDate {
  if (!isCalendarDate(value)) throw new WireError(`${where}: a calendar day expected`);
  return value;
}

export function sessionToDomain(dto: AttendanceSessionDto): AttendanceSession {
  return { day: calendarDay(dto.day, 'day'), marks: { ...dto.marks } };
}

export function attendanceToDomain(dto: AttendanceDto): AttendanceRecord {
  return {
    today: calendarDay(dto.today, 'today'),
    from: calendarDay(dto.from, 'from'),
    to: calendarDay(dto.to, 'to'),
    students: dto.students.map((s) => ({ guid: s.guid, name: s.name, lastname: s.lastname, avatar: s.avatar })),
    sessions: dto.sessions.map(sessionToDomain),
    summary: dto.summary.map((c) => ({ studentGuid: c.student_guid, present: c.present, absent: c.absent, late: c.late, excused: c.excused, sessions: c.sessions })),
  };
}

export function pointToDomain(dto: BehaviourPointDto): GivenPoint {
  return {
    guid: dto.guid,
    studentGuid: dto.student_guid,
    kind: dto.kind,
    reason: dto.reason,
    day: calendarDay(dto.day, 'day'),
    givenBy: dto.given_by === null ? null : { guid: dto.given_by.guid, name: dto.given_by.name, lastname: dto.given_by.lastname },
    createdAt: instant(dto.created_at),
  };
}

export function behaviourToDomain(dto: BehaviourDto): BehaviourRecord {
  return {
    points: dto.points.map(pointToDomain),
    summary: dto.summary.map((c) => ({ studentGuid: c.student_guid, positive: c.positive, needsWork: c.needs_work, balance: c.balance })),
  };
}
