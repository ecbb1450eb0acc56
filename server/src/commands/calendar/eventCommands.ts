import type { CalendarEventBodyDto } from '@contract/calendar';
import { checkCalendarEvent } from '@domain/calendar/calendarEvents';
import { badRequest } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { AccessCaller } from '../../repositories/AccessRepository';
import type { OwnEventValues } from '../../repositories/CalendarRepository';

/** The body checked by the domain (ADR 0504): 400 VALIDATION_FAILED with every issue at its path, nothing saved. */
function checked(body: CalendarEventBodyDto): OwnEventValues {
  const draft = { title: body.title, startsOn: body.starts_on.trim(), endsOn: body.ends_on.trim(), starts: body.starts, ends: body.ends };
  const issues = checkCalendarEvent(draft);
  if (issues.length > 0) throw badRequest('VALIDATION_FAILED', issues.map((issue) => ({ path: issue.path, message: issue.code })));
  return { ...draft, title: draft.title.trim() };
}

export function addEvent(repos: Repositories, owner: AccessCaller, body: CalendarEventBodyDto): Promise<string> {
  return repos.calendar.addEvent(owner, checked(body));
}

export function changeEvent(repos: Repositories, guid: string, body: CalendarEventBodyDto): Promise<void> {
  return repos.calendar.changeEvent(guid, checked(body));
}
