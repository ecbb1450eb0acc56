import type { NotificationDataDto, NotificationDto, NotificationPageDto } from '@contract/notifications';
import type { Repositories } from '../../plugins/app/repositories';
import type { NotificationRow } from '../../repositories/NotificationRepository';

/** A stored notification as the wire carries it (its data was written in the contract's shape). */
export function notificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    guid: row.guid,
    type: row.type,
    data: row.data as NotificationDataDto,
    created_at: row.createdAt.toISOString(),
    viewed_at: row.viewedAt?.toISOString() ?? null,
    consumed_at: row.consumedAt?.toISOString() ?? null,
  };
}

/** A page of the caller's own notifications, newest first, with the unread count. */
export async function notificationPage(repos: Repositories, userGuid: string, query: { page: number; perPage: number; unreadOnly: boolean }): Promise<NotificationPageDto> {
  const { rows, total, unread } = await repos.notifications.page(userGuid, query.page, query.perPage, query.unreadOnly);
  return { data: rows.map(notificationDto), meta: { page: query.page, per_page: query.perPage, total, unread } };
}
