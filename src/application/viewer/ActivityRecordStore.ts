import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '@application/shared/AppError';
import type { ActivityRecord } from '@application/viewer/LessonItem';
import type { ViewerGateway } from '@application/viewer/ports/ViewerGateway';
import type { LoadStatus } from '@application/shared/Loadable';

/** One user's record of one activity: progress, last activity and hand-in. */
export class ActivityRecordStore {
  status: LoadStatus = 'idle';
  record: ActivityRecord | undefined = undefined;
  error: AppError | undefined = undefined;
  private requested = '';

  constructor(private readonly gateway: ViewerGateway) {
    makeAutoObservable<ActivityRecordStore, 'gateway' | 'requested'>(this, { gateway: false, requested: false });
  }

  get isNotFound(): boolean {
    return this.error?.kind === 'not-found' || this.error?.kind === 'validation';
  }

  async load(itemGuid: string, userGuid: string): Promise<void> {
    const key = `${itemGuid}/${userGuid}`;
    this.requested = key;
    this.status = 'loading';
    this.error = undefined;
    const result = await this.gateway.record(itemGuid, userGuid);
    runInAction(() => {
      if (key !== this.requested) return;
      if (result.err) {
        this.status = 'failed';
        this.error = result.val;
        this.record = undefined;
        return;
      }
      this.record = result.val;
      this.status = 'ready';
    });
  }
}
