// POST /api/messages/{guid}/upload-from-google-drive (ADR 0518): the server fetches a file of the caller's Google Drive
// through the cloud-storage port, checks it as an upload (type and size by the drive's facts, then by the bytes), keeps
// it as a board file of the course and attaches it to the message, in one transaction after the bytes are in.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DriveFileBody, MessageParams, MessageSchema } from '@contract/board';
import { errorResponses } from '@contract/errors';
import { announceFiles, attachFiles, requireRoomForFiles } from '../../../commands/board/messageFiles';
import { fetchCloudFile } from '../../../commands/board/fetchCloudFile';
import { registerUpload } from '../../../commands/media/registerUpload';
import { forbidden } from '../../../errors/ApiError';
import { requireCaller } from '../../../plugins/app/auth';
import { requestTenant } from '../../../plugins/app/tenancy';
import { requireMessage, requireMessageChange } from '../../../policies/boardPolicy';
import type { FileStore } from '../../../storage/FileStore';
import { answer } from './messageAnswer';

export function driveFileRoute(store: FileStore): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/api/messages/:guid/upload-from-google-drive',
      {
        schema: {
          tags: ['board'],
          summary: 'Attaches a file of the caller’s Google Drive to a message: its author or a teacher of the course',
          description:
            '`fileId` is the Drive file id, `oauthToken` an access token of the caller’s Google account (never stored). 403 FEATURE_DISABLED where the tenant has not switched Google Drive on; 400 CLOUD_TOKEN_REFUSED (Drive answered 401/403), 400 CLOUD_FILE_NOT_FOUND, 502 CLOUD_UNAVAILABLE; the upload checks: 413 FILE_TOO_LARGE, 415 FILE_TYPE_NOT_ALLOWED | FILE_CONTENT_MISMATCH, 400 FILE_EMPTY; 400 /file_guids board.too-many-files. Answers the message.',
          params: MessageParams,
          body: DriveFileBody,
          response: { 201: MessageSchema, ...errorResponses(401, 403, 404, 413, 415, 502) },
        },
      },
      async (request, reply) => {
        const caller = requireCaller(request);
        const message = requireMessageChange(await requireMessage(app.repos.board, caller, request.params.guid));
        if (!requestTenant(request).flags.googleDrive) throw forbidden('FEATURE_DISABLED');
        const { messageGuid, courseGuid, tenantId } = message.message;
        // A full message is refused before anything is downloaded; the transaction checks again.
        requireRoomForFiles(await app.repos.board.fileCount(messageGuid), 1);
        const fetched = await fetchCloudFile(app.cloudStorage, store, { fileId: request.body.fileId, token: request.body.oauthToken });
        const row = await registerUpload(app.repos, store, caller, { courseGuid, tenantId }, { purpose: 'board', kind: fetched.kind, fileName: fetched.name, stored: fetched.stored });
        try {
          await app.transaction(async (repos) => {
            await attachFiles(repos, { messageGuid, courseGuid, tenantId }, caller.guid, [row.guid], new Date());
            await announceFiles(repos, message);
          });
        } catch (error) {
          // Not attached (the message filled up meanwhile): the file goes, row and bytes.
          await app.repos.files.deleteMany([row.guid]);
          await store.remove(tenantId, row.guid);
          throw error;
        }
        return reply.code(201).send(await answer(app, messageGuid, caller, message.relation));
      },
    );
  };
}
