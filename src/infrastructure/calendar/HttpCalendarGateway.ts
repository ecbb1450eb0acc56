import { CalendarAnswer, type CalendarAnswerDto, type CalendarEventDto, type CalendarQueryDto } from '@contract/calendar';
import { isCalendarDate, type CalendarDate } from '@domain/calendar/calendarDate';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { CalendarEntry, CalendarRange } from '@application/calendar/CalendarEntry';
import type { CalendarGateway } from '@application/calendar/ports/CalendarGateway';
import type { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { fromWire, localDateTime, WireError } from '@infrastructure/http/wire';

/** `GET /front/calendar` (docs/api-calendar.md). */
export class HttpCalendarGateway implements CalendarGateway {
  constructor(private readonly http: FetchHttpClient) {}

  async read(from: CalendarDate, to: CalendarDate, courseGuid?: string): Promise<Result<CalendarRange, AppError>> {
    const query: CalendarQueryDto = courseGuid ? { from, to, course: courseGuid } : { from, to };
    return fromWire(await this.http.get('/front/calendar', query), CalendarAnswer, calendarToDomain);
  }
}

function day(value: string, where: string): CalendarDate {
  if (!isCalendarDate(value)) throw new WireError(`${where}: a calendar day expected`);
  return value;
}

/** An all-day entry's days as they are; a timed one's start and end on the school's wall clock. */
function when(value: string, allDay: boolean, where: string): string {
  return allDay ? day(value, where) : localDateTime(value, where);
}

export function entryToDomain(dto: CalendarEventDto): CalendarEntry {
  const start = when(dto.start, dto.all_day, 'start');
  const end = when(dto.end, dto.all_day, 'end');
  return {
    kind: dto.kind,
    guid: dto.guid,
    title: dto.title,
    start,
    end,
    allDay: dto.all_day,
    startDay: start.slice(0, 10),
    endDay: end.slice(0, 10),
    courseGuid: dto.course_guid,
    courseName: dto.course_name,
    lessonGuid: dto.lesson_guid,
    lessonName: dto.lesson_name,
    contentType: dto.content_type,
    status: dto.status === null ? null : { label: dto.status.label, group: dto.status.group, turnIn: dto.status.turn_in },
    room: dto.room,
  };
}

export function calendarToDomain(dto: CalendarAnswerDto): CalendarRange {
  return { entries: dto.data.map(entryToDomain), from: day(dto.from, 'from'), to: day(dto.to, 'to'), courseName: dto.course_name, timeZone: dto.time_zone, today: day(dto.today, 'today'), canAddEvents: dto.can_add_events };
}
