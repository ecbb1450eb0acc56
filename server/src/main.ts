// Starts the reference server from the environment (docs/operations.md lists every variable).
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loginLinkUrl } from './commands/auth/issueLoginLink';
import { buildContentApp, defaultContentOrigin } from './content/contentApp';
import { readTenantsFile, TenantsFileError } from './setup/tenantsFile';
import { fileUrlKey } from './storage/signing';

const env = process.env;
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? '127.0.0.1';
const dataDir = resolve(env.DATA_DIR ?? './data');
const demo = env.DEMO === '1';
const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
const databaseUrl = env.DATABASE_URL;
const filesDir = join(dataDir, 'files');
const packagesDir = join(dataDir, 'packages');
// SCORM packages are served from a second origin: this port (PORT + 1 unless set), reached at CONTENT_ORIGIN.
const contentPort = Number(env.CONTENT_PORT ?? port + 1);
const contentOrigin = env.CONTENT_ORIGIN ?? defaultContentOrigin(publicUrl, contentPort);
// Someone watching a terminal wants problems, not a JSON line per request; production keeps `info` (or LOG_LEVEL).
const logLevel = env.LOG_LEVEL ?? (process.stdout.isTTY ? 'warn' : 'info');
// PostgreSQL: one HTTP process per core unless WORKERS says otherwise (ADR 0476). PGlite has a single writer: one
// HTTP process, with the database in a worker thread of it (ADR 0475; PGLITE_THREAD=main keeps it in the HTTP thread).
const processes = databaseUrl ? Math.max(1, Math.floor(Number(env.WORKERS ?? availableParallelism())) || 1) : 1;
if (!databaseUrl && env.WORKERS !== undefined && env.WORKERS !== '1' && cluster.isPrimary) {
  console.warn(`WORKERS=${env.WORKERS} ignored: the embedded PGlite serves one HTTP process (set DATABASE_URL for several).`);
}

// TENANTS_FILE: checked before anything starts; a bad file stops the server with the path and the field (ADR 0535).
const tenantsFile = env.TENANTS_FILE ? loadTenantsFile(resolve(env.TENANTS_FILE)) : undefined;

function loadTenantsFile(path: string) {
  try {
    return { file: readTenantsFile(path, env), source: path };
  } catch (error) {
    if (!(error instanceof TenantsFileError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

// The demo school is a module of its own, loaded only when asked for: production never imports it.
const demoModule = demo ? await import('./demo/seed') : undefined;


const ROLE_WORDS = { R01: 'student', R02: 'teacher', R03: 'school admin', R04: 'editorial admin', R05: 'helpdesk' } as const;

const build = (prepared: boolean) =>
  buildApp({
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite'), thread: env.PGLITE_THREAD === 'main' ? 'main' : 'worker' },
    initialData: demoModule?.seedDemo({ filesDir }),
    tenantsFile,
    prepared,
    onDatabaseLost: () => process.exit(1),
    processHeader: env.NODE_ENV === 'test',
    spaDir: resolve(env.SPA_DIR ?? './dist'),
    publicUrl,
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    ...(env.GOOGLE_DRIVE_API_URL ? { googleDriveApiUrl: env.GOOGLE_DRIVE_API_URL } : {}),
    mailOutboxDir: join(dataDir, 'outbox'),
    filesDir,
    packagesDir,
    contentOrigin,
    ...(env.LRS_KEY && env.LRS_SECRET ? { lrsCredential: { key: env.LRS_KEY, secret: env.LRS_SECRET } } : {}),
    logger: { level: logLevel },
    trustProxy: env.TRUST_PROXY === '1',
    // Login attempts per IP + email in 5 minutes (default 10); benchmarks raise it.
    ...(env.LOGIN_RATE_LIMIT_MAX ? { rateLimit: { max: Number(env.LOGIN_RATE_LIMIT_MAX), timeWindowMs: 5 * 60 * 1000 } } : {}),
  });

/** Both listeners: the app, then the content origin's (SCORM packages); closed together on a signal. */
async function listenBoth(app: FastifyInstance): Promise<void> {
  const content = await buildContentApp({ packagesDir, key: await fileUrlKey(app.db), appOrigin: app.publicOrigin, logger: { level: logLevel } });
  closeOnSignal(app, content);
  await app.listen({ port, host });
  await content.listen({ port: contentPort, host });
}

/** Closes the app (in-flight requests finish, new ones get 503, the database closes cleanly) on SIGINT or SIGTERM. */
function closeOnSignal(app: FastifyInstance, content: FastifyInstance): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      Promise.all([content.close(), app.close()]).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

if (cluster.isWorker) {
  // A process of the cluster: the primary migrated and seeded; serve on the shared port and say so.
  const app = await build(true);
  await listenBoth(app);
  process.send?.({ listening: true });
} else if (processes > 1) {
  await runPrimary();
} else {
  const app = await build(false);
  await listenBoth(app);
  console.log((await banner(app)).join('\n'));
}

/**
 * The cluster's primary: migrates and seeds once (a whole app built and closed again), then forks `processes`
 * HTTP processes sharing the port, restarts one that dies, and on SIGINT/SIGTERM lets each finish its requests.
 */
async function runPrimary(): Promise<void> {
  const setup = await build(false);
  const lines = await banner(setup, `${processes} server processes`);
  await setup.close();

  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  let listening = 0;
  cluster.on('message', (worker, message: { listening?: boolean }) => {
    if (!message?.listening) return;
    listening += 1;
    if (listening === processes) console.log(lines.join('\n'));
    else if (listening > processes) console.log(`server process ${worker.process.pid} is serving in place of the one that stopped`);
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`server process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`);
    // One that dies at once (a bad configuration) is not restarted in a tight loop.
    setTimeout(fork, lived < 5_000 ? 1_000 : 0);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      for (const worker of workers) worker?.process.kill('SIGTERM');
      // Requests still running after 30 s are cut.
      setTimeout(() => process.exit(1), 30_000).unref();
    });
  }
  for (let i = 0; i < processes; i++) fork();
}

/** What the terminal shows once the server listens: where, which database, the demo logins. */
async function banner(app: FastifyInstance, serving = databaseUrl ? 'one server process' : `one server process, PGlite in ${env.PGLITE_THREAD === 'main' ? 'its thread' : 'a worker thread'}`): Promise<string[]> {
  const lines = [``, `Tiza is running at ${publicUrl} (API docs: ${publicUrl}/api/docs; SCORM content from ${contentOrigin})`, `Database: ${app.database.kind}${databaseUrl ? '' : ` in ${join(dataDir, 'pglite')}`}${app.seeded ? ' — demo data loaded now' : ''} (${serving})`];
  if (demoModule) {
    const { DEMO_LOGINS, DEMO_PASSWORD, DEMO_PENDING_LOGIN } = demoModule;
    const teacher = await app.repos.users.findByEmail('tiza', 'teacher@tiza.demo');
    lines.push(``, `Demo logins (password "${DEMO_PASSWORD}"; pick the tenant with ?tenant=<id> or its hostname):`);
    for (const login of DEMO_LOGINS) lines.push(`  ${login.tenant.padEnd(10)} ${login.role} ${ROLE_WORDS[login.role].padEnd(16)} ${login.email}`);
    lines.push(`  ${DEMO_PENDING_LOGIN.tenant.padEnd(10)} R01 ${ROLE_WORDS.R01.padEnd(16)} ${DEMO_PENDING_LOGIN.email} (not synchronised yet: shows USER_NOT_SYNCHRONISED)`);
    if (teacher) {
      // A one-time link valid one day, so the SSO path can be tried without an identity provider.
      const { token } = await app.repos.loginLinks.issue(teacher.guid, 24 * 60 * 60 * 1000);
      lines.push(``, `One-time SSO login link for teacher@tiza.demo (valid 24 h, single use):`, `  ${loginLinkUrl(publicUrl, 'tiza', token)}`);
    }
}
  lines.push(`Mail: ${app.mailer.target === 'smtp' ? 'SMTP' : `written to ${app.mailer.target} (links also in this log)`}`);
  lines.push(`Logs: level ${logLevel}${env.LOG_LEVEL === undefined && process.stdout.isTTY ? ' (LOG_LEVEL=info for a JSON line per request)' : ''}`, ``);
  return lines;
}
