import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import rateLimit from '@fastify/rate-limit';
import './fastifyTypes';
import type { RouteEntry } from './fastifyTypes';
import type { DatabaseOptions } from './db/Database';
import type { InitialData } from './setup/defaultTenant';
import type { TenantsFile } from './setup/tenantsFile';
import { ErrorBody } from '@contract/errors';
import { SessionAnswer, UserSchema } from '@contract/users';
import { CourseDetailSchema, CoursePageSchema, CourseSchema } from '@contract/courses';
import { TenantConfigSchema } from '@contract/tenancy';
import { attemptSweeperPlugin } from './plugins/app/attemptSweeper';
import { dbPlugin } from './plugins/external/db';
import { mailPlugin } from './plugins/external/mail';
import { cloudStoragePlugin } from './plugins/external/cloudStorage';
import { securityPlugin } from './plugins/external/security';
import { compressionPlugin } from './plugins/external/compression';
import { swaggerPlugin } from './plugins/external/swagger';
import { spaPlugin } from './plugins/external/spa';
import { schemaController } from './plugins/external/validation';
import { repositoriesPlugin } from './plugins/app/repositories';
import { tenancyPlugin } from './plugins/app/tenancy';
import { authPlugin } from './plugins/app/auth';
import { errorsPlugin } from './plugins/app/errors';
import { postgresRateLimitStore } from './plugins/app/rateLimitStore';
import { healthRoutes } from './routes/api/health';
import { docsRoutes } from './routes/api/docs';
import { tenantRoutes } from './routes/api/front/tenantRoutes';
import { accountRoutes } from './routes/api/front/accountRoutes';
import { titleToolsRoutes } from './routes/api/front/titleToolsRoutes';
import { authRoutes } from './routes/api/front/authRoutes';
import { samlRoutes } from './routes/api/front/samlRoutes';
import { ssoRoutes } from './routes/api/front/ssoRoutes';
import { userRoutes } from './routes/api/front/userRoutes';
import { courseRoutes } from './routes/api/front/courseRoutes';
import { lessonsApi } from './routes/api/lessons';
import { mediaApi } from './routes/api/media';
import { assessmentsApi } from './routes/api/assessments';
import { tasksApi } from './routes/api/tasks';
import { calendarApi } from './routes/api/calendar';
import { boardApi } from './routes/api/board';
import { notificationsApi } from './routes/api/notifications';
import { notificationHubPlugin } from './plugins/app/notificationHub';
import { liveRoundFanOutPlugin } from './plugins/app/liveRoundFanOut';
import { notificationDigestPlugin } from './plugins/app/notificationDigest';
import { gradebookApi } from './routes/api/gradebook';
import { projectionApi } from './routes/api/projection';
import { liveRoundRoutes } from './routes/api/projection/liveRoundRoutes';
import { projectedQuestionRoutes } from './routes/api/projection/questionRoutes';
import { projectionHubPlugin } from './plugins/app/projectionHub';
import { standardsApi } from './routes/api/standards';
import { defaultContentOrigin } from './content/contentApp';
import { syncApi } from './routes/api/sync';
import { xapiApi } from './routes/api/xapi';
import { credentialRoutes as lrsCredentialRoutes } from './routes/api/xapi/credentialRoutes';
import { helpdeskApi } from './routes/api/helpdesk';
import { errorTrailPlugin } from './plugins/app/errorTrail';
import { auditApi } from './routes/api/audit';
import { adminApi } from './routes/api/admin';
import { syncWorkerPlugin } from './plugins/app/syncWorker';

export interface AppOptions {
  database: DatabaseOptions;
  /** What an empty database starts with: the default tenant unless given (`seedDemo` of server/src/demo/seed.ts). */
  initialData?: InitialData;
  /** The built SPA (rsbuild's dist); served when the folder exists. */
  spaDir?: string;
  /** Where users reach the SPA; links in mails and login links start with it. */
  publicUrl?: string;
  /** Else generated once and kept in the database. */
  jwtSecret?: string;
  logger?: FastifyServerOptions['logger'];
  /** Mail goes here as .eml files unless smtpUrl is set. */
  mailOutboxDir?: string;
  smtpUrl?: string;
  /** Google Drive's API origin for files attached from a drive (ADR 0518); a stand-in's in the tests. */
  googleDriveApiUrl?: string;
  /** Uploaded files (the demo's media are copied in by `seedDemo`). */
  filesDir?: string;
  /** Login and recover attempts per client address and email. */
  rateLimit?: { max: number; timeWindowMs: number };
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limiting is per address). */
  trustProxy?: boolean;
  /** How often expired test attempts are closed in the background (ADR 0223); 0 turns it off. */
  attemptSweepMs?: number;
  /** How often each process looks for deadlines due within 24 hours to notify (ADR 0512); 0 turns it off. */
  notificationSweepMs?: number;
  /** How often each process sends the daily digests that are due (ADR 0519); 0 turns it off. */
  notificationDigestMs?: number;
  /** How often an open notification stream sends a heartbeat comment (ms, default 25 s). */
  streamHeartbeatMs?: number;
  /** How often each process looks for queued sync jobs besides an upload's kick (ms); 0: kicks only. */
  syncPollMs?: number;
  /** The database is migrated and holds its initial data already (the cluster's primary did both, ADR 0476). */
  prepared?: boolean;
  /** The embedded database's worker died: `main.ts` exits (1) so whatever supervises the server starts it again. */
  onDatabaseLost?: (error: Error) => void;
  /** Where the browser reaches the content listener (SCORM packages): another origin than publicUrl. */
  contentOrigin?: string;
  /** SCORM packages' files (DATA_DIR/packages). */
  packagesDir?: string;
  /** Each answer names the server process in `x-tiza-process` (its pid): only the multi-process test asks for it. */
  processHeader?: boolean;
  /** TENANTS_FILE, read and checked (`readTenantsFile`): written over the stored tenants at start (ADR 0535). */
  tenantsFile?: { file: TenantsFile; source: string };
  /** Where client secrets named in the tenants file are read (process.env unless given). */
  env?: NodeJS.ProcessEnv;
  /** LRS_KEY and LRS_SECRET: an LRS credential of the default tenant, made (or brought up to date) at start (ADR 0563). */
  lrsCredential?: { key: string; secret: string };
}

export const DEFAULT_RATE_LIMIT = { max: 10, timeWindowMs: 5 * 60 * 1000 };

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** URLs the router itself refuses (malformed percent-encoding, a param over maxParamLength): the contract's shape, no echo. */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(statusCode).type('application/json').send({ statusCode, code: 'VALIDATION_FAILED', message: 'Validation failed', details: [] });
}

/**
 * One short line per answer (method, url, status, ms) instead of Fastify's two, which serialise the whole request and
 * reply; pino skips it outright below `info` (the terminal's `warn`, the bench), so nothing is built for nobody.
 */
class ShortRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'answered');
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new ShortRequestLog(),
    return503OnClosing: true,
    // Migrating and seeding an embedded PGlite on a busy machine can take a while.
    pluginTimeout: 120_000,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    schemaController: schemaController(),
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema ? { params: route.schema.params, querystring: route.schema.querystring, body: route.schema.body } : undefined;
    for (const method of methods) routeTable.push({ method, url: route.url, schema });
  });

  const version = readVersion();
  app.decorate('publicUrl', (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, ''));
  app.decorate('publicOrigin', new URL(app.publicUrl).origin);
  app.decorate('contentOrigin', new URL(options.contentOrigin ?? defaultContentOrigin(app.publicUrl)).origin);
  for (const schema of [ErrorBody, UserSchema, SessionAnswer, CourseSchema, CourseDetailSchema, CoursePageSchema, TenantConfigSchema]) app.addSchema(schema);

  if (options.processHeader) {
    const pid = String(process.pid);
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('x-tiza-process', pid);
    });
  }

  const spaDir = options.spaDir !== undefined && existsSync(join(options.spaDir, 'index.html')) ? options.spaDir : undefined;

  await app.register(swaggerPlugin, { version });
  await app.register(securityPlugin, { contentOrigin: app.contentOrigin });
  await app.register(compressionPlugin);
  await app.register(errorsPlugin, { spaDir });
  const filesDir = options.filesDir ?? join('data', 'files');
  await app.register(dbPlugin, { database: options.database, initialData: options.initialData, prepared: options.prepared, onDatabaseLost: options.onDatabaseLost, tenantsFile: options.tenantsFile });
  await app.register(mailPlugin, { outboxDir: options.mailOutboxDir ?? join('data', 'outbox'), smtpUrl: options.smtpUrl });
  await app.register(cloudStoragePlugin, { googleDriveApiUrl: options.googleDriveApiUrl ?? 'https://www.googleapis.com' });
  await app.register(repositoriesPlugin);
  if (options.lrsCredential) {
    const tenant = await app.repos.tenants.findByHostOrDefault('');
    if (tenant) await app.repos.lrsCredentials.ensure(tenant.id, options.lrsCredential.key, options.lrsCredential.secret);
  }
  // Before tenancy and auth: the WebSocket plugin marks an upgrade request first, so a refused one (401) is closed.
  await app.register(projectionHubPlugin);
  await app.register(notificationHubPlugin, { soonSweepMs: options.notificationSweepMs, heartbeatMs: options.streamHeartbeatMs });
  await app.register(liveRoundFanOutPlugin);
  await app.register(notificationDigestPlugin, { roundMs: options.notificationDigestMs });
  await app.register(attemptSweeperPlugin, { intervalMs: options.attemptSweepMs ?? 30_000 });
  await app.register(syncWorkerPlugin, { pollMs: options.syncPollMs ?? 5_000 });
  await app.register(tenancyPlugin);
  await app.register(authPlugin, { jwtSecret: options.jwtSecret });
  await app.register(errorTrailPlugin);
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(app.db) });
  if (spaDir !== undefined) await app.register(spaPlugin, { spaDir });

  await app.register(healthRoutes, { version });
  await app.register(docsRoutes);
  await app.register(tenantRoutes);
  await app.register(authRoutes, { rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT });
  await app.register(ssoRoutes, { rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT, env: options.env ?? process.env });
  await app.register(samlRoutes, { rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT });
  await app.register(accountRoutes, { rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT });
  await app.register(titleToolsRoutes);
  await app.register(userRoutes);
  await app.register(courseRoutes, { filesDir });
  await app.register(lessonsApi);
  await app.register(mediaApi, { filesDir });
  await app.register(assessmentsApi);
  await app.register(tasksApi);
  await app.register(calendarApi);
  await app.register(boardApi, { filesDir });
  await app.register(notificationsApi);
  await app.register(gradebookApi);
  await app.register(projectionApi);
  await app.register(liveRoundRoutes);
  await app.register(projectedQuestionRoutes);
  await app.register(standardsApi, { packagesDir: options.packagesDir ?? join('data', 'packages') });
  await app.register(syncApi);
  await app.register(lrsCredentialRoutes);
  await app.register(xapiApi);
  await app.register(helpdeskApi);
  await app.register(auditApi);
  await app.register(adminApi);

  await app.ready();
  return app;
}
