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

export const GradebookCategorySchema = Type.Object({ guid: Guid, name: Type.String(), weight: Type.Number(), position: Type.Integer({ minimum: 0 }) });
export type GradebookCategoryDto = Static<typeof GradebookCategorySchema>;

export const GradebookItemSchema = Type.Object({
  guid: Guid,
  kind: StringEnum(['item', 'column'] as const, { description: 'A lesson item, or a manual column of the gradebook (ADR 0232)' }),
  name: Type.String(),
  content_type: Nullable(Type.String({ description: 'null for a column' })),
  lesson_guid: Nullable(Guid),
  lesson_name: Nullable(Type.String()),
  unit_guid: Nullable(Guid),
  unit_name: Nullable(Type.String()),
  period: Nullable(Type.String()),
  category_guid: Nullable(Guid),
  weight: Type.Number(),
  max_score: Type.Number({ description: 'The ranking scale: scores are 0…max_score' }),
  deliver_at: Nullable(Type.String({ format: 'date-time' })),
  deliver_at_local: Nullable(Type.String({ description: 'YYYY-MM-DDTHH:mm:ss in the school’s time zone' })),
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
  excused: Type.Boolean({ description: 'The item does not count for this student' }),
  feedback: Nullable(Type.String({ description: 'The job’s feedback (a student: once the item is published)' })),
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

export const AbilitiesSchema = Type.Object({
  update: Type.Boolean({ description: 'May write scores, settings, columns and publications (teachers)' }),
  export: Type.Boolean({ description: 'May download the CSV and the class PDF (teachers and school admins)' }),
});

export const GradebookSchema = Type.Object({
  course_guid: Guid,
  course_name: Type.String(),
  school_name: Type.String(),
  time_zone: Type.String({ description: 'The school’s IANA time zone' }),
  view: StringEnum(['teacher', 'admin', 'student']),
  abilities: AbilitiesSchema,
  period_scheme: Type.String(),
  periods: Type.Array(Type.String()),
  published_periods: Type.Array(Type.String()),
  scale: Type.Record(Type.String(), Type.Unknown()),
  drop_lowest: Type.Integer({ minimum: 0 }),
  categories: Type.Array(GradebookCategorySchema),
  items: Type.Array(GradebookItemSchema),
  students: Type.Array(GradebookStudentSchema),
});
export type GradebookDto = Static<typeof GradebookSchema>;

const BookItemSchema = Type.Object({ guid: Guid, name: Type.String(), content_type: Nullable(Type.String({ description: 'null for a manual column' })), category_guid: Nullable(Guid), published: Type.Boolean() });

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
  /** A lesson item's or a manual column's guid. */
  item_guid: Guid,
  student_guid: Guid,
  /** A manual score; null clears it. At least one of `score` and `excused`. */
  score: Type.Optional(NullOr(Type.Number())),
  /** The item does not count for this student (the score, if any, is kept). */
  excused: Type.Optional(Type.Boolean()),
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
  excused: Type.Boolean(),
  changed: Type.Boolean({ description: 'false: the same value was already there (nothing written, nothing audited)' }),
});
export type ScoreAnswerDto = Static<typeof ScoreAnswer>;

// Setup: settings, categories, item fields, manual columns (docs/api-gradebook.md, ADRs 0231, 0232)

const PeriodSchemeName = StringEnum(['quarters', 'terms', 'bimesters', 'semesters'] as const);

/** A domain GradeScale (src/domain/gradebook/gradeScales.ts): checked in the route, then by `checkGradeScale`. */
export const GradeScaleSchema = Type.Union([
  Type.Object({ kind: Type.Literal('numeric'), max: Type.Number(), decimals: Type.Integer() }),
  Type.Object({ kind: Type.Literal('letters'), bands: Type.Array(Type.Object({ label: Type.String({ maxLength: 40 }), minPercent: Type.Number() }), { maxItems: 30 }) }),
  Type.Object({ kind: Type.Literal('pass-fail'), passPercent: Type.Number() }),
  Type.Object({ kind: Type.Literal('custom'), max: Type.Number(), levels: Type.Array(Type.Object({ label: Type.String({ maxLength: 40 }), value: Type.Number() }), { maxItems: 30 }) }),
]);

export const SettingsBody = Type.Object({
  period_scheme: Type.Optional(PeriodSchemeName),
  /** Checked against GradeScaleSchema and the domain in the route (a union of objects is not for the body's Ajv, which strips unknown fields). */
  scale: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  drop_lowest: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
});
export type SettingsBodyDto = Static<typeof SettingsBody>;

export const SettingsAnswer = Type.Object({
  period_scheme: Type.String(),
  periods: Type.Array(Type.String()),
  scale: Type.Record(Type.String(), Type.Unknown()),
  drop_lowest: Type.Integer({ minimum: 0 }),
  published_periods: Type.Array(Type.String()),
});
export type SettingsAnswerDto = Static<typeof SettingsAnswer>;

const Weight = Type.Number({ minimum: 0, maximum: 1000 });

export const CategoryParams = Type.Object({ guid: Guid, categoryGuid: Guid });
export const CategoryBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }), weight: Weight });
export const CategoryPatchBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  weight: Type.Optional(Weight),
  position: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type CategoryPatchBodyDto = Static<typeof CategoryPatchBody>;

export const ItemParams = Type.Object({ guid: Guid, itemGuid: Guid });

const ItemFields = {
  period: Type.Optional(NullOr(Type.String({ maxLength: 16 }))),
  category_guid: Type.Optional(NullOr(Guid)),
  weight: Type.Optional(Weight),
  counts_for_final_grade: Type.Optional(Type.Boolean()),
  late_counts_as_zero: Type.Optional(Type.Boolean()),
  deliver_at: Type.Optional(NullOr(Type.String({ maxLength: 32, description: 'YYYY-MM-DDTHH:mm[:ss], the school’s wall clock' }))),
};
const MaxScore = Type.Number({ exclusiveMinimum: 0, maximum: 1000 });

export const ItemFieldsBody = Type.Object({
  ...ItemFields,
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 400, description: 'Columns only' })),
  max_score: Type.Optional(MaxScore),
});
export type ItemFieldsBodyDto = Static<typeof ItemFieldsBody>;

export const ColumnParams = Type.Object({ guid: Guid, columnGuid: Guid });
export const ColumnBody = Type.Object({ ...ItemFields, name: Type.String({ minLength: 1, maxLength: 400 }), max_score: Type.Optional(MaxScore) });
export type ColumnBodyDto = Static<typeof ColumnBody>;

// Publishing (ADR 0234)

export const PublicationBody = Type.Object({ published: Type.Boolean() });
export const ItemPublicationAnswer = Type.Object({ item_guid: Guid, published: Type.Boolean(), grades_published_at: Nullable(Type.String({ format: 'date-time' })) });
export const PeriodParams = Type.Object({ guid: Guid, period: Type.String({ minLength: 1, maxLength: 16 }) });
export const PeriodPublicationAnswer = Type.Object({
  period: Type.String(),
  published: Type.Boolean(),
  published_periods: Type.Array(Type.String()),
  items_published: Type.Integer({ minimum: 0, description: 'Items and columns of the period this call published' }),
  warnings: Type.Array(Type.Record(Type.String(), Type.Unknown()), { description: 'The domain’s periodPublishWarningsFor as they stood before publishing' }),
});
export type PeriodPublicationAnswerDto = Static<typeof PeriodPublicationAnswer>;

// Audit trail

export const AuditQuery = Type.Object({
  item: Type.Optional(Guid),
  student: Type.Optional(Guid),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});

export const AuditEntrySchema = Type.Object({
  item_guid: Guid,
  student_guid: Guid,
  action: StringEnum(['entered', 'cleared', 'excused', 'unexcused'] as const),
  before: Nullable(Type.Number()),
  after: Nullable(Type.Number()),
  changed_by: Nullable(Type.Object({ guid: Guid, name: Type.String(), lastname: Type.String() })),
  at: Type.String({ format: 'date-time' }),
});
export type AuditEntryDto = Static<typeof AuditEntrySchema>;
export const AuditAnswer = Type.Object({ entries: Type.Array(AuditEntrySchema) });
