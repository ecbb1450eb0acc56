import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { AppNotification, NotificationPage } from '@application/notifications/Notification';

/** The signed-in person's notifications (docs/api-notifications.md): pages, marking one viewed or opened, all read. */
export interface NotificationGateway {
  list(page: number, perPage: number): Promise<Result<NotificationPage, AppError>>;
  markViewed(guid: string, consumed: boolean): Promise<Result<AppNotification, AppError>>;
  markAllViewed(): Promise<Result<number, AppError>>;
}

export const NotificationGateway: ServiceIdentifier<NotificationGateway> = Symbol('NotificationGateway');
