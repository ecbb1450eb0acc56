import { Err, Ok, type Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { AuditGateway } from '@application/admin/ports/AuditGateway';
import type { AuditEntry, AuditPage, AuditQuery } from '@application/admin/AuditEntry';

/** An audit log in memory, newest first, answered `pageSize` at a time; `failure` refuses the next reads. */
export class InMemoryAuditGateway implements AuditGateway {
  entries: AuditEntry[] = [];
  pageSize = 2;
  failure: AppError | undefined = undefined;
  readonly calls: AuditQuery[] = [];

  async page(query: AuditQuery): Promise<Result<AuditPage, AppError>> {
    this.calls.push(query);
    if (this.failure) return Err(this.failure);
    const matching = this.entries.filter((e) => query.action === undefined || e.action === query.action);
    const start = query.before === undefined ? 0 : matching.findIndex((e) => e.guid === query.before) + 1;
    const page = matching.slice(start, start + this.pageSize);
    const last = page.at(-1);
    return Ok({ entries: structuredClone(page), nextBefore: start + this.pageSize < matching.length && last ? last.guid : null });
  }
}

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    guid: 'a-1',
    at: new Date('2026-11-20T09:00:00Z'),
    action: 'login-link.issued',
    actor: { guid: 'u-help', name: 'Soporte Tiza', role: 'R05' },
    targetUser: { guid: 'u-marta', name: 'Marta López' },
    targetCourse: null,
    school: { guid: 's-ies', name: 'IES Ramón y Cajal' },
    reason: 'Olvidó su contraseña',
    details: {},
    ...overrides,
  };
}
