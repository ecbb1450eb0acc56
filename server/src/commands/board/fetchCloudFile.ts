// A file from a person's cloud drive, brought in as an upload would be (ADR 0518): the drive's facts are checked first
// (type, size when known: nothing is downloaded for a file that cannot be taken), then the bytes are streamed through
// the upload checks (size while reading, type by content) into the store's temp folder.
import { MESSAGE_FILE_KINDS } from '@domain/board/messageFiles';
import { cleanFileName } from '@domain/content/fileNames';
import { checkUpload, MAX_UPLOAD_BYTES, type UploadKind } from '@domain/content/uploadRules';
import { ApiError } from '../../errors/ApiError';
import type { CloudRefusal, CloudStorage } from '../../plugins/external/cloudStorage';
import type { FileStore } from '../../storage/FileStore';
import { refusal, storeBytes, type StoredUpload } from '../../storage/uploadStream';

/** The drive's refusals as the API's: never a 401 (that would sign the person out of Tiza) nor a 404 (the message's). */
export function cloudRefusal(code: CloudRefusal): ApiError {
  if (code === 'token-refused') return new ApiError(400, 'CLOUD_TOKEN_REFUSED', undefined, [{ path: '/oauthToken', message: 'the drive refused the token' }]);
  if (code === 'not-found') return new ApiError(400, 'CLOUD_FILE_NOT_FOUND', undefined, [{ path: '/fileId', message: 'no such file for this token' }]);
  return new ApiError(502, 'CLOUD_UNAVAILABLE');
}

export interface CloudFileFetched {
  stored: StoredUpload;
  kind: UploadKind;
  /** The drive's name, cleaned like an upload's. */
  name: string;
}

export async function fetchCloudFile(cloud: CloudStorage, store: FileStore, ref: { fileId: string; token: string }): Promise<CloudFileFetched> {
  const facts = await cloud.describe(ref.fileId, ref.token);
  if (facts.err) throw cloudRefusal(facts.val);
  const name = cleanFileName(facts.val.name);
  // Type, and size when the drive tells it, before a byte is read.
  const typed = checkUpload({ name, mime: facts.val.mime, size: facts.val.size ?? 1 }, MESSAGE_FILE_KINDS);
  if (typed.err) throw refusal(typed.val);
  const kind = typed.val;
  const bytes = await cloud.open(ref.fileId, ref.token);
  if (bytes.err) throw cloudRefusal(bytes.val);
  const stored = await storeBytes(store, bytes.val, { name, mime: facts.val.mime, kind, maxBytes: MAX_UPLOAD_BYTES[kind] }, { broken: () => cloudRefusal('unavailable') });
  return { stored, kind, name };
}
