import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';

/** The caller's private calendar feed (ADR 0502): an address calendar apps subscribe to. */
export interface CalendarFeed {
  /** The feed over https (or http on a local server). */
  url: string;
  /** The same address as `webcal://`, which opens the device's calendar app on a subscription. */
  webcalUrl: string;
}

/** `GET` / `DELETE /front/users/me/calendar-feed`. */
export interface CalendarFeedGateway {
  address(): Promise<Result<CalendarFeed, AppError>>;
  /** Every address given so far stops working; the next `address()` is a new one. */
  revoke(): Promise<Result<void, AppError>>;
}

export const CalendarFeedGateway: ServiceIdentifier<CalendarFeedGateway> = Symbol('CalendarFeedGateway');
