// The task list on the wire (docs/api-tasks.md).
import { T, type Static, StringEnum, Count, Guid, Instant, Nullable } from './schema';
import { JobStatus, StudentItemStatusSchema } from './items';

/** `?course_guid=`: only that course; a course the caller is not in answers an empty list. */
export const TaskQuery = T.Object({ course_guid: T.Optional(Guid) });
export type TaskQueryDto = Static<typeof TaskQuery>;

/** What every task names: the item, its course and lesson, and its due date (UTC instant and the school's wall clock). */
const taskBase = {
  item_guid: Guid,
  item_name: T.String(),
  content_type: T.String({ description: 'the item’s CTTY code (CTTY_09 test, CTTY_14 assignment, or any type marked evaluable)' }),
  course_guid: Guid,
  course_name: T.String(),
  lesson_guid: Guid,
  lesson_name: T.String(),
  deliver_at: Nullable(Instant),
  deliver_at_local: Nullable(T.String({ description: 'YYYY-MM-DDTHH:mm:ss in the school’s time zone' })),
};

export const StudentTaskSchema = T.Object({
  ...taskBase,
  can_deliver_late: T.Boolean(),
  /** The caller's job; null while none exists. */
  job_status: Nullable(JobStatus),
  has_saved_work: T.Boolean(),
  grades_published: T.Boolean(),
  job_evaluated_by: Nullable(Guid),
  /** Only once the grades are published. */
  score: Nullable(T.Number()),
  /** The scale scores are on (0…ranking_scale): tests' perfect attempt, assignments' grading scale; null for other types. */
  ranking_scale: Nullable(T.Number()),
  /** Only once the grades are published. */
  feedback: Nullable(T.String()),
  /**
   * The item's status for the caller when the server answered (ADR 0140, `studentItemStatus`): the word screens show,
   * the task list's group and whether a hand-in is still taken. Screens recompute it from the facts above as time passes.
   */
  status: StudentItemStatusSchema,
});
export type StudentTaskDto = Static<typeof StudentTaskSchema>;

export const TeacherTaskSchema = T.Object({
  ...taskBase,
  jobs_delivered: Count,
  jobs_evaluated: Count,
  students_count: Count,
  /** jobs_delivered − jobs_evaluated, always above 0. */
  waiting: T.Integer({ minimum: 1 }),
});
export type TeacherTaskDto = Static<typeof TeacherTaskSchema>;

/** One body per view, told apart by `view` (students: their tasks; everyone else: what waits for their grading). */
export const TaskListSchema = T.Union([
  T.Object({ view: StringEnum(['student'] as const), tasks: T.Array(StudentTaskSchema) }),
  T.Object({ view: StringEnum(['teacher'] as const), waiting: T.Array(TeacherTaskSchema) }),
]);
export type TaskListDto = Static<typeof TaskListSchema>;
