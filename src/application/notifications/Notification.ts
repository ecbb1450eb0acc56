import type { NotificationData, NotificationType } from '@domain/notifications/notifications';
import type { BoardChange } from '@application/board/Message';

/** One notification of the signed-in person (docs/api-notifications.md). */
export interface AppNotification {
  /** Increases with every notification: the stream's event id. */
  id: number;
  guid: string;
  type: NotificationType;
  data: NotificationData;
  createdAt: Date;
  viewedAt: Date | null;
  consumedAt: Date | null;
}

export interface NotificationPage {
  items: AppNotification[];
  page: number;
  perPage: number;
  total: number;
  unread: number;
}

/**
 * What the live feed tells: it (re)connected with this unread count, a new notification arrived, or a message of a
 * board the person reads changed (ADR 0516), or a live question of a lesson of theirs did (ADR 0528).
 */
export type FeedEvent =
  | { kind: 'ready'; unread: number }
  | { kind: 'notification'; notification: AppNotification }
  | { kind: 'board'; change: BoardChange }
  | { kind: 'live'; lessonGuid: string; roundGuid: string };

/** The person's notification preferences (ADR 0519): the daily e-mail digest, and whether it is offered to them. */
export interface NotificationPreferences {
  dailyDigest: boolean;
  /** false for a student under the tenant's kids mode. */
  digestOffered: boolean;
}
