import {
  NotificationPageSchema,
  NotificationSchema,
  UnreadSchema,
  type NotificationDataDto,
  type NotificationDto,
  type NotificationPageDto,
  type NotificationPageQueryDto,
  type ViewNotificationBodyDto,
} from '@contract/notifications';
import type { NotificationData } from '@domain/notifications/notifications';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { AppNotification, NotificationPage } from '@application/notifications/Notification';
import type { NotificationGateway } from '@application/notifications/ports/NotificationGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, instant, nullableInstant } from '@infrastructure/http/wire';

export const NOTIFICATIONS_PATH = '/front/notifications';

export function dataToDomain(dto: NotificationDataDto): NotificationData {
  return {
    ...(dto.course ? { course: dto.course } : {}),
    ...(dto.item
      ? {
          item: {
            guid: dto.item.guid,
            name: dto.item.name,
            lessonGuid: dto.item.lesson_guid,
            contentType: dto.item.content_type,
            isEvaluable: dto.item.is_evaluable,
            deliverAt: dto.item.deliver_at,
          },
        }
      : {}),
    ...(dto.user ? { user: dto.user } : {}),
    ...(dto.message ? { message: dto.message } : {}),
    ...(dto.parent_message ? { parentMessage: dto.parent_message } : {}),
    ...(dto.section === undefined ? {} : { section: dto.section }),
    ...(dto.period === undefined ? {} : { period: dto.period }),
  };
}

export function notificationToDomain(dto: NotificationDto): AppNotification {
  return {
    id: dto.id,
    guid: dto.guid,
    type: dto.type,
    data: dataToDomain(dto.data),
    createdAt: instant(dto.created_at),
    viewedAt: nullableInstant(dto.viewed_at),
    consumedAt: nullableInstant(dto.consumed_at),
  };
}

function pageToDomain(dto: NotificationPageDto): NotificationPage {
  return { items: dto.data.map(notificationToDomain), page: dto.meta.page, perPage: dto.meta.per_page, total: dto.meta.total, unread: dto.meta.unread };
}

/** The notification calls (docs/api-notifications.md). */
export class HttpNotificationGateway implements NotificationGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async list(page: number, perPage: number): Promise<Result<NotificationPage, AppError>> {
    const query: Pick<NotificationPageQueryDto, 'page' | 'per_page'> = { page, per_page: perPage };
    return fromWire(await this.http.get(NOTIFICATIONS_PATH, query), NotificationPageSchema, pageToDomain);
  }

  async markViewed(guid: string, consumed: boolean): Promise<Result<AppNotification, AppError>> {
    const body: ViewNotificationBodyDto = { consumed };
    return fromWire(await this.http.post(`${NOTIFICATIONS_PATH}/${encodeURIComponent(guid)}/viewed`, body), NotificationSchema, notificationToDomain);
  }

  async markAllViewed(): Promise<Result<number, AppError>> {
    return fromWire(await this.http.post(`${NOTIFICATIONS_PATH}/viewed`), UnreadSchema, (dto) => dto.unread);
  }
}
