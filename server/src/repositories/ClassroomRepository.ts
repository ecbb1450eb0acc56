import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AttendanceStatus } from '@domain/gradebook/attendance';
import type { BehaviourKind } from '@domain/gradebook/behaviour';
import type { Db } from '../db/Database';
import { attendanceMarks, attendanceSessions, behaviourPoints, courseMembers } from '../db/schema';

// Attendance sessions and behaviour points of a course (ADR 0233). Tables have no tenant column: every query is
// scoped by the course, which the route has already found in the caller's tenant (policies/coursePolicy.ts).

export interface ClassroomStudentRow {
  guid: string;
  name: string;
  lastname: string;
  avatar: string | null;
}

export interface SessionRow {
  day: string;
  marks: Record<string, AttendanceStatus>;
}

export interface AttendanceRows {
  students: ClassroomStudentRow[];
  sessions: SessionRow[];
}

export interface PointRow {
  guid: string;
  student_guid: string;
  kind: BehaviourKind;
  reason: string;
  day: string;
  given_by: { guid: string; name: string; lastname: string } | null;
  created_at: string;
}

export interface BehaviourRows {
  students: ClassroomStudentRow[];
  points: PointRow[];
}

export interface DayRange {
  from?: string;
  to?: string;
}

/** A student of the course and their mark in the locked session (null: not taken yet). */
export interface RosterMarkRow {
  guid: string;
  status: AttendanceStatus | null;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function parsed<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The students of a course (or only `only`), by lastname and name, as a CTE body. */
function studentsOf(courseGuid: string, only: string | undefined): SQL {
  const one = only === undefined ? sql`` : sql`and u.guid = ${only}`;
  return sql`select u.guid, u.name, u.lastname, u.avatar
    from course_members m join users u on u.guid = m.user_guid
    where m.course_guid = ${courseGuid} and m.role = 'student' ${one}`;
}

function dayBetween(column: SQL, range: DayRange): SQL {
  const from = range.from === undefined ? sql`` : sql`and ${column} >= ${range.from}::date`;
  const to = range.to === undefined ? sql`` : sql`and ${column} <= ${range.to}::date`;
  return sql`${from} ${to}`;
}

export class ClassroomRepository {
  constructor(private readonly db: Db) {}

  /**
   * The course's students and the sessions of the range with their marks, in one statement. Marks of people who are no
   * longer students of the course are left out; with `only` (a student reading), only their marks and only the
   * sessions where they have one.
   */
  async attendance(courseGuid: string, range: Required<DayRange>, only?: string): Promise<AttendanceRows> {
    const result = await this.db.execute(sql`
      with students as (${studentsOf(courseGuid, only)}),
      sessions as (
        select to_char(s.day, 'YYYY-MM-DD') as day, json_object_agg(am.person_guid, am.status order by am.person_guid) as marks
        from attendance_sessions s
        join attendance_marks am on am.session_guid = s.guid
        join students st on st.guid = am.person_guid
        where s.course_guid = ${courseGuid} ${dayBetween(sql`s.day`, range)}
        group by s.day
      )
      select
        (select coalesce(json_agg(students order by lastname, name, guid), '[]'::json) from students) as students,
        (select coalesce(json_agg(sessions order by day), '[]'::json) from sessions) as sessions
    `);
    const [row] = rowsOf<{ students: unknown; sessions: unknown }>(result);
    return { students: parsed<ClassroomStudentRow[]>(row?.students ?? []), sessions: parsed<SessionRow[]>(row?.sessions ?? []) };
  }

  /**
   * Finds or creates the course's session of `day` and holds its row lock to the end of the transaction: two teachers
   * marking the same day queue here, and the second reads the first one's marks (one session row, no lost marks).
   */
  async lockSession(courseGuid: string, day: string, by: string, at: Date): Promise<string> {
    const [row] = await this.db
      .insert(attendanceSessions)
      .values({ courseGuid, day, takenBy: by, updatedAt: at })
      .onConflictDoUpdate({ target: [attendanceSessions.courseGuid, attendanceSessions.day], set: { takenBy: by, updatedAt: at } })
      .returning({ guid: attendanceSessions.guid });
    if (!row) throw new Error('attendance session not written');
    return row.guid;
  }

  /** Every student of the course with their mark in the session (null: none yet). Call after `lockSession`. */
  async rosterMarks(courseGuid: string, sessionGuid: string): Promise<RosterMarkRow[]> {
    const result = await this.db.execute(sql`
      select m.user_guid as guid, am.status
      from course_members m
      left join attendance_marks am on am.session_guid = ${sessionGuid} and am.person_guid = m.user_guid
      where m.course_guid = ${courseGuid} and m.role = 'student'
    `);
    return rowsOf<RosterMarkRow>(result);
  }

  /** Sets marks (one statement) and removes others (one statement); nothing to do, no statement. */
  async writeMarks(sessionGuid: string, set: readonly { guid: string; status: AttendanceStatus }[], removed: readonly string[]): Promise<void> {
    if (set.length > 0) {
      await this.db
        .insert(attendanceMarks)
        .values(set.map((mark) => ({ sessionGuid, personGuid: mark.guid, status: mark.status })))
        .onConflictDoUpdate({ target: [attendanceMarks.sessionGuid, attendanceMarks.personGuid], set: { status: sql`excluded.status` } });
    }
    if (removed.length > 0) {
      await this.db.delete(attendanceMarks).where(and(eq(attendanceMarks.sessionGuid, sessionGuid), inArray(attendanceMarks.personGuid, [...removed])));
    }
  }

  /** A day whose last mark went is no session: it leaves the list and the counts. */
  async dropSessionIfEmpty(sessionGuid: string): Promise<void> {
    await this.db.execute(sql`delete from attendance_sessions s where s.guid = ${sessionGuid} and not exists (select 1 from attendance_marks am where am.session_guid = s.guid)`);
  }

  /** Deletes the day's session and its marks (cascade); no session, nothing to do. */
  async deleteSession(courseGuid: string, day: string): Promise<void> {
    await this.db.delete(attendanceSessions).where(and(eq(attendanceSessions.courseGuid, courseGuid), eq(attendanceSessions.day, day)));
  }

  /**
   * The course's students and the points of the range (newest given first) with who gave them, in one statement.
   * Points of people no longer students of the course are left out; with `only`, that student's points only.
   */
  async behaviour(courseGuid: string, range: DayRange, only?: string): Promise<BehaviourRows> {
    const result = await this.db.execute(sql`
      with students as (${studentsOf(courseGuid, only)}),
      points as (
        select p.guid, p.person_guid as student_guid, p.kind, p.reason, to_char(p.day, 'YYYY-MM-DD') as day,
          case when g.guid is null then null else json_build_object('guid', g.guid, 'name', g.name, 'lastname', g.lastname) end as given_by,
          p.created_at
        from behaviour_points p
        join students st on st.guid = p.person_guid
        left join users g on g.guid = p.given_by
        where p.course_guid = ${courseGuid} ${dayBetween(sql`p.day`, range)}
      )
      select
        (select coalesce(json_agg(students order by lastname, name, guid), '[]'::json) from students) as students,
        (select coalesce(json_agg(points order by created_at desc, guid), '[]'::json) from points) as points
    `);
    const [row] = rowsOf<{ students: unknown; points: unknown }>(result);
    return { students: parsed<ClassroomStudentRow[]>(row?.students ?? []), points: parsed<PointRow[]>(row?.points ?? []) };
  }

  /** Which of `guids` are students of the course. */
  async studentsAmong(courseGuid: string, guids: readonly string[]): Promise<Set<string>> {
    const rows = await this.db
      .select({ guid: courseMembers.userGuid })
      .from(courseMembers)
      .where(and(eq(courseMembers.courseGuid, courseGuid), eq(courseMembers.role, 'student'), inArray(courseMembers.userGuid, [...guids])));
    return new Set(rows.map((row) => row.guid));
  }

  /** One point per student, in one statement, answered with who gave them (in the order of `studentGuids`). */
  async givePoints(point: { courseGuid: string; studentGuids: readonly string[]; kind: BehaviourKind; reason: string; day: string; by: string; at: Date }): Promise<PointRow[]> {
    const values = point.studentGuids.map((guid) => sql`(${point.courseGuid}::uuid, ${guid}::uuid, ${point.kind}, ${point.reason}, ${point.day}::date, ${point.by}::uuid, ${point.at.toISOString()}::timestamptz)`);
    const result = await this.db.execute(sql`
      with inserted as (
        insert into behaviour_points (course_guid, person_guid, kind, reason, day, given_by, created_at)
        values ${sql.join(values, sql`, `)}
        returning guid, person_guid, kind, reason, day, given_by, created_at
      )
      select i.guid, i.person_guid as student_guid, i.kind, i.reason, to_char(i.day, 'YYYY-MM-DD') as day,
        case when g.guid is null then null else json_build_object('guid', g.guid, 'name', g.name, 'lastname', g.lastname) end as given_by,
        i.created_at
      from inserted i left join users g on g.guid = i.given_by
    `);
    const rows = rowsOf<PointRow>(result).map((row) => ({ ...row, given_by: parsed<PointRow['given_by']>(row.given_by) }));
    const order = new Map(point.studentGuids.map((guid, index) => [guid, index]));
    return rows.sort((a, b) => (order.get(a.student_guid) ?? 0) - (order.get(b.student_guid) ?? 0));
  }

  /** Deletes a point of the course; false when there is none (another course's, or already gone). */
  async deletePoint(courseGuid: string, pointGuid: string): Promise<boolean> {
    const deleted = await this.db
      .delete(behaviourPoints)
      .where(and(eq(behaviourPoints.guid, pointGuid), eq(behaviourPoints.courseGuid, courseGuid)))
      .returning({ guid: behaviourPoints.guid });
    return deleted.length > 0;
  }
}
