// Starts the reference server from the environment (docs/operations.md lists every variable).
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { loginLinkUrl } from './commands/auth/issueLoginLink';

const env = process.env;
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? '127.0.0.1';
const dataDir = resolve(env.DATA_DIR ?? './data');
const demo = env.DEMO === '1';
const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
const databaseUrl = env.DATABASE_URL;
const filesDir = join(dataDir, 'files');
// Someone watching a terminal wants problems, not a JSON line per request; production keeps `info` (or LOG_LEVEL).
const logLevel = env.LOG_LEVEL ?? (process.stdout.isTTY ? 'warn' : 'info');

// The demo school is a module of its own, loaded only when asked for: production never imports it.
const demoModule = demo ? await import('./demo/seed') : undefined;

const app = await buildApp({
  database: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
  initialData: demoModule?.seedDemo({ filesDir }),
  spaDir: resolve(env.SPA_DIR ?? './dist'),
  publicUrl,
  jwtSecret: env.JWT_SECRET,
  smtpUrl: env.SMTP_URL,
  mailOutboxDir: join(dataDir, 'outbox'),
  filesDir,
  logger: { level: logLevel },
  trustProxy: env.TRUST_PROXY === '1',
  // Login attempts per IP + email in 5 minutes (default 10); benchmarks raise it.
  ...(env.LOGIN_RATE_LIMIT_MAX ? { rateLimit: { max: Number(env.LOGIN_RATE_LIMIT_MAX), timeWindowMs: 5 * 60 * 1000 } } : {}),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port, host });

const ROLE_WORDS = { R01: 'student', R02: 'teacher', R03: 'school admin', R04: 'editorial admin', R05: 'helpdesk' } as const;

const lines = [``, `Tiza is running at ${publicUrl} (API docs: ${publicUrl}/api/docs)`, `Database: ${app.database.kind}${databaseUrl ? '' : ` in ${join(dataDir, 'pglite')}`}${app.seeded ? ' — demo data loaded now' : ''}`];
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
console.log(lines.join('\n'));
