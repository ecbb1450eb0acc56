import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { NotificationPreferences } from '@application/notifications/Notification';

/** The signed-in person's own notification preferences (docs/api-notifications.md): nobody else's. */
export interface NotificationPreferencesGateway {
  load(): Promise<Result<NotificationPreferences, AppError>>;
  /** Asks for the daily digest, or stops it; answers the preferences as saved. */
  saveDailyDigest(on: boolean): Promise<Result<NotificationPreferences, AppError>>;
}

export const NotificationPreferencesGateway: ServiceIdentifier<NotificationPreferencesGateway> = Symbol('NotificationPreferencesGateway');
