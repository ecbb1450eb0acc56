import type { MessageChangeBodyDto, NewMessageBodyDto } from '@contract/board';
import { checkMessage } from '@domain/board/messages';
import { badRequest, notFound } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { sanitizeHtml } from '../../content/sanitizeHtml';
import { requireMessage, requireModeration, type MessageAccess } from '../../policies/boardPolicy';
import type { CourseAccess } from '../../policies/coursePolicy';
import { notifyBoardMessage } from '../notifications/notify';
import type { StoredFile } from '../../repositories/FileRepository';
import { attachFiles } from './messageFiles';

const invalid = (path: string, message: string) => badRequest('VALIDATION_FAILED', [{ path, message }]);

/** Rich text is sanitised on write by the content policy, then the domain decides whether it says something. */
function cleanMessage(html: string): string {
  const checked = checkMessage(sanitizeHtml(html));
  if (checked.err) throw invalid('/message', checked.val.code);
  return checked.val;
}

export interface PostMessage {
  course: CourseAccess;
  body: NewMessageBodyDto;
  at: Date;
}

/**
 * A message or a reply on a course board. Only teachers pin or aim at an audience other than everyone (403); a reply
 * answers a top-level message of the same course the author reads (404 otherwise), shares its audience and is never
 * pinned. Everyone it is for is told (ADR 0512). Answers the new message's guid.
 */
export async function postMessage(repos: Repositories, actor: Caller, command: PostMessage): Promise<string> {
  const { body, course } = command;
  const message = cleanMessage(body.message);
  let parentGuid: string | null = null;
  let parentAuthor: string | null = null;
  let messageFor = body.message_for ?? 'all';
  const isPinned = body.is_pinned ?? false;
  if (body.parent_guid !== undefined) {
    const parent = await requireMessage(repos.board, actor, body.parent_guid);
    if (parent.message.courseGuid !== course.courseGuid || parent.message.parentGuid !== null) throw notFound();
    if (isPinned) requireModeration(course.relation);
    if (isPinned) throw invalid('/is_pinned', 'board.reply-follows-parent');
    if (body.message_for !== undefined && body.message_for !== parent.message.messageFor) throw invalid('/message_for', 'board.reply-follows-parent');
    parentGuid = parent.message.messageGuid;
    parentAuthor = parent.message.authorGuid;
    messageFor = parent.message.messageFor;
  } else if (isPinned || messageFor !== 'all') {
    requireModeration(course.relation);
  }
  const guid = await repos.board.insert({ courseGuid: course.courseGuid, authorGuid: actor.guid, parentGuid, message, messageFor, isPinned, at: command.at });
  await attachFiles(repos, { messageGuid: guid, courseGuid: course.courseGuid, tenantId: course.tenantId }, actor.guid, body.file_guids ?? [], command.at);
  await repos.board.announce({ course_guid: course.courseGuid, message_guid: guid, parent_guid: parentGuid, change: 'created', before: null, after: messageFor });
  await notifyBoardMessage(
    repos,
    { courseGuid: course.courseGuid, messageGuid: guid, authorGuid: actor.guid, html: message, audience: messageFor, parent: parentGuid === null ? null : { guid: parentGuid, authorGuid: parentAuthor } },
    command.at,
  );
  return guid;
}

export interface ChangeMessage {
  access: MessageAccess;
  actorGuid: string;
  body: MessageChangeBodyDto;
  at: Date;
}

/**
 * Edits a message (its author or a teacher); pinning and the audience are the teachers' (403), on top-level messages
 * only. `file_guids` attach files besides those it has.
 */
export async function changeMessage(repos: Repositories, command: ChangeMessage): Promise<void> {
  const { access, body } = command;
  const moderates = body.is_pinned !== undefined || body.message_for !== undefined;
  if (moderates) requireModeration(access.relation);
  if (moderates && access.message.parentGuid !== null) throw invalid(body.is_pinned !== undefined ? '/is_pinned' : '/message_for', 'board.reply-follows-parent');
  await repos.board.update(access.message.messageGuid, {
    ...(body.message === undefined ? {} : { message: cleanMessage(body.message) }),
    ...(body.message_for === undefined ? {} : { messageFor: body.message_for }),
    ...(body.is_pinned === undefined ? {} : { isPinned: body.is_pinned }),
    at: command.at,
  });
  const { messageGuid, courseGuid, tenantId } = access.message;
  await attachFiles(repos, { messageGuid, courseGuid, tenantId }, command.actorGuid, body.file_guids ?? [], command.at);
  const { message } = access;
  await repos.board.announce({ course_guid: message.courseGuid, message_guid: message.messageGuid, parent_guid: message.parentGuid, change: 'updated', before: message.messageFor, after: body.message_for ?? message.messageFor });
}

/**
 * Deletes a message and its replies (its author or a teacher: the route's policy has decided), with their files' rows;
 * answers where the files' bytes are, for the caller to remove once the transaction is through.
 */
export async function deleteMessage(repos: Repositories, access: MessageAccess): Promise<StoredFile[]> {
  const stored = await repos.board.threadFiles(access.message.messageGuid);
  await repos.board.delete(access.message.messageGuid);
  await repos.files.deleteMany(stored.map((file) => file.guid));
  const { message } = access;
  // Its replies go with it: the readers' boards drop them with the message.
  await repos.board.announce({ course_guid: message.courseGuid, message_guid: message.messageGuid, parent_guid: message.parentGuid, change: 'deleted', before: message.messageFor, after: null });
  return stored;
}

/** The teacher's switch: whether the course's students may post and reply. */
export async function saveBoardSettings(repos: Repositories, course: CourseAccess, studentsMayPost: boolean): Promise<void> {
  await repos.board.saveSettings(course.courseGuid, studentsMayPost);
}
