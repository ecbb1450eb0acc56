import { Err, Ok, type Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { NotificationPreferences } from '@application/notifications/Notification';
import type { NotificationPreferencesGateway } from '@application/notifications/ports/NotificationPreferencesGateway';

/** Keeps one person's preferences like the server; `failure` refuses every save until cleared. */
export class InMemoryNotificationPreferencesGateway implements NotificationPreferencesGateway {
  preferences: NotificationPreferences = { dailyDigest: false, digestOffered: true };
  /** Every choice asked to be saved, in order (refused ones too). */
  readonly requested: boolean[] = [];
  failure: AppError | undefined = undefined;

  async load(): Promise<Result<NotificationPreferences, AppError>> {
    return Ok({ ...this.preferences });
  }

  async saveDailyDigest(on: boolean): Promise<Result<NotificationPreferences, AppError>> {
    this.requested.push(on);
    if (this.failure) return Err(this.failure);
    this.preferences = { ...this.preferences, dailyDigest: on };
    return Ok({ ...this.preferences });
  }
}
