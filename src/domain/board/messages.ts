import { Err, Ok, type Result } from '../shared/result';
import type { CourseRelation } from '../courses/courseRelation';

/**
 * Who a board message is for (`message_for` on the wire, ADR 0510): everyone in the course, its students only, or its
 * teachers only. Replies inherit their parent's audience.
 */
export const MESSAGE_AUDIENCES = ['all', 'students', 'teachers'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

/** The longest message, counted on the stored (sanitised) HTML. */
export const MESSAGE_MAX_LENGTH = 20_000;

export type MessageError = { code: 'board.message-required' } | { code: 'board.message-too-long'; max: number };

/** Whether a person in `relation` to the course reads a message for `audience`: staff read everything. */
export function audienceIncludes(audience: MessageAudience, relation: CourseRelation): boolean {
  if (relation !== 'student') return true;
  return audience === 'all' || audience === 'students';
}

/** What a board's posting depends on besides the relation: the teacher's switch, and the reader's kids mode there. */
export interface PostingRules {
  studentsMayPost: boolean;
  /** The reader is in kids mode in this course (`isKidsMode`, ADR 0536). */
  kidsMode: boolean;
}

/**
 * Teachers of the course post; students too while the course lets them (the teacher's switch) and they are not in
 * kids mode there (young children read the board, they do not post on it); school admins read.
 */
export function mayPost(relation: CourseRelation, rules: PostingRules): boolean {
  return relation === 'teacher' || (relation === 'student' && rules.studentsMayPost && !rules.kidsMode);
}

/** Only teachers pin, unpin and choose an audience other than everyone. */
export function mayModerate(relation: CourseRelation): boolean {
  return relation === 'teacher';
}

/** Teachers edit and delete any message of their course; everyone else only their own. */
export function mayChangeMessage(relation: CourseRelation, isAuthor: boolean): boolean {
  return relation === 'teacher' || (relation !== 'admin' && isAuthor);
}

/** The text of a message without its markup (spec §5 "Message HTML tags are stripped for display"): previews, notifications. */
export function stripTags(html: string): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/giu, ' ')
    .replace(/<\/?(p|div|br|li|h[1-6]|tr|blockquote)\b[^>]*>/giu, ' ')
    .replace(/<[^>]*>/gu, '')
    .replace(/&nbsp;/gu, ' ')
    .replace(/&lt;/gu, '<')
    .replace(/&gt;/gu, '>')
    .replace(/&quot;/gu, '"')
    .replace(/&#39;/gu, "'")
    .replace(/&amp;/gu, '&');
  return text.replace(/\s+/gu, ' ').trim();
}

/** A message must say something once its markup is gone (a formula or a picture counts) and fit the limit. */
export function checkMessage(html: string): Result<string, MessageError> {
  const trimmed = html.trim();
  const saysSomething = stripTags(trimmed) !== '' || /<(img|span)\b[^>]*(math-tex|src=)/iu.test(trimmed);
  if (!saysSomething) return Err({ code: 'board.message-required' });
  if (trimmed.length > MESSAGE_MAX_LENGTH) return Err({ code: 'board.message-too-long', max: MESSAGE_MAX_LENGTH });
  return Ok(trimmed);
}

/** The board's order: pinned messages first, then the newest first (ties by guid so pages never overlap). */
export function compareBoardMessages(a: { isPinned: boolean; createdAt: Date; guid: string }, b: { isPinned: boolean; createdAt: Date; guid: string }): number {
  if (a.isPinned !== b.isPinned) return a.isPinned ? -1 : 1;
  const byTime = b.createdAt.getTime() - a.createdAt.getTime();
  if (byTime !== 0) return byTime;
  return a.guid < b.guid ? 1 : a.guid > b.guid ? -1 : 0;
}

/** What happened to a message on a board, as the live stream tells it (ADR 0516). */
export const BOARD_CHANGES = ['created', 'updated', 'deleted'] as const;
export type BoardChangeKind = (typeof BOARD_CHANGES)[number];

/**
 * The change a reader in `relation` is told of, or undefined when they are told nothing. `before` and `after` are the
 * message's audience before and after the write (undefined: it did not exist). A message whose audience leaves the
 * reader out is deleted for them; one that comes into it is created for them; a message they never read is silent.
 */
export function boardChangeFor(relation: CourseRelation, before: MessageAudience | undefined, after: MessageAudience | undefined): BoardChangeKind | undefined {
  const readBefore = before !== undefined && audienceIncludes(before, relation);
  const readsAfter = after !== undefined && audienceIncludes(after, relation);
  if (readBefore && readsAfter) return 'updated';
  if (readsAfter) return 'created';
  if (readBefore) return 'deleted';
  return undefined;
}

/** How long a message's excerpt is (a notification's, a line of the all-courses view). */
export const EXCERPT_LENGTH = 140;

/** A message's plain text (`stripTags`) cut to `EXCERPT_LENGTH` characters with an ellipsis. */
export function messageExcerpt(html: string): string {
  const text = stripTags(html);
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}
