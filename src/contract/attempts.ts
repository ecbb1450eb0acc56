// Attempts, answers and results of assessments (docs/api-attempts.md).
import { T, type Static, StringEnum, Guid, Nullable } from './schema';
import { JobStatus, MediaRefSchema } from './items';

export const AttemptStatus = StringEnum(['in-progress', 'submitted'] as const);
export const MAX_ANSWERS_PER_SAVE = 50;
export const MAX_FEEDBACK_LENGTH = 5000;

export const AnswerItem = T.Object({
  question_guid: Guid,
  /** Validated per question type by the domain (validateAnswer). */
  answer: T.Unknown(),
  revision: T.Integer({ minimum: 1, maximum: 2_000_000_000 }),
});
export type AnswerItem = Static<typeof AnswerItem>;

export const SaveAnswersBody = T.Object({ answers: T.Array(AnswerItem, { minItems: 1, maxItems: MAX_ANSWERS_PER_SAVE }) });
export const SubmitBody = T.Object({
  submission_key: Guid,
  answers: T.Optional(T.Array(AnswerItem, { maxItems: MAX_ANSWERS_PER_SAVE })),
});

export const MediaMap = T.Record(T.String(), MediaRefSchema);

export const AttemptSummarySchema = T.Object({
  guid: Guid,
  number: T.Integer(),
  status: AttemptStatus,
  started_at: T.String(),
  submitted_at: Nullable(T.String()),
  auto_submitted: T.Boolean(),
  score: Nullable(T.Number()),
});
export type AttemptSummaryDto = Static<typeof AttemptSummarySchema>;

export const PlayerQuestionSchema = T.Object({
  question_guid: Guid,
  content_guid: Guid,
  type: T.String(),
  position: T.Integer(),
  content_name: T.String(),
  content_description: T.String(),
  ranking_scale: T.Number(),
  player_data: T.Unknown(),
});
export type PlayerQuestionDto = Static<typeof PlayerQuestionSchema>;

export const AttemptSchema = T.Object({
  guid: Guid,
  item_guid: Guid,
  number: T.Integer(),
  status: AttemptStatus,
  started_at: T.String(),
  deadline_at: Nullable(T.String()),
  server_now: T.String(),
  seconds_left: Nullable(T.Integer()),
  submitted_at: Nullable(T.String()),
  auto_submitted: T.Boolean(),
  questions: T.Array(PlayerQuestionSchema),
  answers: T.Record(T.String(), T.Object({ answer: T.Unknown(), revision: T.Integer() })),
  media: MediaMap,
});
export type AttemptDto = Static<typeof AttemptSchema>;

export const SaveAnswersAnswer = T.Object({
  saved: T.Array(T.Object({ question_guid: Guid, revision: T.Integer() })),
  server_now: T.String(),
  seconds_left: Nullable(T.Integer()),
});

export const SettingsSchema = T.Object({
  duration_minutes: Nullable(T.Integer()),
  attempts_allowed: T.Integer(),
  ranking_scale: T.Number(),
  one_per_page: T.Boolean(),
  instructions_html: T.String(),
});

export const MyAssessmentSchema = T.Object({
  assessment: T.Object({
    guid: Guid,
    name: T.String(),
    course_guid: Guid,
    lesson_guid: Guid,
    settings: SettingsSchema,
    questions_count: T.Integer(),
    deliver_at: Nullable(T.String()),
    can_deliver_late: T.Boolean(),
    delivery: StringEnum(['open', 'late', 'closed'] as const),
    grades_published: T.Boolean(),
  }),
  attempts: T.Array(AttemptSummarySchema),
  open_attempt_guid: Nullable(Guid),
  can_start: T.Boolean(),
  /** 'published': the test's grades are published, it is view-only (ADR 0234). */
  reason: Nullable(StringEnum(['no-attempts-left', 'closed', 'empty', 'published'] as const)),
  job: T.Object({ status: JobStatus, score: Nullable(T.Number()), feedback: Nullable(T.String()) }),
});

export const MyAssessmentsList = T.Object({
  data: T.Array(
    T.Object({
      item_guid: Guid,
      name: T.String(),
      course_guid: Guid,
      course_name: T.String(),
      lesson_guid: Guid,
      deliver_at: Nullable(T.String()),
      job_status: JobStatus,
      open_attempt: T.Boolean(),
    }),
  ),
});

export const ResultsAssessmentSchema = T.Object({
  guid: Guid,
  name: T.String(),
  course_guid: Guid,
  lesson_guid: Guid,
  ranking_scale: T.Number(),
  questions_count: T.Integer(),
  max_points: T.Number(),
  grades_published_at: Nullable(T.String()),
});

export const ResultsListSchema = T.Object({
  assessment: ResultsAssessmentSchema,
  jobs: T.Array(
    T.Object({
      person_guid: Guid,
      student_name: T.String(),
      student_lastname: T.String(),
      student_email: T.String(),
      student_avatar: Nullable(T.String()),
      status: JobStatus,
      score: Nullable(T.Number()),
      late: T.Boolean(),
      attempts: T.Integer(),
      last_attempt_guid: Nullable(Guid),
      submitted_at: Nullable(T.String()),
      evaluator_guid: Nullable(Guid),
      needs_grading: T.Integer(),
    }),
  ),
  teachers: T.Array(T.Object({ guid: Guid, name: T.String(), lastname: T.String() })),
});

export const ResultJobSchema = T.Object({
  status: JobStatus,
  score: Nullable(T.Number()),
  feedback: Nullable(T.String()),
  evaluator_guid: Nullable(Guid),
});
export type ResultJobDto = Static<typeof ResultJobSchema>;

export const ResultQuestionSchema = T.Object({
  question_guid: Guid,
  type: T.String(),
  position: T.Integer(),
  content_name: T.String(),
  content_description: T.String(),
  ranking_scale: T.Number(),
  player_data: T.Unknown(),
  correct: T.Unknown(),
  answer: T.Unknown(),
  points: Nullable(T.Number()),
  outcome: Nullable(T.String()),
  feedback: Nullable(T.String()),
  graded_by: Nullable(Guid),
});
export type ResultQuestionDto = Static<typeof ResultQuestionSchema>;

export const ResultAttemptSchema = T.Object({
  guid: Guid,
  number: T.Integer(),
  status: AttemptStatus,
  started_at: T.String(),
  submitted_at: Nullable(T.String()),
  auto_submitted: T.Boolean(),
  points: Nullable(T.Number()),
  max_points: Nullable(T.Number()),
  score: Nullable(T.Number()),
});
export type ResultAttemptDto = Static<typeof ResultAttemptSchema>;

export const IndividualResultSchema = T.Object({
  student: T.Object({ guid: Guid, name: T.String(), lastname: T.String(), avatar: Nullable(T.String()) }),
  assessment: ResultsAssessmentSchema,
  attempts: T.Array(AttemptSummarySchema),
  attempt: Nullable(ResultAttemptSchema),
  questions: T.Array(ResultQuestionSchema),
  media: MediaMap,
  job: ResultJobSchema,
});

export const GradeBody = T.Object({
  // null first: ajv would coerce it to 0 for the number branch; the domain answers score.required.
  score: T.Union([T.Null(), T.Number(), T.String({ maxLength: 40 })]),
  feedback: T.Optional(Nullable(T.String({ maxLength: MAX_FEEDBACK_LENGTH }))),
});

export const GradeAnswer = T.Object({ question: ResultQuestionSchema, attempt: ResultAttemptSchema, job: ResultJobSchema });

export const JobPatchBody = T.Object({
  evaluator_guid: T.Optional(Nullable(Guid)),
  feedback: T.Optional(Nullable(T.String({ maxLength: MAX_FEEDBACK_LENGTH }))),
});

export const PublicationBody = T.Object({ published: T.Boolean() });
export const PublicationAnswer = T.Object({ grades_published_at: Nullable(T.String()) });
