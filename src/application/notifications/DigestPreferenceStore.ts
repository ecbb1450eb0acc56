import { makeAutoObservable } from 'mobx';
import type { NotificationPreferences } from '@application/notifications/Notification';
import type { NotificationPreferencesGateway } from '@application/notifications/ports/NotificationPreferencesGateway';
import { Loadable } from '@application/shared/Loadable';
import { WriteQueue, type WriteStatus } from '@application/shared/WriteQueue';

const KEY = 'dailyDigest';

/**
 * The profile's daily-digest choice (ADR 0519): read once, shown changed at once and saved through the write queue
 * (the latest choice wins); a refused save rolls the box back and says so.
 */
export class DigestPreferenceStore {
  readonly read = new Loadable(() => this.gateway.load());
  readonly writes = new WriteQueue<typeof KEY, boolean, NotificationPreferences>({
    send: ([write]) => this.gateway.saveDailyDigest(write.write),
    merge: (_waiting, next) => next,
    onFailure: 'drop',
    answered: ([write], result) => {
      if (result.ok && this.writes.isLatest(write)) this.read.set(result.val);
    },
  });

  constructor(private readonly gateway: NotificationPreferencesGateway) {
    makeAutoObservable<DigestPreferenceStore, 'gateway'>(this, { gateway: false, read: false, writes: false }, { autoBind: true });
  }

  load(): void {
    void this.read.load();
  }

  /** What the box shows: the latest choice on its way, else the saved one. */
  get dailyDigest(): boolean {
    const pending = this.writes.pendingOf(KEY);
    return pending.length > 0 ? (pending[pending.length - 1] ?? false) : (this.read.value?.dailyDigest ?? false);
  }

  /** Whether the choice is offered at all (not to a student under kids mode). */
  get offered(): boolean {
    return this.read.value?.digestOffered ?? false;
  }

  get saveStatus(): WriteStatus | undefined {
    return this.writes.statusOf(KEY);
  }

  setDailyDigest(on: boolean): void {
    this.writes.enqueue(KEY, on);
  }
}
