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

/**
 * A Google Drive file id from what a person pastes: the id itself, or a Drive/Docs link holding it
 * (`/file/d/{id}/…`, `/open?id={id}`, `…?id={id}`). Undefined when nothing there looks like an id.
 */
export function driveFileId(input: string): string | undefined {
  const text = input.trim();
  const ID = /^[A-Za-z0-9_-]{10,200}$/;
  if (ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const byPath = /\/d\/([A-Za-z0-9_-]{10,200})(?:\/|$)/.exec(url.pathname)?.[1];
  const candidate = byPath ?? url.searchParams.get('id') ?? undefined;
  return candidate !== undefined && ID.test(candidate) ? candidate : undefined;
}
