import type { AuditAction } from '@domain/audit/auditLog';
import type { Role } from '@domain/identity/roles';

export interface Named {
  guid: string;
  name: string;
}

/** One act on someone else's account (ADR 0610): who, on whom, in which course and school, why and when. */
export interface AuditEntry {
  guid: string;
  at: Date;
  action: AuditAction;
  actor: (Named & { role: Role }) | null;
  targetUser: Named | null;
  targetCourse: Named | null;
  school: Named | null;
  reason: string | null;
  details: Record<string, string>;
}

/** A page of the log, newest first; `nextBefore` asks for the older page (null: none). */
export interface AuditPage {
  entries: AuditEntry[];
  nextBefore: string | null;
}

/** What the list is narrowed to. */
export interface AuditQuery {
  action?: AuditAction;
  userGuid?: string;
  schoolGuid?: string;
  before?: string;
}
