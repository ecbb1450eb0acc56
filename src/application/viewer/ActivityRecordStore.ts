import { makeAutoObservable } from 'mobx';
import type { ActivityRecord } from '@application/viewer/LessonItem';
import type { ViewerGateway } from '@application/viewer/ports/ViewerGateway';
import { Loadable } from '@application/shared/Loadable';

/** One user's record of one activity: progress, last activity and hand-in. */
export class ActivityRecordStore {
  /** Moving from one student's record to another: only the latest answer counts. */
  readonly read = new Loadable((itemGuid: string, userGuid: string) => this.gateway.record(itemGuid, userGuid));

  constructor(private readonly gateway: ViewerGateway) {
    makeAutoObservable<ActivityRecordStore, 'gateway'>(this, { gateway: false, read: false });
  }

  /** The record on screen; none once a read failed (the page says why). */
  get record(): ActivityRecord | undefined {
    return this.read.status === 'failed' ? undefined : this.read.value;
  }

  get isNotFound(): boolean {
    const error = this.read.error;
    return error?.kind === 'not-found' || error?.kind === 'validation';
  }

  async load(itemGuid: string, userGuid: string): Promise<void> {
    await this.read.load(itemGuid, userGuid);
  }
}
