// The audit log's rules (ADR 0610): which acts are written, when a reason is required, and who reads which entries.
import { Roles, type Role } from '../identity/roles';

/**
 * What was done to someone else's account or course. Codes are stable (stored, sent, translated as
 * `admin:audit.actions.<code>`); add one here and give it words in every language.
 */
export const AUDIT_ACTIONS = [
  'login-link.issued',
  'password-reset.issued',
  'course.created',
  'course.teachers-changed',
  'enrolment.added',
  'enrolment.removed',
  'enrolment.moved',
  'enrolment.csv-imported',
  'user.deactivated',
  'user.reactivated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** The longest reason kept, in characters (after trimming). */
export const AUDIT_REASON_MAX = 500;

/** Helpdesk acts on anyone of the tenant, so they say why; a school admin's desk acts explain themselves. */
export function auditReasonRequired(actorRole: Role): boolean {
  return actorRole === Roles.helpdesk;
}

export type AuditReasonProblem = 'reason.required' | 'reason.too-long';

/** The reason as kept (trimmed; empty is none), or why it is refused. */
export function auditReasonProblem(actorRole: Role, reason: string | null | undefined): AuditReasonProblem | null {
  const kept = normaliseAuditReason(reason);
  if (kept === null) return auditReasonRequired(actorRole) ? 'reason.required' : null;
  return kept.length > AUDIT_REASON_MAX ? 'reason.too-long' : null;
}

export function normaliseAuditReason(reason: string | null | undefined): string | null {
  const trimmed = (reason ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** Whose entries a role reads: the whole tenant's (helpdesk), their own schools' (school admin), or none. */
export type AuditReadScope = 'tenant' | 'own-schools' | 'none';

export function auditReadScope(role: Role): AuditReadScope {
  if (role === Roles.helpdesk) return 'tenant';
  if (role === Roles.schoolAdmin) return 'own-schools';
  return 'none';
}

/** The reader: their tenant, role and the schools they belong to. */
export interface AuditReader {
  tenantId: string;
  role: Role;
  schoolGuids: readonly string[];
}

/** An entry as far as reading it goes: its tenant and school (null: a user of no school). */
export interface AuditEntryPlace {
  tenantId: string;
  schoolGuid: string | null;
}

/** Never across tenants; helpdesk reads every entry of theirs; a school admin the entries of their schools only. */
export function mayReadAuditEntry(reader: AuditReader, entry: AuditEntryPlace): boolean {
  if (reader.tenantId !== entry.tenantId) return false;
  const scope = auditReadScope(reader.role);
  if (scope === 'tenant') return true;
  if (scope === 'own-schools') return entry.schoolGuid !== null && reader.schoolGuids.includes(entry.schoolGuid);
  return false;
}
