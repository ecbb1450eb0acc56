import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { LiveRoundFeedEvent } from '@application/projection/LiveRound';

/** Live question changes of the person's courses, on the session's one stream (ADR 0528). */
export interface LiveRoundFeed {
  rounds(): Observable<LiveRoundFeedEvent>;
}

export const LiveRoundFeed: ServiceIdentifier<LiveRoundFeed> = Symbol('LiveRoundFeed');
