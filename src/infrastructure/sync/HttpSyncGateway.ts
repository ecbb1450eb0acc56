import { SyncJobSchema, SyncOverviewSchema, type SyncJobDto, type SyncOverviewDto } from '@contract/sync';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { SyncGateway } from '@application/sync/ports/SyncGateway';
import type { SyncJob, SyncOverview } from '@application/sync/SyncJob';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, instant, nullableInstant } from '@infrastructure/http/wire';

/** `/front/sync` (docs/api-sync.md). */
export class HttpSyncGateway implements SyncGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async overview(): Promise<Result<SyncOverview, AppError>> {
    return fromWire(await this.http.get('/front/sync'), SyncOverviewSchema, overviewToDomain);
  }

  async importOneRoster(files: readonly File[]): Promise<Result<SyncJob, AppError>> {
    const { content, name } = await asZip(files);
    const answer = await this.http.request('POST', '/front/sync/oneroster', { query: { file_name: name }, raw: { content, contentType: 'application/zip' } });
    return fromWire(answer, SyncJobSchema, jobToDomain);
  }
}

/** One zip goes as it is; separate CSV files are zipped here (fflate, fetched with the first import). */
async function asZip(files: readonly File[]): Promise<{ content: Blob; name: string }> {
  const [first] = files;
  if (files.length === 1 && first && /\.zip$/i.test(first.name)) return { content: first, name: first.name };
  const { zipSync } = await import('fflate');
  const entries = await Promise.all(files.map(async (file) => [file.name, new Uint8Array(await file.arrayBuffer())] as const));
  const zipped = zipSync(Object.fromEntries(entries));
  return { content: new Blob([zipped], { type: 'application/zip' }), name: 'oneroster.zip' };
}

function overviewToDomain(dto: SyncOverviewDto): SyncOverview {
  return { userStatus: dto.user_status, canImport: dto.can_import, jobs: dto.jobs.map(jobToDomain) };
}

function jobToDomain(dto: SyncJobDto): SyncJob {
  const counts = (c: SyncJobDto['counts']['users']) => ({ created: c.created, updated: c.updated, unchanged: c.unchanged, dropped: c.dropped ?? 0 });
  return {
    guid: dto.guid,
    provider: dto.provider,
    status: dto.status,
    fileName: dto.file_name,
    createdByName: dto.created_by_name,
    createdAt: instant(dto.created_at),
    finishedAt: nullableInstant(dto.finished_at),
    total: dto.total,
    done: dto.done,
    progress: dto.progress,
    counts: { schools: counts(dto.counts.schools), users: counts(dto.counts.users), classes: counts(dto.counts.classes), enrollments: counts(dto.counts.enrollments) },
    refused: dto.refused,
    problems: dto.problems.map((p) => ({ file: p.file, line: p.line, sourcedId: p.sourced_id, rule: p.rule })),
    failure: dto.failure,
  };
}
