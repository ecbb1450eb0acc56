// Questions of an assessment (issue 4, docs/api-assessments.md). `question_data` has one structural schema per type
// (QUESTION_DATA_SCHEMAS, published in /api/docs as QuestionData_QT_n); the domain's validateQuestionData decides its meaning.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { QuestionTypeCode } from '@domain/assessments/questionTypes';
import { MediaRefSchema } from './ItemSchema';

const Guid = Type.String({ format: 'uuid' });

export const AssessmentParams = Type.Object({ itemGuid: Guid });
export const QuestionParams = Type.Object({ questionGuid: Guid });

export const MAX_QUESTION_TEXT = 20_000;
export const MAX_CHOICE_TEXT = 5_000;
const MAX_LIST = 100;

const Id = Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$', maxLength: 40, description: 'unique within its list' });
const Text = Type.String({ maxLength: MAX_CHOICE_TEXT, description: 'formatted text (sanitised HTML, formulas in \\( \\) or $ $)' });
const Plain = (maxLength: number) => Type.String({ maxLength });
const Percent = Type.Number({ minimum: 0, maximum: 100 });
const Choice = Type.Object({ id: Id, text: Text });
const Choices = Type.Array(Choice, { maxItems: MAX_LIST });
const IdMap = Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 40 }));
const GapText = Type.String({ maxLength: MAX_QUESTION_TEXT, description: 'text with [[…]] gaps (docs/question-types.md)' });
const Point = { x: Percent, y: Percent };

/**
 * Structure of `question_data` per type (src/domain/assessments/questionModel.ts QuestionDataByType). What the
 * domain fills in when absent (shuffle, case_sensitive, tolerance, …) is optional here too; counts, ranges and
 * meaning are the domain's (validateQuestionData), so this layer is never stricter than it.
 */
export const QUESTION_DATA_SCHEMAS: Record<QuestionTypeCode, TSchema> = {
  QT_1: Type.Object({ options: Choices, correct: Type.String({ maxLength: 40 }), shuffle: Type.Optional(Type.Boolean()) }),
  QT_2: Type.Object({ options: Choices, correct: Type.Array(Type.String({ maxLength: 40 }), { maxItems: MAX_LIST }), shuffle: Type.Optional(Type.Boolean()) }),
  QT_3: Type.Object({ correct: Type.Boolean() }),
  QT_4: Type.Object({ text: GapText, case_sensitive: Type.Optional(Type.Boolean()) }),
  QT_5: Type.Object({
    image_file_guid: Guid,
    targets: Type.Array(Type.Object({ id: Id, ...Point }), { maxItems: MAX_LIST }),
    labels: Choices,
    correct: IdMap,
  }),
  QT_6: Type.Object({ categories: Choices, items: Choices, correct: IdMap }),
  QT_7: Type.Object({ accepted: Type.Array(Plain(2000), { maxItems: MAX_LIST }), case_sensitive: Type.Optional(Type.Boolean()), max_length: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })) }),
  QT_8: Type.Object({ min_words: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 0 })])), max_words: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 0 })])) }),
  QT_9: Type.Object({
    accepted_kinds: Type.Array(Type.Union([Type.Literal('image'), Type.Literal('pdf'), Type.Literal('audio'), Type.Literal('video')]), { maxItems: 4 }),
    max_files: Type.Integer({ minimum: 1, maximum: 20 }),
  }),
  QT_10: Type.Object({ background_file_guid: Type.Optional(Type.Union([Type.Null(), Guid])) }),
  QT_11: Type.Object({
    image_file_guid: Guid,
    targets: Type.Array(Type.Object({ id: Id, ...Point, w: Percent, h: Percent }), { maxItems: MAX_LIST }),
    max_clicks: Type.Integer({ minimum: 1, maximum: 100 }),
  }),
  QT_12: Type.Object({ items: Choices }),
  QT_13: Type.Object({ left: Choices, right: Choices, pairs: IdMap }),
  QT_14: Type.Object({ value: Type.Number(), tolerance: Type.Optional(Type.Number({ minimum: 0 })), unit: Type.Optional(Type.Union([Type.Null(), Plain(40)])) }),
  QT_15: Type.Object({ expression: Plain(1000), variables: Type.Optional(Type.Array(Plain(40), { maxItems: 26 })) }),
  QT_16: Type.Object({ text: GapText, distractors: Type.Optional(Type.Array(Plain(200), { maxItems: MAX_LIST })) }),
  QT_17: Type.Object({ text: GapText }),
  QT_18: Type.Object({ text: GapText }),
  QT_19: Type.Object({
    options: Type.Array(Type.Object({ id: Id, file_guid: Guid, alt: Plain(500) }), { maxItems: MAX_LIST }),
    correct: Type.Array(Type.String({ maxLength: 40 }), { maxItems: MAX_LIST }),
    multiple: Type.Optional(Type.Boolean()),
  }),
  QT_20: Type.Object({ max_seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 3600 })) }),
  QT_21: Type.Object({ rows: Choices, columns: Choices, correct: IdMap }),
};

/**
 * Free-form for Fastify's validator: the handler checks it against its type's schema, so errors say
 * 400 INVALID_QUESTION_DATA with /question_data paths. The per-type schemas travel in `$defs` (which a
 * validator compiles but never applies), so /api/docs/json documents every type.
 */
const QuestionDataIn = Type.Unsafe<Record<string, unknown>>({
  type: 'object',
  description: 'per type: the schema under $defs/<type> (QT_1 … QT_21), then the domain’s rules (docs/question-types.md)',
  $defs: JSON.parse(JSON.stringify(QUESTION_DATA_SCHEMAS)) as Record<string, unknown>,
});
const QuestionDataOut = Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true });

/** ranking_scale: the question's points, 0.01–100 with at most two decimals (checked in the handler: 400 VALIDATION_FAILED). */
const Points = Type.Number({ description: 'the question’s points, 0.01–100, at most two decimals' });

export const QuestionSchema = Type.Object({
  question_guid: Guid,
  content_guid: Guid,
  type: Type.String(),
  position: Type.Integer(),
  content_name: Type.String(),
  content_description: Type.String(),
  ranking_scale: Type.Number(),
  question_data: QuestionDataOut,
});
export type QuestionDto = Static<typeof QuestionSchema>;

export const QuestionDetailSchema = Type.Object({ ...QuestionSchema.properties, media: Type.Record(Type.String(), MediaRefSchema) });
export type QuestionDetailDto = Static<typeof QuestionDetailSchema>;

export const QuestionListSchema = Type.Object({
  data: Type.Array(QuestionSchema),
  media: Type.Record(Type.String(), MediaRefSchema),
  /** true once any attempt exists: questions can no longer be added, changed, removed or reordered. */
  locked: Type.Boolean(),
});

export const NewQuestionBody = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 10 }),
  content_name: Type.String({ maxLength: 500 }),
  content_description: Type.Optional(Type.String({ maxLength: MAX_QUESTION_TEXT })),
  ranking_scale: Points,
  question_data: QuestionDataIn,
});
export type NewQuestionBodyDto = Static<typeof NewQuestionBody>;

export const QuestionPatchBody = Type.Object({
  content_name: Type.Optional(Type.String({ maxLength: 500 })),
  content_description: Type.Optional(Type.String({ maxLength: MAX_QUESTION_TEXT })),
  ranking_scale: Type.Optional(Points),
  question_data: Type.Optional(QuestionDataIn),
});
export type QuestionPatchBodyDto = Static<typeof QuestionPatchBody>;
