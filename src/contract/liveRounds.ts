// Live questions in class (docs/api-projection.md, ADR 0527): the teacher launches one from the remote, the students
// of the course answer it from the lesson page, the projector shows the answers as they arrive.
import { OUTCOMES } from '@domain/assessments/questionModel';
import { LIVE_PROMPT_MAX, LIVE_QUESTION_TYPES, ROUND_ACTIONS, ROUND_STATES } from '@domain/projection/liveRoundTerms';
import { T, type Static, AnyObject, Count, FiniteNumber, Guid, Nullable, StringEnum, Text } from './schema';

/** A quick question typed on the remote: a live type, its prompt and its question_data (answer key included). */
export const LiveQuestionBody = T.Object({
  type: StringEnum(LIVE_QUESTION_TYPES),
  prompt: Text({ minLength: 1, maxLength: LIVE_PROMPT_MAX * 2 }),
  /** The type's question_data (docs/question-types.md), checked by the domain's `validateQuestionData`. */
  data: AnyObject(),
  /** What the round is worth in the gradebook (the column's maximum); 10 when not said. */
  points: T.Optional(FiniteNumber({ exclusiveMinimum: 0, maximum: 1000 })),
});
export type LiveQuestionBodyDto = Static<typeof LiveQuestionBody>;

export const LiveRoundLaunched = T.Object({ guid: Guid });

export const RoundParams = T.Object({ guid: Guid, round: Guid });
export const RoundOnlyParams = T.Object({ round: Guid });

export const RoundActionBody = T.Object({ action: StringEnum(ROUND_ACTIONS) });

export const RoundStateAnswer = T.Object({ guid: Guid, state: StringEnum(ROUND_STATES), names_shown: T.Boolean() });

export const RoundGradebookBody = T.Object({ name: T.Optional(Text({ minLength: 1, maxLength: 400 })) });
export type RoundGradebookBodyDto = Static<typeof RoundGradebookBody>;

/** The column a round became (saving again answers the same column). */
export const RoundGradebookAnswer = T.Object({ column_guid: Guid, name: T.String(), scores: Count });
export type RoundGradebookAnswerDto = Static<typeof RoundGradebookAnswer>;

export const LiveTallySchema = T.Object({ key: T.String(), label: T.String(), count: Count, correct: T.Boolean() });

/** Who answered what: on the projector only once the teacher shows names. */
export const LiveNamedAnswerSchema = T.Object({ name: T.String(), answer: T.String(), outcome: StringEnum(OUTCOMES) });

/** A round as the projector and the remote show it (part of the projection's state). */
export const LiveRoundViewSchema = T.Object({
  guid: Guid,
  type: StringEnum(LIVE_QUESTION_TYPES),
  prompt: T.String(),
  /** The authored question_data, key included: only the projection's teacher receives it. */
  data: AnyObject({ additionalProperties: true }),
  points: T.Number(),
  state: StringEnum(ROUND_STATES),
  names_shown: T.Boolean(),
  kind: StringEnum(['bars', 'frequency'] as const),
  tallies: T.Array(LiveTallySchema),
  answered: Count,
  correct: Count,
  /** correct / answered, in [0, 1]. */
  correct_share: T.Number(),
  /** The course's students: "answered of class_size". */
  class_size: Count,
  /** Empty unless names are shown. */
  names: T.Array(LiveNamedAnswerSchema),
  column_guid: Nullable(Guid),
});
export type LiveRoundViewDto = Static<typeof LiveRoundViewSchema>;

/** A round as a student of the course sees it from the lesson page: the question without its key until revealed. */
export const StudentRoundSchema = T.Object({
  guid: Guid,
  course_guid: Guid,
  lesson_guid: Guid,
  type: StringEnum(LIVE_QUESTION_TYPES),
  prompt: T.String(),
  /** The player's data (docs/question-types.md): never the key. */
  data: AnyObject({ additionalProperties: true }),
  state: StringEnum(ROUND_STATES),
  /** What this student answered, if they did. */
  my_answer: Nullable(AnyObject({ additionalProperties: true })),
  /** Once revealed: the key written as an answer, and how the student's answer scored. */
  key: Nullable(AnyObject({ additionalProperties: true })),
  my_outcome: Nullable(StringEnum(OUTCOMES)),
});
export type StudentRoundDto = Static<typeof StudentRoundSchema>;

export const LessonRoundAnswer = T.Object({ round: Nullable(StudentRoundSchema) });

export const LiveAnswerBody = T.Object({ answer: AnyObject() });
export type LiveAnswerBodyDto = Static<typeof LiveAnswerBody>;

/** `repeat`: the same answer had been taken already (a retry). */
export const LiveAnswerTaken = T.Object({ round_guid: Guid, repeat: T.Boolean() });
export type LiveAnswerTakenDto = Static<typeof LiveAnswerTaken>;

export const ROUND_CHANGES = ['opened', 'closed', 'revealed', 'ended'] as const;

/** `event: live` on the notification stream (ADR 0528): a round of a lesson of one of the student's courses changed. */
export const LiveRoundChangeSchema = T.Object({ course_guid: Guid, lesson_guid: Guid, round_guid: Guid, change: StringEnum(ROUND_CHANGES) });
export type LiveRoundChangeDto = Static<typeof LiveRoundChangeSchema>;
