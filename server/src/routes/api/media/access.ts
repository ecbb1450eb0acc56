// Who the caller is in a course or for a lesson item: teacher, student, school admin (R03 of the course's school) or nobody.
import { and, eq, sql } from 'drizzle-orm';
import { tenantCourse } from '../../../db/liveCourse';
import type { Db } from '../../../db/Database';
import { courseMembers, courses, lessonItems, lessons, schools } from '../../../db/schema';
import type { Caller } from '../../../plugins/app/Caller';
import { forbidden, notFound } from '../../../errors/ApiError';

export type Relation = 'teacher' | 'student' | 'admin';

export interface CourseAccess {
  courseGuid: string;
  tenantId: string;
  timeZone: string;
  relation: Relation;
}

export interface ItemAccess extends CourseAccess {
  itemGuid: string;
  itemName: string;
  lessonGuid: string;
  contentType: string;
  data: Record<string, unknown>;
  deliverAt: Date | null;
  canDeliverLate: boolean;
  /** A student sees it: item and lesson published, audience 'all'. */
  visibleToStudents: boolean;
}

function relationOf(memberRole: string | null, isSchoolAdmin: boolean): Relation | undefined {
  if (memberRole === 'teacher') return 'teacher';
  if (memberRole === 'student') return 'student';
  return isSchoolAdmin ? 'admin' : undefined;
}

const adminOfSchool = (caller: Caller) =>
  caller.role === 'R03'
    ? sql<boolean>`exists (select 1 from school_memberships sm where sm.user_guid = ${caller.guid} and sm.school_guid = ${courses.schoolGuid})`
    : sql<boolean>`false`;

/** The course as the caller relates to it; undefined when the caller may not see it (→ 404). */
export async function courseAccess(db: Db, caller: Caller, courseGuid: string): Promise<CourseAccess | undefined> {
  const [row] = await db
    .select({ guid: courses.guid, tenantId: courses.tenantId, timeZone: schools.timeZone, memberRole: courseMembers.role, isAdmin: adminOfSchool(caller) })
    .from(courses)
    .innerJoin(schools, eq(schools.guid, courses.schoolGuid))
    .leftJoin(courseMembers, and(eq(courseMembers.courseGuid, courses.guid), eq(courseMembers.userGuid, caller.guid)))
    .where(and(eq(courses.guid, courseGuid), tenantCourse(caller.tenantId)))
    .limit(1);
  const relation = row ? relationOf(row.memberRole, row.isAdmin) : undefined;
  if (!row || !relation) return undefined;
  return { courseGuid: row.guid, tenantId: row.tenantId, timeZone: row.timeZone, relation };
}

/** The item as the caller relates to it; undefined when the caller may not see it (students: published items for all). */
export async function itemAccess(db: Db, caller: Caller, itemGuid: string): Promise<ItemAccess | undefined> {
  const [row] = await db
    .select({
      itemGuid: lessonItems.guid,
      itemName: lessonItems.name,
      lessonGuid: lessonItems.lessonGuid,
      contentType: lessonItems.contentType,
      data: lessonItems.data,
      deliverAt: lessonItems.deliverAt,
      canDeliverLate: lessonItems.canDeliverLate,
      visibleToStudents: sql<boolean>`(${lessonItems.published} and ${lessons.published} and ${lessonItems.audience} = 'all')`,
      courseGuid: courses.guid,
      tenantId: courses.tenantId,
      timeZone: schools.timeZone,
      memberRole: courseMembers.role,
      isAdmin: adminOfSchool(caller),
    })
    .from(lessonItems)
    .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
    .innerJoin(courses, eq(courses.guid, lessons.courseGuid))
    .innerJoin(schools, eq(schools.guid, courses.schoolGuid))
    .leftJoin(courseMembers, and(eq(courseMembers.courseGuid, courses.guid), eq(courseMembers.userGuid, caller.guid)))
    .where(and(eq(lessonItems.guid, itemGuid), tenantCourse(caller.tenantId)))
    .limit(1);
  if (!row) return undefined;
  const relation = relationOf(row.memberRole, row.isAdmin);
  if (!relation) return undefined;
  const visibleToStudents = Boolean(row.visibleToStudents);
  if (relation === 'student' && !visibleToStudents) return undefined;
  const { memberRole: _m, isAdmin: _a, ...rest } = row;
  void _m;
  void _a;
  return { ...rest, visibleToStudents, relation };
}

export async function requireItem(db: Db, caller: Caller, itemGuid: string): Promise<ItemAccess> {
  const item = await itemAccess(db, caller, itemGuid);
  if (!item) throw notFound();
  return item;
}

/** Teachers of the course and R03 of its school read like teachers. */
export function requireReader(access: CourseAccess): void {
  if (access.relation === 'student') throw forbidden();
}

export function requireStudent(access: CourseAccess): void {
  if (access.relation !== 'student') throw forbidden();
}
