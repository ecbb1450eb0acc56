// Attempts, answers and results of assessments (docs/api-attempts.md).
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { StringEnum } from './StringEnum';
import { JobStatus, MediaRefSchema } from './ItemSchema';

const Guid = Type.String({ format: 'uuid' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const AttemptStatus = StringEnum(['in-progress', 'submitted'] as const);
export const MAX_ANSWERS_PER_SAVE = 50;
export const MAX_FEEDBACK_LENGTH = 5000;

export const AnswerItem = Type.Object({
  question_guid: Guid,
  /** Validated per question type by the domain (validateAnswer). */
  answer: Type.Unknown(),
  revision: Type.Integer({ minimum: 1, maximum: 2_000_000_000 }),
});
export type AnswerItem = Static<typeof AnswerItem>;

export const SaveAnswersBody = Type.Object({ answers: Type.Array(AnswerItem, { minItems: 1, maxItems: MAX_ANSWERS_PER_SAVE }) });
export const SubmitBody = Type.Object({
  submission_key: Guid,
  answers: Type.Optional(Type.Array(AnswerItem, { maxItems: MAX_ANSWERS_PER_SAVE })),
});

export const MediaMap = Type.Record(Type.String(), MediaRefSchema);

export const AttemptSummarySchema = Type.Object({
  guid: Guid,
  number: Type.Integer(),
  status: AttemptStatus,
  started_at: Type.String(),
  submitted_at: Nullable(Type.String()),
  auto_submitted: Type.Boolean(),
  score: Nullable(Type.Number()),
});
export type AttemptSummaryDto = Static<typeof AttemptSummarySchema>;

export const PlayerQuestionSchema = Type.Object({
  question_guid: Guid,
  content_guid: Guid,
  type: Type.String(),
  position: Type.Integer(),
  content_name: Type.String(),
  content_description: Type.String(),
  ranking_scale: Type.Number(),
  player_data: Type.Unknown(),
});
export type PlayerQuestionDto = Static<typeof PlayerQuestionSchema>;

export const AttemptSchema = Type.Object({
  guid: Guid,
  item_guid: Guid,
  number: Type.Integer(),
  status: AttemptStatus,
  started_at: Type.String(),
  deadline_at: Nullable(Type.String()),
  server_now: Type.String(),
  seconds_left: Nullable(Type.Integer()),
  submitted_at: Nullable(Type.String()),
  auto_submitted: Type.Boolean(),
  questions: Type.Array(PlayerQuestionSchema),
  answers: Type.Record(Type.String(), Type.Object({ answer: Type.Unknown(), revision: Type.Integer() })),
  media: MediaMap,
});
export type AttemptDto = Static<typeof AttemptSchema>;

export const SaveAnswersAnswer = Type.Object({
  saved: Type.Array(Type.Object({ question_guid: Guid, revision: Type.Integer() })),
  server_now: Type.String(),
  seconds_left: Nullable(Type.Integer()),
});

export const SettingsSchema = Type.Object({
  duration_minutes: Nullable(Type.Integer()),
  attempts_allowed: Type.Integer(),
  ranking_scale: Type.Number(),
  one_per_page: Type.Boolean(),
  instructions_html: Type.String(),
});

export const MyAssessmentSchema = Type.Object({
  assessment: Type.Object({
    guid: Guid,
    name: Type.String(),
    course_guid: Guid,
    lesson_guid: Guid,
    settings: SettingsSchema,
    questions_count: Type.Integer(),
    deliver_at: Nullable(Type.String()),
    can_deliver_late: Type.Boolean(),
    delivery: StringEnum(['open', 'late', 'closed'] as const),
    grades_published: Type.Boolean(),
  }),
  attempts: Type.Array(AttemptSummarySchema),
  open_attempt_guid: Nullable(Guid),
  can_start: Type.Boolean(),
  /** 'published': the test's grades are published, it is view-only (ADR 0234). */
  reason: Nullable(StringEnum(['no-attempts-left', 'closed', 'empty', 'published'] as const)),
  job: Type.Object({ status: JobStatus, score: Nullable(Type.Number()), feedback: Nullable(Type.String()) }),
});

export const MyAssessmentsList = Type.Object({
  data: Type.Array(
    Type.Object({
      item_guid: Guid,
      name: Type.String(),
      course_guid: Guid,
      course_name: Type.String(),
      lesson_guid: Guid,
      deliver_at: Nullable(Type.String()),
      job_status: JobStatus,
      open_attempt: Type.Boolean(),
    }),
  ),
});

export const ResultsAssessmentSchema = Type.Object({
  guid: Guid,
  name: Type.String(),
  course_guid: Guid,
  lesson_guid: Guid,
  ranking_scale: Type.Number(),
  questions_count: Type.Integer(),
  max_points: Type.Number(),
  grades_published_at: Nullable(Type.String()),
});

export const ResultsListSchema = Type.Object({
  assessment: ResultsAssessmentSchema,
  jobs: Type.Array(
    Type.Object({
      person_guid: Guid,
      student_name: Type.String(),
      student_lastname: Type.String(),
      student_email: Type.String(),
      student_avatar: Nullable(Type.String()),
      status: JobStatus,
      score: Nullable(Type.Number()),
      late: Type.Boolean(),
      attempts: Type.Integer(),
      last_attempt_guid: Nullable(Guid),
      submitted_at: Nullable(Type.String()),
      evaluator_guid: Nullable(Guid),
      needs_grading: Type.Integer(),
    }),
  ),
  teachers: Type.Array(Type.Object({ guid: Guid, name: Type.String(), lastname: Type.String() })),
});

export const ResultJobSchema = Type.Object({
  status: JobStatus,
  score: Nullable(Type.Number()),
  feedback: Nullable(Type.String()),
  evaluator_guid: Nullable(Guid),
});
export type ResultJobDto = Static<typeof ResultJobSchema>;

export const ResultQuestionSchema = Type.Object({
  question_guid: Guid,
  type: Type.String(),
  position: Type.Integer(),
  content_name: Type.String(),
  content_description: Type.String(),
  ranking_scale: Type.Number(),
  player_data: Type.Unknown(),
  correct: Type.Unknown(),
  answer: Type.Unknown(),
  points: Nullable(Type.Number()),
  outcome: Nullable(Type.String()),
  feedback: Nullable(Type.String()),
  graded_by: Nullable(Guid),
});
export type ResultQuestionDto = Static<typeof ResultQuestionSchema>;

export const ResultAttemptSchema = Type.Object({
  guid: Guid,
  number: Type.Integer(),
  status: AttemptStatus,
  started_at: Type.String(),
  submitted_at: Nullable(Type.String()),
  auto_submitted: Type.Boolean(),
  points: Nullable(Type.Number()),
  max_points: Nullable(Type.Number()),
  score: Nullable(Type.Number()),
});
export type ResultAttemptDto = Static<typeof ResultAttemptSchema>;

export const IndividualResultSchema = Type.Object({
  student: Type.Object({ guid: Guid, name: Type.String(), lastname: Type.String(), avatar: Nullable(Type.String()) }),
  assessment: ResultsAssessmentSchema,
  attempts: Type.Array(AttemptSummarySchema),
  attempt: Nullable(ResultAttemptSchema),
  questions: Type.Array(ResultQuestionSchema),
  media: MediaMap,
  job: ResultJobSchema,
});

export const GradeBody = Type.Object({
  // null first: ajv would coerce it to 0 for the number branch; the domain answers score.required.
  score: Type.Union([Type.Null(), Type.Number(), Type.String({ maxLength: 40 })]),
  feedback: Type.Optional(Nullable(Type.String({ maxLength: MAX_FEEDBACK_LENGTH }))),
});

export const GradeAnswer = Type.Object({ question: ResultQuestionSchema, attempt: ResultAttemptSchema, job: ResultJobSchema });

export const JobPatchBody = Type.Object({
  evaluator_guid: Type.Optional(Nullable(Guid)),
  feedback: Type.Optional(Nullable(Type.String({ maxLength: MAX_FEEDBACK_LENGTH }))),
});

export const PublicationBody = Type.Object({ published: Type.Boolean() });
export const PublicationAnswer = Type.Object({ grades_published_at: Nullable(Type.String()) });
