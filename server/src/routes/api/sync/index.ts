import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@contract/errors';
import { T } from '@contract/schema';
import { SyncJobParams, SyncJobSchema, SyncOverviewSchema } from '@contract/sync';
import { startOneRosterImport } from '../../../commands/sync/startImport';
import { badRequest } from '../../../errors/ApiError';
import { requireCaller } from '../../../plugins/app/auth';
import { requireSyncJob, SYNC_IMPORTER_ROLES } from '../../../policies/syncPolicy';
import { syncJobAnswer, syncOverview } from '../../../queries/sync/syncAnswers';
import { MAX_BUNDLE_BYTES, readOneRosterZip } from '../../../sync/readBundle';

const ImportQuery = T.Object({ file_name: T.Optional(T.String({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000-\\u001f/\\\\]+$' })) });

/** Synchronisation with the school's system (docs/api-sync.md, ADR 0560). */
export const syncApi: FastifyPluginAsyncTypebox = async (app) => {
  // Only this plugin takes zip bodies, up to the bundle limit (the rest of the API keeps its 1 MB).
  app.addContentTypeParser('application/zip', { parseAs: 'buffer', bodyLimit: MAX_BUNDLE_BYTES }, (_request, body, done) => done(null, body));

  app.get(
    '/api/front/sync',
    {
      schema: {
        tags: ['sync'],
        summary: 'The caller’s sync state, whether they may import, and the sync jobs they may see (newest first)',
        description: 'School admins see every job of the tenant; anyone else the jobs they started.',
        response: { 200: SyncOverviewSchema, ...errorResponses(401) },
      },
    },
    async (request) => syncOverview(app.repos, requireCaller(request)),
  );

  app.get(
    '/api/front/sync/jobs/:guid',
    {
      schema: {
        tags: ['sync'],
        summary: 'One sync job: status, progress, counts and refused rows',
        params: SyncJobParams,
        response: { 200: SyncJobSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => syncJobAnswer(await requireSyncJob(app.repos.sync, requireCaller(request), request.params.guid)),
  );

  app.post(
    '/api/front/sync/oneroster',
    {
      config: { roles: SYNC_IMPORTER_ROLES },
      schema: {
        tags: ['sync'],
        summary: 'Import a OneRoster 1.2 CSV bundle (body: the zip, Content-Type application/zip)',
        description:
          'The bundle is read and checked at once (400 SYNC_BUNDLE_INVALID naming each missing file or column; nothing changes), then queued: 202 with the job, which runs in the background. 409 SYNC_IN_PROGRESS while another job of the tenant runs; 413 over 20 MB.',
        querystring: ImportQuery,
        response: { 202: SyncJobSchema, ...errorResponses(401, 403, 409, 413) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      if (!Buffer.isBuffer(request.body)) throw badRequest('SYNC_BUNDLE_INVALID', [{ path: '/body', message: 'bundle.not-a-zip' }]);
      const { rows } = readOneRosterZip(request.body);
      const guid = await app.transaction((repos) => startOneRosterImport(repos, caller, { fileName: request.query.file_name ?? 'oneroster.zip', rows }));
      app.syncWorker.kick();
      const job = await requireSyncJob(app.repos.sync, caller, guid);
      return reply.code(202).send(syncJobAnswer(job));
    },
  );
};
