import { makeAutoObservable, runInAction } from 'mobx';
import { isSyncRunning } from '@domain/sync/syncStatus';
import { Loadable } from '@application/shared/Loadable';
import type { AppError } from '@application/shared/AppError';
import type { Timers } from '@application/shared/ports/Timers';
import type { SyncGateway } from '@application/sync/ports/SyncGateway';
import type { SyncJob } from '@application/sync/SyncJob';

/** How often /status reads again while a job runs. */
export const SYNC_POLL_MS = 1_500;

/** /status: the caller's sync state and jobs, re-read while one runs; a school admin's OneRoster upload. */
export class SyncStore {
  readonly overview = new Loadable(() => this.gateway.overview());
  /** The files chosen for the next import. */
  files: File[] = [];
  uploading = false;
  uploadError: AppError | undefined = undefined;
  private stopPolling: (() => void) | undefined;

  constructor(
    private readonly gateway: SyncGateway,
    private readonly timers: Timers,
  ) {
    makeAutoObservable<SyncStore, 'gateway' | 'timers' | 'stopPolling'>(this, { gateway: false, timers: false, overview: false, stopPolling: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    await this.overview.load();
    this.followRunningJob();
  }

  get jobs(): SyncJob[] {
    return this.overview.value?.jobs ?? [];
  }

  /** The job still running, if any: its progress shows and a new import waits for it. */
  get running(): SyncJob | undefined {
    return this.jobs.find((job) => isSyncRunning(job.status));
  }

  get canImport(): boolean {
    return this.overview.value?.canImport ?? false;
  }

  get canSend(): boolean {
    return this.canImport && this.files.length > 0 && !this.uploading && this.running === undefined;
  }

  choose(files: readonly File[]): void {
    this.files = [...files];
    this.uploadError = undefined;
  }

  async send(): Promise<boolean> {
    if (!this.canSend) return false;
    this.uploading = true;
    this.uploadError = undefined;
    const result = await this.gateway.importOneRoster(this.files);
    runInAction(() => {
      this.uploading = false;
      if (result.err) this.uploadError = result.val;
      else this.files = [];
    });
    if (result.err) return false;
    await this.load();
    return true;
  }

  /** Reads again every SYNC_POLL_MS while a job runs, then stops. */
  private followRunningJob(): void {
    if (this.running && !this.stopPolling) {
      this.stopPolling = this.timers.every(SYNC_POLL_MS, () => void this.refresh());
    } else if (!this.running) {
      this.stop();
    }
  }

  private async refresh(): Promise<void> {
    await this.overview.load();
    this.followRunningJob();
  }

  /** Call on unmount. */
  stop(): void {
    this.stopPolling?.();
    this.stopPolling = undefined;
  }
}
