// Attendance and behaviour of a course (docs/api-gradebook.md "Attendance" and "Behaviour", ADR 0233).
import { T, type Static, StringEnum, Count, Guid, Instant, NullOr, Nullable, Text } from './schema';
import { ATTENDANCE_STATUSES } from '@domain/gradebook/attendance';
import { BEHAVIOUR_KINDS, MAX_POINT_STUDENTS } from '@domain/gradebook/behaviour';

/** A school-local day in a request; the domain checks it is a real date (400 with its code), so the schema only bounds it. */
const Day = T.String({ maxLength: 32, description: 'YYYY-MM-DD, the school’s calendar day' });
/** A school-local day in an answer. */
const IsoDay = T.String({ format: 'date', description: 'YYYY-MM-DD, the school’s calendar day' });

const Status = StringEnum(ATTENDANCE_STATUSES);
const Kind = StringEnum(BEHAVIOUR_KINDS);

export const ClassroomCourseParams = T.Object({ guid: Guid });
export const AttendanceDayParams = T.Object({ guid: Guid, day: Day });
export const BehaviourPointParams = T.Object({ guid: Guid, pointGuid: Guid });

/** `?from=&to=`: both optional (the domain's `attendanceRange`: the last 31 days to today). */
export const ClassroomRangeQuery = T.Object({ from: T.Optional(Day), to: T.Optional(Day) });
export type ClassroomRangeQueryDto = Static<typeof ClassroomRangeQuery>;

export const ClassroomStudentSchema = T.Object({ guid: Guid, name: T.String(), lastname: T.String(), avatar: Nullable(T.String()) });

/** A session's marks by student guid (students without a mark are missing). */
const MarksSchema = T.Record(T.String(), Status);

export const AttendanceSessionSchema = T.Object({ day: IsoDay, marks: MarksSchema });
export type AttendanceSessionDto = Static<typeof AttendanceSessionSchema>;

/** One student's counts over the range (the domain's attendanceSummary): `sessions` counts the days they have a mark. */
export const AttendanceCountsSchema = T.Object({ student_guid: Guid, present: Count, absent: Count, late: Count, excused: Count, sessions: Count });

export const AttendanceSchema = T.Object({
  /** The school's calendar day now. */
  today: IsoDay,
  from: IsoDay,
  to: IsoDay,
  /** By lastname, name (a student: themselves). */
  students: T.Array(ClassroomStudentSchema),
  /** By day; only the days with at least one mark. */
  sessions: T.Array(AttendanceSessionSchema),
  /** One row per student of `students`, in that order. */
  summary: T.Array(AttendanceCountsSchema),
});
export type AttendanceDto = Static<typeof AttendanceSchema>;

/** `marks`: a status sets a student's mark, null removes it; `fill`: the quick whole-class entry. At least one. */
export const AttendanceBody = T.Object({
  marks: T.Optional(T.Record(T.String(), NullOr(Status), { maxProperties: 500 })),
  fill: T.Optional(Status),
});
export type AttendanceBodyDto = Static<typeof AttendanceBody>;

const GivenBy = Nullable(T.Object({ guid: Guid, name: T.String(), lastname: T.String() }));

export const BehaviourPointSchema = T.Object({
  guid: Guid,
  student_guid: Guid,
  kind: Kind,
  reason: T.String(),
  day: IsoDay,
  /** Null when the teacher who gave it is gone. */
  given_by: GivenBy,
  created_at: Instant,
});
export type BehaviourPointDto = Static<typeof BehaviourPointSchema>;

export const BehaviourCountsSchema = T.Object({ student_guid: Guid, positive: Count, needs_work: Count, balance: T.Integer({ description: 'positive − needs_work' }) });

export const BehaviourSchema = T.Object({
  /** Newest given first. */
  points: T.Array(BehaviourPointSchema),
  /** One row per student of the course (a student: themselves), by lastname, name. */
  summary: T.Array(BehaviourCountsSchema),
});
export type BehaviourDto = Static<typeof BehaviourSchema>;

export const BehaviourBody = T.Object({
  student_guids: T.Array(Guid, { minItems: 1, maxItems: MAX_POINT_STUDENTS, uniqueItems: true }),
  kind: Kind,
  /** Checked (trimmed, ≤ 120 code points) by the domain's `checkBehaviourPoint`; the bound only stops huge bodies. */
  reason: Text({ maxLength: 2000 }),
  /** Default: the school's today. */
  day: T.Optional(Day),
});
export type BehaviourBodyDto = Static<typeof BehaviourBody>;

export const GivenPointsSchema = T.Object({ points: T.Array(BehaviourPointSchema) });
export type GivenPointsDto = Static<typeof GivenPointsSchema>;
