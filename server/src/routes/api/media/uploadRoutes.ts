// POST /api/front/courses/:guid/files — a streamed upload: checked by name/mime (domain checkUpload), size enforced while
// streaming, sha256 computed on the way, content sniffed (file-type + domain confirmByContent), temp file renamed into
// place only when complete, then the row inserted. Any failure removes the temp file: nothing half-written.
import { createHash, randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { checkUpload, confirmByContent, MAX_UPLOAD_BYTES, type UploadKind, type UploadRefusal } from '@domain/content/uploadRules';
import { handInAcceptedKinds } from '@domain/content/itemRules';
import { cleanFileName, storedFileName } from '@domain/content/fileNames';
import { ApiError, badRequest, forbidden, notFound } from '../../../errors/ApiError';
import { errorResponses } from '@contract/errors';
import { MediaRefSchema } from '@contract/items';
import { requireCaller } from '../../../plugins/app/auth';
import { FileRepository, type FilePurpose } from '../../../repositories/FileRepository';
import type { FileStore } from '../../../storage/FileStore';
import { mediaRefOf } from '../../../storage/media';
import { courseAccess, type Relation } from './access';

/** What each purpose accepts, and who may upload it (course relation). */
const PURPOSES: Record<FilePurpose, { kinds: readonly UploadKind[]; uploader: Relation }> = {
  content: { kinds: ['image', 'pdf', 'audio', 'video'], uploader: 'teacher' },
  captions: { kinds: ['captions'], uploader: 'teacher' },
  'hand-in': { kinds: handInAcceptedKinds, uploader: 'student' },
};

/** The largest file any purpose accepts: the multipart parser's own hard limit. */
export const MAX_ANY_UPLOAD = Math.max(...Object.values(MAX_UPLOAD_BYTES));
/** Room for the multipart envelope (boundaries, part headers, the purpose field) when judging Content-Length. */
const ENVELOPE_SLACK = 64 * 1024;
/** file-type needs at most this many leading bytes. */
const SNIFF_BYTES = 4100;

function isPurpose(value: string): value is FilePurpose {
  return Object.hasOwn(PURPOSES, value);
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'FILE_TOO_LARGE', undefined, [{ path: '/max_bytes', message: String(maxBytes) }]);
}

function refusal(error: UploadRefusal): ApiError {
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

export function uploadRoutes(store: FileStore): FastifyPluginAsyncTypebox {
  return async (app) => {
    const filesRepo = new FileRepository(app.db);

    app.post(
      '/api/front/courses/:guid/files',
      {
        // A refusal before the body has been read (413 from Content-Length, 403, 415 after the sniff): close the
        // connection after answering, so the client stops sending instead of the server draining the rest.
        onSend: async (request, reply, payload) => {
          if (reply.statusCode >= 400 && !request.raw.readableEnded) void reply.header('connection', 'close');
          return payload;
        },
        schema: {
          tags: ['media'],
          summary: 'Upload a file to a course (multipart: field `purpose` first, then `file`)',
          description:
            'purpose content|captions: the course’s teachers; hand-in: its students. 413 FILE_TOO_LARGE (details /max_bytes), 415 FILE_TYPE_NOT_ALLOWED, 415 FILE_CONTENT_MISMATCH, 400 FILE_EMPTY.',
          consumes: ['multipart/form-data'],
          params: Type.Object({ guid: Type.String({ format: 'uuid' }) }),
          response: { 201: MediaRefSchema, ...errorResponses(401, 403, 404, 413, 415) },
        },
      },
      async (request, reply) => {
        const caller = requireCaller(request);
        const course = await courseAccess(app.db, caller, request.params.guid);
        if (!course) throw notFound();
        // School admins read a course like its teachers but do not change it.
        if (course.relation === 'admin') throw forbidden();
        if (!request.isMultipart()) throw badRequest('VALIDATION_FAILED', [{ path: '/', message: 'must be multipart/form-data' }]);

        const declaredLength = Number(request.headers['content-length'] ?? NaN);
        const exceeds = (max: number) => Number.isFinite(declaredLength) && declaredLength > max + ENVELOPE_SLACK;
        // A body announced larger than anything we accept is refused before a byte of it is read.
        if (exceeds(MAX_ANY_UPLOAD)) throw tooLarge(MAX_ANY_UPLOAD);

        let purpose: FilePurpose | undefined;
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            const field = part as MultipartValue;
            if (field.fieldname !== 'purpose') continue;
            const value = String(field.value);
            if (!isPurpose(value)) throw badRequest('VALIDATION_FAILED', [{ path: '/purpose', message: 'must be content, captions or hand-in' }]);
            if (PURPOSES[value].uploader !== course.relation) throw forbidden();
            purpose = value;
            const largest = Math.max(...PURPOSES[value].kinds.map((k) => MAX_UPLOAD_BYTES[k]));
            if (exceeds(largest)) throw tooLarge(largest);
            continue;
          }
          const file = part as MultipartFile;
          if (purpose === undefined) throw badRequest('VALIDATION_FAILED', [{ path: '/purpose', message: 'must come before the file' }]);
          if (file.fieldname !== 'file') throw badRequest('VALIDATION_FAILED', [{ path: '/file', message: 'the file field must be named file' }]);
          const name = cleanFileName(file.filename);
          // Type first (size unknown yet: the bytes decide it below).
          const typed = checkUpload({ name, mime: file.mimetype, size: 1 }, PURPOSES[purpose].kinds);
          if (typed.err) throw refusal(typed.val);
          const kind = typed.val;
          const maxBytes = MAX_UPLOAD_BYTES[kind];
          if (exceeds(maxBytes)) throw tooLarge(maxBytes);

          const stored = await storeUpload(store, file, { name, kind, maxBytes });
          const guid = randomUUID();
          try {
            await store.commit(stored.tempPath, course.tenantId, guid);
          } catch (error) {
            await store.discard(stored.tempPath);
            throw error;
          }
          const mime = kind === 'captions' ? 'text/vtt' : (stored.sniffedMime ?? 'application/octet-stream');
          // Served and named by what the bytes are: a PNG sent as `a.html` is `a.png`.
          const storedName = storedFileName(file.filename, stored.sniffedExt);
          const row = { guid, tenantId: course.tenantId, courseGuid: course.courseGuid, ownerGuid: caller.guid, purpose, mediaType: kind, mime, size: stored.size, name: storedName, sha256: stored.sha256 };
          try {
            await filesRepo.insert(row);
          } catch (error) {
            await store.remove(course.tenantId, guid);
            throw error;
          }
          return reply.code(201).send(await mediaRefOf(app, row));
        }
        throw badRequest('VALIDATION_FAILED', [{ path: purpose === undefined ? '/purpose' : '/file', message: 'is required' }]);
      },
    );
  };
}

interface StoredUpload {
  tempPath: string;
  size: number;
  sha256: string;
  sniffedMime: string | undefined;
  sniffedExt: string | undefined;
}

async function storeUpload(store: FileStore, file: MultipartFile, declared: { name: string; kind: UploadKind; maxBytes: number }): Promise<StoredUpload> {
  const { name, kind, maxBytes } = declared;
  const temp = await store.createTemp();
  const inspector = new UploadInspector(kind, maxBytes);
  try {
    await pipeline(file.file, inspector, temp.stream);
    if (file.file.truncated) throw tooLarge(maxBytes);
    // The size known at last: the domain's final word (empty, too large).
    const checked = checkUpload({ name, mime: file.mimetype, size: inspector.size }, [kind]);
    if (checked.err) throw refusal(checked.val);
    return { tempPath: temp.path, size: inspector.size, sha256: inspector.digest(), sniffedMime: inspector.sniffedMime, sniffedExt: inspector.sniffedExt };
  } catch (error) {
    temp.stream.destroy();
    await store.discard(temp.path);
    // Our own refusals keep their code; a body that ended early or broke off is the client's.
    if (error instanceof ApiError) throw error;
    throw badRequest('VALIDATION_FAILED', [{ path: '/file', message: 'the upload did not complete' }]);
  }
}
