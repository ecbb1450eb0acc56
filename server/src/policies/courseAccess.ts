import { and, eq, sql } from 'drizzle-orm';
import { liveCourse } from '../db/liveCourse';
import { Roles } from '@domain/identity/roles';
import type { Db } from '../db/Database';
import { courseMembers, courses, lessonItems, lessons, schools, units } from '../db/schema';
import { forbidden, notFound } from '../errors/ApiError';
import type { Caller } from '../plugins/app/Caller';

// Who may read or change a course's structure and content: the one place the lesson routes decide it.
// - a course member with course role 'teacher' reads everything and changes it;
// - a course member with course role 'student' reads published lessons and published items with audience 'all';
// - a school admin (R03) of the course's school, not a member, reads like a teacher but changes nothing;
// - anyone else (another tenant, another school, editorial admins, helpdesk) does not see the course: 404.

/** How the caller relates to a course. */
export type CourseRelation = 'teacher' | 'student' | 'admin';

export interface CourseAccess {
  courseGuid: string;
  courseName: string;
  schoolGuid: string;
  /** The school's IANA time zone: deliver dates are read and written in it. */
  timeZone: string;
  relation: CourseRelation;
}

/** Teachers and admins see every lesson and item; students only what is published for them. */
export function seesEverything(access: CourseAccess): boolean {
  return access.relation !== 'student';
}

export function mayChange(access: CourseAccess): boolean {
  return access.relation === 'teacher';
}

/** 403 unless the caller teaches the course (call after the visibility check, which answers 404). */
export function requireChange(access: CourseAccess): void {
  if (!mayChange(access)) throw forbidden();
}

/** How a caller relates to a course, from their membership in it and whether they are an R03 of its school. */
export function courseRelation(memberRole: string | null, adminOfSchool: boolean, callerRole: string): CourseRelation | undefined {
  if (memberRole === 'teacher') return 'teacher';
  if (memberRole === 'student') return 'student';
  if (callerRole === Roles.schoolAdmin && adminOfSchool) return 'admin';
  return undefined;
}

/** The caller's access to a course of their tenant; undefined when they may not see it at all. */
export async function courseAccess(db: Db, caller: Pick<Caller, 'guid' | 'tenantId' | 'role'>, courseGuid: string): Promise<CourseAccess | undefined> {
  const [row] = await db
    .select({
      courseGuid: courses.guid,
      courseName: courses.name,
      schoolGuid: courses.schoolGuid,
      timeZone: schools.timeZone,
      memberRole: courseMembers.role,
      adminOfSchool: sql<boolean>`exists (select 1 from school_memberships sm where sm.user_guid = ${caller.guid} and sm.school_guid = ${courses.schoolGuid})`,
    })
    .from(courses)
    .innerJoin(schools, eq(schools.guid, courses.schoolGuid))
    .leftJoin(courseMembers, and(eq(courseMembers.courseGuid, courses.guid), eq(courseMembers.userGuid, caller.guid)))
    .where(and(eq(courses.guid, courseGuid), eq(courses.tenantId, caller.tenantId), liveCourse()))
    .limit(1);
  if (!row) return undefined;
  const relation = courseRelation(row.memberRole, row.adminOfSchool, caller.role);
  return relation && { courseGuid: row.courseGuid, courseName: row.courseName, schoolGuid: row.schoolGuid, timeZone: row.timeZone, relation };
}

/** The course access, or 404 NOT_FOUND. */
export async function requireCourse(db: Db, caller: Pick<Caller, 'guid' | 'tenantId' | 'role'>, courseGuid: string): Promise<CourseAccess> {
  const access = await courseAccess(db, caller, courseGuid);
  if (!access) throw notFound();
  return access;
}

export interface UnitAccess extends CourseAccess {
  unitGuid: string;
}

export async function requireUnit(db: Db, caller: Pick<Caller, 'guid' | 'tenantId' | 'role'>, unitGuid: string): Promise<UnitAccess> {
  const [unit] = await db.select({ courseGuid: units.courseGuid }).from(units).where(eq(units.guid, unitGuid)).limit(1);
  if (!unit) throw notFound();
  return { ...(await requireCourse(db, caller, unit.courseGuid)), unitGuid };
}

export interface LessonAccess extends UnitAccess {
  lessonGuid: string;
  lessonPublished: boolean;
}

/** A lesson the caller sees (students: published ones only), or 404. */
export async function requireLesson(db: Db, caller: Pick<Caller, 'guid' | 'tenantId' | 'role'>, lessonGuid: string): Promise<LessonAccess> {
  const [lesson] = await db
    .select({ courseGuid: lessons.courseGuid, unitGuid: lessons.unitGuid, published: lessons.published })
    .from(lessons)
    .where(eq(lessons.guid, lessonGuid))
    .limit(1);
  if (!lesson) throw notFound();
  const access = await requireCourse(db, caller, lesson.courseGuid);
  if (!seesEverything(access) && !lesson.published) throw notFound();
  return { ...access, unitGuid: lesson.unitGuid, lessonGuid, lessonPublished: lesson.published };
}

export interface ItemAccess extends LessonAccess {
  itemGuid: string;
  contentType: string;
}

/** Whether a student sees an item: its lesson and the item published, audience 'all'. */
export function studentSeesItem(item: { lessonPublished: boolean; published: boolean; audience: string }): boolean {
  return item.lessonPublished && item.published && item.audience === 'all';
}

/** An item the caller sees (students: published, audience 'all', in a published lesson), or 404. */
export async function requireItem(db: Db, caller: Pick<Caller, 'guid' | 'tenantId' | 'role'>, itemGuid: string): Promise<ItemAccess> {
  const [item] = await db
    .select({
      lessonGuid: lessonItems.lessonGuid,
      contentType: lessonItems.contentType,
      published: lessonItems.published,
      audience: lessonItems.audience,
      lessonPublished: lessons.published,
      unitGuid: lessons.unitGuid,
      courseGuid: lessons.courseGuid,
    })
    .from(lessonItems)
    .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
    .where(eq(lessonItems.guid, itemGuid))
    .limit(1);
  if (!item) throw notFound();
  const access = await requireCourse(db, caller, item.courseGuid);
  if (!seesEverything(access) && !studentSeesItem(item)) throw notFound();
  return { ...access, unitGuid: item.unitGuid, lessonGuid: item.lessonGuid, lessonPublished: item.lessonPublished, itemGuid, contentType: item.contentType };
}
