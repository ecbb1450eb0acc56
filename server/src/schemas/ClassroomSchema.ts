import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ATTENDANCE_STATUSES } from '@domain/gradebook/attendance';
import { BEHAVIOUR_KINDS, MAX_POINT_STUDENTS } from '@domain/gradebook/behaviour';
import { StringEnum } from './StringEnum';

// Attendance and behaviour of a course (issue 5, docs/api-gradebook.md "Attendance" and "Behaviour", ADR 0233).

const Guid = Type.String({ format: 'uuid' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Request fields: null first, or type coercion would turn a null into '' before the null branch is tried. */
const NullOr = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
/** A school-local day; the domain checks it is a real date (400 with its code), so the schema only bounds it. */
const Day = Type.String({ maxLength: 32, description: 'YYYY-MM-DD, the school’s calendar day' });
const IsoDay = Type.String({ description: 'YYYY-MM-DD' });

const Status = StringEnum(ATTENDANCE_STATUSES);
const Kind = StringEnum(BEHAVIOUR_KINDS);

export const ClassroomCourseParams = Type.Object({ guid: Guid });
export const AttendanceDayParams = Type.Object({ guid: Guid, day: Day });
export const BehaviourPointParams = Type.Object({ guid: Guid, pointGuid: Guid });

/** `?from=&to=`: both optional (the domain's `attendanceRange`: the last 31 days to today). */
export const ClassroomRangeQuery = Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day) });
export type ClassroomRangeQueryDto = Static<typeof ClassroomRangeQuery>;

export const ClassroomStudentSchema = Type.Object({ guid: Guid, name: Type.String(), lastname: Type.String(), avatar: Nullable(Type.String()) });

/** A session's marks by student guid (students without a mark are missing). */
const MarksSchema = Type.Record(Type.String(), Status);

export const AttendanceSessionSchema = Type.Object({ day: IsoDay, marks: MarksSchema });
export type AttendanceSessionDto = Static<typeof AttendanceSessionSchema>;

const Count = Type.Integer({ minimum: 0 });

export const AttendanceSchema = Type.Object({
  today: IsoDay,
  from: IsoDay,
  to: IsoDay,
  students: Type.Array(ClassroomStudentSchema),
  sessions: Type.Array(AttendanceSessionSchema),
  summary: Type.Array(Type.Object({ student_guid: Guid, present: Count, absent: Count, late: Count, excused: Count, sessions: Count })),
});
export type AttendanceDto = Static<typeof AttendanceSchema>;

/** `marks`: a status sets a student's mark, null removes it; `fill`: the quick whole-class entry. At least one. */
export const AttendanceBody = Type.Object({
  marks: Type.Optional(Type.Record(Type.String(), NullOr(Status), { maxProperties: 500 })),
  fill: Type.Optional(Status),
});

const GivenBy = Nullable(Type.Object({ guid: Guid, name: Type.String(), lastname: Type.String() }));

export const BehaviourPointSchema = Type.Object({
  guid: Guid,
  student_guid: Guid,
  kind: Kind,
  reason: Type.String(),
  day: IsoDay,
  given_by: GivenBy,
  created_at: Type.String({ format: 'date-time' }),
});
export type BehaviourPointDto = Static<typeof BehaviourPointSchema>;

export const BehaviourSchema = Type.Object({
  points: Type.Array(BehaviourPointSchema),
  summary: Type.Array(Type.Object({ student_guid: Guid, positive: Count, needs_work: Count, balance: Type.Integer() })),
});
export type BehaviourDto = Static<typeof BehaviourSchema>;

export const BehaviourBody = Type.Object({
  student_guids: Type.Array(Guid, { minItems: 1, maxItems: MAX_POINT_STUDENTS, uniqueItems: true }),
  kind: Kind,
  /** Checked (trimmed, ≤ 120 code points) by the domain's `checkBehaviourPoint`; the bound only stops huge bodies. */
  reason: Type.String({ maxLength: 2000 }),
  day: Type.Optional(Day),
});

export const GivenPointsSchema = Type.Object({ points: Type.Array(BehaviourPointSchema) });
export type GivenPointsDto = Static<typeof GivenPointsSchema>;
