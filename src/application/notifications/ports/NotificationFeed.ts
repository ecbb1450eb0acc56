import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { FeedEvent } from '@application/notifications/Notification';

/**
 * New notifications (and board changes, ADR 0516) as they happen. Subscribing connects; the feed reconnects by itself
 * after a drop (no notification is lost: it resumes after the last one it delivered) and emits `ready` each time it is
 * connected; unsubscribing disconnects. Subscribers share one connection: a late one hears from the next event on. It
 * completes only when the session is refused.
 */
export interface NotificationFeed {
  events(): Observable<FeedEvent>;
}

export const NotificationFeed: ServiceIdentifier<NotificationFeed> = Symbol('NotificationFeed');
