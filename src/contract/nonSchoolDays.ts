// Non-school days on the wire (docs/api-calendar.md, ADR 0503): a school's (its admins record them) and a course's (its
// teachers). The domain checks every field (src/domain/calendar/nonSchoolDayRules.ts): 400 VALIDATION_FAILED with
// `details: [{ path, message: code }]`, nothing saved.
import { MAX_NON_SCHOOL_DAY_NAME } from '@domain/calendar/nonSchoolDayRules';
import { T, type Static, Guid, Nullable, Text } from './schema';

/** A school-local day in a request: the domain checks it is a real day. */
const Day = T.String({ maxLength: 32, description: 'YYYY-MM-DD, the school’s calendar day' });

export const NonSchoolDayBody = T.Object({
  name: Text({ maxLength: MAX_NON_SCHOOL_DAY_NAME * 4 }),
  starts_on: Day,
  /** The last day, included: a one-day holiday ends on the day it starts. */
  ends_on: Day,
});
export type NonSchoolDayBodyDto = Static<typeof NonSchoolDayBody>;

export const NonSchoolDaySchema = T.Object({
  guid: Guid,
  name: T.String(),
  starts_on: T.String({ format: 'date' }),
  ends_on: T.String({ format: 'date' }),
  /** Null: the whole school's. */
  course_guid: Nullable(Guid),
});
export type NonSchoolDayDto = Static<typeof NonSchoolDaySchema>;

/** A school's or a course's own non-school days, by first day, and whether the caller records them. */
export const NonSchoolDayList = T.Object({
  data: T.Array(NonSchoolDaySchema),
  /** The school's or the course's name. */
  name: T.String(),
  can_edit: T.Boolean(),
});
export type NonSchoolDayListDto = Static<typeof NonSchoolDayList>;

export const NonSchoolDayParams = T.Object({ guid: Guid });
