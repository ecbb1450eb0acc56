// Files on board messages (ADR 0517): uploaded first (purpose `board`), then attached by guid when the message is
// posted or edited; removed one at a time; gone with their message.
import { checkMessageFiles } from '@domain/board/messageFiles';
import { ApiError, badRequest, notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { StoredFile } from '../../repositories/FileRepository';
import type { MessageAccess } from '../../policies/boardPolicy';

export interface AttachTarget {
  messageGuid: string;
  courseGuid: string;
  tenantId: string;
}

/** 400 /file_guids board.too-many-files unless a message holding `held` files may take `adding` more. */
export function requireRoomForFiles(held: number, adding: number): void {
  const checked = checkMessageFiles(held, adding);
  if (checked.err) throw badRequest('VALIDATION_FAILED', [{ path: '/file_guids', message: checked.val.code }]);
}

/**
 * Attaches files to a message: each one must be a board file the actor uploaded to the message's course and not on a
 * message yet (400 FILE_NOT_USABLE naming it otherwise), and the message must have room (400 board.too-many-files).
 */
export async function attachFiles(repos: Repositories, target: AttachTarget, actorGuid: string, fileGuids: readonly string[], at: Date): Promise<void> {
  if (fileGuids.length === 0) return;
  const wanted = fileGuids.map((guid) => guid.toLowerCase());
  const [rows, attached, held] = await Promise.all([repos.files.findMany(target.tenantId, wanted), repos.board.attachedAmong(wanted), repos.board.fileCount(target.messageGuid)]);
  const usable = new Set(rows.filter((row) => row.purpose === 'board' && row.courseGuid === target.courseGuid && row.ownerGuid === actorGuid).map((row) => row.guid));
  const refused = wanted.findIndex((guid) => !usable.has(guid) || attached.has(guid));
  if (refused >= 0) {
    throw new ApiError(400, 'FILE_NOT_USABLE', undefined, [{ path: `/file_guids/${refused}`, message: 'must be a board file you uploaded to this course, not on a message yet' }]);
  }
  requireRoomForFiles(held, wanted.length);
  await repos.board.attach(target.messageGuid, wanted, at);
  await repos.board.touch(target.messageGuid, at);
}

/** Open boards hear that the message's files changed (ADR 0516): an update, its audience as it was. */
export async function announceFiles(repos: Repositories, access: MessageAccess): Promise<void> {
  const { message } = access;
  await repos.board.announce({ course_guid: message.courseGuid, message_guid: message.messageGuid, parent_guid: message.parentGuid, change: 'updated', before: message.messageFor, after: message.messageFor });
}

/** Removes one file from a message (its author or a teacher: the route's policy has decided); 404 when it is not on it. */
export async function removeMessageFile(repos: Repositories, access: MessageAccess, fileGuid: string, at: Date): Promise<StoredFile> {
  const file = await repos.board.messageFile(access.message.messageGuid, fileGuid.toLowerCase());
  if (!file) throw notFound();
  await repos.files.deleteMany([file.guid]);
  await repos.board.touch(access.message.messageGuid, at);
  await announceFiles(repos, access);
  return file;
}
