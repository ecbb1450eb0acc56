// The gradebook on the wire (docs/api-gradebook.md): the grid, its books, scores, setup, publishing and the audit trail.
import { JOB_STATUSES } from '@domain/assignments/assignmentStatus';
import { SCORE_SOURCES } from '@domain/gradebook/scoreEntry';
import { PERIOD_CODES, PERIOD_SCHEME_NAMES } from '@domain/grading/periods';
import { LANGUAGES } from '@domain/tenancy/tenant';
import { T, type Static, StringEnum, Guid, Instant, NullOr, Nullable, FiniteNumber, Count, Text } from './schema';

/** A canonical period code (`t01`…, `annual`), as the server writes it. */
export const PeriodCodeSchema = StringEnum(PERIOD_CODES);
export const PeriodSchemeSchema = StringEnum(PERIOD_SCHEME_NAMES);
const ScoreSourceSchema = StringEnum(SCORE_SOURCES);

/** A domain GradeScale (src/domain/gradebook/gradeScales.ts); the domain's checkGradeScale decides what is sound. */
export const GradeScaleSchema = T.Union([
  T.Object({ kind: T.Literal('numeric'), max: T.Number(), decimals: T.Integer() }),
  T.Object({ kind: T.Literal('letters'), bands: T.Array(T.Object({ label: T.String({ maxLength: 40 }), minPercent: T.Number() }), { maxItems: 30 }) }),
  T.Object({ kind: T.Literal('pass-fail'), passPercent: T.Number() }),
  T.Object({ kind: T.Literal('custom'), max: T.Number(), levels: T.Array(T.Object({ label: T.String({ maxLength: 40 }), value: T.Number() }), { maxItems: 30 }) }),
]);
export type GradeScaleDto = Static<typeof GradeScaleSchema>;

/** The domain's PublishWarning (src/domain/grading/publishWarnings.ts). */
export const KnownPublishWarningSchema = T.Union([
  T.Object({ code: T.Literal('publish.unpublished-activities'), count: Count }),
  T.Object({ code: T.Literal('publish.unpublished-earlier-periods'), periods: T.Array(PeriodCodeSchema) }),
]);
/** Warnings never block: a client leaves out a code it does not know yet (a newer server's) instead of failing. */
export const PublishWarningSchema = T.Union([KnownPublishWarningSchema, T.Object({ code: T.String() })]);
export type PublishWarningDto = Static<typeof PublishWarningSchema>;

export const CourseParams = T.Object({ guid: Guid });

/** Spec §7 parameters of GET front/courses/{guid}/gradebook (docs/api-gradebook.md). */
export const GradebookQuery = T.Object({
  /** Only the columns where this user entered at least one manual score. */
  customized_by: T.Optional(Guid),
  /** Accepted for the spec's call; the path's course wins. */
  courseGuid: T.Optional(T.String({ maxLength: 64 })),
  /** One column: the lesson item's guid (a refresh after grading). */
  job: T.Optional(Guid),
  /** Which attempt of a test gives the precalculated score: the last (the job's, default) or the first submitted. */
  attempt: T.Optional(StringEnum(['first', 'last'])),
});
export type GradebookQueryDto = Static<typeof GradebookQuery>;

export const ScaledGradeSchema = T.Union([
  T.Object({ kind: T.Literal('number'), value: T.Number(), max: T.Number() }),
  T.Object({ kind: T.Literal('label'), label: T.String() }),
]);

export const GradebookCategorySchema = T.Object({ guid: Guid, name: T.String(), weight: T.Number(), position: T.Integer({ minimum: 0 }) });
export type GradebookCategoryDto = Static<typeof GradebookCategorySchema>;

export const GradebookItemSchema = T.Object({
  guid: Guid,
  kind: StringEnum(['item', 'column'] as const, { description: 'A lesson item, or a manual column of the gradebook (ADR 0232)' }),
  name: T.String(),
  content_type: Nullable(T.String({ description: 'null for a column' })),
  lesson_guid: Nullable(Guid),
  lesson_name: Nullable(T.String()),
  unit_guid: Nullable(Guid),
  unit_name: Nullable(T.String()),
  period: Nullable(PeriodCodeSchema),
  category_guid: Nullable(Guid),
  weight: T.Number({ minimum: 0 }),
  max_score: T.Number({ exclusiveMinimum: 0, description: 'The ranking scale: scores are 0…max_score' }),
  deliver_at: Nullable(Instant),
  deliver_at_local: Nullable(T.String({ description: 'YYYY-MM-DDTHH:mm:ss in the school’s time zone' })),
  counts_for_final_grade: T.Boolean(),
  late_counts_as_zero: T.Boolean(),
  published: T.Boolean({ description: 'The item’s grades are published to students' }),
});
export type GradebookItemDto = Static<typeof GradebookItemSchema>;

/**
 * The grid's cells, column-major (ADR 0485): every array but `feedback` holds one value per cell at index
 * `item * students.length + student` (the orders of `items` and `students`). No per-cell objects: a class of
 * 40 × 120 is 4,800 cells. A cell's effective score and its source are the domain's `effectiveScore` of
 * `precalculated` and `manual`; its `published` is its item's.
 */
export const GradebookCellsSchema = T.Object({
  precalculated: T.Array(Nullable(T.Number()), { description: 'The score from the work (a test’s attempt), else null' }),
  manual: T.Array(Nullable(T.Number()), { description: 'The score a teacher entered (an assignment: its job’s evaluation), else null' }),
  manual_by: T.Array(Nullable(T.Integer({ minimum: 0 })), { description: 'Who entered `manual`: an index into `people`' }),
  manual_at: T.Array(Nullable(T.Number()), { description: 'When `manual` was entered: milliseconds since the Unix epoch' }),
  job_status: T.Array(Nullable(T.Integer({ minimum: 0 })), { description: 'An index into `job_statuses`; null without a job' }),
  flags: T.Array(T.Integer({ minimum: 0, maximum: 7 }), { description: 'Bits: 1 late (turned in after the due date), 2 overdue, 4 excused' }),
  /** Sparse: only the cells with feedback (a student: once the item is published). */
  feedback: T.Array(T.Object({ cell: T.Integer({ minimum: 0 }), text: T.String() })),
  people: T.Array(Guid, { description: 'The users `manual_by` points at' }),
  job_statuses: T.Array(StringEnum(JOB_STATUSES), { description: 'The statuses `job_status` points at' }),
});
export type GradebookCellsDto = Static<typeof GradebookCellsSchema>;

/** Bits of `GradebookCellsSchema.flags`. */
export const CELL_LATE = 1;
export const CELL_OVERDUE = 2;
export const CELL_EXCUSED = 4;

export const FinalGradeSchema = T.Object({
  period: PeriodCodeSchema,
  percent: Nullable(T.Number()),
  grade: Nullable(ScaledGradeSchema),
  /** Students: the period's final grade is published (else percent and grade are null). */
  published: T.Boolean(),
});

export const GradebookStudentSchema = T.Object({
  guid: Guid,
  name: T.String(),
  lastname: T.String(),
  avatar: Nullable(T.String()),
  final_grades: T.Array(FinalGradeSchema),
});

export const AbilitiesSchema = T.Object({
  update: T.Boolean({ description: 'May write scores, settings, columns and publications (teachers)' }),
  export: T.Boolean({ description: 'May download the CSV and the class PDF (teachers and school admins)' }),
});

export const GradebookSchema = T.Object({
  course_guid: Guid,
  course_name: T.String(),
  school_name: T.String(),
  time_zone: T.String({ description: 'The school’s IANA time zone' }),
  view: StringEnum(['teacher', 'admin', 'student']),
  abilities: AbilitiesSchema,
  period_scheme: PeriodSchemeSchema,
  periods: T.Array(PeriodCodeSchema),
  published_periods: T.Array(PeriodCodeSchema),
  scale: GradeScaleSchema,
  drop_lowest: T.Integer({ minimum: 0 }),
  categories: T.Array(GradebookCategorySchema),
  items: T.Array(GradebookItemSchema),
  students: T.Array(GradebookStudentSchema),
  cells: GradebookCellsSchema,
});
export type GradebookDto = Static<typeof GradebookSchema>;

const BookItemSchema = T.Object({ guid: Guid, name: T.String(), content_type: Nullable(T.String({ description: 'null for a manual column' })), category_guid: Nullable(Guid), published: T.Boolean() });

export const GradebookBookSchema = T.Object({
  /** null: the items not assigned to a period. */
  period: Nullable(PeriodCodeSchema),
  published: T.Boolean(),
  items: T.Array(BookItemSchema),
  unpublished_items: T.Integer({ minimum: 0 }),
  publish_warnings: T.Array(PublishWarningSchema),
});
export type GradebookBookDto = Static<typeof GradebookBookSchema>;

export const GradebookBooksSchema = T.Object({
  course_guid: Guid,
  period_scheme: PeriodSchemeSchema,
  books: T.Array(GradebookBookSchema),
});

export const ScoreBody = T.Object({
  /** A lesson item's or a manual column's guid. */
  item_guid: Guid,
  student_guid: Guid,
  /** A manual score; null clears it. At least one of `score` and `excused`. */
  score: T.Optional(NullOr(FiniteNumber())),
  /** The item does not count for this student (the score, if any, is kept). */
  excused: T.Optional(T.Boolean()),
  /** The manual score the client saw; a different current one answers 409 SCORE_CHANGED. Omit to skip the check. */
  expected_previous: T.Optional(NullOr(FiniteNumber())),
});
export type ScoreBodyDto = Static<typeof ScoreBody>;

export const ScoreAnswer = T.Object({
  item_guid: Guid,
  student_guid: Guid,
  score: Nullable(T.Number()),
  source: Nullable(ScoreSourceSchema),
  manual: Nullable(T.Number()),
  precalculated: Nullable(T.Number()),
  excused: T.Boolean(),
  changed: T.Boolean({ description: 'false: the same value was already there (nothing written, nothing audited)' }),
});
export type ScoreAnswerDto = Static<typeof ScoreAnswer>;

// Setup: settings, categories, item fields, manual columns (docs/api-gradebook.md, ADRs 0231, 0232)

/** A scale as a teacher sends it: GradeScaleSchema with finite, bounded numbers and labels typed by a person (the domain decides the rest). */
export const GradeScaleBody = T.Union([
  T.Object({ kind: T.Literal('numeric'), max: FiniteNumber(), decimals: T.Integer({ minimum: -1e9, maximum: 1e9 }) }),
  T.Object({ kind: T.Literal('letters'), bands: T.Array(T.Object({ label: Text({ maxLength: 40 }), minPercent: FiniteNumber() }), { maxItems: 30 }) }),
  T.Object({ kind: T.Literal('pass-fail'), passPercent: FiniteNumber() }),
  T.Object({ kind: T.Literal('custom'), max: FiniteNumber(), levels: T.Array(T.Object({ label: Text({ maxLength: 40 }), value: FiniteNumber() }), { maxItems: 30 }) }),
]);

export const SettingsBody = T.Object({
  period_scheme: T.Optional(PeriodSchemeSchema),
  /**
   * Checked against GradeScaleBody (400 at /scale…) and then by the domain's checkGradeScale (400 /scale with its
   * code) by the server: a union of objects is not for the body's Ajv, which strips unknown fields.
   */
  scale: T.Optional(T.Record(T.String(), T.Unknown())),
  drop_lowest: T.Optional(T.Integer({ minimum: 0, maximum: 10 })),
});
export type SettingsBodyDto = Static<typeof SettingsBody>;

export const SettingsAnswer = T.Object({
  period_scheme: PeriodSchemeSchema,
  periods: T.Array(PeriodCodeSchema),
  scale: GradeScaleSchema,
  drop_lowest: T.Integer({ minimum: 0 }),
  published_periods: T.Array(PeriodCodeSchema),
});
export type SettingsAnswerDto = Static<typeof SettingsAnswer>;

const Weight = FiniteNumber({ minimum: 0, maximum: 1000 });

export const CategoryParams = T.Object({ guid: Guid, categoryGuid: Guid });
/** Trimmed and checked (1–60 characters) by the domain's checkCategoryName; the bound only stops huge bodies. */
const CategoryName = Text({ minLength: 1, maxLength: 200 });

export const CategoryBody = T.Object({ name: CategoryName, weight: Weight });
export type CategoryBodyDto = Static<typeof CategoryBody>;
export const CategoryPatchBody = T.Object({
  name: T.Optional(CategoryName),
  weight: T.Optional(Weight),
  position: T.Optional(T.Integer({ minimum: 0 })),
});
export type CategoryPatchBodyDto = Static<typeof CategoryPatchBody>;

export const ItemParams = T.Object({ guid: Guid, itemGuid: Guid });

const ItemFields = {
  period: T.Optional(NullOr(T.String({ maxLength: 16 }))),
  category_guid: T.Optional(NullOr(Guid)),
  weight: T.Optional(Weight),
  counts_for_final_grade: T.Optional(T.Boolean()),
  late_counts_as_zero: T.Optional(T.Boolean()),
  deliver_at: T.Optional(NullOr(T.String({ maxLength: 32, description: 'YYYY-MM-DDTHH:mm[:ss], the school’s wall clock' }))),
};
const MaxScore = FiniteNumber({ exclusiveMinimum: 0, maximum: 1000 });

/** Trimmed and checked (1–120 characters) by the domain's checkColumnName. */
const ColumnName = (options: { description?: string } = {}) => Text({ minLength: 1, maxLength: 400, ...options });

export const ItemFieldsBody = T.Object({
  ...ItemFields,
  name: T.Optional(ColumnName({ description: 'Columns only' })),
  max_score: T.Optional(MaxScore),
});
export type ItemFieldsBodyDto = Static<typeof ItemFieldsBody>;

export const ColumnParams = T.Object({ guid: Guid, columnGuid: Guid });
export const ColumnBody = T.Object({ ...ItemFields, name: ColumnName(), max_score: T.Optional(MaxScore) });
export type ColumnBodyDto = Static<typeof ColumnBody>;

// Publishing (ADR 0234)

export const PublicationBody = T.Object({ published: T.Boolean() });
export type PublicationBodyDto = Static<typeof PublicationBody>;
export const ItemPublicationAnswer = T.Object({
  item_guid: Guid,
  published: T.Boolean(),
  /** The first instant it was published (publishing again keeps it); null once withdrawn. */
  grades_published_at: Nullable(Instant),
});
export type ItemPublicationAnswerDto = Static<typeof ItemPublicationAnswer>;
export const PeriodParams = T.Object({ guid: Guid, period: T.String({ minLength: 1, maxLength: 16 }) });
export const PeriodPublicationAnswer = T.Object({
  period: PeriodCodeSchema,
  published: T.Boolean(),
  published_periods: T.Array(PeriodCodeSchema),
  items_published: T.Integer({ minimum: 0, description: 'Items and columns of the period this call published' }),
  warnings: T.Array(PublishWarningSchema, { description: 'The domain’s periodPublishWarningsFor as they stood before publishing' }),
});
export type PeriodPublicationAnswerDto = Static<typeof PeriodPublicationAnswer>;

// Audit trail

export const AuditQuery = T.Object({
  /** A lesson item's or a column's guid. */
  item: T.Optional(Guid),
  student: T.Optional(Guid),
  /** Default 100. */
  limit: T.Optional(T.Integer({ minimum: 1, maximum: 500 })),
});
export type AuditQueryDto = Static<typeof AuditQuery>;

export const AuditEntrySchema = T.Object({
  item_guid: Guid,
  student_guid: Guid,
  action: StringEnum(['entered', 'cleared', 'excused', 'unexcused'] as const),
  before: Nullable(T.Number()),
  after: Nullable(T.Number()),
  changed_by: Nullable(T.Object({ guid: Guid, name: T.String(), lastname: T.String() })),
  at: Instant,
});
export type AuditEntryDto = Static<typeof AuditEntrySchema>;
/** Newest first. */
export const AuditAnswer = T.Object({ entries: T.Array(AuditEntrySchema) });
export type AuditAnswerDto = Static<typeof AuditAnswer>;

// Exports (ADR 0235): files, not JSON; only their query strings are on the wire.

const ExportLanguage = StringEnum(LANGUAGES, { description: 'The file’s language; default: the caller’s, else the tenant’s' });

export const ExportCsvQuery = T.Object({
  lang: T.Optional(ExportLanguage),
  period: T.Optional(T.String({ maxLength: 16, description: 'Only this period’s items and grade: a code of the course’s scheme, or annual' })),
});
export type ExportCsvQueryDto = Static<typeof ExportCsvQuery>;

export const ExportPdfQuery = T.Object({
  lang: T.Optional(ExportLanguage),
  student: T.Optional(T.String({ format: 'uuid', description: 'Teachers and admins: that student’s report instead of the class’s. Ignored for a student.' })),
});
export type ExportPdfQueryDto = Static<typeof ExportPdfQuery>;
