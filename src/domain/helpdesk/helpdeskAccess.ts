// What the helpdesk may do and see (issue 22, ADR 0620): their desk is theirs alone, reaches every user of their own
// tenant and no other, and shows an account — never the person's work.
import { Roles, type Role } from '../identity/roles';

/** Who has the helpdesk's desk: helpdesk (R05) only; a school admin has their own, scoped to their schools. */
export function hasHelpdeskDesk(role: Role): boolean {
  return role === Roles.helpdesk;
}

/** How far the desk reaches a user: `found`, or `not-found` (another tenant's user answers like one who does not exist). */
export type HelpdeskReach = 'found' | 'not-found';

export function helpdeskReach(callerTenant: string, target: { tenantId: string } | undefined): HelpdeskReach {
  return target !== undefined && target.tenantId === callerTenant ? 'found' : 'not-found';
}

/**
 * What the account view shows, in its order: enough to help someone sign in and find their courses. Never a person's
 * work or what was said to them (grades, answers, hand-ins, content, board messages, notifications), nor a password.
 */
export const ACCOUNT_FACTS = ['identity', 'role', 'schools', 'courses', 'sign-in-methods', 'last-sign-in', 'sync-state', 'licences', 'recent-errors'] as const;
export type AccountFact = (typeof ACCOUNT_FACTS)[number];
