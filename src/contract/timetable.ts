// A course's weekly timetable on the wire (docs/api-calendar.md, ADR 0501). The domain checks the days, times, order
// and overlaps (src/domain/calendar/timetable.ts): 400 VALIDATION_FAILED with `details: [{ path, message: code }]`.
import { MAX_ROOM_LENGTH, MAX_TIMETABLE_SLOTS } from '@domain/calendar/timetable';
import { T, type Static, Guid, Nullable, Text } from './schema';

/** `HH:mm` on the school's wall clock; the domain checks it is a real time. */
const Time = T.String({ maxLength: 5, description: 'HH:mm, 24-hour, the school’s wall clock' });
/** A school-local day in a request: the domain checks it is a real day. */
const Day = T.String({ maxLength: 32, description: 'YYYY-MM-DD, the school’s calendar day' });

export const TimetableSlotSchema = T.Object({
  /** 1 Monday … 5 Friday (ISO 8601): schools teach on weekdays. */
  weekday: T.Integer({ minimum: 1, maximum: 5 }),
  starts: Time,
  ends: Time,
  room: Text({ maxLength: MAX_ROOM_LENGTH * 4, description: 'Where the class meets; may be empty' }),
});

export const TimetableParams = T.Object({ guid: Guid });

/** PUT: the whole timetable; it replaces the course's. No slots clears the timetable's sessions. */
export const TimetableBody = T.Object({
  starts_on: Day,
  ends_on: Day,
  slots: T.Array(TimetableSlotSchema, { maxItems: MAX_TIMETABLE_SLOTS }),
});
export type TimetableBodyDto = Static<typeof TimetableBody>;

export const TimetableSchema = T.Object({
  course_guid: Guid,
  course_name: T.String(),
  /** Null while the course has no timetable. */
  starts_on: Nullable(T.String({ format: 'date' })),
  ends_on: Nullable(T.String({ format: 'date' })),
  /** By weekday, then start. */
  slots: T.Array(TimetableSlotSchema),
  /** The school’s IANA zone the times are read in. */
  time_zone: T.String(),
  /** Whether the caller may change it (the course’s teachers). */
  can_edit: T.Boolean(),
});
export type TimetableDto = Static<typeof TimetableSchema>;
