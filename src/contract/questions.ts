// Questions of an assessment on the wire (docs/api-assessments.md). `question_data` has one structural schema per type
// (QUESTION_DATA_SCHEMAS, published in /api/docs as the `$defs` of the request body); the domain's
// validateQuestionData decides its meaning.
import { QUESTION_TYPE_CODES, type QuestionTypeCode } from '@domain/assessments/questionTypes';
import { T, type Static, type TSchema, StringEnum, Guid, FiniteNumber, Text } from './schema';
import { MediaRefSchema } from './items';

export const AssessmentParams = T.Object({ itemGuid: Guid });
export const QuestionParams = T.Object({ questionGuid: Guid });

export const MAX_QUESTION_TEXT = 20_000;
export const MAX_CHOICE_TEXT = 5_000;
const MAX_LIST = 100;

const Id = T.String({ pattern: '^[A-Za-z0-9_-]{1,40}$', maxLength: 40, description: 'unique within its list' });
const IdRef = T.String({ maxLength: 40 });
const Formatted = Text({ maxLength: MAX_CHOICE_TEXT, description: 'formatted text (sanitised HTML, formulas in \\( \\) or $ $)' });
const Plain = (maxLength: number) => Text({ maxLength });
const Percent = FiniteNumber({ minimum: 0, maximum: 100 });
const Choice = T.Object({ id: Id, text: Formatted });
const Choices = T.Array(Choice, { maxItems: MAX_LIST });
const IdMap = T.Record(T.String({ maxLength: 40 }), IdRef);
const GapText = Text({ maxLength: MAX_QUESTION_TEXT, description: 'text with [[…]] gaps (docs/question-types.md)' });
const Point = { x: Percent, y: Percent };
const WordLimit = T.Optional(T.Union([T.Null(), T.Integer({ minimum: 0, maximum: 1_000_000 })]));

/**
 * Structure of `question_data` per type (src/domain/assessments/questionModel.ts QuestionDataByType). What the
 * domain fills in when absent (shuffle, case_sensitive, tolerance, …) is optional here too; counts, ranges and
 * meaning are the domain's (validateQuestionData), so this layer is never stricter than it, except that typed text
 * has no NUL and no lone surrogate.
 */
export const QUESTION_DATA_SCHEMAS: Record<QuestionTypeCode, TSchema> = {
  QT_1: T.Object({ options: Choices, correct: IdRef, shuffle: T.Optional(T.Boolean()) }),
  QT_2: T.Object({ options: Choices, correct: T.Array(IdRef, { maxItems: MAX_LIST }), shuffle: T.Optional(T.Boolean()) }),
  QT_3: T.Object({ correct: T.Boolean() }),
  QT_4: T.Object({ text: GapText, case_sensitive: T.Optional(T.Boolean()) }),
  QT_5: T.Object({
    image_file_guid: Guid,
    targets: T.Array(T.Object({ id: Id, ...Point }), { maxItems: MAX_LIST }),
    labels: Choices,
    correct: IdMap,
  }),
  QT_6: T.Object({ categories: Choices, items: Choices, correct: IdMap }),
  QT_7: T.Object({ accepted: T.Array(Plain(2000), { maxItems: MAX_LIST }), case_sensitive: T.Optional(T.Boolean()), max_length: T.Optional(T.Integer({ minimum: 1, maximum: 10_000 })) }),
  QT_8: T.Object({ min_words: WordLimit, max_words: WordLimit }),
  QT_9: T.Object({
    accepted_kinds: T.Array(StringEnum(['image', 'pdf', 'audio', 'video'] as const), { maxItems: 4 }),
    max_files: T.Integer({ minimum: 1, maximum: 20 }),
  }),
  QT_10: T.Object({ background_file_guid: T.Optional(T.Union([T.Null(), Guid])) }),
  QT_11: T.Object({
    image_file_guid: Guid,
    targets: T.Array(T.Object({ id: Id, ...Point, w: Percent, h: Percent }), { maxItems: MAX_LIST }),
    max_clicks: T.Integer({ minimum: 1, maximum: 100 }),
  }),
  QT_12: T.Object({ items: Choices }),
  QT_13: T.Object({ left: Choices, right: Choices, pairs: IdMap }),
  QT_14: T.Object({ value: FiniteNumber(), tolerance: T.Optional(FiniteNumber({ minimum: 0 })), unit: T.Optional(T.Union([T.Null(), Plain(40)])) }),
  QT_15: T.Object({ expression: Plain(1000), variables: T.Optional(T.Array(Plain(40), { maxItems: 26 })) }),
  QT_16: T.Object({ text: GapText, distractors: T.Optional(T.Array(Plain(200), { maxItems: MAX_LIST })) }),
  QT_17: T.Object({ text: GapText }),
  QT_18: T.Object({ text: GapText }),
  QT_19: T.Object({
    options: T.Array(T.Object({ id: Id, file_guid: Guid, alt: Plain(500) }), { maxItems: MAX_LIST }),
    correct: T.Array(IdRef, { maxItems: MAX_LIST }),
    multiple: T.Optional(T.Boolean()),
  }),
  QT_20: T.Object({ max_seconds: T.Optional(T.Integer({ minimum: 1, maximum: 3600 })) }),
  QT_21: T.Object({ rows: Choices, columns: Choices, correct: IdMap }),
};

/**
 * Free-form for Fastify's validator: the server checks it against its type's schema, so errors say
 * 400 INVALID_QUESTION_DATA with /question_data paths. The per-type schemas travel in `$defs` (which a
 * validator compiles but never applies), so /api/docs/json documents every type.
 */
const QuestionDataIn = T.Unsafe<Record<string, unknown>>({
  type: 'object',
  description: 'per type: the schema under $defs/<type> (QT_1 … QT_21), then the domain’s rules (docs/question-types.md)',
  $defs: JSON.parse(JSON.stringify(QUESTION_DATA_SCHEMAS)) as Record<string, unknown>,
});
/** The answer key as stored (the domain's normalised document of the question's type). */
const QuestionDataOut = T.Record(T.String(), T.Unknown());

/** A question's points, 0.01–100 with at most two decimals (the server answers 400 VALIDATION_FAILED at /ranking_scale). */
const Points = FiniteNumber({ description: 'the question’s points, 0.01–100, at most two decimals' });

export const QuestionTypeSchema = StringEnum(QUESTION_TYPE_CODES);

export const QuestionSchema = T.Object({
  question_guid: Guid,
  content_guid: Guid,
  type: QuestionTypeSchema,
  position: T.Integer({ minimum: 1 }),
  content_name: T.String(),
  content_description: T.String(),
  ranking_scale: T.Number({ exclusiveMinimum: 0, description: 'the question’s points' }),
  question_data: QuestionDataOut,
});
export type QuestionDto = Static<typeof QuestionSchema>;

/** The files questions and answers name (images, backgrounds, uploads), signed: `{ [file_guid]: MediaRef }`. */
export const MediaMap = T.Record(T.String(), MediaRefSchema);
export type MediaMapDto = Static<typeof MediaMap>;

export const QuestionDetailSchema = T.Object({ ...QuestionSchema.properties, media: MediaMap });
export type QuestionDetailDto = Static<typeof QuestionDetailSchema>;

export const QuestionListSchema = T.Object({
  data: T.Array(QuestionSchema),
  media: MediaMap,
  /** true once any attempt exists: questions can no longer be added, changed, removed or reordered. */
  locked: T.Boolean(),
});
export type QuestionListDto = Static<typeof QuestionListSchema>;

export const NewQuestionBody = T.Object({
  /** `QT_1` … `QT_21` (`qt_7` reads as `QT_7`); another answers 400 QUESTION_TYPE_NOT_SUPPORTED. */
  type: T.String({ minLength: 1, maxLength: 10 }),
  content_name: Text({ maxLength: 500 }),
  content_description: T.Optional(Text({ maxLength: MAX_QUESTION_TEXT })),
  ranking_scale: Points,
  question_data: QuestionDataIn,
});
export type NewQuestionBodyDto = Static<typeof NewQuestionBody>;

export const QuestionPatchBody = T.Object({
  content_name: T.Optional(Text({ maxLength: 500 })),
  content_description: T.Optional(Text({ maxLength: MAX_QUESTION_TEXT })),
  ranking_scale: T.Optional(Points),
  question_data: T.Optional(QuestionDataIn),
});
export type QuestionPatchBodyDto = Static<typeof QuestionPatchBody>;

/** A permutation of every question of the assessment (else 400 VALIDATION_FAILED at /guids). */
export const QuestionOrderBody = T.Object({ guids: T.Array(Guid, { maxItems: 1000 }) });
export type QuestionOrderBodyDto = Static<typeof QuestionOrderBody>;
