// A file upload streamed to the temp folder: size enforced while streaming, sha256 computed on the way, the content
// sniffed (file-type + domain confirmByContent) and checked by the domain's upload rules once the size is known. Any
// failure removes the temp file: nothing half-written stays behind.
import { createHash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { checkUpload, confirmByContent, type UploadKind, type UploadRefusal } from '@domain/content/uploadRules';
import { ApiError, badRequest } from '../errors/ApiError';
import type { FileStore } from './FileStore';

/** file-type needs at most this many leading bytes. */
const SNIFF_BYTES = 4100;

export function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'FILE_TOO_LARGE', undefined, [{ path: '/max_bytes', message: String(maxBytes) }]);
}

export function refusal(error: UploadRefusal): ApiError {
  if (error.code === 'FILE_TOO_LARGE') return tooLarge(error.maxBytes);
  if (error.code === 'FILE_EMPTY') return badRequest('FILE_EMPTY');
  return new ApiError(415, 'FILE_TYPE_NOT_ALLOWED');
}

/** Counts, hashes and keeps the head of the bytes flowing through; refuses past `maxBytes` and when the head is not `kind`. */
class UploadInspector extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;
  private sniffed = false;
  sniffedMime: string | undefined;
  /** The extension of the type the bytes were found to be (`vtt` for captions, which have no magic number). */
  sniffedExt: string | undefined;

  constructor(private readonly kind: UploadKind, private readonly maxBytes: number) {
    super();
  }

  private async confirm(): Promise<void> {
    this.sniffed = true;
    const head = Buffer.concat(this.head).subarray(0, SNIFF_BYTES);
    this.head = [];
    const type = this.kind === 'captions' ? undefined : await fileTypeFromBuffer(head);
    this.sniffedMime = type?.mime;
    this.sniffedExt = this.kind === 'captions' ? 'vtt' : type?.ext;
    if (!confirmByContent(this.kind, type?.mime, head)) throw new ApiError(415, 'FILE_CONTENT_MISMATCH');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      callback(tooLarge(this.maxBytes));
      return;
    }
    this.hash.update(chunk);
    if (this.sniffed) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) {
      callback(null, chunk);
      return;
    }
    this.confirm().then(() => callback(null, chunk), (error: unknown) => callback(error as Error));
  }

  override _flush(callback: TransformCallback): void {
    if (this.size === 0) {
      callback(badRequest('FILE_EMPTY'));
      return;
    }
    if (this.sniffed) {
      callback();
      return;
    }
    this.confirm().then(() => callback(), (error: unknown) => callback(error as Error));
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

export interface StoredUpload {
  tempPath: string;
  size: number;
  sha256: string;
  sniffedMime: string | undefined;
  sniffedExt: string | undefined;
}

/** Streams `file` into a temp file of the store as a `kind` of at most `maxBytes`: the bytes' facts, or the refusal. */
export function storeUpload(store: FileStore, file: MultipartFile, declared: { name: string; kind: UploadKind; maxBytes: number }): Promise<StoredUpload> {
  return storeBytes(store, file.file, { ...declared, mime: file.mimetype }, { truncated: () => file.file.truncated });
}

/**
 * Streams bytes from anywhere (an upload, a cloud drive) into a temp file of the store as a `kind` of at most
 * `maxBytes`, with the same checks as an upload: the bytes' facts, or the refusal. `truncated` tells whether the source
 * cut the bytes short at its own limit.
 */
export async function storeBytes(
  store: FileStore,
  source: Readable,
  declared: { name: string; mime: string; kind: UploadKind; maxBytes: number },
  ends: { truncated?: () => boolean; broken?: () => ApiError } = {},
): Promise<StoredUpload> {
  const { name, mime, kind, maxBytes } = declared;
  const temp = await store.createTemp();
  const inspector = new UploadInspector(kind, maxBytes);
  try {
    await pipeline(source, inspector, temp.stream);
    if (ends.truncated?.()) throw tooLarge(maxBytes);
    // The size known at last: the domain's final word (empty, too large).
    const checked = checkUpload({ name, mime, size: inspector.size }, [kind]);
    if (checked.err) throw refusal(checked.val);
    return { tempPath: temp.path, size: inspector.size, sha256: inspector.digest(), sniffedMime: inspector.sniffedMime, sniffedExt: inspector.sniffedExt };
  } catch (error) {
    // The write stream opens its file asynchronously: remove it only once the stream has closed, or a stream still
    // opening would create it again after the removal.
    if (!temp.stream.closed) {
      const closed = new Promise<void>((resolve) => temp.stream.once('close', () => resolve()));
      temp.stream.destroy();
      await closed;
    }
    await store.discard(temp.path);
    // Our own refusals keep their code; a body that ended early or broke off is the client's.
    if (error instanceof ApiError) throw error;
    throw ends.broken?.() ?? badRequest('VALIDATION_FAILED', [{ path: '/file', message: 'the upload did not complete' }]);
  }
}
