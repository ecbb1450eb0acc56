import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { FeedEvent } from '@application/notifications/Notification';

/**
 * New notifications as they happen. Subscribing connects; the feed reconnects by itself after a drop (nothing is lost:
 * it resumes after the last notification it delivered) and emits `ready` each time it is connected; unsubscribing
 * disconnects. It completes only when the session is refused.
 */
export interface NotificationFeed {
  events(): Observable<FeedEvent>;
}

export const NotificationFeed: ServiceIdentifier<NotificationFeed> = Symbol('NotificationFeed');
