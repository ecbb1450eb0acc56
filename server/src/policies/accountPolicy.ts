// Who may read the library and add licence codes (ADR 0530).
import type { SignupProfile } from '@domain/accounts/signup';
import { Roles, type Role } from '@domain/identity/roles';
import type { TenantFlags } from '@domain/tenancy/tenant';
import { forbidden, notFound } from '../errors/ApiError';
import type { Caller } from '../plugins/app/Caller';

/** Students and teachers hold licences: the other roles work on the school, not with titles. */
export const LICENCE_HOLDER_ROLES: readonly Role[] = [Roles.student, Roles.teacher];

/** 404 where the tenant hides the library (`hideLibrary`): there is none to see, and a 403 would end the SPA's session. */
export function requireLibrary(flags: Pick<TenantFlags, 'hideLibrary'>): void {
  if (flags.hideLibrary) throw notFound();
}

/** The profile whose licences the caller may add: a student's or a teacher's (routes allow no other role). */
export function licenceProfileOf(caller: Pick<Caller, 'role'>): SignupProfile {
  if (caller.role === Roles.student) return 'student';
  if (caller.role === Roles.teacher) return 'teacher';
  throw forbidden();
}
