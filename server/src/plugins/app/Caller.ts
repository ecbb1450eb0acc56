import type { Role } from '@domain/identity/roles';

/** The signed-in caller of a request, from a verified token whose session is live. */
export interface Caller {
  guid: string;
  tenantId: string;
  role: Role;
  sessionId: string;
}
