import { AuditPageSchema, type AuditEntryDto, type AuditPageDto } from '@contract/audit';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { AuditGateway } from '@application/admin/ports/AuditGateway';
import type { AuditEntry, AuditPage, AuditQuery } from '@application/admin/AuditEntry';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, instant } from '@infrastructure/http/wire';

/** `/front/audit` (docs/api-admin.md). */
export class HttpAuditGateway implements AuditGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async page(query: AuditQuery): Promise<Result<AuditPage, AppError>> {
    const params: Record<string, string> = {};
    if (query.action !== undefined) params.action = query.action;
    if (query.userGuid !== undefined) params.user_guid = query.userGuid;
    if (query.schoolGuid !== undefined) params.school_guid = query.schoolGuid;
    if (query.before !== undefined) params.before = query.before;
    return fromWire(await this.http.get('/front/audit', params), AuditPageSchema, pageToDomain);
  }
}

function pageToDomain(dto: AuditPageDto): AuditPage {
  return { entries: dto.entries.map(entryToDomain), nextBefore: dto.next_before };
}

function entryToDomain(dto: AuditEntryDto): AuditEntry {
  return {
    guid: dto.guid,
    at: instant(dto.at),
    action: dto.action,
    actor: dto.actor,
    targetUser: dto.target_user,
    targetCourse: dto.target_course,
    school: dto.school,
    reason: dto.reason,
    details: dto.details,
  };
}
