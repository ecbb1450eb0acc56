import { isCalendarDate, type CalendarDate } from '@domain/calendar/calendarDate';
import { isAttendanceStatus, type AttendanceStatus } from '@domain/gradebook/attendance';
import { isBehaviourKind, type BehaviourKind } from '@domain/gradebook/behaviour';
import { Ok, type Result } from '@domain/shared/result';
import type {
  AttendanceChange,
  AttendanceCountsRow,
  AttendanceRecord,
  AttendanceSession,
  BehaviourCountsRow,
  BehaviourRecord,
  ClassroomStudent,
  DayRange,
  GivenBy,
  GivenPoint,
  NewPoints,
} from '@application/gradebook/Classroom';
import type { ClassroomGateway } from '@application/gradebook/ports/ClassroomGateway';
import type { AppError } from '@application/shared/AppError';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { array, count, DtoError, mapDto, nullableString, number, object, string, type Dto } from '@infrastructure/http/dto';

const base = (courseGuid: string) => `/front/courses/${encodeURIComponent(courseGuid)}/gradebook`;

function rangeQuery(range: DayRange | undefined): Record<string, string | undefined> | undefined {
  return range === undefined ? undefined : { from: range.from, to: range.to };
}

/** Attendance and behaviour over HTTP (`…/gradebook/attendance`, `…/gradebook/behaviour`; docs/api-gradebook.md). */
export class HttpClassroomGateway implements ClassroomGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async attendance(courseGuid: string, range?: DayRange): Promise<Result<AttendanceRecord, AppError>> {
    return mapDto(await this.http.get(`${base(courseGuid)}/attendance`, rangeQuery(range)), attendanceToDomain);
  }

  async markAttendance(courseGuid: string, day: CalendarDate, change: AttendanceChange): Promise<Result<AttendanceSession, AppError>> {
    const body: Record<string, unknown> = {};
    if (change.marks !== undefined) body.marks = change.marks;
    if (change.fill !== undefined) body.fill = change.fill;
    return mapDto(await this.http.request('PUT', `${base(courseGuid)}/attendance/${encodeURIComponent(day)}`, { body }), (dto) => sessionToDomain(dto));
  }

  async clearAttendance(courseGuid: string, day: CalendarDate): Promise<Result<void, AppError>> {
    const result = await this.http.request('DELETE', `${base(courseGuid)}/attendance/${encodeURIComponent(day)}`);
    return result.err ? result : Ok(undefined);
  }

  async behaviour(courseGuid: string, range?: DayRange): Promise<Result<BehaviourRecord, AppError>> {
    return mapDto(await this.http.get(`${base(courseGuid)}/behaviour`, rangeQuery(range)), behaviourToDomain);
  }

  async givePoints(courseGuid: string, points: NewPoints): Promise<Result<GivenPoint[], AppError>> {
    const body = { student_guids: points.studentGuids, kind: points.kind, reason: points.reason, ...(points.day === undefined ? {} : { day: points.day }) };
    return mapDto(await this.http.post(`${base(courseGuid)}/behaviour`, body), (dto) => array(object(dto, 'points'), 'points').map(pointToDomain));
  }

  async deletePoint(courseGuid: string, pointGuid: string): Promise<Result<void, AppError>> {
    const result = await this.http.request('DELETE', `${base(courseGuid)}/behaviour/${encodeURIComponent(pointGuid)}`);
    return result.err ? result : Ok(undefined);
  }
}

function day(dto: Dto, key: string): CalendarDate {
  const value = string(dto, key);
  if (!isCalendarDate(value)) throw new DtoError(`${key}: YYYY-MM-DD expected`);
  return value;
}

function studentToDomain(value: unknown): ClassroomStudent {
  const dto = object(value, 'student');
  return { guid: string(dto, 'guid'), name: string(dto, 'name'), lastname: string(dto, 'lastname'), avatar: nullableString(dto, 'avatar') };
}

export function sessionToDomain(value: unknown): AttendanceSession {
  const dto = object(value, 'session');
  const marks: Record<string, AttendanceStatus> = {};
  for (const [guid, status] of Object.entries(object(dto.marks, 'marks'))) {
    if (!isAttendanceStatus(status)) throw new DtoError(`marks.${guid}: present, absent, late or excused expected`);
    marks[guid] = status;
  }
  return { day: day(dto, 'day'), marks };
}

function attendanceCountsToDomain(value: unknown): AttendanceCountsRow {
  const dto = object(value, 'summary');
  return {
    studentGuid: string(dto, 'student_guid'),
    present: count(dto, 'present'),
    absent: count(dto, 'absent'),
    late: count(dto, 'late'),
    excused: count(dto, 'excused'),
    sessions: count(dto, 'sessions'),
  };
}

export function attendanceToDomain(value: unknown): AttendanceRecord {
  const dto = object(value, 'attendance');
  return {
    today: day(dto, 'today'),
    from: day(dto, 'from'),
    to: day(dto, 'to'),
    students: array(dto, 'students').map(studentToDomain),
    sessions: array(dto, 'sessions').map(sessionToDomain),
    summary: array(dto, 'summary').map(attendanceCountsToDomain),
  };
}

function kind(dto: Dto): BehaviourKind {
  const value = dto.kind;
  if (!isBehaviourKind(value)) throw new DtoError('kind: positive or needs-work expected');
  return value;
}

function givenBy(dto: Dto): GivenBy | null {
  const value = dto.given_by;
  if (value === null || value === undefined) return null;
  const by = object(value, 'given_by');
  return { guid: string(by, 'guid'), name: string(by, 'name'), lastname: string(by, 'lastname') };
}

export function pointToDomain(value: unknown): GivenPoint {
  const dto = object(value, 'point');
  const createdAt = new Date(string(dto, 'created_at'));
  if (Number.isNaN(createdAt.getTime())) throw new DtoError('created_at: ISO date-time expected');
  return {
    guid: string(dto, 'guid'),
    studentGuid: string(dto, 'student_guid'),
    kind: kind(dto),
    reason: string(dto, 'reason'),
    day: day(dto, 'day'),
    givenBy: givenBy(dto),
    createdAt,
  };
}

function behaviourCountsToDomain(value: unknown): BehaviourCountsRow {
  const dto = object(value, 'summary');
  const balance = number(dto, 'balance');
  if (!Number.isInteger(balance)) throw new DtoError('balance: an integer expected');
  return { studentGuid: string(dto, 'student_guid'), positive: count(dto, 'positive'), needsWork: count(dto, 'needs_work'), balance };
}

export function behaviourToDomain(value: unknown): BehaviourRecord {
  const dto = object(value, 'behaviour');
  return { points: array(dto, 'points').map(pointToDomain), summary: array(dto, 'summary').map(behaviourCountsToDomain) };
}
