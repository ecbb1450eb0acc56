import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '@application/shared/AppError';
import { Loadable } from '@application/shared/Loadable';
import type { ScormCommitResult } from '@application/standards/Scorm';
import type { ScormGateway } from '@application/standards/ports/ScormGateway';

/**
 * One opened SCORM item: the launch (player URL, resume data) and the commits the package's runtime sends. Commits go
 * one at a time; while one is on its way only the latest waiting one is kept (each carries the whole record).
 */
export class ScormPlayerStore {
  readonly launch = new Loadable((itemGuid: string) => this.gateway.launch(itemGuid));
  result: ScormCommitResult | undefined = undefined;
  commitError: AppError | undefined = undefined;
  private itemGuid: string | undefined = undefined;
  private inFlight = false;
  private waiting: Record<string, unknown> | undefined = undefined;

  constructor(private readonly gateway: ScormGateway) {
    makeAutoObservable<ScormPlayerStore, 'gateway' | 'inFlight' | 'waiting' | 'itemGuid'>(this, { gateway: false, inFlight: false, waiting: false, itemGuid: false, launch: false }, { autoBind: true });
  }

  async open(itemGuid: string): Promise<void> {
    this.itemGuid = itemGuid;
    this.result = undefined;
    this.commitError = undefined;
    await this.launch.load(itemGuid);
  }

  /** The runtime committed (or finished): stored for students, ignored in a staff preview. */
  commit(cmi: Record<string, unknown>): void {
    if (this.launch.value?.records !== true) return;
    this.waiting = cmi;
    if (!this.inFlight) void this.drain();
  }

  private async drain(): Promise<void> {
    const launch = this.launch.value;
    const itemGuid = this.itemGuid;
    if (!launch || itemGuid === undefined) return;
    this.inFlight = true;
    while (this.waiting !== undefined) {
      const cmi = this.waiting;
      this.waiting = undefined;
      const result = await this.gateway.commit(itemGuid, launch.sessionId, cmi);
      runInAction(() => {
        if (result.ok) {
          this.result = result.val;
          this.commitError = undefined;
        } else {
          this.commitError = result.val;
        }
      });
    }
    this.inFlight = false;
  }
}
