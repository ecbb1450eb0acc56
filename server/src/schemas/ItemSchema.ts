import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { MAX_BOOK_PAGES, MAX_HTML_LENGTH, MAX_MARKERS } from '@domain/content/itemRules';
import type { ContentTypeCode } from '@domain/content/contentTypes';
import { StringEnum } from './StringEnum';

const Guid = Type.String({ format: 'uuid' });
const Percent = Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()]);
const Count = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]);

export const ItemParams = Type.Object({ itemGuid: Guid });

export const YesNo = StringEnum(['YES', 'NO'] as const);
export const Audience = StringEnum(['all', 'teachers'] as const);
export const JobStatus = StringEnum(['pending', 'delivered', 'evaluated'] as const);

/** `YYYY-MM-DDTHH:mm[:ss]` without zone; the domain's parseLocalDateTime decides (400 VALIDATION_FAILED). */
export const LocalDateTime = Type.String({ maxLength: 40, description: 'date-time without time zone, read in the school’s time zone' });

export const MediaRefSchema = Type.Object({
  guid: Guid,
  url: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  name: Type.String(),
  media_type: Type.String(),
});

export const JobSchema = Type.Object({
  guid: Type.Union([Guid, Type.Null()]),
  person_guid: Guid,
  student_name: Type.String(),
  student_lastname: Type.String(),
  student_email: Type.String(),
  student_avatar: Type.Union([Type.String(), Type.Null()]),
  status: JobStatus,
  score: Type.Union([Type.Number(), Type.Null()]),
  late: Type.Boolean(),
  text: Type.Union([Type.String(), Type.Null()]),
  files: Type.Array(MediaRefSchema),
  delivered_at: Type.Union([Type.String(), Type.Null()]),
});
export type JobDto = Static<typeof JobSchema>;

export const LessonItemSchema = Type.Object({
  guid: Guid,
  lesson_item_name: Type.String(),
  content_type: Type.String(),
  position: Type.Integer(),
  lesson_item_deliver_at: Type.Union([Type.String(), Type.Null()]),
  can_deliver_late: YesNo,
  content_is_evaluable: Type.Boolean(),
  published: Type.Boolean(),
  audience: Audience,
  section_name: Type.Union([Type.String(), Type.Null()]),
  progress: Percent,
  job_status: Type.Union([JobStatus, Type.Null()]),
  jobs_amount: Count,
  jobs_delivered: Count,
  jobs_evaluated: Count,
  /** Assessments (CTTY_09): how many questions it has; null for other types. */
  test_amount_questions: Count,
  /** Assessments: the score a perfect attempt gets (settings.ranking_scale); null for other types. */
  lesson_item_ranking_scale: Type.Union([Type.Number(), Type.Null()]),
  /** Whether the teacher published this item's grades to its students. */
  grades_published: Type.Boolean(),
  /** Students: their own job's score once grades are published, else null; teachers null. */
  job_score: Type.Union([Type.Number(), Type.Null()]),
  /** Students: who evaluates (or evaluated) their own job, else null; teachers null. */
  job_evaluated_by: Type.Union([Guid, Type.Null()]),
});
export type LessonItemDto = Static<typeof LessonItemSchema>;

/** Free-form per content type in the route schema; validated by ITEM_DATA_SCHEMAS in the handler (with a details path). */
const AnyObjectIn = Type.Unsafe<Record<string, unknown>>({ type: 'object', description: 'per content type, see docs/api.md' });
const AnyObjectOut = Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true });

export const LessonItemDetailSchema = Type.Object({
  ...LessonItemSchema.properties,
  course_guid: Guid,
  lesson_guid: Guid,
  lesson_name: Type.String(),
  unit_guid: Guid,
  data: AnyObjectOut,
  media: Type.Record(Type.String(), MediaRefSchema),
  my_progress: Type.Union([Type.Object({ progress: Type.Integer(), position: Type.Union([Type.Integer(), Type.Null()]) }), Type.Null()]),
  my_job: Type.Union([JobSchema, Type.Null()]),
});
export type LessonItemDetailDto = Static<typeof LessonItemDetailSchema>;

const itemFields = {
  lesson_item_name: Type.String({ minLength: 1, maxLength: 200 }),
  data: AnyObjectIn,
  // Null first: with Fastify's type coercion a string-first union would read null as "".
  lesson_item_deliver_at: Type.Optional(Type.Union([Type.Null(), LocalDateTime])),
  can_deliver_late: Type.Optional(YesNo),
  content_is_evaluable: Type.Optional(Type.Boolean()),
  published: Type.Optional(Type.Boolean()),
  audience: Type.Optional(Audience),
  section_name: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 200 })])),
};

export const NewItemBody = Type.Object({ ...itemFields, content_type: Type.String({ minLength: 1, maxLength: 40 }) });
export type NewItemBodyDto = Static<typeof NewItemBody>;

export const ItemPatchBody = Type.Object({
  ...itemFields,
  lesson_item_name: Type.Optional(itemFields.lesson_item_name),
  data: Type.Optional(AnyObjectIn),
  /** Accepted only when it names the item's own type: a type never changes. */
  content_type: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});
export type ItemPatchBodyDto = Static<typeof ItemPatchBody>;

// ---- `data` per content type (docs/api.md "Lessons, items and resources") ----

const Html = Type.String({ maxLength: MAX_HTML_LENGTH });
const CaptionsLanguage = Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$', maxLength: 35 });
const mediaFields = {
  file_guid: Guid,
  captions_file_guid: Type.Optional(Type.Union([Guid, Type.Null()])),
  captions_language: Type.Optional(CaptionsLanguage),
};

export const DocumentData = Type.Object({ html: Html });
export const BookData = Type.Object({
  pages: Type.Array(Type.Object({ title: Type.String({ minLength: 1, maxLength: 200 }), html: Html }), { minItems: 1, maxItems: MAX_BOOK_PAGES }),
});
export const MediaData = Type.Object(mediaFields);
export const PdfData = Type.Object({ file_guid: Guid });
export const LinkData = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2000 }), description: Type.Optional(Type.String({ maxLength: 1000 })) });
export const ImageData = Type.Object({ file_guid: Guid, alt: Type.String({ maxLength: 500 }) });
export const AssignmentData = Type.Object({ instructions_html: Html, accepts_text: Type.Boolean(), accepts_files: Type.Boolean() });
/**
 * Assessment settings (CTTY_09): the structure here; the domain's validateAssessmentSettings decides the rest and
 * fills what is left out (1 attempt, scale 10, one per page, no instructions; 0 or no minutes = unlimited).
 */
export const AssessmentData = Type.Object({
  duration_minutes: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: 600 })])),
  attempts_allowed: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  ranking_scale: Type.Optional(Type.Number({ minimum: 1, maximum: 1000 })),
  one_per_page: Type.Optional(Type.Boolean()),
  instructions_html: Type.Optional(Html),
});
export const VideoLessonData = Type.Object({
  ...mediaFields,
  markers: Type.Array(Type.Object({ at_seconds: Type.Number({ minimum: 0, maximum: 86_400 }), label: Type.String({ minLength: 1, maxLength: 200 }) }), { maxItems: MAX_MARKERS }),
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
