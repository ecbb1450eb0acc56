// The school admin's desk on the wire (docs/api-admin.md, ADR 0611).
import { ROLES } from '@domain/identity/roles';
import { USER_SYNC_STATUSES } from '@domain/sync/syncStatus';
import { T, type Static, StringEnum, Count, Guid, Instant, Nullable } from './schema';

/** Which school's desk: one of the caller's schools; none: their first school. */
export const SchoolDeskQuery = T.Object({ school_guid: T.Optional(Guid) });

const Named = T.Object({ guid: Guid, name: T.String() });

export const DeskCourseSchema = T.Object({
  guid: Guid,
  name: T.String(),
  education_level: T.String(),
  education_year: Nullable(T.String()),
  teachers: T.Array(Named),
  students: Count,
  /** Students who opened or did something of the course in the last 7 days. */
  active_students: Count,
  /** The latest progress any student made in it; null: none yet. */
  last_activity_at: Nullable(Instant),
});

export const DeskPersonSchema = T.Object({
  guid: Guid,
  name: T.String(),
  lastname: T.String(),
  email: T.String(),
  role: StringEnum(ROLES),
  sync_status: StringEnum(USER_SYNC_STATUSES),
  /** The school's live courses they are in. */
  courses: Count,
});

export const DeskSyncSchema = T.Object({ guid: Guid, status: T.String(), refused: Count, finished_at: Nullable(Instant) });

export const SchoolDeskSchema = T.Object({
  school: Named,
  /** Every school the admin runs (to switch between them). */
  schools: T.Array(Named),
  courses: T.Array(DeskCourseSchema),
  /** Its teachers and students, by surname. */
  people: T.Array(DeskPersonSchema),
  /** The tenant's syncs of the last 14 days that failed or refused rows, newest first. */
  syncs: T.Array(DeskSyncSchema),
});
export type SchoolDeskDto = Static<typeof SchoolDeskSchema>;
