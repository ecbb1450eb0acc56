// Builds the server for a test file: a fresh in-memory PGlite with the demo data, or, when TEST_DATABASE_URL is set,
// a fresh PostgreSQL database of its own (created here, dropped on close) so files can run in parallel.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/src/app';
import { DEMO_PASSWORD, seedDemo } from '../../../server/src/demo/seed';
import type { DatabaseOptions } from '../../../server/src/db/Database';
import { courses } from '../../../server/src/db/schema';
import { createScratchDatabase } from '../../support/scratchPostgres';

export const TEST_JWT_SECRET = 'test-secret-for-the-api-suite-only-0123456789';
export const PUBLIC_URL = 'http://tiza.test';
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
      await postgres?.drop();
      await rm(work, { recursive: true, force: true });
    },
  };
}
