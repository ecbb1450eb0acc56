// Who may read or change a course and what is in it (units, lessons, items): the one place the server decides it.
// - a course member with course role 'teacher' reads everything and changes it;
// - a course member with course role 'student' reads published lessons and published items with audience 'all';
// - a school admin (R03) of the course's school, not a member, reads like a teacher but changes nothing;
// - anyone else (another tenant, another school, editorial admins, helpdesk) does not see the course: 404;
// - editorial admins edit any course's details through the lms call, where the tenant allows (requireEditorialUpdate).
import { courseRelation as relationTo, type CourseRelation } from '@domain/courses/courseRelation';
import { answeredRelation, maySeeAsStudent } from '@domain/courses/seeAsStudent';
import { Roles, type Role } from '@domain/identity/roles';
import type { TenantFlags } from '@domain/tenancy/tenant';
import { forbidden, notFound } from '../errors/ApiError';
import { asksAsStudent } from './seeAsStudentPolicy';
import type { AccessCaller, AccessRepository, CourseFacts, ItemFacts, LessonFacts, LessonPageFacts, LocatedItem, UnitFacts } from '../repositories/AccessRepository';

export type { CourseRelation } from '@domain/courses/courseRelation';

/**
 * What a route knows once the caller may see the course: its facts and the caller's relation to it (`preview`: staff
 * seeing it as a student, answered as one, ADR 0553).
 */
export type Access<F extends CourseFacts> = Omit<F, 'memberRole' | 'adminOfSchool'> & { relation: CourseRelation; preview?: boolean };
export type CourseAccess = Access<CourseFacts>;
export type UnitAccess = Access<UnitFacts>;
export type LessonAccess = Access<LessonFacts>;
export type LessonPageAccess = Access<LessonPageFacts>;
export type ItemAccess = Access<ItemFacts>;

/**
 * The caller's relation to a course: the domain's rule (ADR 0240, features/courses/courses.feature), and its staff who
 * see it as a student (`x-see-as-student` naming this course, ADR 0553) are answered as one of its students.
 */
export function courseRelation(
  facts: Pick<CourseFacts, 'memberRole' | 'adminOfSchool'> & { courseGuid?: string },
  caller: Pick<AccessCaller, 'role'> & { seeAsStudent?: string },
): CourseRelation | undefined {
  return answeredRelation(relationTo(facts, caller.role), asksAsStudent(caller, facts.courseGuid));
}

/** Whether the caller is staff of the course seeing it as a student (their reads are answered as a student's). */
export function previews(facts: Pick<CourseFacts, 'memberRole' | 'adminOfSchool'> & { courseGuid?: string }, caller: Pick<AccessCaller, 'role'> & { seeAsStudent?: string }): boolean {
  const relation = relationTo(facts, caller.role);
  return relation !== undefined && maySeeAsStudent(relation) && asksAsStudent(caller, facts.courseGuid);
}

/** Teachers and school admins see every lesson and item, drafts and teacher-only ones included. */
export function seesEverything(access: Pick<CourseAccess, 'relation'>): boolean {
  return access.relation !== 'student';
}

/** Changing the course's structure and content, its gradebook and its settings: its teachers. */
export function mayChange(access: Pick<CourseAccess, 'relation'>): boolean {
  return access.relation === 'teacher';
}

/** Whether a student sees an item: its lesson and the item published, audience 'all'. */
export function studentSeesItem(item: Pick<ItemFacts, 'lessonPublished' | 'published' | 'audience'>): boolean {
  return item.lessonPublished && item.published && item.audience === 'all';
}

function grant<F extends CourseFacts>(facts: F | undefined, caller: AccessCaller): Access<F> {
  const relation = facts && courseRelation(facts, caller);
  if (!facts || !relation) throw notFound();
  const { memberRole: _memberRole, adminOfSchool: _adminOfSchool, ...rest } = facts;
  return previews(facts, caller) ? { ...rest, relation, preview: true } : { ...rest, relation };
}

/** The course's facts read with a page's answer (one statement) as the caller relates to it, or 404 NOT_FOUND. */
export function grantCourse<F extends CourseFacts>(facts: F | undefined, caller: AccessCaller): Access<F> {
  return grant(facts, caller);
}

/** The course as the caller relates to it, or undefined when they may not see it (for checks over many courses). */
export async function findCourse(access: AccessRepository, caller: AccessCaller, courseGuid: string): Promise<CourseAccess | undefined> {
  const facts = await access.course(caller, courseGuid);
  return facts && courseRelation(facts, caller) ? grant(facts, caller) : undefined;
}

/** The course as the caller relates to it, or 404 NOT_FOUND (never 403: outsiders do not learn it exists). */
export async function requireCourse(access: AccessRepository, caller: AccessCaller, courseGuid: string): Promise<CourseAccess> {
  return grant(await access.course(caller, courseGuid), caller);
}

export async function requireUnit(access: AccessRepository, caller: AccessCaller, unitGuid: string): Promise<UnitAccess> {
  return grant(await access.unit(caller, unitGuid), caller);
}

/** A lesson the caller sees (students: published ones only), or 404. */
function grantLesson<F extends LessonFacts>(facts: F | undefined, caller: AccessCaller): Access<F> {
  const lesson = grant(facts, caller);
  if (!seesEverything(lesson) && !lesson.lessonPublished) throw notFound();
  return lesson;
}

/** A lesson the caller sees (students: published ones only), or 404. */
export async function requireLesson(access: AccessRepository, caller: AccessCaller, lessonGuid: string): Promise<LessonAccess> {
  return grantLesson(await access.lesson(caller, lessonGuid), caller);
}

/** The same rule, with what the lesson page heads with read in the same statement. */
export async function requireLessonPage(access: AccessRepository, caller: AccessCaller, lessonGuid: string): Promise<LessonPageAccess> {
  return grantLesson(await access.lessonPage(caller, lessonGuid), caller);
}

/** An item the caller sees (students: published, audience 'all', in a published lesson), or 404. */
export async function requireItem(access: AccessRepository, caller: AccessCaller, itemGuid: string): Promise<ItemAccess> {
  const item = grant(await access.item(caller, itemGuid), caller);
  if (!seesEverything(item) && !studentSeesItem(item)) throw notFound();
  return item;
}

/** 403 unless the caller teaches the course (after the visibility check, which answers 404). */
export function requireChange<A extends Pick<CourseAccess, 'relation'>>(access: A): A {
  if (!mayChange(access)) throw forbidden();
  return access;
}

/**
 * The courses of a batch the caller may delete, all or none: 403 when the caller sees one they may not change (a
 * student, a school admin), else 404 when a guid names no course they see (unknown, archived, another tenant's, not
 * theirs). The answer never depends on whether a course the caller cannot see exists.
 */
export async function requireCourseRemoval(access: AccessRepository, caller: AccessCaller, courseGuids: readonly string[]): Promise<CourseAccess[]> {
  const wanted = [...new Set(courseGuids.map((guid) => guid.toLowerCase()))];
  const seen = (await access.courses(caller, wanted)).flatMap((facts) => {
    const relation = courseRelation(facts, caller);
    return relation ? [grant(facts, caller)] : [];
  });
  if (seen.some((course) => !mayChange(course))) throw forbidden();
  if (seen.length !== wanted.length) throw notFound();
  return seen;
}

/**
 * The items of a batch the caller may delete (spec §7 resource materials), all or none: 404 when the caller does not
 * see one, then 403 when they may not change one, then 404 when a guid names no item — a caller refused for the items
 * they do see hears that first.
 */
export async function requireItemsRemoval(access: AccessRepository, caller: AccessCaller, itemGuids: readonly string[]): Promise<LocatedItem[]> {
  const guids = [...new Set(itemGuids.map((g) => g.toLowerCase()))];
  const located = await access.locateItems(guids);
  const byCourse = new Map<string, CourseAccess | undefined>();
  for (const courseGuid of new Set(located.map((i) => i.courseGuid))) byCourse.set(courseGuid, await findCourse(access, caller, courseGuid));
  for (const item of located) {
    const course = byCourse.get(item.courseGuid);
    if (!course || (!seesEverything(course) && !studentSeesItem(item))) throw notFound();
  }
  for (const item of located) {
    const course = byCourse.get(item.courseGuid);
    if (!course || !mayChange(course)) throw forbidden();
  }
  if (located.length !== guids.length) throw notFound();
  return located;
}

/** Roles that edit course details tenant-wide (spec §7 `PUT lms/courses`): editorial admins. */
export const EDITORIAL_ROLES: readonly Role[] = [Roles.editorialAdmin];

/**
 * The editorial update of a course's details: editorial admins, where the tenant manages its courses in Tiza
 * (`createCourse`); where it does not, courses come from the school system and an edit here would be overwritten
 * (403 FEATURE_DISABLED). ADR 0239.
 */
export function requireEditorialUpdate(caller: Pick<AccessCaller, 'role'>, flags: Pick<TenantFlags, 'createCourse'>): void {
  if (!EDITORIAL_ROLES.includes(caller.role)) throw forbidden();
  if (!flags.createCourse) throw forbidden('FEATURE_DISABLED');
}

/** Teachers and school admins (staff reads: results, hand-in lists, audit); students 403. */
export function requireStaff<A extends Pick<CourseAccess, 'relation'>>(access: A): A {
  if (access.relation === 'student') throw forbidden();
  return access;
}

/** The course's students only (hand-ins, attempts, progress); staff 403. */
export function requireStudent<A extends Pick<CourseAccess, 'relation'>>(access: A): A {
  if (access.relation !== 'student') throw forbidden();
  return access;
}

/** Staff seeing the course as a student only (ADR 0553: a test's preview); anyone else 403. */
export function requirePreview<A extends Pick<CourseAccess, 'preview'>>(access: A): A {
  if (access.preview !== true) throw forbidden();
  return access;
}

/**
 * The abilities a course answer carries, decided by the same rules as the routes (the SPA offers exactly what the
 * server allows): teachers change the course (`mayChange`); teachers and school admins manage its members and may see
 * it as a student would.
 */
export function courseAbilities(relation: CourseRelation): { update: boolean; manage_members: boolean; see_as_student: boolean } {
  const staff = relation !== 'student';
  return { update: mayChange({ relation }), manage_members: staff, see_as_student: maySeeAsStudent(relation) };
}
