import { compareDates, type CalendarDate } from '@domain/calendar/calendarDate';
import { applyAttendanceMarks, attendanceRange, attendanceSummary, checkAttendanceDay, markWholeClass, type AttendanceStatus } from '@domain/gradebook/attendance';
import { behaviourSummary, checkBehaviourDay, checkBehaviourPoint } from '@domain/gradebook/behaviour';
import { Err, Ok, type Result } from '@domain/shared/result';
import type {
  AttendanceChange,
  AttendanceRecord,
  AttendanceSession,
  BehaviourRecord,
  ClassroomStudent,
  DayRange,
  GivenBy,
  GivenPoint,
  NewPoints,
} from '@application/gradebook/Classroom';
import type { ClassroomGateway } from '@application/gradebook/ports/ClassroomGateway';
import { appError, type AppError } from '@application/shared/AppError';

type Method = keyof ClassroomGateway;

const validation = (path: string, message: string): AppError => appError('validation', 'VALIDATION_FAILED', { status: 400, details: [{ path, message }] });

/**
 * One course's attendance and behaviour in memory, with the server's rules (the domain's): a session per day, explicit
 * marks then the fill, future days refused, students only, a student reading their own rows. Calls can be held (to
 * see a store while a request is in flight) and failed (one method, or all).
 */
export class InMemoryClassroomGateway implements ClassroomGateway {
  /** The school's calendar day. */
  today: CalendarDate = '2026-11-25';
  students: ClassroomStudent[] = [
    aClassroomStudent({ guid: 's-hugo', name: 'Hugo', lastname: 'Fernández Gil' }),
    aClassroomStudent({ guid: 's-pablo', name: 'Pablo', lastname: 'García López' }),
    aClassroomStudent({ guid: 's-marta', name: 'Marta', lastname: 'Sánchez Díaz' }),
  ];
  readonly sessions = new Map<CalendarDate, Record<string, AttendanceStatus>>();
  points: GivenPoint[] = [];
  /** Who reads: a teacher (everyone) or one student (their own rows only). */
  reader: { view: 'teacher' } | { view: 'student'; guid: string } = { view: 'teacher' };
  teacher: GivenBy = { guid: 't-lucia', name: 'Lucía', lastname: 'Martín Gómez' };
  /** Every call fails with this error until cleared; `failures` fails one method only. */
  failure: AppError | undefined = undefined;
  readonly failures = new Map<Method, AppError>();
  readonly calls: { method: Method; args: unknown[] }[] = [];
  private holding = false;
  private readonly held: (() => void)[] = [];
  private nextPoint = 1;
  private clockMs = Date.parse('2026-11-25T09:00:00Z');

  /** Calls wait until `release()` (answers keep the order they were made in). */
  hold(): void {
    this.holding = true;
  }

  /** Lets every held call answer, and the next ones answer at once. */
  release(): void {
    this.holding = false;
    for (const resume of this.held.splice(0)) resume();
  }

  /** How many calls are waiting. */
  get waiting(): number {
    return this.held.length;
  }

  async attendance(courseGuid: string, range?: DayRange): Promise<Result<AttendanceRecord, AppError>> {
    const failed = await this.begin('attendance', [courseGuid, range]);
    if (failed) return Err(failed);
    const checked = attendanceRange(range ?? {}, this.today);
    if (checked.err) return Err(validation('/from', checked.val.code));
    const { from, to } = checked.val;
    const students = this.visibleStudents();
    const visible = new Set(students.map((s) => s.guid));
    const sessions: AttendanceSession[] = [...this.sessions.entries()]
      .filter(([day]) => compareDates(day, from) >= 0 && compareDates(day, to) <= 0)
      .sort(([a], [b]) => compareDates(a, b))
      .map(([day, marks]) => ({ day, marks: Object.fromEntries(Object.entries(marks).filter(([guid]) => visible.has(guid))) }))
      .filter((session) => Object.keys(session.marks).length > 0);
    const counts = attendanceSummary(sessions.map((s) => s.marks));
    return Ok({
      today: this.today,
      from,
      to,
      students: structuredClone(students),
      sessions,
      summary: students.map((s) => ({ studentGuid: s.guid, ...(counts.get(s.guid) ?? { present: 0, absent: 0, late: 0, excused: 0, sessions: 0 }) })),
    });
  }

  async markAttendance(courseGuid: string, day: CalendarDate, change: AttendanceChange): Promise<Result<AttendanceSession, AppError>> {
    const failed = await this.begin('markAttendance', [courseGuid, day, structuredClone(change)]);
    if (failed) return Err(failed);
    const checked = checkAttendanceDay(day, this.today);
    if (checked.err) return Err(validation('/day', checked.val.code));
    const guids = this.students.map((s) => s.guid);
    const stranger = Object.keys(change.marks ?? {}).find((guid) => !guids.includes(guid));
    if (stranger !== undefined) return Err(validation(`/marks/${stranger}`, 'attendance.not-a-student'));
    const marked = applyAttendanceMarks(this.sessions.get(day) ?? {}, change.marks ?? {});
    const next = change.fill === undefined ? marked : markWholeClass(guids, marked, change.fill);
    if (Object.keys(next).length === 0) this.sessions.delete(day);
    else this.sessions.set(day, next);
    return Ok({ day, marks: { ...next } });
  }

  async clearAttendance(courseGuid: string, day: CalendarDate): Promise<Result<void, AppError>> {
    const failed = await this.begin('clearAttendance', [courseGuid, day]);
    if (failed) return Err(failed);
    this.sessions.delete(day);
    return Ok(undefined);
  }

  async behaviour(courseGuid: string, range?: DayRange): Promise<Result<BehaviourRecord, AppError>> {
    const failed = await this.begin('behaviour', [courseGuid, range]);
    if (failed) return Err(failed);
    const students = this.visibleStudents();
    const visible = new Set(students.map((s) => s.guid));
    const points = this.points
      .filter((p) => visible.has(p.studentGuid))
      .filter((p) => (range?.from === undefined || p.day >= range.from) && (range?.to === undefined || p.day <= range.to))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const counts = behaviourSummary(points);
    return Ok({
      points: structuredClone(points),
      summary: students.map((s) => ({ studentGuid: s.guid, ...(counts.get(s.guid) ?? { positive: 0, needsWork: 0, balance: 0 }) })),
    });
  }

  async givePoints(courseGuid: string, points: NewPoints): Promise<Result<GivenPoint[], AppError>> {
    const failed = await this.begin('givePoints', [courseGuid, structuredClone(points)]);
    if (failed) return Err(failed);
    const checked = checkBehaviourPoint({ studentGuid: points.studentGuids[0] ?? '', kind: points.kind, reason: points.reason });
    if (checked.err) return Err(validation('/reason', checked.val.code));
    const day = points.day === undefined ? Ok(this.today) : checkBehaviourDay(points.day, this.today);
    if (day.err) return Err(validation('/day', day.val.code));
    const index = points.studentGuids.findIndex((guid) => !this.students.some((s) => s.guid === guid));
    if (index >= 0) return Err(validation(`/student_guids/${index}`, 'behaviour.not-a-student'));
    const given = points.studentGuids.map((studentGuid): GivenPoint => {
      this.clockMs += 1000;
      return { guid: `p-${this.nextPoint++}`, studentGuid, kind: points.kind, reason: checked.val.reason, day: day.val, givenBy: { ...this.teacher }, createdAt: new Date(this.clockMs) };
    });
    this.points.push(...given);
    return Ok(structuredClone(given));
  }

  async deletePoint(courseGuid: string, pointGuid: string): Promise<Result<void, AppError>> {
    const failed = await this.begin('deletePoint', [courseGuid, pointGuid]);
    if (failed) return Err(failed);
    const before = this.points.length;
    this.points = this.points.filter((p) => p.guid !== pointGuid);
    return this.points.length < before ? Ok(undefined) : Err(appError('not-found', 'NOT_FOUND', { status: 404 }));
  }

  /** A stored point (test setup). */
  addPoint(overrides: Partial<GivenPoint> = {}): GivenPoint {
    this.clockMs += 1000;
    const point = aGivenPoint({ guid: `p-${this.nextPoint++}`, createdAt: new Date(this.clockMs), givenBy: { ...this.teacher }, ...overrides });
    this.points.push(point);
    return point;
  }

  private visibleStudents(): ClassroomStudent[] {
    const reader = this.reader;
    return reader.view === 'student' ? this.students.filter((s) => s.guid === reader.guid) : this.students;
  }

  private async begin(method: Method, args: unknown[]): Promise<AppError | undefined> {
    this.calls.push({ method, args });
    if (this.holding) await new Promise<void>((resume) => this.held.push(resume));
    return this.failure ?? this.failures.get(method);
  }
}

export function aClassroomStudent(overrides: Partial<ClassroomStudent> = {}): ClassroomStudent {
  return { guid: 's-pablo', name: 'Pablo', lastname: 'García López', avatar: null, ...overrides };
}

/** A positive point for Pablo, given today (2026-11-25) by Lucía. */
export function aGivenPoint(overrides: Partial<GivenPoint> = {}): GivenPoint {
  return {
    guid: 'p-1',
    studentGuid: 's-pablo',
    kind: 'positive',
    reason: 'Ayudó a un compañero',
    day: '2026-11-25',
    givenBy: { guid: 't-lucia', name: 'Lucía', lastname: 'Martín Gómez' },
    createdAt: new Date('2026-11-25T09:00:00Z'),
    ...overrides,
  };
}
