// The audit log as the API answers it (docs/api-admin.md, ADR 0610).
import type { AuditEntryDto, AuditPageDto, AuditQueryDto } from '@contract/audit';
import { mayReadAuditEntry, type AuditAction } from '@domain/audit/auditLog';
import type { Role } from '@domain/identity/roles';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { auditSchoolsOf } from '../../policies/auditPolicy';
import type { AuditEntryRow } from '../../repositories/AuditRepository';

export const AUDIT_PAGE = 50;

/** One page of the entries the caller may read, newest first. */
export async function auditPage(repos: Repositories, caller: Caller, query: AuditQueryDto): Promise<AuditPageDto> {
  const schoolGuids = await auditSchoolsOf(repos, caller, query.school_guid?.toLowerCase());
  const limit = query.limit ?? AUDIT_PAGE;
  const rows = await repos.audit.page({
    tenantId: caller.tenantId,
    ...(schoolGuids === undefined ? {} : { schoolGuids }),
    ...(query.user_guid === undefined ? {} : { userGuid: query.user_guid.toLowerCase() }),
    ...(query.action === undefined ? {} : { action: query.action }),
    ...(query.before === undefined ? {} : { before: Number(query.before) }),
    limit: limit + 1,
  });
  // The query is already scoped; the domain rule checks each entry again, so a wrong filter can never leak one.
  const reader = { tenantId: caller.tenantId, role: caller.role, schoolGuids: schoolGuids ?? [] };
  const page = rows.slice(0, limit).filter((row) => mayReadAuditEntry(reader, row));
  const last = page.at(-1);
  return { entries: page.map(auditEntryAnswer), next_before: rows.length > limit && last ? String(last.id) : null };
}

function auditEntryAnswer(row: AuditEntryRow): AuditEntryDto {
  const named = (guid: string | null, name: string | null) => (guid !== null && name !== null ? { guid, name } : null);
  return {
    guid: row.guid,
    at: row.at.toISOString(),
    // Only recordAudit writes rows, with a domain AuditAction and the caller's Role.
    action: row.action as AuditAction,
    actor: row.actorGuid !== null && row.actorName !== null ? { guid: row.actorGuid, name: row.actorName, role: row.actorRole as Role } : null,
    target_user: named(row.targetUserGuid, row.targetUserName),
    target_course: named(row.targetCourseGuid, row.targetCourseName),
    school: named(row.schoolGuid, row.schoolName),
    reason: row.reason,
    details: row.details,
  };
}
