import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { Roles } from '@domain/identity/roles';
import type { Db } from '../db/Database';
import { courseMembers, courses, schoolMemberships, schools, syncJobs, users } from '../db/schema';

export interface DeskCourseRow {
  guid: string;
  name: string;
  educationLevel: string;
  educationYear: string | null;
  teachers: { guid: string; name: string }[];
  students: number;
  activeStudents: number;
  lastActivityAt: Date | null;
}

export interface DeskPersonRow {
  guid: string;
  name: string;
  lastname: string;
  email: string;
  role: string;
  synchronised: boolean;
  syncError: string | null;
  courses: number;
}

/** The outer course of the correlated subqueries (drizzle leaves a selected column unqualified there). */
const COURSE_GUID = sql.raw('"courses"."guid"');
const USER_GUID = sql.raw('"users"."guid"');

/** The most people one desk answers with (a large secondary school has a few thousand). */
export const DESK_PEOPLE_LIMIT = 5_000;

/** What the school admin's desk reads of one school: each a single statement, aggregated in SQL. */
export class SchoolDeskRepository {
  constructor(private readonly db: Db) {}

  /** The schools of the tenant the user belongs to, in their order. */
  async schoolsOf(tenantId: string, userGuid: string): Promise<{ guid: string; name: string }[]> {
    return this.db
      .select({ guid: schools.guid, name: schools.name })
      .from(schoolMemberships)
      .innerJoin(schools, eq(schools.guid, schoolMemberships.schoolGuid))
      .where(and(eq(schoolMemberships.userGuid, userGuid), eq(schools.tenantId, tenantId)))
      .orderBy(asc(schoolMemberships.position), asc(schools.name));
  }

  /** The school's live courses with their teachers, students, and students active in the last 7 days. */
  async courses(schoolGuid: string): Promise<DeskCourseRow[]> {
    const rows = await this.db
      .select({
        guid: courses.guid,
        name: courses.name,
        educationLevel: courses.educationLevel,
        educationYear: courses.educationYear,
        teachers: sql<{ guid: string; name: string }[]>`coalesce((
          select json_agg(json_build_object('guid', u.guid, 'name', u.name || ' ' || u.lastname) order by u.lastname, u.name)
          from course_members m join users u on u.guid = m.user_guid
          where m.course_guid = ${COURSE_GUID} and m.role = 'teacher'), '[]'::json)`,
        students: sql<number>`(select count(*)::int from course_members m where m.course_guid = ${COURSE_GUID} and m.role = 'student')`,
        activeStudents: sql<number>`(
          select count(distinct p.user_guid)::int from item_progress p
          join lesson_items i on i.guid = p.item_guid join lessons l on l.guid = i.lesson_guid
          join course_members m on m.course_guid = l.course_guid and m.user_guid = p.user_guid and m.role = 'student'
          where l.course_guid = ${COURSE_GUID} and p.updated_at > now() - interval '7 days')`,
        lastActivityAt: sql<string | null>`(
          select max(p.updated_at) from item_progress p
          join lesson_items i on i.guid = p.item_guid join lessons l on l.guid = i.lesson_guid
          join course_members m on m.course_guid = l.course_guid and m.user_guid = p.user_guid and m.role = 'student'
          where l.course_guid = ${COURSE_GUID})`,
      })
      .from(courses)
      .where(and(eq(courses.schoolGuid, schoolGuid), isNull(courses.archivedAt)))
      .orderBy(asc(courses.name));
    return rows.map((r) => ({ ...r, lastActivityAt: r.lastActivityAt === null ? null : new Date(r.lastActivityAt) }));
  }

  /** The school's teachers and students, by surname, with how many of its live courses each is in. */
  async people(schoolGuid: string): Promise<DeskPersonRow[]> {
    return this.db
      .select({
        guid: users.guid,
        name: users.name,
        lastname: users.lastname,
        email: users.email,
        role: users.role,
        synchronised: users.synchronised,
        syncError: users.syncError,
        courses: sql<number>`(
          select count(*)::int from ${courseMembers} m join ${courses} c on c.guid = m.course_guid
          where m.user_guid = ${USER_GUID} and c.school_guid = ${schoolGuid} and c.archived_at is null)`,
      })
      .from(schoolMemberships)
      .innerJoin(users, eq(users.guid, schoolMemberships.userGuid))
      .where(and(eq(schoolMemberships.schoolGuid, schoolGuid), inArray(users.role, [Roles.student, Roles.teacher])))
      .orderBy(asc(users.lastname), asc(users.name))
      .limit(DESK_PEOPLE_LIMIT);
  }

  /** The tenant's syncs finished since `since` that failed or refused rows, newest first. */
  async troubledSyncs(tenantId: string, since: Date): Promise<{ guid: string; status: string; refused: number; finishedAt: Date | null }[]> {
    return this.db
      .select({ guid: syncJobs.guid, status: syncJobs.status, refused: sql<number>`jsonb_array_length(${syncJobs.problems})::int`, finishedAt: syncJobs.finishedAt })
      .from(syncJobs)
      .where(and(eq(syncJobs.tenantId, tenantId), gte(syncJobs.finishedAt, since), or(eq(syncJobs.status, 'error'), sql`jsonb_array_length(${syncJobs.problems}) > 0`)))
      .orderBy(desc(syncJobs.finishedAt))
      .limit(20);
  }
}
