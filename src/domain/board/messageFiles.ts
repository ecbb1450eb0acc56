import { Err, Ok, type Result } from '../shared/result';
import type { UploadKind } from '../content/uploadRules';

/**
 * Files on a board message (ADR 0517): at most this many per message, of the kinds a lesson's content takes (pictures,
 * PDFs, audio, video; never captions), each within the upload rules' size for its kind.
 */
export const MESSAGE_MAX_FILES = 5;
export const MESSAGE_FILE_KINDS: readonly UploadKind[] = ['image', 'pdf', 'audio', 'video'];

export type MessageFilesError = { code: 'board.too-many-files'; max: number };

/** Whether a message holding `held` files may take `adding` more: the number it will hold, or the refusal. */
export function checkMessageFiles(held: number, adding: number): Result<number, MessageFilesError> {
  const total = held + adding;
  if (total > MESSAGE_MAX_FILES) return Err({ code: 'board.too-many-files', max: MESSAGE_MAX_FILES });
  return Ok(total);
}

export type DriveLinkError = { code: 'board.drive-link-invalid' } | { code: 'board.drive-token-required' };

const DRIVE_ID = /^[A-Za-z0-9_-]{10,200}$/;

/**
 * A Google Drive file id from what a person pastes (ADR 0518): the id itself, or a Drive or Docs link holding it
 * (`…/file/d/{id}/view`, `…/open?id={id}`, `…/uc?id={id}`); else board.drive-link-invalid.
 */
export function driveFileId(input: string): Result<string, DriveLinkError> {
  const text = input.trim();
  if (DRIVE_ID.test(text)) return Ok(text);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return Err({ code: 'board.drive-link-invalid' });
  }
  const byPath = /\/d\/([A-Za-z0-9_-]+)(?:\/|$)/.exec(url.pathname)?.[1];
  const candidate = byPath ?? url.searchParams.get('id') ?? '';
  return DRIVE_ID.test(candidate) ? Ok(candidate) : Err({ code: 'board.drive-link-invalid' });
}

/** A Drive file to fetch: its id out of the pasted link, and the access token, which must be there. */
export function checkDriveFile(link: string, token: string): Result<{ fileId: string; oauthToken: string }, DriveLinkError> {
  const fileId = driveFileId(link);
  if (fileId.err) return fileId;
  const oauthToken = token.trim();
  if (oauthToken === '') return Err({ code: 'board.drive-token-required' });
  return Ok({ fileId: fileId.val, oauthToken });
}
