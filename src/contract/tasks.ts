import { T, type Static, StringEnum, Count, Guid, Nullable } from './schema';
import { JobStatus } from './items';

/** `?course_guid=`: only that course; a course the caller is not in answers an empty list. */
export const TaskQuery = T.Object({ course_guid: T.Optional(Guid) });
export type TaskQueryDto = Static<typeof TaskQuery>;

/** What every task names: the item, its course and lesson, and its due date (UTC instant and the school's wall clock). */
const taskBase = {
  item_guid: Guid,
  item_name: T.String(),
  content_type: T.String(),
  course_guid: Guid,
  course_name: T.String(),
  lesson_guid: Guid,
  lesson_name: T.String(),
  deliver_at: Nullable(T.String({ format: 'date-time' })),
  deliver_at_local: Nullable(T.String({ description: 'YYYY-MM-DDTHH:mm:ss in the school’s time zone' })),
};

export const StudentTaskSchema = T.Object({
  ...taskBase,
  can_deliver_late: T.Boolean(),
  job_status: Nullable(JobStatus),
  has_saved_work: T.Boolean(),
  grades_published: T.Boolean(),
  job_evaluated_by: Nullable(Guid),
  score: Nullable(T.Number()),
  ranking_scale: Nullable(T.Number()),
  feedback: Nullable(T.String()),
});
export type StudentTaskDto = Static<typeof StudentTaskSchema>;

export const TeacherTaskSchema = T.Object({
  ...taskBase,
  jobs_delivered: Count,
  jobs_evaluated: Count,
  students_count: Count,
  waiting: Count,
});
export type TeacherTaskDto = Static<typeof TeacherTaskSchema>;

/** One body per view, told apart by `view` (R01: student; R02/R03: teacher). */
export const TaskListSchema = T.Union([
  T.Object({ view: StringEnum(['student'] as const), tasks: T.Array(StudentTaskSchema) }),
  T.Object({ view: StringEnum(['teacher'] as const), waiting: T.Array(TeacherTaskSchema) }),
]);
export type TaskListDto = Static<typeof TaskListSchema>;
