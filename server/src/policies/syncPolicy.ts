// Who may synchronise the school with its information system (ADR 0560): school admins import and see every job of
// the tenant; anyone signed in sees their own sync state and the jobs they started.
import { Roles, type Role } from '@domain/identity/roles';
import { notFound } from '../errors/ApiError';
import type { Caller } from '../plugins/app/Caller';
import type { SyncJobRow, SyncRepository } from '../repositories/SyncRepository';

/** Roles that may import a OneRoster bundle (the route's `config.roles`: others 403). */
export const SYNC_IMPORTER_ROLES: readonly Role[] = [Roles.schoolAdmin];

export function mayImportSync(role: Role): boolean {
  return SYNC_IMPORTER_ROLES.includes(role);
}

/** Importers see the tenant's jobs; anyone else only those they started. */
export function jobScope(caller: Pick<Caller, 'role' | 'guid'>): { createdBy?: string } {
  return mayImportSync(caller.role) ? {} : { createdBy: caller.guid };
}

/** A job the caller may read, or 404. */
export async function requireSyncJob(sync: SyncRepository, caller: Caller, guid: string): Promise<SyncJobRow> {
  const job = await sync.findJob(caller.tenantId, guid.toLowerCase());
  if (!job || (!mayImportSync(caller.role) && job.createdBy !== caller.guid)) throw notFound();
  return job;
}
