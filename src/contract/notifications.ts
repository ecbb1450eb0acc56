// Notifications on the wire (docs/api-notifications.md, ADRs 0512–0514).
import { NOTIFICATION_TYPES } from '@domain/notifications/notifications';
import { T, type Static, StringEnum, Count, Guid, Instant, Nullable } from './schema';

export const NotificationTypeSchema = StringEnum(NOTIFICATION_TYPES, { description: 'What happened (ADR 0512)' });

/** What the notification names, so the SPA words it and routes a click (spec: user or student, message, course, assessment…). */
export const NotificationDataSchema = T.Object({
  course: T.Optional(T.Object({ guid: Guid, name: T.String() })),
  item: T.Optional(
    T.Object({
      guid: Guid,
      name: T.String(),
      lesson_guid: Guid,
      content_type: T.String(),
      is_evaluable: T.Boolean(),
      deliver_at: Nullable(Instant),
    }),
  ),
  user: T.Optional(T.Object({ guid: Guid, name: T.String() })),
  message: T.Optional(T.Object({ guid: Guid, excerpt: T.String({ description: 'The message without its tags, at most 140 characters' }) })),
  parent_message: T.Optional(T.Object({ guid: Guid })),
  section: T.Optional(Nullable(T.String())),
  period: T.Optional(T.String()),
});
export type NotificationDataDto = Static<typeof NotificationDataSchema>;

export const NotificationSchema = T.Object({
  /** The stream's event id: increases with every notification. */
  id: T.Integer({ minimum: 1 }),
  guid: Guid,
  type: NotificationTypeSchema,
  data: NotificationDataSchema,
  created_at: Instant,
  viewed_at: Nullable(Instant),
  consumed_at: Nullable(Instant),
});
export type NotificationDto = Static<typeof NotificationSchema>;

export const NOTIFICATION_PAGE_MAX = 100;

export const NotificationPageSchema = T.Object({
  data: T.Array(NotificationSchema, { description: 'Newest first' }),
  meta: T.Object({ page: T.Integer({ minimum: 1 }), per_page: T.Integer({ minimum: 1 }), total: Count, unread: Count }),
});
export type NotificationPageDto = Static<typeof NotificationPageSchema>;

export const UnreadSchema = T.Object({ unread: Count });

// Requests

export const NotificationPageQuery = T.Object({
  page: T.Optional(T.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  per_page: T.Optional(T.Integer({ minimum: 1, maximum: NOTIFICATION_PAGE_MAX, default: 20 })),
  unread: T.Optional(T.Boolean({ description: 'Only the unread ones' })),
});
export type NotificationPageQueryDto = Static<typeof NotificationPageQuery>;

export const NotificationParams = T.Object({ guid: Guid });

export const ViewNotificationBody = T.Object({
  /** true: opened (followed to its page), which also marks it viewed. */
  consumed: T.Optional(T.Boolean()),
});
export type ViewNotificationBodyDto = Static<typeof ViewNotificationBody>;

/** The stream's request headers: a reconnecting client names the last event it received. */
export const StreamHeaders = T.Object({
  'last-event-id': T.Optional(T.String({ pattern: '^[0-9]{1,15}$', maxLength: 15, description: 'The id of the last event received' })),
});

/** What a stream's `ready` event carries (the unread count when it opened), and each `notification` event's data. */
export const StreamReadySchema = UnreadSchema;

/** The caller's notification preferences (ADR 0519): the daily e-mail digest, off by default. */
export const NotificationPreferencesSchema = T.Object({
  daily_digest: T.Boolean({ description: 'One e-mail a day, from 17:00 on the school’s clock, listing the unread notifications' }),
  digest_offered: T.Boolean({ description: 'false for a student under the tenant’s kids mode: no digest is sent to them' }),
});
export type NotificationPreferencesDto = Static<typeof NotificationPreferencesSchema>;

export const NotificationPreferencesBody = T.Object({ daily_digest: T.Boolean() });
export type NotificationPreferencesBodyDto = Static<typeof NotificationPreferencesBody>;
