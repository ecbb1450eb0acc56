import { Roles, type Role } from '@domain/identity/roles';
import type { TenantFlags } from '@domain/tenancy/tenant';

// What a signed-in user may do outside any one resource: the one place the server decides it.
// The course routes enforce these rules and GET /users/me and the login answers send them as
// `abilities`, so the SPA shows exactly what the server will allow (STYLE.md §9).

/** Roles that may ever create courses; the tenant flag `createCourse` may still switch it off. */
export const COURSE_CREATOR_ROLES: readonly Role[] = [Roles.teacher, Roles.schoolAdmin];

/** Roles that may join a course by its code (teachers and school admins join as teachers). */
export const COURSE_JOINER_ROLES: readonly Role[] = [Roles.student, Roles.teacher, Roles.schoolAdmin];

/** `forbidden`: the role may never; `feature-disabled`: the role may, but the tenant switched it off. */
export type CourseCreation = 'allowed' | 'forbidden' | 'feature-disabled';

export function courseCreation(role: Role, flags: Pick<TenantFlags, 'createCourse'>): CourseCreation {
  if (!COURSE_CREATOR_ROLES.includes(role)) return 'forbidden';
  return flags.createCourse ? 'allowed' : 'feature-disabled';
}

export function mayJoinCourse(role: Role): boolean {
  return COURSE_JOINER_ROLES.includes(role);
}

/** docs/api.md `User.abilities`. */
export interface UserAbilities {
  create_course: boolean;
  join_course: boolean;
}

export function userAbilities(role: Role, flags: Pick<TenantFlags, 'createCourse'>): UserAbilities {
  return { create_course: courseCreation(role, flags) === 'allowed', join_course: mayJoinCourse(role) };
}
