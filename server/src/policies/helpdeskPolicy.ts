// The helpdesk's desk (ADR 0620): helpdesk (R05) only — decided by the domain's hasHelpdeskDesk — and every user of
// their own tenant; a user of another tenant answers 404 like one who does not exist.
import { hasHelpdeskDesk, helpdeskReach } from '@domain/helpdesk/helpdeskAccess';
import { ROLES, type Role } from '@domain/identity/roles';
import { notFound } from '../errors/ApiError';
import type { Caller } from '../plugins/app/Caller';
import type { HelpdeskAccountRow, HelpdeskRepository } from '../repositories/HelpdeskRepository';

/** The roles the desk's routes admit (`config.roles`: anyone else 403 before the request is read). */
export const HELPDESK_ROLES: readonly Role[] = ROLES.filter(hasHelpdeskDesk);

/** The account the helpdesk opened, read once with everything the desk shows; 404 outside the caller's tenant. */
export async function requireHelpdeskAccount(repo: HelpdeskRepository, caller: Caller, guid: string): Promise<HelpdeskAccountRow> {
  const account = await repo.account(caller.tenantId, guid);
  if (account === undefined || helpdeskReach(caller.tenantId, account) !== 'found') throw notFound();
  return account;
}
