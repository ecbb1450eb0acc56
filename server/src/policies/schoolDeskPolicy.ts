// Who runs a school's desk (ADR 0611, domain mayRunSchoolDesk): a school admin, for the schools they belong to.
import { mayRunSchoolDesk } from '@domain/admin/schoolDesk';
import { Roles, type Role } from '@domain/identity/roles';
import { forbidden, notFound } from '../errors/ApiError';
import type { Caller } from '../plugins/app/Caller';
import type { Repositories } from '../plugins/app/repositories';

/** Roles that run a school's desk (the routes' `config.roles`: others 403). */
export const SCHOOL_DESK_ROLES: readonly Role[] = [Roles.schoolAdmin];

export interface DeskSchool {
  guid: string;
  name: string;
  /** Every school the admin runs. */
  schools: { guid: string; name: string }[];
}

/** The school asked for (else the caller's first); a school they do not belong to answers 404, like one that does not exist. */
export async function requireDeskSchool(repos: Repositories, caller: Caller, asked?: string): Promise<DeskSchool> {
  const schools = await repos.schoolDesk.schoolsOf(caller.tenantId, caller.guid);
  const school = asked === undefined ? schools[0] : schools.find((s) => s.guid === asked.toLowerCase());
  if (!mayRunSchoolDesk(caller.role, school !== undefined)) {
    if (caller.role !== Roles.schoolAdmin) throw forbidden();
    throw notFound();
  }
  if (!school) throw notFound();
  return { ...school, schools };
}
