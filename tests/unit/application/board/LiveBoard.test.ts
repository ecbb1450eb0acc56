// The open board kept live (ADR 0516): others' changes of this course re-read the page and are announced; the page's
// own writes are neither; changes heard during a write wait for it; a reconnect re-reads a board on screen.
import { Subject } from 'rxjs';
import { makeAutoObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { LoadStatus } from '@application/shared/Loadable';
import type { BoardChange } from '@application/board/Message';
import { LiveBoard, type LiveBoardHost } from '@application/board/LiveBoard';
import type { BoardFeedEvent } from '@application/board/ports/BoardFeed';
import { RecentMessagesStore } from '@application/board/RecentMessagesStore';
import { Ok } from '@domain/shared/result';

const change = (messageGuid: string, kind: BoardChange['change'] = 'created', courseGuid = 'c-bio'): BoardFeedEvent => ({
  kind: 'change',
  change: { courseGuid, messageGuid, parentGuid: null, change: kind },
});

/** The board on screen, as the live board sees it: how often it was read again. */
class FakeHost implements LiveBoardHost {
  courseGuid: string | undefined = 'c-bio';
  writing = false;
  readonly written = new Set<string>();
  board: { status: LoadStatus } = { status: 'ready' };
  refreshes = 0;
  constructor() {
    makeAutoObservable(this, { written: false });
  }
  async refresh(): Promise<void> {
    this.refreshes += 1;
  }
}

function setUp() {
  const feed = new Subject<BoardFeedEvent>();
  const live = new LiveBoard({ changes: () => feed });
  const host = new FakeHost();
  const stop = live.follow(host);
  return { feed, live, host, stop };
}

describe('LiveBoard', () => {
  it('re-reads the page for a change someone else made on this board and announces it; other boards are not its business', () => {
    const { feed, live, host } = setUp();
    feed.next(change('m-1', 'created', 'c-other'));
    expect(host.refreshes).toBe(0);
    feed.next(change('m-1'));
    expect(host.refreshes).toBe(1);
    expect(live.announced).toBe('created');
    feed.next(change('m-1', 'updated'));
    feed.next(change('m-1', 'deleted'));
    expect(host.refreshes).toBe(3);
    expect(live.announced).toBe('deleted');
    expect(live.announcements).toBe(3);
  });

  it('holds changes heard during a write and drops the page’s own; another’s heard meanwhile is read once after', () => {
    const { feed, live, host } = setUp();
    host.writing = true;
    feed.next(change('mine'));
    feed.next(change('theirs', 'updated'));
    expect(host.refreshes).toBe(0);
    host.written.add('mine');
    host.writing = false;
    expect(host.refreshes).toBe(1);
    expect(live.announced).toBe('updated');
    expect(live.announcements).toBe(1);
  });

  it('says nothing of its own write heard after it ended', () => {
    const { feed, live, host } = setUp();
    host.written.add('mine');
    feed.next(change('mine'));
    expect(host.refreshes).toBe(0);
    expect(live.announced).toBeUndefined();
    // Told once: a later change of the same message by someone else is theirs.
    feed.next(change('mine', 'updated'));
    expect(host.refreshes).toBe(1);
  });

  it('re-reads a board on screen when the feed reconnects, not one still loading', () => {
    const { feed, host } = setUp();
    host.board = { status: 'loading' };
    feed.next({ kind: 'connected' });
    expect(host.refreshes).toBe(0);
    host.board = { status: 'ready' };
    feed.next({ kind: 'connected' });
    expect(host.refreshes).toBe(1);
  });

  it('stops with the page', () => {
    const { feed, host, stop } = setUp();
    stop();
    expect(feed.observed).toBe(false);
    host.writing = true;
    host.writing = false;
    expect(host.refreshes).toBe(0);
  });
});

describe('RecentMessagesStore', () => {
  it('reads a page of the newest messages and reads it again when a board of the person changes', async () => {
    const feed = new Subject<BoardFeedEvent>();
    const asked: number[] = [];
    const store = new RecentMessagesStore(
      {
        recent: async (page, perPage) => {
          asked.push(page);
          return Ok({ items: [], page, perPage, total: 12 });
        },
      },
      { changes: () => feed },
    );
    const stop = store.follow();
    // Not read yet: a change reads nothing.
    feed.next(change('m-1'));
    expect(asked).toEqual([]);
    await store.load(2);
    expect(store.pageCount).toBe(3);
    feed.next(change('m-2', 'deleted', 'c-any'));
    expect(asked).toEqual([2, 2]);
    stop();
    expect(feed.observed).toBe(false);
  });
});
