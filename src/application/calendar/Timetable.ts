import type { CalendarDate } from '@domain/calendar/calendarDate';
import type { TimetableSlot } from '@domain/calendar/timetable';

/** A course's weekly timetable as read (ADR 0501): no days and no slots while it has none. */
export interface CourseTimetable {
  courseGuid: string;
  courseName: string;
  startsOn: CalendarDate | null;
  endsOn: CalendarDate | null;
  /** By weekday, then start. */
  slots: TimetableSlot[];
  timeZone: string;
  /** The course's teachers change it. */
  canEdit: boolean;
}

/** What a teacher saves: the whole timetable. */
export interface TimetableDraft {
  startsOn: CalendarDate;
  endsOn: CalendarDate;
  slots: TimetableSlot[];
}
