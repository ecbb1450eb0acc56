import { conflict } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { isUniqueViolation } from '../../repositories/CourseRepository';
import type { SyncBundleRows } from '../../repositories/SyncRepository';

/** Queues a OneRoster import of a bundle already read and checked: 409 SYNC_IN_PROGRESS while another job of the tenant runs. */
export async function startOneRosterImport(repos: Repositories, caller: Caller, input: { fileName: string; rows: SyncBundleRows }): Promise<string> {
  try {
    return await repos.sync.insertJob({ tenantId: caller.tenantId, provider: 'oneroster-csv', createdBy: caller.guid, fileName: input.fileName, payload: input.rows });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('SYNC_IN_PROGRESS');
    throw error;
  }
}
