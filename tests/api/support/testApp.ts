// Builds the server for a test file: a fresh in-memory PGlite with the demo data, or, when TEST_DATABASE_URL is set,
// a fresh PostgreSQL database of its own (created here, dropped on close) so files can run in parallel.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/src/app';
import { DEMO_PASSWORD, seedDemo } from '../../../server/src/demo/seed';
import type { DatabaseOptions } from '../../../server/src/db/Database';
import { courses } from '../../../server/src/db/schema';
import { createScratchDatabase } from '../../support/scratchPostgres';

/** A Google Drive stand-in with no files: every files call answers 404 as Drive does. */
async function startEmptyDrive(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { code: 404, message: 'File not found.' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export const TEST_JWT_SECRET = 'test-secret-for-the-api-suite-only-0123456789';
export const PUBLIC_URL = 'http://tiza.test';
/** The LRS credential every test app starts with (LRS_KEY/LRS_SECRET of the default tenant). */
export const TEST_LRS = { key: 'test-lrs-key', secret: 'test-lrs-secret-for-the-api-suite-only' };
/** The headers of an LRS call with TEST_LRS: Basic and the xAPI version. */
export const LRS_HEADERS = { authorization: `Basic ${Buffer.from(`${TEST_LRS.key}:${TEST_LRS.secret}`).toString('base64')}`, 'x-experience-api-version': '1.0.3' };
export { DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  outboxDir: string;
  spaDir: string;
  /** Where uploads and the demo media go (the app's filesDir). */
  filesDir: string;
  /** Where SCORM packages' files go (the app's packagesDir). */
  packagesDir: string;
  /** The scratch PostgreSQL database of this app (undefined on PGlite): a second server may share it. */
  databaseUrl: string | undefined;
  /** The tenant of a demo email: the domain before `.demo`. */
  tenantOf(email: string): string;
  /** `login_context` header naming a tenant. */
  ctx(tenant: string): Record<string, string>;
  /** Logs a demo user in through the API; returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** Headers of a signed-in call: bearer token and the login_context of the user's tenant. */
  as(email: string): Promise<Record<string, string>>;
  userGuid(email: string): Promise<string>;
  courseGuid(tenant: string, name: string): Promise<string>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const work = await mkdtemp(join(tmpdir(), 'tiza-api-'));
  const outboxDir = join(work, 'outbox');
  const filesDir = join(work, 'files');
  const spaDir = join(work, 'dist');
  const packagesDir = join(work, 'packages');
  await mkdir(join(spaDir, 'static', 'js'), { recursive: true });
  await writeFile(join(spaDir, 'index.html'), '<!doctype html><html><head><script defer src="/static/js/index.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>');
  await writeFile(join(spaDir, 'static', 'js', 'index.1a2b3c4d.js'), 'console.log("tiza");');

  const postgresUrl = process.env.TEST_DATABASE_URL;
  const postgres = postgresUrl ? await createScratchDatabase(postgresUrl, 'tiza_test') : undefined;
  const database: DatabaseOptions = postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite' };

  // No test reaches Google: unless a test brings its own stand-in, Drive is one that holds no file (404 for all).
  const emptyDrive = overrides.googleDriveApiUrl === undefined ? await startEmptyDrive() : undefined;

  const app = await buildApp({
    database,
    initialData: seedDemo({ filesDir }),
    spaDir,
    publicUrl: PUBLIC_URL,
    jwtSecret: TEST_JWT_SECRET,
    mailOutboxDir: outboxDir,
    filesDir,
    packagesDir,
    // High enough for a whole file of logins; the rate-limit test builds its own app with a low limit.
    rateLimit: { max: 10_000, timeWindowMs: 60_000 },
    // Expired attempts close lazily on every read; the tests do not race a background sweep.
    attemptSweepMs: 0,
    // Deadline notifications are written by the tests' own calls, not a background round.
    notificationSweepMs: 0,
    ...(emptyDrive ? { googleDriveApiUrl: emptyDrive.url } : {}),
    // Digests are sent by the tests' own rounds, with their own clock.
    notificationDigestMs: 0,
    lrsCredential: TEST_LRS,
    ...overrides,
  });

  const tenantOf = (email: string) => email.split('@')[1]?.replace(/\.demo$/, '') ?? 'tiza';
  const ctx = (tenant: string) => ({ login_context: JSON.stringify({ tenant, surface: 'web' }) });
  const inject = (options: InjectOptions) => app.inject(options);

  async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/api/front/auth/login', headers: ctx(tenantOf(email)), payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
    return (res.json() as { token: string }).token;
  }

  return {
    app,
    outboxDir,
    spaDir,
    filesDir,
    packagesDir,
    databaseUrl: postgres?.url,
    tenantOf,
    ctx,
    login,
    inject,
    async as(email) {
      return { authorization: `Bearer ${await login(email)}`, ...ctx(tenantOf(email)) };
    },
    async userGuid(email) {
      const user = await app.repos.users.findByEmail(tenantOf(email), email);
      if (!user) throw new Error(`no demo user ${email}`);
      return user.guid;
    },
    async courseGuid(tenant, name) {
      const [row] = await app.db.select({ guid: courses.guid }).from(courses).where(and(eq(courses.tenantId, tenant), eq(courses.name, name)));
      if (!row) throw new Error(`no demo course ${name} in ${tenant}`);
      return row.guid;
    },
    async close() {
      await app.close();
      await emptyDrive?.close();
      await postgres?.drop();
      await rm(work, { recursive: true, force: true });
    },
  };
}
