import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { SyncJob, SyncOverview } from '@application/sync/SyncJob';

/** Synchronisation with the school's system (`/front/sync`). */
export interface SyncGateway {
  overview(): Promise<Result<SyncOverview, AppError>>;
  /** Sends a OneRoster bundle: one zip as it is, or the separate CSV files (zipped on the way). Answers the queued job. */
  importOneRoster(files: readonly File[]): Promise<Result<SyncJob, AppError>>;
}

export const SyncGateway: ServiceIdentifier<SyncGateway> = Symbol('SyncGateway');
