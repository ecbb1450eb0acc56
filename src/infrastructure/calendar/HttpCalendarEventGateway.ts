import { CalendarEventSchema, type CalendarEventBodyDto } from '@contract/calendar';
import type { CalendarEventDraft } from '@domain/calendar/calendarEvents';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { CalendarEntry } from '@application/calendar/CalendarEntry';
import type { CalendarEventGateway } from '@application/calendar/ports/CalendarEventGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, noContent } from '@infrastructure/http/wire';
import { entryToDomain } from '@infrastructure/calendar/HttpCalendarGateway';

const at = encodeURIComponent;

function body(draft: CalendarEventDraft): CalendarEventBodyDto {
  return { title: draft.title, starts_on: draft.startsOn, ends_on: draft.endsOn, starts: draft.starts, ends: draft.ends };
}

/** A teacher's own events (docs/api-calendar.md, ADR 0504). */
export class HttpCalendarEventGateway implements CalendarEventGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async add(draft: CalendarEventDraft): Promise<Result<CalendarEntry, AppError>> {
    return fromWire(await this.http.post('/front/calendar/events', body(draft)), CalendarEventSchema, entryToDomain);
  }

  async change(guid: string, draft: CalendarEventDraft): Promise<Result<CalendarEntry, AppError>> {
    return fromWire(await this.http.request('PUT', `/front/calendar/events/${at(guid)}`, { body: body(draft) }), CalendarEventSchema, entryToDomain);
  }

  async remove(guid: string): Promise<Result<void, AppError>> {
    return noContent(await this.http.request('DELETE', `/front/calendar/events/${at(guid)}`));
  }
}
