import { makeAutoObservable, runInAction } from 'mobx';
import { Loadable } from '@application/shared/Loadable';
import type { AppError } from '@application/shared/AppError';
import type { CalendarFeed, CalendarFeedGateway } from '@application/calendar/ports/CalendarFeedGateway';

/** What the last copy or revocation came to, for the dialog to say (politely) and focus. */
export type FeedNotice = 'copied' | 'copy-failed' | 'revoked' | 'revoke-failed';

/**
 * The subscribe dialog on /calendar (ADR 0502): the private address, loaded when the dialog opens; copying it; and
 * revoking it after a confirmation, which puts the new address in its place.
 */
export class CalendarFeedStore {
  readonly feed = new Loadable(() => this.gateway.address());
  confirmingRevoke = false;
  revoking = false;
  notice: FeedNotice | undefined = undefined;
  revokeError: AppError | undefined = undefined;

  constructor(
    private readonly gateway: CalendarFeedGateway,
    private readonly writeClipboard: (text: string) => Promise<void>,
  ) {
    makeAutoObservable<CalendarFeedStore, 'gateway' | 'writeClipboard'>(this, { gateway: false, writeClipboard: false, feed: false }, { autoBind: true });
  }

  /** The dialog opened: the address, asked once (it stays the same until revoked). */
  open(): void {
    this.notice = undefined;
    this.confirmingRevoke = false;
    if (this.feed.status === 'idle' || this.feed.status === 'failed') void this.feed.load();
  }

  async copy(): Promise<void> {
    const feed: CalendarFeed | undefined = this.feed.value;
    if (feed === undefined) return;
    let notice: FeedNotice = 'copied';
    try {
      await this.writeClipboard(feed.url);
    } catch {
      notice = 'copy-failed';
    }
    runInAction(() => {
      this.notice = notice;
    });
  }

  askRevoke(): void {
    this.confirmingRevoke = true;
    this.notice = undefined;
  }

  cancelRevoke(): void {
    this.confirmingRevoke = false;
  }

  /** Revokes, then loads the new address; a refusal keeps the old one on screen and says so. */
  async revoke(): Promise<void> {
    if (this.revoking) return;
    this.revoking = true;
    this.revokeError = undefined;
    const result = await this.gateway.revoke();
    if (result.ok) await this.feed.load();
    runInAction(() => {
      this.revoking = false;
      this.confirmingRevoke = false;
      if (result.err) {
        this.revokeError = result.val;
        this.notice = 'revoke-failed';
      } else {
        this.notice = this.feed.status === 'ready' ? 'revoked' : undefined;
      }
    });
  }
}
