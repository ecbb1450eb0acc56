// Who reads the audit log (ADR 0610, domain auditReadScope): helpdesk the tenant's, a school admin their schools'.
import { auditReadScope } from '@domain/audit/auditLog';
import { Roles, type Role } from '@domain/identity/roles';
import { forbidden, notFound } from '../errors/ApiError';
import type { Caller } from '../plugins/app/Caller';
import type { Repositories } from '../plugins/app/repositories';

/** Roles that read the audit log (the route's `config.roles`: others 403). */
export const AUDIT_READER_ROLES: readonly Role[] = [Roles.schoolAdmin, Roles.helpdesk];

/**
 * The schools whose entries the caller reads: undefined for every entry of the tenant (helpdesk), else a list (a school
 * admin's schools, or the one asked for). A school the caller may not read answers 404, like one that does not exist.
 */
export async function auditSchoolsOf(repos: Repositories, caller: Caller, asked?: string): Promise<readonly string[] | undefined> {
  const scope = auditReadScope(caller.role);
  if (scope === 'none') throw forbidden();
  if (scope === 'tenant') {
    if (asked === undefined) return undefined;
    const theirs = await repos.audit.isSchoolOf(caller.tenantId, asked);
    if (!theirs) throw notFound();
    return [asked];
  }
  const mine = (await repos.users.schoolsOf(caller.tenantId, caller.guid)).map((s) => s.guid);
  if (asked === undefined) return mine;
  if (!mine.includes(asked)) throw notFound();
  return [asked];
}
