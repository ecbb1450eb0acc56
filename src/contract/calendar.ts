// The calendar on the wire (docs/api-calendar.md, ADR 0500): what falls on the days of a range, for the caller.
import { MAX_EVENT_TITLE } from '@domain/calendar/calendarEvents';
import { T, type Static, StringEnum, Guid, Instant, Nullable, Text } from './schema';
import { StudentItemStatusSchema } from './items';

export const CALENDAR_EVENT_KINDS = ['session', 'deliver', 'non_school_day', 'event'] as const;

/** A school-local day in a request: the domain checks it is a real day and the range's length (400 with details). */
const Day = T.String({ maxLength: 32, description: 'YYYY-MM-DD, the school’s calendar day' });
/** A school-local day in an answer. */
const IsoDay = T.String({ format: 'date', description: 'YYYY-MM-DD, the school’s calendar day' });

/** `?from=&to=[&course=]`: at most 100 days, both ends included; `course` narrows to one course the caller sees. */
export const CalendarQuery = T.Object({ from: Day, to: Day, course: T.Optional(Guid) });
export type CalendarQueryDto = Static<typeof CalendarQuery>;

export const CalendarEventSchema = T.Object({
  kind: StringEnum(CALENDAR_EVENT_KINDS),
  /** The item (deliver), the non-school day, the session or the event: stable, with `kind` it names the entry. */
  guid: Guid,
  title: T.String(),
  /** All-day entries: `YYYY-MM-DD`; timed ones: `YYYY-MM-DDTHH:mm:ss` on the school’s wall clock. */
  start: T.String(),
  /** The last day (all-day, included) or the end time; a deliver date ends when it starts. */
  end: T.String(),
  all_day: T.Boolean(),
  /** Null for a school-wide non-school day. */
  course_guid: Nullable(Guid),
  course_name: Nullable(T.String()),
  /** Deliver dates: the item’s lesson (null for a gradebook’s own column); sessions: the lesson the programme lays there. */
  lesson_guid: Nullable(Guid),
  /** Sessions: the name of the lesson the programme lays there (null without one, or one a student may not see yet). */
  lesson_name: Nullable(T.String()),
  /** Deliver dates: the item’s CTTY code (CTTY_09 test, CTTY_14 assignment, or another type marked evaluable); null for a gradebook’s own column. */
  content_type: Nullable(T.String()),
  /** Deliver dates: the UTC instant. */
  deliver_at: Nullable(Instant),
  /** Deliver dates of a student: the item’s status when the server answered (soon, late…: the /tasks rule, ADR 0140). */
  status: Nullable(StudentItemStatusSchema),
  /** Sessions: where the class meets (may be empty); null for other kinds. */
  room: Nullable(T.String()),
});
export type CalendarEventDto = Static<typeof CalendarEventSchema>;

export const CalendarAnswer = T.Object({
  /** By start, then kind and title. */
  data: T.Array(CalendarEventSchema),
  from: IsoDay,
  to: IsoDay,
  /** With `course`: the course’s name (the page’s trail); null on the caller’s own calendar. */
  course_name: Nullable(T.String()),
  /** The school’s IANA zone the times are read in, and its day now. */
  time_zone: T.String(),
  today: IsoDay,
  /** Whether the caller keeps events of their own (teachers and school admins, ADR 0504). */
  can_add_events: T.Boolean(),
});
export type CalendarAnswerDto = Static<typeof CalendarAnswer>;

/** `HH:mm` on the school's wall clock; the domain checks it is a real time. */
const Time = T.String({ maxLength: 5, description: 'HH:mm, 24-hour, the school’s wall clock' });

/** A teacher's own event (ADR 0504): all day with null times, else both times. The domain checks the rest (400 with details). */
export const CalendarEventBody = T.Object({
  title: Text({ maxLength: MAX_EVENT_TITLE * 4 }),
  starts_on: Day,
  ends_on: Day,
  starts: Nullable(Time),
  ends: Nullable(Time),
});
export type CalendarEventBodyDto = Static<typeof CalendarEventBody>;

export const CalendarEventParams = T.Object({ guid: Guid });

/** The caller's private calendar feed (ADR 0502): the same address until they revoke it. */
export const CalendarFeedAnswer = T.Object({
  /** The RFC 5545 feed; the address is its only credential. */
  url: T.String(),
  /** The same address with `webcal://`, which calendar apps open as a subscription. */
  webcal_url: T.String(),
});
export type CalendarFeedAnswerDto = Static<typeof CalendarFeedAnswer>;

/** `GET /api/calendar-feed/{token}`: `<user guid>.<signature>.ics`; anything else is a feed that does not exist (404). */
export const CalendarFeedParams = T.Object({ token: T.String({ maxLength: 128 }) });
