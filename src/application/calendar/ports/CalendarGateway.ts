import type { ServiceIdentifier } from 'inversify';
import type { CalendarDate } from '@domain/calendar/calendarDate';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { CalendarRange } from '@application/calendar/CalendarEntry';

/** `GET /front/calendar`: the caller's calendar, or one course's, over at most 100 days. */
export interface CalendarGateway {
  read(from: CalendarDate, to: CalendarDate, courseGuid?: string): Promise<Result<CalendarRange, AppError>>;
}

export const CalendarGateway: ServiceIdentifier<CalendarGateway> = Symbol('CalendarGateway');
