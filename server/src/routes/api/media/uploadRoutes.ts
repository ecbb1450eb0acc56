// POST /api/front/courses/:guid/files — a streamed upload: checked by name/mime (domain checkUpload) before a byte is
// stored, streamed and sniffed to a temp file (storage/uploadStream.ts), then registered (commands/media/registerUpload.ts).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { checkUpload, MAX_UPLOAD_BYTES, type UploadKind } from '@domain/content/uploadRules';
import { handInAcceptedKinds } from '@domain/content/itemRules';
import { MESSAGE_FILE_KINDS } from '@domain/board/messageFiles';
import { cleanFileName } from '@domain/content/fileNames';
import { badRequest } from '../../../errors/ApiError';
import { errorResponses } from '@contract/errors';
import { MediaRefSchema } from '@contract/items';
import { registerUpload } from '../../../commands/media/registerUpload';
import { requireCaller } from '../../../plugins/app/auth';
import { requireUploadCourse, requireUploadPurpose } from '../../../policies/filePolicy';
import type { FilePurpose } from '../../../repositories/FileRepository';
import type { FileStore } from '../../../storage/FileStore';
import { mediaRefOf } from '../../../storage/media';
import { refusal, storeUpload, tooLarge } from '../../../storage/uploadStream';

/** What each purpose accepts. */
const PURPOSE_KINDS: Record<FilePurpose, readonly UploadKind[]> = {
  content: ['image', 'pdf', 'audio', 'video'],
  captions: ['captions'],
  'hand-in': handInAcceptedKinds,
  board: MESSAGE_FILE_KINDS,
};

/** The largest file any purpose accepts: the multipart parser's own hard limit. */
export const MAX_ANY_UPLOAD = Math.max(...Object.values(MAX_UPLOAD_BYTES));
/** Room for the multipart envelope (boundaries, part headers, the purpose field) when judging Content-Length. */
const ENVELOPE_SLACK = 64 * 1024;

function isPurpose(value: string): value is FilePurpose {
  return Object.hasOwn(PURPOSE_KINDS, value);
}

export function uploadRoutes(store: FileStore): FastifyPluginAsyncTypebox {
  return async (app) => {
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
            'purpose content|captions: the course’s teachers; hand-in: its students; board: whoever may post on its board (a file to attach to a message). 413 FILE_TOO_LARGE (details /max_bytes), 415 FILE_TYPE_NOT_ALLOWED, 415 FILE_CONTENT_MISMATCH, 400 FILE_EMPTY.',
          consumes: ['multipart/form-data'],
          params: Type.Object({ guid: Type.String({ format: 'uuid' }) }),
          response: { 201: MediaRefSchema, ...errorResponses(401, 403, 404, 413, 415) },
        },
      },
      async (request, reply) => {
        const caller = requireCaller(request);
        const course = await requireUploadCourse(app.repos.access, caller, request.params.guid);
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
            if (!isPurpose(value)) throw badRequest('VALIDATION_FAILED', [{ path: '/purpose', message: 'must be content, captions, hand-in or board' }]);
            requireUploadPurpose(course, value, value === 'board' ? await app.repos.board.postingFacts(course.courseGuid) : undefined);
            purpose = value;
            const largest = Math.max(...PURPOSE_KINDS[value].map((k) => MAX_UPLOAD_BYTES[k]));
            if (exceeds(largest)) throw tooLarge(largest);
            continue;
          }
          const file = part as MultipartFile;
          if (purpose === undefined) throw badRequest('VALIDATION_FAILED', [{ path: '/purpose', message: 'must come before the file' }]);
          if (file.fieldname !== 'file') throw badRequest('VALIDATION_FAILED', [{ path: '/file', message: 'the file field must be named file' }]);
          const name = cleanFileName(file.filename);
          // Type first (size unknown yet: the bytes decide it below).
          const typed = checkUpload({ name, mime: file.mimetype, size: 1 }, PURPOSE_KINDS[purpose]);
          if (typed.err) throw refusal(typed.val);
          const kind = typed.val;
          const maxBytes = MAX_UPLOAD_BYTES[kind];
          if (exceeds(maxBytes)) throw tooLarge(maxBytes);
          const stored = await storeUpload(store, file, { name, kind, maxBytes });
          const row = await registerUpload(app.repos, store, caller, course, { purpose, kind, fileName: file.filename, stored });
          return reply.code(201).send(await mediaRefOf(app, row));
        }
        throw badRequest('VALIDATION_FAILED', [{ path: purpose === undefined ? '/purpose' : '/file', message: 'is required' }]);
      },
    );
  };
}
