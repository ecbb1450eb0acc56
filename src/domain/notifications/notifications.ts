import { audienceIncludes, type MessageAudience } from '../board/messages';
import { ASSESSMENT_CONTENT_TYPE } from '../content/contentTypes';
import type { CourseRelation } from '../courses/courseRelation';

/**
 * What a notification tells (ADR 0512). Each comes from one event, to the people it concerns:
 * - `content.published`, `test.published`: an item (or a test) of a course became visible to its students;
 * - `deliver.soon`: an item the student has not turned in is due within 24 hours (spec "soon");
 * - `hand-in.graded`: a teacher graded the student's hand-in;
 * - `grades.published`: a teacher published an activity's or a period's grades;
 * - `test.result`: a teacher published a test's results;
 * - `board.message`: a board message (or a reply to the reader's message) the reader's audience includes;
 * - `hand-in.received`: a student of the teacher's course handed work in.
 */
export const NOTIFICATION_TYPES = [
  'content.published',
  'test.published',
  'deliver.soon',
  'hand-in.graded',
  'grades.published',
  'test.result',
  'board.message',
  'hand-in.received',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The window of a "soon" deadline: due within this many milliseconds and not past. */
export const SOON_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Under the tenant's kids mode a student gets only what a young child acts on (ADR 0512): something new to do, and
 * that their work or test came back. No board chatter, no period grades, no countdowns.
 */
export const KIDS_NOTIFICATION_TYPES: readonly NotificationType[] = ['content.published', 'test.published', 'hand-in.graded', 'test.result'];

/** Who a notification goes to, as the event sees them. */
export interface Recipient {
  relation: CourseRelation;
  kidsMode: boolean;
}

/** Whether a person receives a notification of `type` at all: kids-mode students only the short list; others all. */
export function receives(type: NotificationType, recipient: Recipient): boolean {
  if (recipient.kidsMode && recipient.relation === 'student') return KIDS_NOTIFICATION_TYPES.includes(type);
  return true;
}

/** Which relations an event of `type` concerns (before the kids-mode filter). */
export function concerns(type: NotificationType, relation: CourseRelation): boolean {
  switch (type) {
    case 'hand-in.received':
      return relation === 'teacher';
    case 'board.message':
      return relation === 'teacher' || relation === 'student';
    default:
      return relation === 'student';
  }
}

/** A course member as a board message's fan-out sees them. */
export interface BoardReader {
  guid: string;
  relation: CourseRelation;
  kidsMode: boolean;
}

/**
 * The people a board message notifies: for a top-level message, every member whose relation reads its audience
 * (the board's own rule); for a reply, the author of the message it answers, when they read it. Never its author.
 */
export function boardMessageRecipients(
  message: { authorGuid: string; audience: MessageAudience; parentAuthorGuid: string | null; isReply: boolean },
  members: readonly BoardReader[],
): string[] {
  return members
    .filter((m) => m.guid !== message.authorGuid)
    .filter((m) => concerns('board.message', m.relation) && audienceIncludes(message.audience, m.relation))
    .filter((m) => !message.isReply || m.guid === message.parentAuthorGuid)
    .filter((m) => receives('board.message', m))
    .map((m) => m.guid);
}

/** Whether an item's deadline is "soon" at `now`: in the future and within the window. */
export function isDeliverSoon(deliverAt: Date | null, now: Date): boolean {
  if (deliverAt === null) return false;
  const left = deliverAt.getTime() - now.getTime();
  return left > 0 && left <= SOON_WINDOW_MS;
}

/** What a notification's `data` may name (spec: user or student, message, parent_message, course, section, assessment…). */
export interface NotificationData {
  course?: { guid: string; name: string };
  /** The item (content, assignment or test); `assessment` in the spec. */
  item?: { guid: string; name: string; lessonGuid: string; contentType: string; isEvaluable: boolean; deliverAt: string | null };
  /** Who did it: the author, the student who handed in, the teacher who graded. */
  user?: { guid: string; name: string };
  message?: { guid: string; excerpt: string };
  parentMessage?: { guid: string };
  section?: string | null;
  /** A gradebook period whose grades were published. */
  period?: string;
}

/** Where opening a notification leads. */
export type NotificationTarget =
  | { kind: 'board'; courseGuid: string; /** The message to land on (ADR 0516). */ messageGuid?: string }
  | { kind: 'item'; courseGuid: string; lessonGuid: string; itemGuid: string }
  | { kind: 'assessment'; courseGuid: string; lessonGuid: string; itemGuid: string }
  | { kind: 'grades'; courseGuid: string }
  | { kind: 'course'; courseGuid: string }
  | { kind: 'none' };

/** The page a notification opens: its message's board, its test, its item, the course's grades, or the course. */
export function notificationTarget(type: NotificationType, data: NotificationData): NotificationTarget {
  const course = data.course?.guid;
  if (course === undefined) return { kind: 'none' };
  if (type === 'board.message') return data.message === undefined ? { kind: 'board', courseGuid: course } : { kind: 'board', courseGuid: course, messageGuid: data.message.guid };
  if (type === 'grades.published' && data.item === undefined) return { kind: 'grades', courseGuid: course };
  const item = data.item;
  if (item === undefined) return { kind: 'course', courseGuid: course };
  const place = { courseGuid: course, lessonGuid: item.lessonGuid, itemGuid: item.guid };
  return item.contentType === ASSESSMENT_CONTENT_TYPE ? { kind: 'assessment', ...place } : { kind: 'item', ...place };
}

/** The id of a message's element on its board: a link to `/course/{guid}/board#<anchor>` lands on it. */
export function boardMessageAnchor(messageGuid: string): string {
  return `message-${messageGuid}`;
}

/** The SPA path a target opens (the routes table's), for the bell and for links in mails. */
export function notificationPath(target: NotificationTarget): string {
  switch (target.kind) {
    case 'board':
      return `/course/${target.courseGuid}/board${target.messageGuid === undefined ? '' : `#${boardMessageAnchor(target.messageGuid)}`}`;
    case 'assessment':
      return `/course/${target.courseGuid}/lesson/${target.lessonGuid}/assessment/${target.itemGuid}`;
    case 'item':
      return `/course/${target.courseGuid}/lesson/${target.lessonGuid}/content/${target.itemGuid}`;
    case 'grades':
      return `/course/${target.courseGuid}/grades`;
    case 'course':
      return `/course/${target.courseGuid}`;
    case 'none':
      return '/notifications';
  }
}

/** The notifications that name a person who may be a teacher of the course: a grader, a board message's author. */
const TEACHER_NAMED_TYPES: readonly NotificationType[] = ['hand-in.graded', 'board.message'];

/**
 * Which sentence words a notification, as a key under the catalogue's `notifications` (shell.json): `kids.<type>` for a
 * kids-mode student's short words, `type.board-reply` for a reply, `type.grades-published-period` for a period's grades,
 * else `type.<type>` (a dot in a type would be a level of the catalogue: `board.message` → `board-message`); a grading
 * or board notification whose teacher's name is withheld (`hasUser` false, ADR 0554) adds `-teacher`. The bell and the
 * daily digest word them alike.
 */
export function notificationWording(type: NotificationType, data: { isReply: boolean; hasItem: boolean; hasUser?: boolean }, kids: boolean): string {
  const key = type.replace(/\./gu, '-');
  if (kids && KIDS_NOTIFICATION_TYPES.includes(type)) return `kids.${key}`;
  // A teacher whose name the school withholds from students (ADR 0554) is "your teacher".
  const teacher = data.hasUser === false && TEACHER_NAMED_TYPES.includes(type) ? '-teacher' : '';
  if (type === 'board.message' && data.isReply) return `type.board-reply${teacher}`;
  if (teacher) return `type.${key}${teacher}`;
  if (type === 'grades.published' && !data.hasItem) return 'type.grades-published-period';
  return `type.${key}`;
}

export interface DayGroup<T> {
  /** The local day, `YYYY-MM-DD`. */
  day: string;
  items: T[];
}

/**
 * The panel's order: newest first, grouped by the reader's local day (`dayOf` turns an instant into `YYYY-MM-DD` in
 * their time zone; the domain has no clock nor zone of its own). Ties keep the larger id first.
 */
export function groupByDay<T extends { createdAt: Date; id: number }>(items: readonly T[], dayOf: (instant: Date) => string): DayGroup<T>[] {
  const sorted = [...items].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const groups: DayGroup<T>[] = [];
  for (const item of sorted) {
    const day = dayOf(item.createdAt);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** How the panel names a day: today, yesterday, or the date itself. */
export function dayLabel(day: string, today: string, yesterday: string): 'today' | 'yesterday' | 'date' {
  if (day === today) return 'today';
  if (day === yesterday) return 'yesterday';
  return 'date';
}
