import { randomInt } from 'node:crypto';
import { and, asc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { discipline as toDiscipline } from '@domain/catalog/disciplines';
import { isEducationLevelCode, type EducationLevelCode } from '@domain/catalog/educationLevels';
import type { DisciplineCode } from '@domain/catalog/disciplines';
import type { Role } from '@domain/identity/roles';
import type { Db } from '../db/Database';
import { courseMembers, courses, lessonProgress, lessons, units } from '../db/schema';
import type { CourseDetailDto, CourseDto, UnitDto } from '@contract/courses';

export interface Viewer {
  guid: string;
  tenantId: string;
  role: Role;
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

/** How the viewer relates to a course: its abilities and what it sees follow from this. */
type Relation = 'teacher' | 'student' | 'admin';

const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newJoinCode(): string {
  return Array.from({ length: 8 }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');
}

function isUniqueViolation(error: unknown): boolean {
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

  /** Courses and their aggregates in one statement (correlated subqueries, no N+1). */
  private selectCourses(viewer: Viewer, visibility: SQL | undefined) {
    const me = viewer.guid;
    const memberRole = courseMembers.role;
    const isStudent = sql`${memberRole} = 'student'`;
    return this.db
      .select({
        guid: courses.guid,
        name: courses.name,
        type: courses.type,
        schoolGuid: courses.schoolGuid,
        discipline: courses.discipline,
        educationLevel: courses.educationLevel,
        educationYear: courses.educationYear,
        joinCode: courses.joinCode,
        memberRole,
        studentsCount: sql<number>`(select count(*)::int from course_members m where m.course_guid = ${courses.guid} and m.role = 'student')`,
        lessonsCount: sql<number>`(select count(*)::int from lessons l where l.course_guid = ${courses.guid} and (l.published or not coalesce(${isStudent}, false)))`,
        teacherName: sql<string | null>`(select u.name || ' ' || u.lastname from course_members m join users u on u.guid = m.user_guid where m.course_guid = ${courses.guid} and m.role = 'teacher' order by m.created_at, u.lastname limit 1)`,
        total: sql<number>`(count(*) over ())::int`,
        progress: sql<number | null>`case when ${isStudent} then (select round(avg(coalesce(lp.progress, 0)))::int from lessons l left join lesson_progress lp on lp.lesson_guid = l.guid and lp.user_guid = ${me} where l.course_guid = ${courses.guid} and l.published) end`,
      })
      .from(courses)
      .leftJoin(courseMembers, and(eq(courseMembers.courseGuid, courses.guid), eq(courseMembers.userGuid, me)))
      .where(and(eq(courses.tenantId, viewer.tenantId), visibility))
      .$dynamic();
  }

  /** Members see their courses; school admins (R03) also see every course of their schools. */
  private visibleTo(viewer: Viewer): SQL | undefined {
    const member = isNotNull(courseMembers.userGuid);
    if (viewer.role !== 'R03') return member;
    return or(member, sql`${courses.schoolGuid} in (select school_guid from school_memberships where user_guid = ${viewer.guid})`);
  }

  async list(viewer: Viewer, query: CourseQuery): Promise<{ data: CourseDto[]; total: number }> {
    const byType = query.type === undefined ? undefined : eq(courses.type, query.type);
    const rows = await this.selectCourses(viewer, and(isNotNull(courseMembers.userGuid), byType))
      .orderBy(asc(courses.name), asc(courses.guid))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    // The page carries the total (a window count); only a page past the end needs a count of its own.
    const total = rows[0]?.total ?? (query.page > 1 ? await this.countMemberships(viewer, byType) : 0);
    return { data: rows.map((r) => toCourseDto(r, relationOf(r.memberRole))), total };
  }

  private async countMemberships(viewer: Viewer, byType: SQL | undefined): Promise<number> {
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(courseMembers)
      .innerJoin(courses, eq(courses.guid, courseMembers.courseGuid))
      .where(and(eq(courseMembers.userGuid, viewer.guid), eq(courses.tenantId, viewer.tenantId), byType));
    return count?.n ?? 0;
  }

  private async findWithRelation(viewer: Viewer, guid: string): Promise<{ course: CourseDto; relation: Relation } | undefined> {
    const [row] = await this.selectCourses(viewer, and(eq(courses.guid, guid), this.visibleTo(viewer))).limit(1);
    if (!row) return undefined;
    const relation = relationOf(row.memberRole);
    return { course: toCourseDto(row, relation), relation };
  }

  async findVisible(viewer: Viewer, guid: string): Promise<CourseDto | undefined> {
    return (await this.findWithRelation(viewer, guid))?.course;
  }

  async detail(viewer: Viewer, guid: string, schoolGuid?: string): Promise<CourseDetailDto | undefined> {
    const found = await this.findWithRelation(viewer, guid);
    if (!found || (schoolGuid !== undefined && found.course.school_guid !== schoolGuid)) return undefined;
    const { course, relation } = found;
    // Students see published lessons and their own progress; teachers see every lesson.
    const asStudent = relation === 'student';
    const unitRows = await this.db
      .select({ guid: units.guid, name: units.name, position: units.position })
      .from(units)
      .where(eq(units.courseGuid, guid))
      .orderBy(asc(units.position), asc(units.name));
    const lessonRows = await this.db
      .select({
        unitGuid: lessons.unitGuid,
        lesson_guid: lessons.guid,
        name: lessons.name,
        thumbnail: lessons.thumbnail,
        position: lessons.position,
        progress: lessonProgress.progress,
        published: lessons.published,
        // Students count the items they see; teachers every item (one grouped subquery per row, no N+1 round trips).
        items_count: asStudent
          ? sql<number>`(select count(*)::int from lesson_items i where i.lesson_guid = ${lessons.guid} and i.published and i.audience = 'all')`
          : sql<number>`(select count(*)::int from lesson_items i where i.lesson_guid = ${lessons.guid})`,
      })
      .from(lessons)
      .leftJoin(lessonProgress, and(eq(lessonProgress.lessonGuid, lessons.guid), eq(lessonProgress.userGuid, viewer.guid)))
      .where(and(eq(lessons.courseGuid, guid), asStudent ? eq(lessons.published, true) : undefined))
      .orderBy(asc(lessons.position), asc(lessons.name));
    const byUnit = new Map<string, UnitDto>(unitRows.map((u) => [u.guid, { ...u, lessons: [] }]));
    for (const { unitGuid, progress, items_count, ...lesson } of lessonRows) {
      byUnit.get(unitGuid)?.lessons.push({ ...lesson, items_count: Number(items_count), progress: asStudent ? (progress ?? 0) : null });
    }
    return { ...course, units: [...byUnit.values()] };
  }

  async create(viewer: Viewer, input: NewCourse): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      try {
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

  async findByJoinCode(tenantId: string, code: string): Promise<string | undefined> {
    const [row] = await this.db.select({ guid: courses.guid }).from(courses).where(and(eq(courses.tenantId, tenantId), eq(courses.joinCode, code))).limit(1);
    return row?.guid;
  }

  /** Adds the member; false when they already were one. */
  async addMember(courseGuid: string, userGuid: string, role: 'teacher' | 'student'): Promise<boolean> {
    const inserted = await this.db.insert(courseMembers).values({ courseGuid, userGuid, role }).onConflictDoNothing().returning({ userGuid: courseMembers.userGuid });
    return inserted.length > 0;
  }
}

function relationOf(memberRole: string | null): Relation {
  if (memberRole === 'teacher') return 'teacher';
  if (memberRole === 'student') return 'student';
  // Visible without membership: only school admins get here (see visibleTo).
  return 'admin';
}

interface CourseRow {
  guid: string;
  name: string;
  type: string;
  schoolGuid: string;
  discipline: string;
  educationLevel: string;
  educationYear: string | null;
  joinCode: string;
  studentsCount: number;
  lessonsCount: number;
  teacherName: string | null;
  progress: number | null;
}

function toCourseDto(row: CourseRow, relation: Relation): CourseDto {
  const manages = relation !== 'student';
  return {
    guid: row.guid,
    name: row.name,
    type: row.type,
    school_guid: row.schoolGuid,
    discipline: toDiscipline(row.discipline).code,
    education_level: isEducationLevelCode(row.educationLevel) ? row.educationLevel : 'el1',
    education_year: row.educationYear,
    teacher_name: row.teacherName,
    students_count: Number(row.studentsCount),
    lessons_count: Number(row.lessonsCount),
    progress: row.progress === null ? null : Number(row.progress),
    join_code: manages ? row.joinCode : null,
    abilities: { update: manages, manage_members: manages, see_as_student: manages },
  };
}
