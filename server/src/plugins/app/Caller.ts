import type { Role } from '@domain/identity/roles';

/** The signed-in caller of a request, from a verified token whose session is live. */
export interface Caller {
  guid: string;
  tenantId: string;
  role: Role;
  sessionId: string;
  /** The course the caller sees as a student (the `x-see-as-student` header, ADR 0553); honoured for its staff only. */
  seeAsStudent?: string;
}
