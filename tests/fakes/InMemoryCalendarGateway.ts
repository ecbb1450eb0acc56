import { Err, Ok, type Result } from '@domain/shared/result';
import type { CalendarDate } from '@domain/calendar/calendarDate';
import type { AppError } from '@application/shared/AppError';
import type { CalendarEntry, CalendarRange } from '@application/calendar/CalendarEntry';
import type { CalendarGateway } from '@application/calendar/ports/CalendarGateway';

/** A calendar in memory: entries answered for the range asked, a fixed school day, failures. */
export class InMemoryCalendarGateway implements CalendarGateway {
  entries: CalendarEntry[] = [];
  today: CalendarDate = '2026-11-23';
  canAddEvents = false;
  failure: AppError | undefined = undefined;
  readonly calls: { from: CalendarDate; to: CalendarDate; courseGuid: string | undefined }[] = [];

  async read(from: CalendarDate, to: CalendarDate, courseGuid?: string): Promise<Result<CalendarRange, AppError>> {
    this.calls.push({ from, to, courseGuid });
    if (this.failure) return Err(this.failure);
    const entries = this.entries.filter((e) => e.endDay >= from && e.startDay <= to && (courseGuid === undefined || e.courseGuid === null || e.courseGuid === courseGuid));
    return Ok({ entries: structuredClone(entries), from, to, courseName: courseGuid === undefined ? null : 'Biología 3º ESO', timeZone: 'Europe/Madrid', today: this.today, canAddEvents: this.canAddEvents });
  }
}

/** A deliver date (an assignment due at 09:00 on `day`) or, with `kind: 'non_school_day'`, a holiday. */
export function anEntry(overrides: Partial<CalendarEntry> & { day?: CalendarDate } = {}): CalendarEntry {
  const { day = '2026-11-25', ...rest } = overrides;
  const allDay = rest.kind === 'non_school_day';
  return {
    kind: 'deliver',
    guid: 'i-1',
    title: 'Informe del ciclo del agua',
    start: allDay ? day : `${day}T09:00:00`,
    end: allDay ? day : `${day}T09:00:00`,
    allDay,
    startDay: day,
    endDay: day,
    courseGuid: allDay ? null : 'c-1',
    courseName: allDay ? null : 'Biología 3º ESO',
    lessonGuid: allDay ? null : 'l-1',
    lessonName: null,
    contentType: allDay ? null : 'CTTY_14',
    status: null,
    room: null,
    ...rest,
  };
}
