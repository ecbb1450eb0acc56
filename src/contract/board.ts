// The course board on the wire (docs/api-board.md, ADR 0510).
import { BOARD_CHANGES, MESSAGE_AUDIENCES, MESSAGE_MAX_LENGTH } from '@domain/board/messages';
import { MESSAGE_MAX_FILES } from '@domain/board/messageFiles';
import { T, type Static, StringEnum, Count, Guid, Instant, Nullable, Text } from './schema';

export const MessageAudienceSchema = StringEnum(MESSAGE_AUDIENCES, { description: 'all: everyone in the course; students: its students (and teachers); teachers: its teachers only' });

export const MessageAuthorSchema = T.Object({
  guid: Guid,
  name: T.String(),
  lastname: T.String(),
  avatar: Nullable(T.String()),
  /** A teacher of the course whose name the tenant withholds from students (ADR 0554): name, lastname and avatar empty. */
  withheld: T.Optional(T.Literal(true)),
});

/** A file on a message (ADR 0517): what the list shows, and a signed URL (2 hours) for those who read the message. */
export const MessageFileSchema = T.Object({
  guid: Guid,
  name: T.String(),
  size: Count,
  /** Recognised from the bytes. */
  mime: T.String(),
  /** Domain MediaType: image | pdf | audio | video. */
  media_type: T.String(),
  url: T.String({ description: 'Signed, short-lived: /api/files/{guid}?exp=…&sig=…' }),
});
export type MessageFileDto = Static<typeof MessageFileSchema>;

/** What every message on the wire has, on a board or in the all-courses view. */
const sharedFields = {
  guid: Guid,
  course_guid: Guid,
  /** Sanitised HTML: render it with the formatted-text renderer (formulas render). */
  message: T.String(),
  message_for: MessageAudienceSchema,
  is_pinned: T.Boolean(),
  /** Null once the author's account is gone. */
  author: Nullable(MessageAuthorSchema),
  created_at: Instant,
  updated_at: Instant,
};

const messageFields = {
  ...sharedFields,
  parent_guid: Nullable(Guid),
  /** In the order they were attached. */
  files: T.Array(MessageFileSchema),
  /** What the caller may do with it, decided by the server's own rules. */
  abilities: T.Object({ update: T.Boolean(), delete: T.Boolean(), pin: T.Boolean() }),
};

export const ReplySchema = T.Object(messageFields);
export type ReplyDto = Static<typeof ReplySchema>;

export const MessageSchema = T.Object({ ...messageFields, replies: T.Array(ReplySchema, { description: 'Oldest first' }) });
export type MessageDto = Static<typeof MessageSchema>;

export const MESSAGE_PAGE_MAX = 50;

export const MessagePageSchema = T.Object({
  data: T.Array(MessageSchema, { description: 'Pinned first, then the newest' }),
  meta: T.Object({ page: T.Integer({ minimum: 1 }), per_page: T.Integer({ minimum: 1 }), total: Count }),
  board: T.Object({
    course_name: T.String(),
    students_may_post: T.Boolean(),
    kids_mode: T.Optional(T.Boolean({ description: 'The reader is in kids mode in this course (ADR 0536): a board to read, not to post on; left out by an older backend: false' })),
    abilities: T.Object({ post: T.Boolean(), moderate: T.Boolean() }),
  }),
});
export type MessagePageDto = Static<typeof MessagePageSchema>;

// Requests

export const BoardCourseParams = T.Object({ guid: Guid });
export const MessageParams = T.Object({ guid: Guid });

export const MessagePageQuery = T.Object({
  page: T.Optional(T.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  per_page: T.Optional(T.Integer({ minimum: 1, maximum: MESSAGE_PAGE_MAX, default: 20 })),
});
export type MessagePageQueryDto = Static<typeof MessagePageQuery>;

const MessageText = Text({ maxLength: MESSAGE_MAX_LENGTH * 2 });

/** Files of purpose `board` the caller uploaded to the course and has not attached yet (ADR 0517). */
const FileGuids = T.Array(Guid, { maxItems: MESSAGE_MAX_FILES, uniqueItems: true, description: 'Board files the caller uploaded to this course, to attach' });

export const NewMessageBody = T.Object({
  course_guid: Guid,
  message: MessageText,
  message_for: T.Optional(MessageAudienceSchema),
  is_pinned: T.Optional(T.Boolean()),
  /** A reply: the message it answers (top-level, same course). */
  parent_guid: T.Optional(Guid),
  file_guids: T.Optional(FileGuids),
});
export type NewMessageBodyDto = Static<typeof NewMessageBody>;

export const MessageChangeBody = T.Object(
  {
    message: T.Optional(MessageText),
    message_for: T.Optional(MessageAudienceSchema),
    is_pinned: T.Optional(T.Boolean()),
    /** Attached besides the files the message has; removing one is `DELETE /api/messages/{guid}/files/{fileGuid}`. */
    file_guids: T.Optional(FileGuids),
  },
  { minProperties: 1 },
);
export type MessageChangeBodyDto = Static<typeof MessageChangeBody>;

export const DeleteMessageBody = T.Object({ guid: Guid });
export type DeleteMessageBodyDto = Static<typeof DeleteMessageBody>;

export const BoardSettingsBody = T.Object({ students_may_post: T.Boolean() });
export type BoardSettingsBodyDto = Static<typeof BoardSettingsBody>;
export const BoardSettingsSchema = BoardSettingsBody;

// The all-courses view (`GET front/courses/all-courses/messages`, ADR 0516)

export const RecentMessageSchema = T.Object({
  ...sharedFields,
  course_name: T.String(),
});
export type RecentMessageDto = Static<typeof RecentMessageSchema>;

export const RecentMessagePageSchema = T.Object({
  data: T.Array(RecentMessageSchema, { description: 'Newest first; top-level messages only' }),
  meta: T.Object({ page: T.Integer({ minimum: 1 }), per_page: T.Integer({ minimum: 1 }), total: Count }),
});
export type RecentMessagePageDto = Static<typeof RecentMessagePageSchema>;

// The live stream's `board` event (ADR 0516)

export const BoardChangeSchema = T.Object({
  course_guid: Guid,
  message_guid: Guid,
  /** The message it answers, for a reply. */
  parent_guid: Nullable(Guid),
  change: StringEnum(BOARD_CHANGES, { description: 'as the reader sees it: a message whose audience leaves them out is deleted for them' }),
});
export type BoardChangeDto = Static<typeof BoardChangeSchema>;

export const MessageFileParams = T.Object({ guid: Guid, fileGuid: Guid });

/** A Drive file id (not a link: the SPA reads the id out of a pasted link) and the caller's OAuth access token. */
export const DriveFileBody = T.Object({
  fileId: T.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }),
  oauthToken: T.String({ minLength: 1, maxLength: 4096, pattern: '^[\\x21-\\x7e]+$' }),
});
export type DriveFileBodyDto = Static<typeof DriveFileBody>;
