// xAPI items (CTTY_20) on the front API: their launch and the teacher's results (docs/api-xapi.md, ADRs 0566–0567).
import { T, type Static, Guid, Instant, Nullable, StringEnum } from './schema';

export const XAPI_COMPLETIONS = ['not-attempted', 'in-progress', 'completed'] as const;
export const XAPI_SUCCESSES = ['passed', 'failed', 'unknown'] as const;

/** Open an xAPI item: the content origin's address of its launch file, with the xAPI launch parameters. */
export const XapiLaunchAnswer = T.Object({
  launch_url: T.String(),
  content_origin: T.String(),
  /** Whether the LRS keeps what the learner does (the course's students); staff preview with a credential too. */
  records: T.Boolean(),
});
export type XapiLaunchAnswerDto = Static<typeof XapiLaunchAnswer>;

const XapiProgressFields = {
  completion: StringEnum(XAPI_COMPLETIONS),
  success: StringEnum(XAPI_SUCCESSES),
  /** 0–100. */
  score: Nullable(T.Number()),
  statements: T.Integer({ minimum: 0 }),
  last_at: Nullable(Instant),
  /** The verb of the learner's latest statement (its IRI; the view shows its display or last segment). */
  last_verb: Nullable(T.String()),
};

export const XapiResultsAnswer = T.Object({
  item: T.Object({ guid: Guid, name: T.String(), course_guid: Guid, activity_id: T.String() }),
  students: T.Array(T.Object({ user_guid: Guid, name: T.String(), lastname: T.String(), ...XapiProgressFields })),
});
export type XapiResultsAnswerDto = Static<typeof XapiResultsAnswer>;

export const XapiTrailParams = T.Object({ itemGuid: Guid, userGuid: Guid });

/** One learner's statements about the item, newest first. */
export const XapiTrailAnswer = T.Object({
  item: T.Object({ guid: Guid, name: T.String(), course_guid: Guid }),
  student: T.Object({ user_guid: Guid, name: T.String(), lastname: T.String(), ...XapiProgressFields }),
  statements: T.Array(
    T.Object({
      id: Guid,
      stored: Instant,
      verb: T.String(),
      verb_display: Nullable(T.String()),
      object: T.String(),
      object_name: Nullable(T.String()),
      completion: Nullable(T.Boolean()),
      success: Nullable(T.Boolean()),
      score: Nullable(T.Number()),
      response: Nullable(T.String()),
    }),
  ),
});
export type XapiTrailAnswerDto = Static<typeof XapiTrailAnswer>;
