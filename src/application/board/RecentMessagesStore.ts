import { makeAutoObservable } from 'mobx';
import { Loadable } from '@application/shared/Loadable';
import type { RecentMessage } from '@application/board/Message';
import type { BoardFeed } from '@application/board/ports/BoardFeed';
import type { RecentMessagesReader } from '@application/board/ports/RecentMessagesReader';

/** How many the /home panel shows at a time. */
export const RECENT_PAGE_SIZE = 5;

/**
 * The all-courses messages on /home (ADR 0516): a page of the newest messages of all the person's courses, read again
 * when a board of theirs changes or the feed reconnects, so the panel stays current while /home is open.
 */
export class RecentMessagesStore {
  readonly read = new Loadable((page: number) => this.reader.recent(page, RECENT_PAGE_SIZE));
  page = 1;

  constructor(
    private readonly reader: RecentMessagesReader,
    private readonly feed: BoardFeed,
  ) {
    makeAutoObservable<RecentMessagesStore, 'reader' | 'feed'>(this, { reader: false, feed: false, read: false }, { autoBind: true });
  }

  get items(): RecentMessage[] {
    return this.read.value?.items ?? [];
  }

  get pageCount(): number {
    const value = this.read.value;
    return value ? Math.max(1, Math.ceil(value.total / value.perPage)) : 1;
  }

  async load(page = this.page): Promise<void> {
    this.page = page;
    await this.read.load(page);
  }

  /** Follows the boards' changes until the answered stop is called (the panel's effect). */
  follow(): () => void {
    const subscription = this.feed.changes().subscribe(() => {
      if (this.read.status === 'ready') void this.read.load(this.page);
    });
    return () => subscription.unsubscribe();
  }
}
