import type { BoardChangeKind, MessageAudience } from '@domain/board/messages';

export interface MessageAuthor {
  guid: string;
  name: string;
  lastname: string;
  avatar: string | null;
  /** A teacher whose name the school platform withholds from students (ADR 0554). */
  withheld?: true;
}

/** A file on a message (ADR 0517): what the list shows, and a short-lived signed URL to download it. */
export interface MessageFile {
  guid: string;
  name: string;
  size: number;
  mime: string;
  /** image | pdf | audio | video */
  mediaType: string;
  url: string;
}

/** A message or a reply on a course board, as the signed-in person sees it. */
export interface BoardReply {
  guid: string;
  courseGuid: string;
  parentGuid: string | null;
  /** Sanitised HTML. */
  html: string;
  audience: MessageAudience;
  isPinned: boolean;
  author: MessageAuthor | null;
  createdAt: Date;
  updatedAt: Date;
  /** In the order they were attached. */
  files: MessageFile[];
  abilities: { update: boolean; delete: boolean; pin: boolean };
}

export interface BoardMessage extends BoardReply {
  /** Oldest first. */
  replies: BoardReply[];
}

/** A page of a course board: pinned first, then the newest. */
export interface BoardPage {
  courseName: string;
  messages: BoardMessage[];
  page: number;
  perPage: number;
  total: number;
  studentsMayPost: boolean;
  /** The reader is in kids mode in this course (ADR 0536): the board is theirs to read, not to post on. */
  kidsMode: boolean;
  abilities: { post: boolean; moderate: boolean };
}

export interface NewMessage {
  courseGuid: string;
  html: string;
  audience?: MessageAudience;
  isPinned?: boolean;
  parentGuid?: string;
  /** Board files uploaded first, to attach. */
  fileGuids?: string[];
}

export interface MessageChange {
  html?: string;
  audience?: MessageAudience;
  isPinned?: boolean;
  /** Board files uploaded first, attached besides those the message has. */
  fileGuids?: string[];
}

/** A file of the author's Google Drive: its id (read out of a pasted link) and their access token. */
export interface DriveFileRef {
  fileId: string;
  oauthToken: string;
}

/** A change of a board message, as the live feed tells the signed-in person (ADR 0516). */
export interface BoardChange {
  courseGuid: string;
  messageGuid: string;
  /** The message it answers, for a reply. */
  parentGuid: string | null;
  change: BoardChangeKind;
}

/** A message of the all-courses view on /home: the newest top-level messages of all the person's courses. */
export interface RecentMessage {
  guid: string;
  courseGuid: string;
  courseName: string;
  /** Sanitised HTML; the panel shows it without its tags. */
  html: string;
  audience: MessageAudience;
  isPinned: boolean;
  author: MessageAuthor | null;
  createdAt: Date;
}

export interface RecentMessagePage {
  items: RecentMessage[];
  page: number;
  perPage: number;
  total: number;
}
