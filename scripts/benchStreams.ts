// 1,000 notification streams on one machine (issue 16): N students of one big course sign in and each holds
// `GET /api/front/notifications/stream` open with their headers; the teacher posts a board message to everyone, a few
// times, and each stream's delivery latency is measured from the moment the post was sent. Also the server's resident
// memory before and after the streams opened, divided by N: what an idle stream costs. Against the server as
// `npm start` runs it (PGlite in its worker thread, or PostgreSQL with its default processes).
// Alone: `npx tsx scripts/benchStreams.ts` (BENCH_STREAMS, BENCH_STREAM_POSTS, BENCH_PORT, BENCH_DATABASE_URL);
// scripts/bench.ts calls it. Figures are printed beside their goals, never asserted in tests.
import { request, type IncomingMessage } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hash } from '@node-rs/argon2';
import { openDatabase, type DatabaseOptions } from '../server/src/db/Database';
import { insertCohort } from '../server/src/demo/benchCohort';
import { seedDemo } from '../server/src/demo/seed';
import { createScratchDatabase } from '../tests/support/scratchPostgres';
import { BENCH_PASSWORD, cpuMs, goal, loginContext, processTree, startServer } from './benchBell';
import { pool, waitForHealth } from './benchSupport';

/** The goal: a post reaches every stream within a second (p99). */
const GOAL_P99_MS = 1_000;

interface Spread {
  p50: number;
  p99: number;
  max: number;
}

export interface StreamsReport {
  database: string;
  processes: number;
  streams: number;
  /** The machine's 1-minute load average when the bench started (it is shared). */
  loadAverage: number;
  /** From sending the stream request to its `ready` event, all opened at once. */
  open: Spread & { failed: number };
  /**
   * Each post: how long `POST /api/messages` took to answer, its delivery to every stream, and the CPU time the server
   * processes and this bench's own process (the 1,000 clients) spent from the post to the last delivery: on a shared
   * machine the wall-clock figures wait for the CPU, these say what the work costs.
   */
  posts: (Spread & { answerMs: number; delivered: number; serverCpuMs: number; clientCpuMs: number })[];
  /** Every post's deliveries together. */
  delivery: Spread & { missing: number };
  rssBeforeMb: number;
  rssAfterMb: number;
  /** (after − before) / streams. */
  perStreamKb: number;
}

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0));
  return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted[sorted.length - 1] ?? 0) };
}

/** Resident memory (VmRSS) of the processes together, in KB. */
function rssKb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kb;
}

/** One held stream: resolves `ready` on its first event, calls `onNotification` at each notification's arrival. */
interface HeldStream {
  ready: Promise<boolean>;
  onNotification: (() => void) | undefined;
  close(): void;
}

function holdStream(base: string, token: string): HeldStream {
  const url = new URL('/api/front/notifications/stream', base);
  let response: IncomingMessage | undefined;
  const held: HeldStream = { ready: Promise.resolve(false), onNotification: undefined, close: () => {} };
  held.ready = new Promise<boolean>((resolve) => {
    const req = request(url, { agent: false, headers: { authorization: `Bearer ${token}`, login_context: loginContext, accept: 'text/event-stream' } }, (res) => {
      response = res;
      if (res.statusCode !== 200) {
        res.resume();
        resolve(false);
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: ready')) resolve(true);
          else if (block.includes('event: notification')) held.onNotification?.();
          end = buffer.indexOf('\n\n');
        }
      });
      res.on('error', () => resolve(false));
    });
    req.on('error', () => resolve(false));
    req.end();
    held.close = () => {
      response?.destroy();
      req.destroy();
    };
  });
  return held;
}

async function signIn(base: string, email: string, password: string): Promise<string | undefined> {
  try {
    const res = await fetch(`${base}/api/front/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', login_context: loginContext }, body: JSON.stringify({ email, password }) });
    return res.ok ? ((await res.json()) as { token: string }).token : undefined;
  } catch {
    return undefined;
  }
}

export async function benchStreams(options: { databaseUrl?: string; streams?: number; posts?: number; port?: number } = {}): Promise<StreamsReport> {
  const streams = options.streams ?? 1000;
  const postCount = options.posts ?? 3;
  const port = options.port ?? 3340;
  const load = loadavg()[0] ?? 0;
  const dataDir = mkdtempSync(join(tmpdir(), 'tiza-bench-streams-'));
  const postgres = options.databaseUrl ? await createScratchDatabase(options.databaseUrl, 'tiza_bench_streams') : undefined;
  const databaseOptions: DatabaseOptions = postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') };

  // Seed before the server starts (PGlite is one process at a time): one course of N students, the demo teacher's.
  const seeding = openDatabase(databaseOptions);
  await seeding.migrate();
  await seedDemo({ filesDir: join(dataDir, 'files') })(seeding.db);
  const cohort = await insertCohort(seeding.db, { tenantId: 'tiza', count: streams, passwordHash: await hash(BENCH_PASSWORD), teacherEmail: 'teacher@tiza.demo', emailPrefix: 'stream' });
  await seeding.close();

  const server = startServer(port, dataDir, postgres?.url);
  const held: HeldStream[] = [];
  try {
    await waitForHealth(server.base, Date.now() + 300_000);
    const pids = processTree(server.child.pid ?? 0).map((p) => p.pid);
    const tokens = await pool(cohort.emails, 64, (email) => signIn(server.base, email, BENCH_PASSWORD));
    const teacher = await signIn(server.base, 'teacher@tiza.demo', 'tiza-demo');
    if (!teacher) throw new Error('the demo teacher could not sign in');

    // The sign-ins' garbage settles first, so the difference is what the streams hold.
    await new Promise((r) => setTimeout(r, 3_000));
    const before = rssKb(pids);
    const opened: number[] = [];
    let failed = 0;
    await Promise.all(
      tokens.map(async (token) => {
        if (!token) {
          failed++;
          return;
        }
        const started = performance.now();
        const stream = holdStream(server.base, token);
        held.push(stream);
        if (await stream.ready) opened.push(performance.now() - started);
        else failed++;
      }),
    );
    // Let the server settle (garbage from the opening burst) before reading what the idle streams hold.
    await new Promise((r) => setTimeout(r, 3_000));
    const after = rssKb(pids);

    const posts: StreamsReport['posts'] = [];
    const all: number[] = [];
    let missing = 0;
    for (let n = 0; n < postCount; n++) {
      const arrivals: number[] = [];
      let sentAt = 0;
      const everyone = new Promise<void>((resolve) => {
        const timeout = setTimeout(resolve, 30_000);
        for (const stream of held) {
          stream.onNotification = () => {
            stream.onNotification = undefined;
            arrivals.push(performance.now() - sentAt);
            if (arrivals.length === opened.length) {
              clearTimeout(timeout);
              resolve();
            }
          };
        }
      });
      const cpuBefore = cpuMs(pids);
      const clientBefore = process.cpuUsage();
      sentAt = performance.now();
      const res = await fetch(`${server.base}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', login_context: loginContext, authorization: `Bearer ${teacher}` },
        body: JSON.stringify({ course_guid: cohort.courseGuid, message: `<p>Bench message ${n + 1} to everyone.</p>`, message_for: 'all', is_pinned: false }),
      });
      const answerMs = performance.now() - sentAt;
      if (res.status !== 201) throw new Error(`post ${n + 1}: ${res.status} ${await res.text()}`);
      await everyone;
      for (const stream of held) stream.onNotification = undefined;
      const client = process.cpuUsage(clientBefore);
      posts.push({ ...spread(arrivals), answerMs: Math.round(answerMs), delivered: arrivals.length, serverCpuMs: cpuMs(pids) - cpuBefore, clientCpuMs: Math.round((client.user + client.system) / 1000) });
      all.push(...arrivals);
      missing += opened.length - arrivals.length;
    }

    return {
      database: postgres ? 'PostgreSQL' : 'embedded PGlite',
      processes: pids.length > 1 ? pids.length - 1 : 1,
      streams: opened.length,
      loadAverage: Math.round(load * 100) / 100,
      open: { ...spread(opened), failed },
      posts,
      delivery: { ...spread(all), missing },
      rssBeforeMb: Math.round(before / 1024),
      rssAfterMb: Math.round(after / 1024),
      perStreamKb: opened.length === 0 ? 0 : Math.round(((after - before) / opened.length) * 10) / 10,
    };
  } finally {
    for (const stream of held) stream.close();
    await server.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printStreams(report: StreamsReport): void {
  const s = (x: Spread) => `p50 ${x.p50} ms, p99 ${x.p99} ms, max ${x.max} ms`;
  console.log(`\nNotification streams: ${report.streams} held open (${report.database}, ${report.processes} server process${report.processes > 1 ? 'es' : ''}; load average ${report.loadAverage} at start)`);
  console.log(`  open to ready (at once)  ${s(report.open)}; failed ${report.open.failed}`);
  for (const [i, post] of report.posts.entries()) {
    console.log(`  post ${i + 1}: answered in ${post.answerMs} ms; delivered to ${post.delivered}: ${s(post)}; CPU server ${post.serverCpuMs} ms, clients ${post.clientCpuMs} ms`);
  }
  console.log(`  RSS ${report.rssBeforeMb} MB before the streams, ${report.rssAfterMb} MB with them: ${report.perStreamKb} KB per idle stream`);
  console.log('  figure vs goal:');
  console.log(goal('streams held', String(report.streams), '1000', report.streams >= 1000 && report.open.failed === 0));
  console.log(goal('deliveries missing', String(report.delivery.missing), '0', report.delivery.missing === 0));
  console.log(goal('delivery p99 (every post)', `${report.delivery.p99} ms`, `≤ ${GOAL_P99_MS} ms`, report.delivery.p99 <= GOAL_P99_MS));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const streams = process.env.BENCH_STREAMS ? Number(process.env.BENCH_STREAMS) : undefined;
  const posts = process.env.BENCH_STREAM_POSTS ? Number(process.env.BENCH_STREAM_POSTS) : undefined;
  const port = Number(process.env.BENCH_PORT ?? 3340);
  printStreams(await benchStreams({ streams, posts, port }));
  if (process.env.BENCH_DATABASE_URL) printStreams(await benchStreams({ databaseUrl: process.env.BENCH_DATABASE_URL, streams, posts, port }));
}
