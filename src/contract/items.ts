import { T, type Static, type TSchema, AnyObject, StringEnum, Guid, LocalDateTime, Percent } from './schema';
import { MAX_BOOK_PAGES, MAX_HTML_LENGTH, MAX_MARKERS } from '@domain/content/itemRules';
import type { ContentTypeCode } from '@domain/content/contentTypes';
import { JOB_STATUSES } from '@domain/assignments/assignmentStatus';
import { STUDENT_ITEM_LABELS, STUDENT_TASK_GROUPS, TURN_INS } from '@domain/tasks/studentItemStatus';
import { TEACHER_NOTES_MAX } from '@domain/projection/teacherNotes';

const Count = T.Union([T.Integer({ minimum: 0 }), T.Null()]);

export const ItemParams = T.Object({ itemGuid: Guid });
/** `include=teacher_notes`: the item editor's read (ADR 0526); the viewer and the projector never ask for them. */
export const ItemReadQuery = T.Object({ include: T.Optional(T.Literal('teacher_notes')) });

export const YesNo = StringEnum(['YES', 'NO'] as const);
export const Audience = StringEnum(['all', 'teachers'] as const);
export const JobStatus = StringEnum(JOB_STATUSES);


export const MediaRefSchema = T.Object({
  guid: Guid,
  url: T.String(),
  mime: T.String(),
  size: T.Integer(),
  name: T.String(),
  media_type: T.String(),
});

export type MediaRefDto = Static<typeof MediaRefSchema>;

export const JobSchema = T.Object({
  guid: T.Union([Guid, T.Null()]),
  person_guid: Guid,
  student_name: T.String(),
  student_lastname: T.String(),
  student_email: T.String(),
  student_avatar: T.Union([T.String(), T.Null()]),
  status: JobStatus,
  score: T.Union([T.Number(), T.Null()]),
  late: T.Boolean(),
  text: T.Union([T.String(), T.Null()]),
  files: T.Array(MediaRefSchema),
  delivered_at: T.Union([T.String(), T.Null()]),
  /** The teacher's feedback (sanitised HTML); to the student only once the item's grades are published, like `score`. */
  feedback: T.Union([T.String(), T.Null()]),
  /** The teacher who grades this job; with status pending, the job was handed back (spec §4 'assessment-reassigned'). */
  evaluator_guid: T.Union([Guid, T.Null()]),
});
export type JobDto = Static<typeof JobSchema>;

/** A gradable item's status for one student (ADR 0140, the domain's `studentItemStatus`) when the server answered. */
export const StudentItemStatusSchema = T.Object({
  label: StringEnum(STUDENT_ITEM_LABELS),
  group: StringEnum(STUDENT_TASK_GROUPS),
  turn_in: StringEnum(TURN_INS),
});
export type StudentItemStatusDto = Static<typeof StudentItemStatusSchema>;

export const LessonItemSchema = T.Object({
  guid: Guid,
  lesson_item_name: T.String(),
  content_type: T.String(),
  position: T.Integer(),
  lesson_item_deliver_at: T.Union([T.String(), T.Null()]),
  can_deliver_late: YesNo,
  content_is_evaluable: T.Boolean(),
  published: T.Boolean(),
  audience: Audience,
  section_name: T.Union([T.String(), T.Null()]),
  progress: Percent,
  job_status: T.Union([JobStatus, T.Null()]),
  jobs_amount: Count,
  jobs_delivered: Count,
  jobs_evaluated: Count,
  /** Assessments (CTTY_09): how many questions it has; null for other types. */
  test_amount_questions: Count,
  /** Assessments: the score a perfect attempt gets (settings.ranking_scale); null for other types. */
  lesson_item_ranking_scale: T.Union([T.Number(), T.Null()]),
  /** Whether the teacher published this item's grades to its students. */
  grades_published: T.Boolean(),
  /** Students: their own job's score once grades are published, else null; teachers null. */
  job_score: T.Union([T.Number(), T.Null()]),
  /** Students: who evaluates (or evaluated) their own job, else null; teachers null. */
  job_evaluated_by: T.Union([Guid, T.Null()]),
  /** Students, on items that take work (tests, assignments, evaluable items): the item's one status; else null. */
  student_status: T.Union([StudentItemStatusSchema, T.Null()]),
});
export type LessonItemDto = Static<typeof LessonItemSchema>;

/** Free-form per content type in the route schema; validated by ITEM_DATA_SCHEMAS in the handler (with a details path). */
const AnyObjectIn = AnyObject({ description: 'per content type, see docs/api.md' });
const AnyObjectOut = AnyObject({ additionalProperties: true });

export const LessonItemDetailSchema = T.Object({
  ...LessonItemSchema.properties,
  course_guid: Guid,
  lesson_guid: Guid,
  lesson_name: T.String(),
  unit_guid: Guid,
  data: AnyObjectOut,
  media: T.Record(T.String(), MediaRefSchema),
  my_progress: T.Union([T.Object({ progress: T.Integer(), position: T.Union([T.Integer(), T.Null()]) }), T.Null()]),
  my_job: T.Union([JobSchema, T.Null()]),
  /**
   * The teacher's notes for class (plain text, ADR 0526): only to the course's teachers, in the editor's read
   * (`?include=teacher_notes`) and the answers to their writes; absent for everyone else.
   */
  teacher_notes: T.Optional(T.Union([T.String(), T.Null()])),
});
export type LessonItemDetailDto = Static<typeof LessonItemDetailSchema>;

/** A student's progress in an item once saved, with the lesson's progress it moved. */
export const ProgressAnswer = T.Object({
  progress: T.Integer({ minimum: 0, maximum: 100 }),
  position: T.Union([T.Integer({ minimum: 0 }), T.Null()]),
  lesson_progress: T.Integer({ minimum: 0, maximum: 100 }),
});
export type ProgressAnswerDto = Static<typeof ProgressAnswer>;

/** One student's record of an item, for their teacher: progress and hand-in. */
export const RecordAnswer = T.Object({
  user: T.Object({ guid: Guid, name: T.String(), lastname: T.String(), avatar: T.Union([T.String(), T.Null()]) }),
  item: T.Object({ guid: Guid, name: T.String(), content_type: T.String() }),
  progress: T.Integer({ minimum: 0, maximum: 100 }),
  position: T.Union([T.Integer(), T.Null()]),
  updated_at: T.Union([T.String(), T.Null()]),
  job: T.Union([JobSchema, T.Null()]),
  /** The caller may grade this hand-in here (a teacher of the course, an assignment): the grading panel shows. */
  can_grade: T.Boolean(),
});
export type RecordAnswerDto = Static<typeof RecordAnswer>;

const itemFields = {
  lesson_item_name: T.String({ minLength: 1, maxLength: 200 }),
  data: AnyObjectIn,
  // Null first: with Fastify's type coercion a string-first union would read null as "".
  lesson_item_deliver_at: T.Optional(T.Union([T.Null(), LocalDateTime])),
  can_deliver_late: T.Optional(YesNo),
  content_is_evaluable: T.Optional(T.Boolean()),
  published: T.Optional(T.Boolean()),
  audience: T.Optional(Audience),
  section_name: T.Optional(T.Union([T.Null(), T.String({ maxLength: 200 })])),
  /** The teacher's notes for class (plain text; blank or null clears them). */
  teacher_notes: T.Optional(T.Union([T.Null(), T.String({ maxLength: TEACHER_NOTES_MAX })])),
};

export const NewItemBody = T.Object({ ...itemFields, content_type: T.String({ minLength: 1, maxLength: 40 }) });
export type NewItemBodyDto = Static<typeof NewItemBody>;

export const ItemPatchBody = T.Object({
  ...itemFields,
  lesson_item_name: T.Optional(itemFields.lesson_item_name),
  data: T.Optional(AnyObjectIn),
  /** Accepted only when it names the item's own type: a type never changes. */
  content_type: T.Optional(T.String({ minLength: 1, maxLength: 40 })),
});
export type ItemPatchBodyDto = Static<typeof ItemPatchBody>;

// ---- `data` per content type (docs/api.md "Lessons, items and resources") ----

const Html = T.String({ maxLength: MAX_HTML_LENGTH });
const CaptionsLanguage = T.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$', maxLength: 35 });
const mediaFields = {
  file_guid: Guid,
  captions_file_guid: T.Optional(T.Union([Guid, T.Null()])),
  captions_language: T.Optional(CaptionsLanguage),
};

export const DocumentData = T.Object({ html: Html });
export const BookData = T.Object({
  pages: T.Array(T.Object({ title: T.String({ minLength: 1, maxLength: 200 }), html: Html }), { minItems: 1, maxItems: MAX_BOOK_PAGES }),
});
export const MediaData = T.Object(mediaFields);
export const PdfData = T.Object({ file_guid: Guid });
export const LinkData = T.Object({ url: T.String({ minLength: 1, maxLength: 2000 }), description: T.Optional(T.String({ maxLength: 1000 })) });
export const ImageData = T.Object({ file_guid: Guid, alt: T.String({ maxLength: 500 }) });
export const AssignmentData = T.Object({ instructions_html: Html, accepts_text: T.Boolean(), accepts_files: T.Boolean() });
/**
 * Assessment settings (CTTY_09): the structure here; the domain's validateAssessmentSettings decides the rest and
 * fills what is left out (1 attempt, scale 10, one per page, no instructions; 0 or no minutes = unlimited).
 */
export const AssessmentData = T.Object({
  duration_minutes: T.Optional(T.Union([T.Null(), T.Integer({ minimum: 0, maximum: 600 })])),
  attempts_allowed: T.Optional(T.Integer({ minimum: 1, maximum: 10 })),
  ranking_scale: T.Optional(T.Number({ minimum: 1, maximum: 1000 })),
  one_per_page: T.Optional(T.Boolean()),
  instructions_html: T.Optional(Html),
});
export const VideoLessonData = T.Object({
  ...mediaFields,
  markers: T.Array(T.Object({ at_seconds: T.Number({ minimum: 0, maximum: 86_400 }), label: T.String({ minLength: 1, maxLength: 200 }) }), { maxItems: MAX_MARKERS }),
});

/** The schema of `data` for each creatable content type. */
export const ITEM_DATA_SCHEMAS: Partial<Record<ContentTypeCode, TSchema>> = {
  CTTY_01: DocumentData,
  CTTY_02: BookData,
  CTTY_03: MediaData,
  CTTY_04: MediaData,
  CTTY_05: PdfData,
  CTTY_06: LinkData,
  CTTY_07: ImageData,
  CTTY_09: AssessmentData,
  CTTY_14: AssignmentData,
  CTTY_VIDEOLESSON: VideoLessonData,
};
