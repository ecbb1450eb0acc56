import { auditReasonProblem, normaliseAuditReason, type AuditAction } from '@domain/audit/auditLog';
import { badRequest } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';

/** One act on someone else's account or course, as the acting command tells it (ADR 0610). */
export interface AuditRecord {
  action: AuditAction;
  targetUserGuid?: string;
  targetCourseGuid?: string;
  /** The school the act belongs to; omitted: the target course's school, else the target user's first school. */
  schoolGuid?: string | null;
  /** Why, as typed: required of helpdesk (400 VALIDATION_FAILED at `/reason` otherwise, and the act rolls back). */
  reason?: string | null;
  details?: Record<string, string>;
}

/**
 * Writes the audit entry of an act. Call it with the repositories of the act's transaction (`app.transaction`), so the
 * entry is written exactly when the act commits.
 */
export async function recordAudit(repos: Repositories, actor: Caller, record: AuditRecord): Promise<void> {
  const problem = auditReasonProblem(actor.role, record.reason);
  if (problem) throw badRequest('VALIDATION_FAILED', [{ path: '/reason', message: problem }]);
  await repos.audit.insert({
    tenantId: actor.tenantId,
    actorGuid: actor.guid,
    actorRole: actor.role,
    action: record.action,
    targetUserGuid: record.targetUserGuid ?? null,
    targetCourseGuid: record.targetCourseGuid ?? null,
    ...(record.schoolGuid === undefined ? {} : { schoolGuid: record.schoolGuid }),
    reason: normaliseAuditReason(record.reason),
    details: record.details ?? {},
  });
}
