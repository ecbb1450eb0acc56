import { CalendarFeedAnswer } from '@contract/calendar';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { CalendarFeed, CalendarFeedGateway } from '@application/calendar/ports/CalendarFeedGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, noContent } from '@infrastructure/http/wire';

/** `GET` / `DELETE /front/users/me/calendar-feed` (docs/api-calendar.md). */
export class HttpCalendarFeedGateway implements CalendarFeedGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async address(): Promise<Result<CalendarFeed, AppError>> {
    return fromWire(await this.http.get('/front/users/me/calendar-feed'), CalendarFeedAnswer, (dto): CalendarFeed => ({ url: dto.url, webcalUrl: dto.webcal_url }));
  }

  async revoke(): Promise<Result<void, AppError>> {
    return noContent(await this.http.request('DELETE', '/front/users/me/calendar-feed'));
  }
}
