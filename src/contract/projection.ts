// Projection in class (docs/api-projection.md): a teacher's projection of a lesson, the phone remote's pairing, and the
// messages of the projection's WebSocket.
import { PROJECTION_COMMAND_KINDS } from '@domain/projection/projection';
import { MAX_COUNTDOWN_SECONDS, MAX_MEDIA_SECONDS, MAX_PAGE, MAX_SKIP_SECONDS } from '@domain/projection/projectionView';
import { T, type Static, Guid, Instant, Nullable, StringEnum } from './schema';
import { LiveRoundViewSchema } from './liveRounds';

export const NewProjectionBody = T.Object({ course_guid: Guid, lesson_guid: Guid });
export type NewProjectionBodyDto = Static<typeof NewProjectionBody>;

export const ProjectionCreatedAnswer = T.Object({
  guid: Guid,
  /** The short code the remote pairs with (6 characters, minutes long). */
  short_token: T.String(),
  /** Where the phone goes: `${publicUrl}/remote/${short_token}`. */
  remote_url: T.String(),
  expires_at: Instant,
});
export type ProjectionCreatedDto = Static<typeof ProjectionCreatedAnswer>;

export const ProjectionParams = T.Object({ guid: Guid });
/**
 * Which screen a socket is (ADR 0526): the projector says so; anything else is a remote. Only the projector's socket may
 * report what it measured of an item. Both are the same teacher: it tells the screens apart, it grants nothing.
 */
export const PROJECTION_SOCKET_ROLES = ['projector', 'remote'] as const;
export const ProjectionSocketQuery = T.Object({ role: T.Optional(StringEnum(PROJECTION_SOCKET_ROLES)) });
export const PairParams = T.Object({ shortToken: T.String({ minLength: 1, maxLength: 16 }) });

export const ProjectionItemSchema = T.Object({
  guid: Guid,
  name: T.String(),
  content_type: T.String(),
  /** A book's page count (the remote stops at its last page); null when the server does not know it (a PDF). */
  pages: T.Union([T.Integer({ minimum: 0 }), T.Null()]),
});

/** How the item on screen is shown (ADR 0524), read at the moment the state was sent. */
export const ProjectionViewSchema = T.Object({
  /** The zoom factor (1 = as it opens). */
  zoom: T.Number(),
  /** 1 = first page (books, PDFs; a long reading scrolls a screenful per page). */
  page: T.Integer({ minimum: 1 }),
  /** The item's page count: a book's, or a PDF's once its projector reported it (ADR 0526); null while unknown. */
  page_count: Nullable(T.Integer({ minimum: 1 })),
  media: T.Object({
    /** False once a media of known length has reached its end. */
    playing: T.Boolean(),
    /** Never past `length` when it is known. */
    seconds: T.Number({ minimum: 0 }),
    /** The media's length in seconds once its projector reported it; null while unknown. */
    length: Nullable(T.Number({ minimum: 0 })),
  }),
});

/** The class's timer, read at the moment the state was sent: a stopwatch (`duration_ms` 0) or a countdown. */
export const ProjectionTimerSchema = T.Object({
  running: T.Boolean(),
  elapsed_ms: T.Integer({ minimum: 0 }),
  duration_ms: T.Integer({ minimum: 0 }),
  /** Not yet started since its last reset: the projector does not show it. */
  idle: T.Boolean(),
});

/**
 * The test's question the projection was opened for (`/projection/question/{g}`, ADR 0526), if any: the projector and
 * the remote say when its type is answered on each student's device instead of live. Its key never comes here.
 */
export const ProjectedQuestionSchema = T.Object({
  guid: Guid,
  /** The test it belongs to (an item of the projection's lesson). */
  item_guid: Guid,
  name: T.String(),
  type: T.String(),
  /** Its type runs live: it was asked as a live round. */
  live: T.Boolean(),
});
export type ProjectedQuestionDto = Static<typeof ProjectedQuestionSchema>;

/** The whole of what a projector or a remote shows: sent on connecting and after every change. */
export const ProjectionStateSchema = T.Object({
  guid: Guid,
  course_guid: Guid,
  lesson_guid: Guid,
  lesson_name: T.String(),
  /** Only what the class may see: published items for everyone (teacher-only items never). */
  items: T.Array(ProjectionItemSchema),
  current: T.Integer({ minimum: 0 }),
  blank: T.Boolean(),
  /** A remote has paired (the projector hides its code). */
  paired: T.Boolean(),
  /** Grows with every change: a client keeps the highest it has seen. */
  version: T.Integer({ minimum: 0 }),
  short_token: T.String(),
  expires_at: Instant,
  view: ProjectionViewSchema,
  timer: ProjectionTimerSchema,
  /** The live question running on this projection, if any (ADR 0527). */
  live: T.Optional(Nullable(LiveRoundViewSchema)),
  /** The test's question the projection was opened for, if any (ADR 0526). */
  question: T.Optional(Nullable(ProjectedQuestionSchema)),
});
export type ProjectionStateDto = Static<typeof ProjectionStateSchema>;

/**
 * The teacher's notes of the projected items, for the remote only (ADR 0526): never in the state, never on the socket,
 * so the projector never holds them. Items without notes are left out.
 */
export const ProjectionNotesAnswer = T.Object({
  notes: T.Array(T.Object({ item_guid: Guid, teacher_notes: T.String() })),
});
export type ProjectionNotesDto = Static<typeof ProjectionNotesAnswer>;

/** `/projection/question/{g}` (ADR 0526): where a test's question is projected — its test, lesson and course. */
export const QuestionPlaceParams = T.Object({ guid: Guid });
export const QuestionPlaceAnswer = T.Object({ question_guid: Guid, item_guid: Guid, lesson_guid: Guid, course_guid: Guid });
export type QuestionPlaceDto = Static<typeof QuestionPlaceAnswer>;

/** Ask a test's question on a projection of its lesson: the server reads its type, text, key and points itself. */
export const AskStoredQuestionBody = T.Object({ question_guid: Guid });
export type AskStoredQuestionBodyDto = Static<typeof AskStoredQuestionBody>;

/** `live`: its type runs live and `round_guid` is the round asking it; otherwise it stays answered on each device. */
export const StoredQuestionAsked = T.Object({ question_guid: Guid, live: T.Boolean(), round_guid: Nullable(Guid) });
export type StoredQuestionAskedDto = Static<typeof StoredQuestionAsked>;

/** What a client sends on the socket: one command, or (`measured`, the projector's socket only) what it learnt of an item. */
export const ProjectionCommandMessage = T.Object({
  type: StringEnum([...PROJECTION_COMMAND_KINDS, 'measured'] as const),
  /** `goto`: the item's index. */
  index: T.Optional(T.Integer({ minimum: 0, maximum: 10_000 })),
  /** `blank`: black out (true) or show again (false). */
  on: T.Optional(T.Boolean()),
  /** `zoom`: in, out or reset; `page`: next or previous. */
  direction: T.Optional(StringEnum(['in', 'out', 'reset', 'next', 'previous'] as const)),
  /** `media`: play, pause, restart or skip; `timer`: start, pause or reset. */
  action: T.Optional(StringEnum(['play', 'pause', 'restart', 'skip', 'start', 'reset'] as const)),
  /** `media` skip: seconds forward (negative: back); `timer` reset: a countdown's length, 0 for a stopwatch. */
  seconds: T.Optional(T.Integer({ minimum: -MAX_SKIP_SECONDS, maximum: MAX_COUNTDOWN_SECONDS })),
  /** `measured`: the item the projector opened (a report on an item no longer on screen is ignored, ADR 0526). */
  item_guid: T.Optional(Guid),
  /** `measured`: the item's page count (a PDF's). */
  page_count: T.Optional(T.Integer({ minimum: 1, maximum: MAX_PAGE })),
  /** `measured`: the media's length in seconds. */
  length_seconds: T.Optional(T.Number({ minimum: 0, maximum: MAX_MEDIA_SECONDS })),
});
export type ProjectionCommandMessageDto = Static<typeof ProjectionCommandMessage>;

/** What the server sends on the socket. */
export const ProjectionServerMessage = T.Union([
  T.Object({ type: T.Literal('state'), state: ProjectionStateSchema }),
  T.Object({ type: T.Literal('error'), code: T.String() }),
]);
export type ProjectionServerMessageDto = Static<typeof ProjectionServerMessage>;

/** The WebSocket subprotocol a client asks for; the session token travels beside it as `bearer.<token>`. */
export const PROJECTION_SUBPROTOCOL = 'tiza.projection';
export const BEARER_SUBPROTOCOL_PREFIX = 'bearer.';
