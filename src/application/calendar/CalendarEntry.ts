import type { CalendarDate } from '@domain/calendar/calendarDate';
import type { DatedEntry } from '@domain/calendar/schoolDays';
import type { StudentItemStatusView } from '@domain/tasks/studentItemStatus';

export type CalendarEntryKind = 'session' | 'deliver' | 'non_school_day' | 'event';

/** One thing on the calendar: a class session, a deliver date, a non-school day or a teacher's own event. */
export interface CalendarEntry extends DatedEntry {
  kind: CalendarEntryKind;
  guid: string;
  title: string;
  /** `YYYY-MM-DD` (all day) or `YYYY-MM-DDTHH:mm:ss` on the school's wall clock. */
  start: string;
  end: string;
  allDay: boolean;
  courseGuid: string | null;
  courseName: string | null;
  /** A deliver date's lesson (null for a gradebook's own column); a session's: the lesson the programme lays there. */
  lessonGuid: string | null;
  /** A session's lesson name (null without one). */
  lessonName: string | null;
  contentType: string | null;
  /** A student's deliver dates: the item's status (soon, late…) when the server answered. */
  status: StudentItemStatusView | null;
  /** A class session's room ('' when none was given); null for other kinds. */
  room: string | null;
}

/** What a calendar read gave: the entries of the days from `from` to `to`, the school's zone and its day now. */
export interface CalendarRange {
  entries: CalendarEntry[];
  from: CalendarDate;
  to: CalendarDate;
  /** A course's calendar: the course's name. */
  courseName: string | null;
  timeZone: string;
  today: CalendarDate;
  /** The caller keeps events of their own (the server decides: ADR 0504). */
  canAddEvents: boolean;
}
