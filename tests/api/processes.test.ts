// The server as `npm start` runs it, in processes of its own: PGlite in a worker thread survives a kill -9 and stops
// cleanly on SIGTERM (ADR 0475); on PostgreSQL, WORKERS=2 serves from two processes that share the login rate limit,
// a process that dies is replaced, and SIGTERM stops them all (ADR 0476).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratchPostgres';

const root = join(import.meta.dirname, '..', '..');
const ctx = { login_context: JSON.stringify({ tenant: 'tiza', surface: 'web' }), 'content-type': 'application/json' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface Server {
  child: ChildProcess;
  url: string;
  /** Resolves when the server's output (stdout or stderr) has shown `pattern`. */
  output(pattern: RegExp): Promise<void>;
  exited: Promise<number | null>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', SPA_DIR: join(root, 'no-spa-here'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let seen = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    seen += chunk.toString();
    for (const waiter of [...waiters]) if (waiter.pattern.test(seen)) waiter.resolve();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const output = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      if (pattern.test(seen)) return resolve();
      waiters.push({ pattern, resolve });
      void exited.then((code) => reject(new Error(`server exited (${code}) before ${pattern}:\n${seen}`)));
    });
  const server = { child, url: `http://127.0.0.1:${port}`, output, exited };
  await output(/Tiza is running at/);
  return server;
}

/** A wrong-password login on a connection of its own (so the cluster may hand it to any process). */
async function wrongLogin(server: Server): Promise<{ status: number; process: string | null }> {
  const res = await fetch(`${server.url}/api/front/auth/login`, {
    method: 'POST',
    headers: { ...ctx, connection: 'close' },
    body: JSON.stringify({ email: 'teacher@tiza.demo', password: 'not-the-password' }),
  });
  await res.arrayBuffer();
  return { status: res.status, process: res.headers.get('x-tiza-process') };
}

async function health(server: Server): Promise<string | null> {
  const res = await fetch(`${server.url}/api/health`, { headers: { connection: 'close' } });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return res.headers.get('x-tiza-process');
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'tiza-processes-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the embedded PGlite in its worker thread', () => {
  it('keeps what was committed through a kill -9, opens again, and stops cleanly on SIGTERM', async () => {
    const env = { DATA_DIR: join(work, 'pglite'), LOGIN_RATE_LIMIT_MAX: '2' };
    const first = await startServer(env);
    // Two counted attempts: writes to the rate_limits table, committed before each answer.
    expect((await wrongLogin(first)).status).not.toBe(429);
    expect((await wrongLogin(first)).status).not.toBe(429);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer(env);
    // The counter survived the kill: the third attempt is over the limit.
    expect((await wrongLogin(second)).status).toBe(429);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const third = await startServer(env);
    expect(await health(third)).toBe(String(third.child.pid));
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 240_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('WORKERS=2 on PostgreSQL', () => {
  let database: ScratchDatabase;
  beforeAll(async () => {
    database = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'tiza_processes');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('serves from two processes that share the login limit, replaces one that dies and stops all on SIGTERM', async () => {
    const server = await startServer({ DATABASE_URL: database.url, WORKERS: '2', DATA_DIR: join(work, 'postgres'), LOGIN_RATE_LIMIT_MAX: '4' });
    const primary = String(server.child.pid);

    // Connections are dealt round-robin: a handful of them reach both processes.
    const seen = new Set<string | null>();
    for (let i = 0; i < 20 && seen.size < 2; i++) seen.add(await health(server));
    expect(seen.size).toBe(2);
    expect(seen.has(primary)).toBe(false);
    expect(seen.has(null)).toBe(false);

    // Four attempts allowed in all, wherever they land; then every process refuses.
    const attempts = [];
    for (let i = 0; i < 8; i++) attempts.push(await wrongLogin(server));
    expect(attempts.map((a) => a.status === 429)).toEqual([false, false, false, false, true, true, true, true]);
    expect(new Set(attempts.map((a) => a.process)).size).toBe(2);

    // A process that dies is replaced by a new one.
    const [victim] = [...seen].map(Number);
    process.kill(victim ?? 0, 'SIGKILL');
    await server.output(new RegExp(`server process ${victim} stopped`));
    await server.output(/is serving in place of the one that stopped/);
    const after = new Set<string | null>();
    for (let i = 0; i < 20 && after.size < 2; i++) after.add(await health(server));
    expect(after.size).toBe(2);
    expect(after.has(String(victim))).toBe(false);

    // SIGTERM to the primary: every process finishes and exits, the primary last with 0.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of after) expect(alive(Number(pid))).toBe(false);
  }, 240_000);
});
