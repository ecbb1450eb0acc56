import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { BoardChange } from '@application/board/Message';

/**
 * What the live feed tells of the boards (ADR 0516): `connected` each time it (re)connects (changes made while it was
 * away are not replayed: a board on screen reads itself again), then each change of a message the person reads.
 */
export type BoardFeedEvent = { kind: 'connected' } | { kind: 'change'; change: BoardChange };

/** Changes of the boards of the person's courses as they happen. Subscribing follows the feed; unsubscribing stops. */
export interface BoardFeed {
  changes(): Observable<BoardFeedEvent>;
}

export const BoardFeed: ServiceIdentifier<BoardFeed> = Symbol('BoardFeed');
