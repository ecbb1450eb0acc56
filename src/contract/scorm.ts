// SCORM items (CTTY_10): opening a package, committing its CMI data, and the teacher's results (docs/api-standards.md).
import { T, type Static, AnyObject, Guid, StringEnum } from './schema';

export const SCORM_VERSIONS = ['1.2', '2004'] as const;
const Completion = StringEnum(['not-attempted', 'incomplete', 'completed', 'unknown'] as const);
const Success = StringEnum(['passed', 'failed', 'unknown'] as const);

/** What the player needs to open a package for the caller. */
export const ScormLaunchAnswer = T.Object({
  version: StringEnum(SCORM_VERSIONS),
  /** The content origin's player page for this package (absolute URL, signed, short-lived). */
  player_url: T.String(),
  /** The content origin, for checking where the player's messages come from. */
  content_origin: T.String(),
  /** This opening's id: commits of one session replace its time, a new session adds to it. */
  session_id: Guid,
  /** The CMI data to start from (resume): what the learner left, with entry, total time and who they are. */
  cmi: AnyObject({ additionalProperties: true }),
  /** Whether commits are stored: the course's students; teachers and admins preview. */
  records: T.Boolean(),
});
export type ScormLaunchAnswerDto = Static<typeof ScormLaunchAnswer>;

export const ScormCommitBody = T.Object({
  session_id: Guid,
  /** The runtime's CMI data (without the `cmi.` prefix), as scorm-again renders it. */
  cmi: AnyObject({ description: 'the SCORM data model as the runtime rendered it' }),
});
export type ScormCommitBodyDto = Static<typeof ScormCommitBody>;

/** What the server made of the commit, by the domain's rules. */
export const ScormCommitAnswer = T.Object({
  completion: Completion,
  success: Success,
  /** 0–100, null when the package reported no score. */
  score: T.Union([T.Number(), T.Null()]),
  total_seconds: T.Integer({ minimum: 0 }),
  progress: T.Integer({ minimum: 0, maximum: 100 }),
  lesson_progress: T.Integer({ minimum: 0, maximum: 100 }),
});
export type ScormCommitAnswerDto = Static<typeof ScormCommitAnswer>;

/** One student's row in the teacher's results. */
export const ScormResultRow = T.Object({
  user_guid: Guid,
  name: T.String(),
  lastname: T.String(),
  completion: Completion,
  success: Success,
  score: T.Union([T.Number(), T.Null()]),
  total_seconds: T.Integer({ minimum: 0 }),
  sessions: T.Integer({ minimum: 0 }),
  updated_at: T.Union([T.String(), T.Null()]),
});

export const ScormResultsAnswer = T.Object({
  item: T.Object({ guid: Guid, name: T.String(), course_guid: Guid, version: StringEnum(SCORM_VERSIONS) }),
  students: T.Array(ScormResultRow),
});
export type ScormResultsAnswerDto = Static<typeof ScormResultsAnswer>;
