import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { StringEnum } from './StringEnum';

const Guid = Type.String({ format: 'uuid' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Request fields: null first, or type coercion would turn a null into 0 before the null branch is tried. */
const NullOr = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

export const CourseParams = Type.Object({ guid: Guid });

/** Spec §7 parameters of GET front/courses/{guid}/gradebook (docs/api-gradebook.md). */
export const GradebookQuery = Type.Object({
  /** Only the columns where this user entered at least one manual score. */
  customized_by: Type.Optional(Guid),
  /** Accepted for the spec's call; the path's course wins. */
  courseGuid: Type.Optional(Type.String({ maxLength: 64 })),
  /** One column: the lesson item's guid (a refresh after grading). */
  job: Type.Optional(Guid),
  /** Which attempt of a test gives the precalculated score: the last (the job's, default) or the first submitted. */
  attempt: Type.Optional(StringEnum(['first', 'last'])),
});
export type GradebookQueryDto = Static<typeof GradebookQuery>;

export const ScaledGradeSchema = Type.Union([
  Type.Object({ kind: Type.Literal('number'), value: Type.Number(), max: Type.Number() }),
  Type.Object({ kind: Type.Literal('label'), label: Type.String() }),
]);

export const GradebookCategorySchema = Type.Object({ guid: Guid, name: Type.String(), weight: Type.Number() });

export const GradebookItemSchema = Type.Object({
  guid: Guid,
  name: Type.String(),
  content_type: Type.String(),
  lesson_guid: Guid,
  lesson_name: Type.String(),
  unit_name: Type.String(),
  period: Nullable(Type.String()),
  category_guid: Nullable(Guid),
  weight: Type.Number(),
  max_score: Type.Number({ description: 'The ranking scale: scores are 0…max_score' }),
  deliver_at: Nullable(Type.String({ format: 'date-time' })),
  counts_for_final_grade: Type.Boolean(),
  late_counts_as_zero: Type.Boolean(),
  published: Type.Boolean({ description: 'The item’s grades are published to students' }),
});
export type GradebookItemDto = Static<typeof GradebookItemSchema>;

export const GradebookCellSchema = Type.Object({
  item_guid: Guid,
  score: Nullable(Type.Number()),
  source: Nullable(StringEnum(['precalculated', 'manual'])),
  precalculated: Nullable(Type.Number()),
  manual: Nullable(Type.Number()),
  manual_by: Nullable(Guid),
  manual_at: Nullable(Type.String({ format: 'date-time' })),
  job_status: Nullable(Type.String()),
  late: Type.Boolean(),
  overdue: Type.Boolean(),
  published: Type.Boolean(),
});
export type GradebookCellDto = Static<typeof GradebookCellSchema>;

export const FinalGradeSchema = Type.Object({
  period: Type.String(),
  percent: Nullable(Type.Number()),
  grade: Nullable(ScaledGradeSchema),
  /** Students: the period's final grade is published (else percent and grade are null). */
  published: Type.Boolean(),
});
export type FinalGradeDto = Static<typeof FinalGradeSchema>;

export const GradebookStudentSchema = Type.Object({
  guid: Guid,
  name: Type.String(),
  lastname: Type.String(),
  avatar: Nullable(Type.String()),
  cells: Type.Array(GradebookCellSchema),
  final_grades: Type.Array(FinalGradeSchema),
});
export type GradebookStudentDto = Static<typeof GradebookStudentSchema>;

export const GradebookSchema = Type.Object({
  course_guid: Guid,
  view: StringEnum(['teacher', 'admin', 'student']),
  period_scheme: Type.String(),
  periods: Type.Array(Type.String()),
  published_periods: Type.Array(Type.String()),
  scale: Type.Record(Type.String(), Type.Unknown()),
  categories: Type.Array(GradebookCategorySchema),
  items: Type.Array(GradebookItemSchema),
  students: Type.Array(GradebookStudentSchema),
});
export type GradebookDto = Static<typeof GradebookSchema>;

const BookItemSchema = Type.Object({ guid: Guid, name: Type.String(), content_type: Type.String(), category_guid: Nullable(Guid), published: Type.Boolean() });

export const GradebookBookSchema = Type.Object({
  period: Nullable(Type.String({ description: 'null: the items not assigned to a period' })),
  published: Type.Boolean(),
  items: Type.Array(BookItemSchema),
  unpublished_items: Type.Integer({ minimum: 0 }),
  publish_warnings: Type.Array(Type.Record(Type.String(), Type.Unknown())),
});
export type GradebookBookDto = Static<typeof GradebookBookSchema>;

export const GradebookBooksSchema = Type.Object({
  course_guid: Guid,
  period_scheme: Type.String(),
  books: Type.Array(GradebookBookSchema),
});
export type GradebookBooksDto = Static<typeof GradebookBooksSchema>;

export const ScoreBody = Type.Object({
  item_guid: Guid,
  student_guid: Guid,
  score: NullOr(Type.Number()),
  /** The manual score the client saw; a different current one answers 409 SCORE_CHANGED. Omit to skip the check. */
  expected_previous: Type.Optional(NullOr(Type.Number())),
});
export type ScoreBodyDto = Static<typeof ScoreBody>;

export const ScoreAnswer = Type.Object({
  item_guid: Guid,
  student_guid: Guid,
  score: Nullable(Type.Number()),
  source: Nullable(StringEnum(['precalculated', 'manual'])),
  manual: Nullable(Type.Number()),
  precalculated: Nullable(Type.Number()),
  changed: Type.Boolean({ description: 'false: the same value was already there (nothing written, nothing audited)' }),
});
export type ScoreAnswerDto = Static<typeof ScoreAnswer>;
