import type { ServiceIdentifier } from 'inversify';
import type { CalendarEventDraft } from '@domain/calendar/calendarEvents';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { CalendarEntry } from '@application/calendar/CalendarEntry';

/** `POST /front/calendar/events`, `PUT`/`DELETE /front/calendar/events/{guid}`: a teacher's own events (ADR 0504). */
export interface CalendarEventGateway {
  add(draft: CalendarEventDraft): Promise<Result<CalendarEntry, AppError>>;
  change(guid: string, draft: CalendarEventDraft): Promise<Result<CalendarEntry, AppError>>;
  remove(guid: string): Promise<Result<void, AppError>>;
}

export const CalendarEventGateway: ServiceIdentifier<CalendarEventGateway> = Symbol('CalendarEventGateway');
