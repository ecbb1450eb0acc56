// What a signed-in user may do outside any one course — create courses, join one by its code, open a session as
// someone else with a login link — decided in one place. The course and auth routes enforce these rules, and GET
// /users/me and the login answers send them as `abilities`, so the SPA offers exactly what the server will allow.
import { isTeacherLike, Roles, type Role } from '@domain/identity/roles';
import type { TenantFlags } from '@domain/tenancy/tenant';
import { forbidden, notFound } from '../errors/ApiError';
import type { Caller } from '../plugins/app/Caller';
import type { LoginLinkTarget, UserRepository } from '../repositories/UserRepository';

/** Roles that may ever create courses; the tenant flag `createCourse` may still switch it off. */
export const COURSE_CREATOR_ROLES: readonly Role[] = [Roles.teacher, Roles.schoolAdmin];

/** Roles that may join a course by its code (teachers and school admins join as teachers). */
export const COURSE_JOINER_ROLES: readonly Role[] = [Roles.student, Roles.teacher, Roles.schoolAdmin];

/** Roles that may issue one-time login links: school admins for the students and teachers of their schools, helpdesk for anyone of the tenant. */
export const LOGIN_LINK_ISSUER_ROLES: readonly Role[] = [Roles.schoolAdmin, Roles.helpdesk];

/** The roles a school admin may open a session as: never another admin, an editor or helpdesk (a wider scope than theirs). */
const SCHOOL_ADMIN_LINKABLE: readonly Role[] = [Roles.student, Roles.teacher];

/** `forbidden`: the role may never; `feature-disabled`: the role may, but the tenant switched it off. */
export type CourseCreation = 'allowed' | 'forbidden' | 'feature-disabled';

export function courseCreation(role: Role, flags: Pick<TenantFlags, 'createCourse'>): CourseCreation {
  if (!COURSE_CREATOR_ROLES.includes(role)) return 'forbidden';
  return flags.createCourse ? 'allowed' : 'feature-disabled';
}

/** 403 FORBIDDEN for a role that may never create courses, 403 FEATURE_DISABLED where the tenant switched it off. */
export function requireCourseCreation(caller: Pick<Caller, 'role'>, flags: Pick<TenantFlags, 'createCourse'>): void {
  const creation = courseCreation(caller.role, flags);
  if (creation === 'forbidden') throw forbidden();
  if (creation === 'feature-disabled') throw forbidden('FEATURE_DISABLED');
}

export function mayJoinCourse(role: Role): boolean {
  return COURSE_JOINER_ROLES.includes(role);
}

export function requireCourseJoin(caller: Pick<Caller, 'role'>): void {
  if (!mayJoinCourse(caller.role)) throw forbidden();
}

/** The course role a user joins with: students as students; teachers and school admins as teachers. */
export function joinsAs(role: Role): 'teacher' | 'student' {
  return isTeacherLike(role) ? 'teacher' : 'student';
}

/** docs/api.md `User.abilities`. */
export interface UserAbilities {
  create_course: boolean;
  join_course: boolean;
}

export function userAbilities(role: Role, flags: Pick<TenantFlags, 'createCourse'>): UserAbilities {
  return { create_course: courseCreation(role, flags) === 'allowed', join_course: mayJoinCourse(role) };
}

/** Helpdesk: any user of the tenant; a school admin: the students and teachers of a school of theirs; nobody else. */
export function mayIssueLoginLink(caller: Pick<Caller, 'role'>, target: LoginLinkTarget): boolean {
  if (caller.role === Roles.helpdesk) return true;
  if (caller.role === Roles.schoolAdmin) return SCHOOL_ADMIN_LINKABLE.includes(target.role) && target.sharesSchool;
  return false;
}

/** The user a login link may open a session as; anyone out of the caller's reach answers like no user at all (404). */
export async function requireLoginLinkTarget(users: UserRepository, caller: Caller, targetGuid: string): Promise<LoginLinkTarget> {
  const target = await users.loginLinkTarget(caller.tenantId, targetGuid, caller.guid);
  if (!target || !mayIssueLoginLink(caller, target)) throw notFound();
  return target;
}
