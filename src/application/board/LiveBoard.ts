import { makeAutoObservable, reaction } from 'mobx';
import type { BoardChangeKind } from '@domain/board/messages';
import type { LoadStatus } from '@application/shared/Loadable';
import type { BoardChange } from '@application/board/Message';
import type { BoardFeed, BoardFeedEvent } from '@application/board/ports/BoardFeed';

/** What the live board needs of the board on screen (`BoardStore`). */
export interface LiveBoardHost {
  readonly courseGuid: string | undefined;
  /** A write of this page is on its way: changes wait for it (the page reads itself again after it anyway). */
  readonly writing: boolean;
  /** Messages this page wrote: their changes are the page's own, neither read again nor announced. */
  readonly written: Set<string>;
  readonly board: { readonly status: LoadStatus };
  refresh(): Promise<void>;
}

/**
 * The open board kept live (ADR 0516): a change someone else made to a message of this course re-reads the page on
 * screen (the composer and what is typed in it stay: the page keeps its value while it reads), and the latest one is
 * announced politely; after the feed reconnects the page reads itself again, since changes are not replayed.
 */
export class LiveBoard {
  /** The latest change of others now on screen (the polite announcement reads it). */
  announced: BoardChangeKind | undefined = undefined;
  /** How many were announced (an announcement key: the same kind twice is read twice). */
  announcements = 0;
  private held: BoardChange[] = [];

  constructor(private readonly feed: BoardFeed) {
    makeAutoObservable<LiveBoard, 'feed' | 'held'>(this, { feed: false, held: false }, { autoBind: true });
  }

  /** Follows the feed for `host` until the answered stop is called (the page's effect). */
  follow(host: LiveBoardHost): () => void {
    const subscription = this.feed.changes().subscribe((event) => this.heard(host, event));
    const afterWrites = reaction(
      () => host.writing,
      (writing) => {
        if (!writing) this.release(host);
      },
    );
    return () => {
      subscription.unsubscribe();
      afterWrites();
    };
  }

  private heard(host: LiveBoardHost, event: BoardFeedEvent): void {
    if (host.courseGuid === undefined) return;
    if (event.kind === 'connected') {
      if (host.board.status === 'ready') void host.refresh();
      return;
    }
    if (event.change.courseGuid !== host.courseGuid) return;
    this.held.push(event.change);
    if (!host.writing) this.release(host);
  }

  private release(host: LiveBoardHost): void {
    const changes = this.held;
    this.held = [];
    const theirs = changes.filter((change) => !host.written.delete(change.messageGuid));
    const last = theirs[theirs.length - 1];
    if (last === undefined) return;
    this.announced = last.change;
    this.announcements += 1;
    void host.refresh();
  }
}
