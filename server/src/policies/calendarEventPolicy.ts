// Who keeps calendar events (ADR 0504, the domain's mayKeepEvents): teachers and school admins, each their own. Someone
// else's event answers 404, as one that does not exist; a role that keeps none, 403.
import { mayKeepEvents } from '@domain/calendar/calendarEvents';
import { forbidden, notFound } from '../errors/ApiError';
import type { Repositories } from '../plugins/app/repositories';
import type { AccessCaller } from '../repositories/AccessRepository';
import type { OwnEventRow } from '../repositories/CalendarRepository';

export function requireEventKeeper<C extends AccessCaller>(caller: C): C {
  if (!mayKeepEvents(caller.role)) throw forbidden();
  return caller;
}

export async function requireOwnEvent(repos: Pick<Repositories, 'calendar'>, caller: AccessCaller, guid: string): Promise<OwnEventRow> {
  const row = await repos.calendar.ownEvent(requireEventKeeper(caller), guid.toLowerCase());
  if (!row) throw notFound();
  return row;
}
