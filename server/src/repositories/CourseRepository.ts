import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { DisciplineCode } from '@domain/catalog/disciplines';
import type { EducationLevelCode } from '@domain/catalog/educationLevels';
import { Roles, type Role } from '@domain/identity/roles';
import type { CourseDetails } from '@domain/courses/courseDetails';
import type { CourseRecords } from '@domain/courses/courseRemoval';
import type { Db } from '../db/Database';
import { prepared, type Param } from '../db/prepared';
import { liveCourse, tenantCourse } from '../db/liveCourse';
import { courseMembers, courses, schools } from '../db/schema';

export interface Viewer {
  guid: string;
  tenantId: string;
  role: Role;
  /** The course the viewer sees as a student (ADR 0553). */
  seeAsStudent?: string;
}

/**
 * A viewer whose guid and tenant may be placeholders of a statement built once (ADR 0549). `asStudent`: the statement's
 * form for staff seeing the course as a student (ADR 0553), whose lessons and counts are a student's.
 */
type ViewerParams = { guid: Param<string>; tenantId: Param<string>; role: Role; asStudent?: boolean };

/** The viewer as placeholders: `me`, `tenant`. */
function viewerParams(role: Role, asStudent = false): ViewerParams {
  return { guid: sql.placeholder('me'), tenantId: sql.placeholder('tenant'), role, asStudent };
}

export interface CourseQuery {
  page: number;
  pageSize: number;
  type?: string;
}

export interface NewCourse {
  name: string;
  discipline: DisciplineCode;
  educationLevel: EducationLevelCode;
  schoolGuid: string;
  type?: string;
  educationYear?: string | null;
}

/** A course with its aggregates as the viewer sees them, and the facts the course policy decides on. */
export interface CourseRow {
  guid: string;
  name: string;
  type: string;
  schoolGuid: string;
  discipline: string;
  educationLevel: string;
  educationYear: string | null;
  joinCode: string;
  studentsCount: number;
  /** The lessons the viewer sees: a student the published ones. */
  lessonsCount: number;
  teacherName: string | null;
  /** The same teacher's grammatical gender as saved (null when they have not said). */
  teacherGender: string | null;
  /** A student's average progress over the published lessons; null for anyone else. */
  progress: number | null;
  /** The viewer's role in the course ('teacher' | 'student'), null when not a member. */
  memberRole: string | null;
  /** The viewer is a school admin (R03) of the course's school. */
  adminOfSchool: boolean;
}

export interface UnitRow {
  guid: string;
  name: string;
  position: number;
}

export interface LessonRow {
  unitGuid: string;
  lessonGuid: string;
  name: string;
  thumbnail: string | null;
  position: number;
  /** The viewer's own progress in the lesson; null without a row. */
  progress: number | null;
  published: boolean;
  itemsCount: number;
}

const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newJoinCode(): string {
  return Array.from({ length: 8 }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');
}

export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

export class CourseRepository {
  constructor(private readonly db: Db) {}

  /** Only school admins are asked whether they administer the course's school: one `exists` less for everyone else. */
  private adminOfSchool(viewer: ViewerParams): SQL<boolean> {
    return viewer.role === Roles.schoolAdmin
      ? sql<boolean>`exists (select 1 from school_memberships sm where sm.user_guid = ${viewer.guid} and sm.school_guid = ${courses.schoolGuid})`
      : sql<boolean>`false`;
  }

  /** A course's card and the viewer's facts in it, as select columns (correlated subqueries, no N+1). */
  private courseColumns(viewer: ViewerParams) {
    const me = viewer.guid;
    const memberRole = courseMembers.role;
    const isStudent = viewer.asStudent ? sql`true` : sql`${memberRole} = 'student'`;
    return {
        guid: courses.guid,
        name: courses.name,
        type: courses.type,
        schoolGuid: courses.schoolGuid,
        discipline: courses.discipline,
        educationLevel: courses.educationLevel,
        educationYear: courses.educationYear,
        joinCode: courses.joinCode,
        memberRole,
        adminOfSchool: this.adminOfSchool(viewer),
        studentsCount: sql<number>`(select count(*)::int from course_members m where m.course_guid = ${courses.guid} and m.role = 'student')`,
        lessonsCount: sql<number>`(select count(*)::int from lessons l where l.course_guid = ${courses.guid} and (l.published or not coalesce(${isStudent}, false)))`,
        teacherName: sql<string | null>`(select u.name || ' ' || u.lastname from course_members m join users u on u.guid = m.user_guid where m.course_guid = ${courses.guid} and m.role = 'teacher' order by m.created_at, u.lastname limit 1)`,
        teacherGender: sql<string | null>`(select u.grammatical_gender from course_members m join users u on u.guid = m.user_guid where m.course_guid = ${courses.guid} and m.role = 'teacher' order by m.created_at, u.lastname limit 1)`,
        total: sql<number>`(count(*) over ())::int`,
        progress: sql<number | null>`case when ${isStudent} then (select round(avg(coalesce(lp.progress, 0)))::int from lessons l left join lesson_progress lp on lp.lesson_guid = l.guid and lp.user_guid = ${me} where l.course_guid = ${courses.guid} and l.published) end`,
    };
  }

  /** Courses of the viewer's tenant and their aggregates in one statement, with `extra` columns. */
  private selectCourses<E extends Record<string, SQL>>(viewer: ViewerParams, where: SQL | undefined, extra?: E) {
    return this.db
      .select({ ...this.courseColumns(viewer), ...(extra as E) })
      .from(courses)
      .leftJoin(courseMembers, and(eq(courseMembers.courseGuid, courses.guid), eq(courseMembers.userGuid, viewer.guid)))
      .where(and(tenantCourse(viewer.tenantId), where))
      .$dynamic();
  }

  /** The viewer's courses: the ones they are a member of and, for a school admin, every course of their schools (ADR 0240). */
  private listed(viewer: ViewerParams): SQL | undefined {
    return or(isNotNull(courseMembers.userGuid), this.adminOfSchool(viewer));
  }

  /** A page of the viewer's courses, by name, with the total (one statement; two past the end). */
  async memberPage(viewer: Viewer, query: CourseQuery): Promise<{ rows: CourseRow[]; total: number }> {
    const byType = query.type === undefined ? undefined : eq(courses.type, query.type);
    // Built once per handle for each form (a school admin's, with a type filter): ADR 0549.
    const admin = viewer.role === Roles.schoolAdmin;
    const name = `course_page${admin ? '_admin' : ''}${byType ? '_typed' : ''}`;
    const statement = prepared(this.db, name, () => {
      const params = viewerParams(viewer.role);
      return this.selectCourses(params, and(this.listed(params), byType && eq(courses.type, sql.placeholder('type'))))
        .orderBy(asc(courses.name), asc(courses.guid))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name);
    });
    const rows = await statement.execute({ me: viewer.guid, tenant: viewer.tenantId, type: query.type, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
    // The page carries the total (a window count); only a page past the end needs a count of its own.
    const total = rows[0]?.total ?? (query.page > 1 ? await this.countMemberships(viewer, byType) : 0);
    return { rows: rows.map(toRow), total };
  }

  private async countMemberships(viewer: Viewer, byType: SQL | undefined): Promise<number> {
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(courses)
      .leftJoin(courseMembers, and(eq(courseMembers.courseGuid, courses.guid), eq(courseMembers.userGuid, viewer.guid)))
      .where(and(tenantCourse(viewer.tenantId), this.listed(viewer), byType));
    return count?.n ?? 0;
  }

  /** A course of the viewer's tenant with the facts of the viewer in it (the course policy decides whether they see it). */
  async find(viewer: Viewer, guid: string): Promise<CourseRow | undefined> {
    const [row] = await this.selectCourses(viewer, eq(courses.guid, guid.toLowerCase())).limit(1);
    return row && toRow(row);
  }

  /**
   * A course of the viewer's tenant with everything its page shows, in one statement (ADR 0540): the card's facts, its
   * units with their lessons in teaching order as JSON, and for its teachers what deleting it would remove. What a
   * student sees follows the course policy's rule (a member whose course role is 'student': published lessons, and
   * published items for everyone counted); `records` only for a member whose course role is 'teacher' (mayChange).
   */
  async detail(viewer: Viewer, guid: string): Promise<CourseDetailRow | undefined> {
    // Built once per handle for each of its forms (a school admin's has the `exists`; a preview's reads as a student's,
    // ADR 0553): ADR 0549.
    const preview = viewer.seeAsStudent !== undefined && viewer.seeAsStudent === guid.toLowerCase();
    const name = `${viewer.role === Roles.schoolAdmin ? 'course_detail_admin' : 'course_detail'}${preview ? '_preview' : ''}`;
    const statement = prepared(this.db, name, () => {
      const params = viewerParams(viewer.role, preview);
      const me = params.guid;
      const role = courseMembers.role;
      const asStudent = preview ? sql`true` : sql`coalesce(${role} = 'student', false)`;
      const c = sql.raw('"courses"."guid"');
      const lessonJson = sql`json_build_object('lessonGuid', l.guid, 'name', l.name, 'thumbnail', l.thumbnail, 'position', l.position, 'progress', lp.progress, 'published', l.published,
        'itemsCount', (select count(*) from lesson_items i where i.lesson_guid = l.guid and (not ${asStudent} or (i.published and i.audience = 'all'))))`;
      const unitLessons = sql`(select coalesce(json_agg(${lessonJson} order by l.position, l.name), '[]'::json) from lessons l
        left join lesson_progress lp on lp.lesson_guid = l.guid and lp.user_guid = ${me}
        where l.unit_guid = u.guid and l.course_guid = ${c} and (l.published or not ${asStudent}))`;
      return this.selectCourses(params, eq(courses.guid, sql.placeholder('guid')), {
        units: sql<DetailUnit[]>`(select coalesce(json_agg(json_build_object('guid', u.guid, 'name', u.name, 'position', u.position, 'lessons', ${unitLessons}) order by u.position, u.name), '[]'::json) from units u where u.course_guid = ${c})`,
        records: sql<CourseRecords | null>`case when ${role} = 'teacher' then ${recordsJson(c)} end`,
      })
        .limit(1)
        .prepare(name);
    });
    const [row] = await statement.execute({ me: viewer.guid, tenant: viewer.tenantId, guid: guid.toLowerCase() });
    if (!row) return undefined;
    const { units: unitList, records, ...course } = row;
    return { course: toRow(course), units: unitList, records: records && recordNumbers(records) };
  }

  /** A new course whose first teacher is its creator. */
  async create(viewer: Viewer, input: NewCourse): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        // Its own (nested) transaction: a join-code collision rolls back to here and is retried with a new code.
        return await this.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(courses)
            .values({
              tenantId: viewer.tenantId,
              schoolGuid: input.schoolGuid,
              name: input.name,
              type: input.type ?? 'course',
              discipline: input.discipline,
              educationLevel: input.educationLevel,
              educationYear: input.educationYear ?? null,
              joinCode: newJoinCode(),
              createdBy: viewer.guid,
            })
            .returning({ guid: courses.guid });
          if (!row) throw new Error('course insert returned nothing');
          await tx.insert(courseMembers).values({ courseGuid: row.guid, userGuid: viewer.guid, role: 'teacher' });
          return row.guid;
        });
      } catch (error) {
        // A join-code collision (1 in 10^12 per pair) is retried with a new code.
        if (attempt < 3 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  /** The live course of the tenant with this join code, its name and school's: what a sign-up shows before joining. */
  async classByJoinCode(tenantId: string, code: string): Promise<{ guid: string; name: string; schoolName: string } | undefined> {
    const [row] = await this.db
      .select({ guid: courses.guid, name: courses.name, schoolName: schools.name })
      .from(courses)
      .innerJoin(schools, eq(schools.guid, courses.schoolGuid))
      .where(and(tenantCourse(tenantId), eq(courses.joinCode, code)))
      .limit(1);
    return row;
  }

  async findByJoinCode(tenantId: string, code: string): Promise<string | undefined> {
    const [row] = await this.db.select({ guid: courses.guid }).from(courses).where(and(tenantCourse(tenantId), eq(courses.joinCode, code))).limit(1);
    return row?.guid;
  }

  /** Replaces a live course's details; false when there is no such course (any more). */
  async updateDetails(guid: string, details: CourseDetails): Promise<boolean> {
    const updated = await this.db
      .update(courses)
      .set({ name: details.name, discipline: details.discipline, educationLevel: details.educationLevel, educationYear: details.educationYear })
      .where(and(eq(courses.guid, guid), liveCourse()))
      .returning({ guid: courses.guid });
    return updated.length > 0;
  }

  /** Locks the live courses among `guids` against a concurrent change (inside a transaction); the guids found. */
  async lockLive(guids: readonly string[]): Promise<string[]> {
    const rows = await this.db.select({ guid: courses.guid }).from(courses).where(and(inArray(courses.guid, [...guids]), liveCourse())).for('update');
    return rows.map((row) => row.guid);
  }

  /** What each course keeps of its students' work and marks (one statement; the domain's courseRemoval decides). */
  async records(guids: readonly string[]): Promise<CourseRecordsRow[]> {
    if (guids.length === 0) return [];
    // Qualified by hand: a one-table select renders its columns bare, ambiguous inside the subqueries.
    const c = sql.raw('"courses"."guid"');
    const counts = recordCounts(c);
    return this.db
      .select({
        guid: courses.guid,
        handIns: counts.handIns.mapWith(Number),
        attempts: counts.attempts.mapWith(Number),
        grades: counts.grades.mapWith(Number),
        attendance: counts.attendance.mapWith(Number),
        behaviour: counts.behaviour.mapWith(Number),
      })
      .from(courses)
      .where(inArray(courses.guid, [...guids]));
  }

  /** Archives the courses: out of every list and route, every row they hold kept (ADR 0239). */
  async archive(guids: readonly string[], by: string, at: Date): Promise<void> {
    if (guids.length === 0) return;
    await this.db.update(courses).set({ archivedAt: at, archivedBy: by }).where(and(inArray(courses.guid, [...guids]), liveCourse()));
  }

  /** Deletes the courses and, by cascade, everything they hold (units, lessons, items, files' rows, members). */
  async destroy(guids: readonly string[]): Promise<void> {
    if (guids.length === 0) return;
    await this.db.delete(courses).where(inArray(courses.guid, [...guids]));
  }

  /** Adds the member; false when they already were one. */
  async addMember(courseGuid: string, userGuid: string, role: 'teacher' | 'student'): Promise<boolean> {
    const inserted = await this.db.insert(courseMembers).values({ courseGuid, userGuid, role }).onConflictDoNothing().returning({ userGuid: courseMembers.userGuid });
    return inserted.length > 0;
  }
}

export interface CourseRecordsRow extends CourseRecords {
  guid: string;
}

/** A unit of the course page as its statement answers it (JSON). */
export interface DetailUnit extends UnitRow {
  lessons: Omit<LessonRow, 'unitGuid'>[];
}

export interface CourseDetailRow {
  course: CourseRow;
  units: DetailUnit[];
  /** What deleting the course would remove; only for its teachers. */
  records: CourseRecords | null;
}

/** What a course keeps of its students' work and marks, one count each, for the course whose guid is `c`. */
function recordCounts(c: SQL) {
  return {
    handIns: sql<number>`(select count(*) from jobs j ${lessonOfCourse('j')} where l.course_guid = ${c} and (j.status <> 'pending' or j.score is not null))`,
    attempts: sql<number>`(select count(*) from attempts a ${lessonOfCourse('a')} where l.course_guid = ${c})`,
    grades: sql<number>`((select count(*) from score_overrides so ${lessonOfCourse('so')} where l.course_guid = ${c}) + (select count(*) from column_scores cs join gradebook_columns gc on gc.guid = cs.column_guid where gc.course_guid = ${c}))`,
    attendance: sql<number>`(select count(*) from attendance_marks am join attendance_sessions s on s.guid = am.session_guid where s.course_guid = ${c})`,
    behaviour: sql<number>`(select count(*) from behaviour_points bp where bp.course_guid = ${c})`,
  };
}

/** The same counts as one JSON object. */
function recordsJson(c: SQL): SQL {
  const counts = recordCounts(c);
  return sql`json_build_object('handIns', ${counts.handIns}, 'attempts', ${counts.attempts}, 'grades', ${counts.grades}, 'attendance', ${counts.attendance}, 'behaviour', ${counts.behaviour})`;
}

/** JSON numbers of bigint counts may come back as text on some drivers: numbers, whatever came. */
function recordNumbers(records: CourseRecords): CourseRecords {
  return { handIns: Number(records.handIns), attempts: Number(records.attempts), grades: Number(records.grades), attendance: Number(records.attendance), behaviour: Number(records.behaviour) };
}

const lessonOfCourse = (alias: string) => sql.raw(`join lesson_items i on i.guid = ${alias}.item_guid join lessons l on l.guid = i.lesson_guid`);

function toRow({ total: _total, ...row }: Omit<CourseRow, 'adminOfSchool'> & { adminOfSchool: unknown; total: number }): CourseRow {
  return {
    ...row,
    adminOfSchool: Boolean(row.adminOfSchool),
    studentsCount: Number(row.studentsCount),
    lessonsCount: Number(row.lessonsCount),
    progress: row.progress === null ? null : Number(row.progress),
  };
}
