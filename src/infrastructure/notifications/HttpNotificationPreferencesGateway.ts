import { NotificationPreferencesSchema, type NotificationPreferencesBodyDto, type NotificationPreferencesDto } from '@contract/notifications';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { NotificationPreferences } from '@application/notifications/Notification';
import type { NotificationPreferencesGateway } from '@application/notifications/ports/NotificationPreferencesGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire } from '@infrastructure/http/wire';
import { NOTIFICATIONS_PATH } from '@infrastructure/notifications/HttpNotificationGateway';

const PATH = `${NOTIFICATIONS_PATH}/preferences`;

export function preferencesToDomain(dto: NotificationPreferencesDto): NotificationPreferences {
  return { dailyDigest: dto.daily_digest, digestOffered: dto.digest_offered };
}

/** `GET` and `PUT /api/front/notifications/preferences`: the caller's own. */
export class HttpNotificationPreferencesGateway implements NotificationPreferencesGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async load(): Promise<Result<NotificationPreferences, AppError>> {
    return fromWire(await this.http.get(PATH), NotificationPreferencesSchema, preferencesToDomain);
  }

  async saveDailyDigest(on: boolean): Promise<Result<NotificationPreferences, AppError>> {
    const body: NotificationPreferencesBodyDto = { daily_digest: on };
    return fromWire(await this.http.request('PUT', PATH, { body }), NotificationPreferencesSchema, preferencesToDomain);
  }
}
