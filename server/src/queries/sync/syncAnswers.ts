// Sync jobs and the caller's sync state as the API answers them (docs/api-sync.md).
import type { SyncJobDto, SyncOverviewDto } from '@contract/sync';
import { syncProgressPercent, userSyncStatus, type SyncJobStatus, type SyncProvider } from '@domain/sync/syncStatus';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { jobScope, mayImportSync } from '../../policies/syncPolicy';
import type { SyncJobRow } from '../../repositories/SyncRepository';

/** The first refused rows a job answers with (the count is whole). */
const ANSWERED_PROBLEMS = 200;
const KINDS = ['schools', 'users', 'classes', 'enrollments'] as const;

export function syncJobAnswer(job: SyncJobRow): SyncJobDto {
  const status = job.status as SyncJobStatus;
  const counts = Object.fromEntries(
    KINDS.map((kind) => {
      const c = job.counts[kind] ?? {};
      return [kind, { created: c.created ?? 0, updated: c.updated ?? 0, unchanged: c.unchanged ?? 0, dropped: c.dropped ?? 0 }];
    }),
  ) as SyncJobDto['counts'];
  return {
    guid: job.guid,
    provider: job.provider as SyncProvider,
    status,
    file_name: job.fileName,
    created_by_name: job.createdByName,
    created_at: job.createdAt.toISOString(),
    started_at: job.startedAt?.toISOString() ?? null,
    finished_at: job.finishedAt?.toISOString() ?? null,
    total: job.total,
    done: Math.min(job.done, job.total),
    progress: syncProgressPercent(status, job.done, job.total),
    counts,
    refused: job.problems.length,
    problems: job.problems.slice(0, ANSWERED_PROBLEMS).map((p) => ({ file: p.file, line: p.line, sourced_id: p.sourcedId, rule: p.rule })),
    failure: job.failure,
  };
}

/** /status: the caller's own state (the domain's userSyncStatus), whether they may import, and the jobs they may see. */
export async function syncOverview(repos: Repositories, caller: Caller): Promise<SyncOverviewDto> {
  const user = await repos.users.findByGuid(caller.tenantId, caller.guid);
  const jobs = await repos.sync.listJobs(caller.tenantId, jobScope(caller));
  return {
    user_status: userSyncStatus({ synchronised: user?.synchronised ?? false, syncError: user?.syncError ?? null }),
    can_import: mayImportSync(caller.role),
    jobs: jobs.map(syncJobAnswer),
  };
}
