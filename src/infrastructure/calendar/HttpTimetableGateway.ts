import { TimetableSchema, type TimetableBodyDto, type TimetableDto } from '@contract/timetable';
import { isCalendarDate, type CalendarDate } from '@domain/calendar/calendarDate';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { CourseTimetable, TimetableDraft } from '@application/calendar/Timetable';
import type { TimetableGateway } from '@application/calendar/ports/TimetableGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, WireError } from '@infrastructure/http/wire';

/** `GET` and `PUT /front/courses/{guid}/timetable` (docs/api-calendar.md, ADR 0501). */
export class HttpTimetableGateway implements TimetableGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async read(courseGuid: string): Promise<Result<CourseTimetable, AppError>> {
    return fromWire(await this.http.get(path(courseGuid)), TimetableSchema, timetableToDomain);
  }

  async save(courseGuid: string, draft: TimetableDraft): Promise<Result<CourseTimetable, AppError>> {
    const body: TimetableBodyDto = { starts_on: draft.startsOn, ends_on: draft.endsOn, slots: draft.slots.map((slot) => ({ weekday: slot.weekday, starts: slot.starts, ends: slot.ends, room: slot.room })) };
    return fromWire(await this.http.request('PUT', path(courseGuid), { body }), TimetableSchema, timetableToDomain);
  }
}

function path(courseGuid: string): string {
  return `/front/courses/${encodeURIComponent(courseGuid)}/timetable`;
}

function day(value: string | null, where: string): CalendarDate | null {
  if (value === null) return null;
  if (!isCalendarDate(value)) throw new WireError(`${where}: a calendar day expected`);
  return value;
}

export function timetableToDomain(dto: TimetableDto): CourseTimetable {
  return {
    courseGuid: dto.course_guid,
    courseName: dto.course_name,
    startsOn: day(dto.starts_on, 'starts_on'),
    endsOn: day(dto.ends_on, 'ends_on'),
    slots: dto.slots.map((slot) => ({ weekday: slot.weekday, starts: slot.starts, ends: slot.ends, room: slot.room })),
    timeZone: dto.time_zone,
    canEdit: dto.can_edit,
  };
}
