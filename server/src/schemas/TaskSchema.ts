import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { JobStatus } from './ItemSchema';
import { StringEnum } from './StringEnum';

const Guid = Type.String({ format: 'uuid' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Count = Type.Integer({ minimum: 0 });

/** `?course_guid=`: only that course; a course the caller is not in answers an empty list. */
export const TaskQuery = Type.Object({ course_guid: Type.Optional(Guid) });
export type TaskQueryDto = Static<typeof TaskQuery>;

/** What every task names: the item, its course and lesson, and its due date (UTC instant and the school's wall clock). */
const taskBase = {
  item_guid: Guid,
  item_name: Type.String(),
  content_type: Type.String(),
  course_guid: Guid,
  course_name: Type.String(),
  lesson_guid: Guid,
  lesson_name: Type.String(),
  deliver_at: Nullable(Type.String({ format: 'date-time' })),
  deliver_at_local: Nullable(Type.String({ description: 'YYYY-MM-DDTHH:mm:ss in the school’s time zone' })),
};

export const StudentTaskSchema = Type.Object({
  ...taskBase,
  can_deliver_late: Type.Boolean(),
  job_status: Nullable(JobStatus),
  has_saved_work: Type.Boolean(),
  grades_published: Type.Boolean(),
  job_evaluated_by: Nullable(Guid),
  score: Nullable(Type.Number()),
  ranking_scale: Nullable(Type.Number()),
  feedback: Nullable(Type.String()),
});
export type StudentTaskDto = Static<typeof StudentTaskSchema>;

export const TeacherTaskSchema = Type.Object({
  ...taskBase,
  jobs_delivered: Count,
  jobs_evaluated: Count,
  students_count: Count,
  waiting: Count,
});
export type TeacherTaskDto = Static<typeof TeacherTaskSchema>;

/** One body per view, told apart by `view` (R01: student; R02/R03: teacher). */
export const TaskListSchema = Type.Union([
  Type.Object({ view: StringEnum(['student'] as const), tasks: Type.Array(StudentTaskSchema) }),
  Type.Object({ view: StringEnum(['teacher'] as const), waiting: Type.Array(TeacherTaskSchema) }),
]);
export type TaskListDto = Static<typeof TaskListSchema>;
