// Attempts, answers and results of assessments on the wire (docs/api-attempts.md).
import { ATTEMPT_STATUSES, START_REFUSALS } from '@domain/assessments/attemptRules';
import { OUTCOMES } from '@domain/assessments/questionModel';
import { T, type Static, type TSchema, StringEnum, Count, FiniteNumber, Guid, Instant, Nullable, NullOr, Text } from './schema';
import { JobStatus, StudentItemStatusSchema } from './items';
import { MediaMap, QuestionTypeSchema } from './questions';

export const AttemptParams = T.Object({ attemptGuid: Guid });
/** A student of an assessment's course: their result, their job. */
export const StudentParams = T.Object({ itemGuid: Guid, userGuid: Guid });
export const GradeParams = T.Object({ attemptGuid: Guid, questionGuid: Guid });
/** Which attempt a result shows: an attempt's guid, `first`, or `last` (the default). */
export const ResultQuery = T.Object({ attempt: T.Optional(T.String({ maxLength: 40 })) });
export type ResultQueryDto = Static<typeof ResultQuery>;

export const AttemptStatus = StringEnum(ATTEMPT_STATUSES);
export const MAX_ANSWERS_PER_SAVE = 50;
export const MAX_FEEDBACK_LENGTH = 5000;
/** The longest typed text an answer holds (a long-text answer; the domain's ANSWER_LIMITS bound each kind). */
const MAX_ANSWER_TEXT = 20_000;

// An answer's structure is its question type's (the domain's validateAnswer decides it and its sizes); here only what
// every answer is: an object of text (no NUL, no lone surrogate), bounded numbers, booleans and null, nested at most
// three levels (pencil strokes are the deepest: strokes → stroke → points).
const AnswerScalar = T.Union([Text({ maxLength: MAX_ANSWER_TEXT }), FiniteNumber(), T.Boolean(), T.Null()]);
const nested = (inner: TSchema) => T.Union([AnswerScalar, T.Array(inner), T.Record(T.String(), inner)]);
const AnswerShape = T.Record(T.String(), nested(nested(nested(AnswerScalar))));
/** An answer of any question type (docs/question-types.md); JSON Schema only, the domain reads its meaning. */
export const AnswerSchema = T.Unsafe<Record<string, unknown>>({
  ...(JSON.parse(JSON.stringify(AnswerShape)) as object),
  description: 'the answer of the question’s type (docs/question-types.md), checked by the domain’s validateAnswer',
});

export const AnswerItem = T.Object({
  question_guid: Guid,
  answer: AnswerSchema,
  /** Grows by one with every change; a revision not above the stored one is ignored. */
  revision: T.Integer({ minimum: 1, maximum: 2_000_000_000 }),
});
export type AnswerItemDto = Static<typeof AnswerItem>;

export const SaveAnswersBody = T.Object({ answers: T.Array(AnswerItem, { minItems: 1, maxItems: MAX_ANSWERS_PER_SAVE }) });
export type SaveAnswersBodyDto = Static<typeof SaveAnswersBody>;

export const SubmitBody = T.Object({
  /** The same key again answers the same submitted attempt. */
  submission_key: Guid,
  answers: T.Optional(T.Array(AnswerItem, { maxItems: MAX_ANSWERS_PER_SAVE })),
});
export type SubmitBodyDto = Static<typeof SubmitBody>;

export const AttemptSummarySchema = T.Object({
  guid: Guid,
  number: T.Integer({ minimum: 1 }),
  status: AttemptStatus,
  started_at: Instant,
  submitted_at: Nullable(Instant),
  auto_submitted: T.Boolean(),
  /** null for a student until the item's grades are published. */
  score: Nullable(T.Number()),
});
export type AttemptSummaryDto = Static<typeof AttemptSummarySchema>;

/** What a player needs of a question: never its answer key. */
const PlayerData = T.Record(T.String(), T.Unknown(), { description: 'the domain’s toPlayerQuestion(…).data of the question’s type' });

export const PlayerQuestionSchema = T.Object({
  question_guid: Guid,
  content_guid: Guid,
  type: QuestionTypeSchema,
  position: T.Integer({ minimum: 1 }),
  content_name: T.String(),
  content_description: T.String(),
  ranking_scale: T.Number({ description: 'the question’s points' }),
  player_data: PlayerData,
});
export type PlayerQuestionDto = Static<typeof PlayerQuestionSchema>;

export const SavedAnswerSchema = T.Object({ answer: T.Unknown(), revision: T.Integer({ minimum: 1 }) });

export const AttemptSchema = T.Object({
  guid: Guid,
  item_guid: Guid,
  number: T.Integer({ minimum: 1 }),
  status: AttemptStatus,
  started_at: Instant,
  deadline_at: Nullable(Instant),
  server_now: Instant,
  /** null when unlimited, 0 once submitted. */
  seconds_left: Nullable(T.Integer({ minimum: 0 })),
  submitted_at: Nullable(Instant),
  auto_submitted: T.Boolean(),
  questions: T.Array(PlayerQuestionSchema),
  /** `{ [question_guid]: { answer, revision } }`: what the student saved. */
  answers: T.Record(T.String(), SavedAnswerSchema),
  media: MediaMap,
});
export type AttemptDto = Static<typeof AttemptSchema>;

/**
 * A test as its course's staff preview it while seeing the course as a student (ADR 0553): the player's questions, as
 * a student's attempt shows them (never the key), and no attempt behind them.
 */
export const TestPreviewSchema = T.Object({
  item_guid: Guid,
  questions: T.Array(PlayerQuestionSchema),
  media: MediaMap,
});
export type TestPreviewDto = Static<typeof TestPreviewSchema>;

export const SaveAnswersAnswer = T.Object({
  /** The revision the server holds for each answer sent (higher than the one sent when that one was stale). */
  saved: T.Array(T.Object({ question_guid: Guid, revision: T.Integer({ minimum: 1 }) })),
  server_now: Instant,
  seconds_left: Nullable(T.Integer({ minimum: 0 })),
});
export type SaveAnswersAnswerDto = Static<typeof SaveAnswersAnswer>;

/** A CTTY_09 item's settings (the item's `data`, src/contract/items.ts AssessmentData) as the server normalised them. */
export const AssessmentSettingsSchema = T.Object({
  /** null: unlimited. */
  duration_minutes: Nullable(T.Integer({ minimum: 1 })),
  attempts_allowed: T.Integer({ minimum: 1 }),
  ranking_scale: T.Number({ exclusiveMinimum: 0 }),
  one_per_page: T.Boolean(),
  instructions_html: T.String(),
});
export type AssessmentSettingsDto = Static<typeof AssessmentSettingsSchema>;

const LocalDeliverAt = Nullable(T.String({ description: 'YYYY-MM-DDTHH:mm:ss in the school’s time zone' }));

export const MyAssessmentSchema = T.Object({
  assessment: T.Object({
    guid: Guid,
    name: T.String(),
    course_guid: Guid,
    lesson_guid: Guid,
    settings: AssessmentSettingsSchema,
    questions_count: Count,
    deliver_at: LocalDeliverAt,
    can_deliver_late: T.Boolean(),
    delivery: StringEnum(['open', 'late', 'closed'] as const),
    grades_published: T.Boolean(),
  }),
  attempts: T.Array(AttemptSummarySchema),
  open_attempt_guid: Nullable(Guid),
  can_start: T.Boolean(),
  /** Why a new attempt cannot start; 'published': the test's grades are published, it is view-only (ADR 0234). */
  reason: Nullable(StringEnum(START_REFUSALS)),
  /** score and feedback are null until the grades are published. */
  job: T.Object({ status: JobStatus, score: Nullable(T.Number()), feedback: Nullable(T.String()) }),
});
export type MyAssessmentDto = Static<typeof MyAssessmentSchema>;

export const MyAssessmentEntrySchema = T.Object({
  item_guid: Guid,
  name: T.String(),
  course_guid: Guid,
  course_name: T.String(),
  lesson_guid: Guid,
  deliver_at: LocalDeliverAt,
  job_status: JobStatus,
  open_attempt: T.Boolean(),
  /** The test's one status for the caller (ADR 0140), the same word as on /tasks and the lesson page. */
  status: StudentItemStatusSchema,
});
export type MyAssessmentEntryDto = Static<typeof MyAssessmentEntrySchema>;

export const MyAssessmentsList = T.Object({ data: T.Array(MyAssessmentEntrySchema) });
export type MyAssessmentsListDto = Static<typeof MyAssessmentsList>;

export const ResultsAssessmentSchema = T.Object({
  guid: Guid,
  name: T.String(),
  course_guid: Guid,
  lesson_guid: Guid,
  ranking_scale: T.Number(),
  questions_count: Count,
  max_points: T.Number({ minimum: 0 }),
  grades_published_at: Nullable(Instant),
});
export type ResultsAssessmentDto = Static<typeof ResultsAssessmentSchema>;

export const ResultsJobSchema = T.Object({
  person_guid: Guid,
  student_name: T.String(),
  student_lastname: T.String(),
  student_email: T.String(),
  student_avatar: Nullable(T.String()),
  status: JobStatus,
  score: Nullable(T.Number()),
  late: T.Boolean(),
  attempts: Count,
  last_attempt_guid: Nullable(Guid),
  submitted_at: Nullable(Instant),
  evaluator_guid: Nullable(Guid),
  /** Answers of the latest submitted attempt waiting for a teacher's grade. */
  needs_grading: Count,
});
export type ResultsJobDto = Static<typeof ResultsJobSchema>;

export const TeacherSchema = T.Object({ guid: Guid, name: T.String(), lastname: T.String() });
export type TeacherDto = Static<typeof TeacherSchema>;

export const ResultsListSchema = T.Object({
  assessment: ResultsAssessmentSchema,
  jobs: T.Array(ResultsJobSchema),
  teachers: T.Array(TeacherSchema),
});
export type ResultsListDto = Static<typeof ResultsListSchema>;

export const ResultJobSchema = T.Object({
  status: JobStatus,
  score: Nullable(T.Number()),
  feedback: Nullable(T.String()),
  evaluator_guid: Nullable(Guid),
});
export type ResultJobDto = Static<typeof ResultJobSchema>;

export const ResultQuestionSchema = T.Object({
  question_guid: Guid,
  type: QuestionTypeSchema,
  position: T.Integer({ minimum: 1 }),
  content_name: T.String(),
  content_description: T.String(),
  ranking_scale: T.Number({ description: 'the question’s points' }),
  player_data: PlayerData,
  /** The key as an answer; null while a student may still try again (ADR 0225). */
  correct: T.Unknown(),
  answer: T.Unknown(),
  /** null until the attempt is submitted, and while an answer waits for a teacher. */
  points: Nullable(T.Number()),
  outcome: Nullable(StringEnum(OUTCOMES)),
  feedback: Nullable(T.String()),
  graded_by: Nullable(Guid),
});
export type ResultQuestionDto = Static<typeof ResultQuestionSchema>;

export const ResultAttemptSchema = T.Object({
  ...AttemptSummarySchema.properties,
  points: Nullable(T.Number()),
  max_points: Nullable(T.Number()),
});
export type ResultAttemptDto = Static<typeof ResultAttemptSchema>;

export const ResultStudentSchema = T.Object({ guid: Guid, name: T.String(), lastname: T.String(), avatar: Nullable(T.String()) });

export const IndividualResultSchema = T.Object({
  student: ResultStudentSchema,
  assessment: ResultsAssessmentSchema,
  attempts: T.Array(AttemptSummarySchema),
  attempt: Nullable(ResultAttemptSchema),
  questions: T.Array(ResultQuestionSchema),
  media: MediaMap,
  job: ResultJobSchema,
});
export type IndividualResultDto = Static<typeof IndividualResultSchema>;

export const GradeBody = T.Object({
  /** A number, or the text a teacher typed ("2,5"); the domain's checkScore reads it (null: score.required). */
  score: T.Union([T.Null(), FiniteNumber(), Text({ maxLength: 40 })]),
  feedback: T.Optional(NullOr(Text({ maxLength: MAX_FEEDBACK_LENGTH }))),
});
export type GradeBodyDto = Static<typeof GradeBody>;

export const GradeAnswer = T.Object({ question: ResultQuestionSchema, attempt: ResultAttemptSchema, job: ResultJobSchema });
export type GradeAnswerDto = Static<typeof GradeAnswer>;

export const JobPatchBody = T.Object({
  /** A teacher of the course, or null to clear. */
  evaluator_guid: T.Optional(NullOr(Guid)),
  feedback: T.Optional(NullOr(Text({ maxLength: MAX_FEEDBACK_LENGTH }))),
});
export type JobPatchBodyDto = Static<typeof JobPatchBody>;

export const PublicationBody = T.Object({ published: T.Boolean() });
export type PublicationBodyDto = Static<typeof PublicationBody>;
export const PublicationAnswer = T.Object({ grades_published_at: Nullable(Instant) });
export type PublicationAnswerDto = Static<typeof PublicationAnswer>;
