// Two trees of the server side by side on a loaded machine (ADR 0541): `npx tsx scripts/benchCompare.ts <before-dir>`
// starts the server of <before-dir> (e.g. `git archive main | tar -x -C /tmp/base`, node_modules linked) and this
// tree's, each on a scratch database with the demo data, and measures every read on one then the other, alternating
// ROUNDS times, so both see the same load. Printed per read: req/s of each and the ratio after/before, and the CPU
// time the server process spent per request (read from /proc; on PGlite it includes the database, which runs in a
// thread of the same process), which depends far less on the machine's load than req/s does.
// BENCH_DATABASE_URL: PostgreSQL (else PGlite); BENCH_SECONDS (3) per measurement; BENCH_ROUNDS (3).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase, type ScratchDatabase } from '../tests/support/scratchPostgres';
import { firstCourseNamed, richestLesson, teacherHeaders } from './benchApi';
import { waitForHealth } from './benchSupport';

interface Side {
  name: string;
  base: string;
  child: ChildProcess;
  dataDir: string;
  postgres?: ScratchDatabase;
}

/** CPU time (user + system, all threads) of a process so far, ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

async function start(name: string, dir: string, port: number, databaseUrl: string | undefined): Promise<Side> {
  const dataDir = mkdtempSync(join(tmpdir(), `tiza-bench-compare-${name}-`));
  const postgres = databaseUrl ? await createScratchDatabase(databaseUrl, 'tiza_bench_compare') : undefined;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), CONTENT_PORT: String(port + 1), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', SPA_DIR: join(dataDir, 'no-spa'), LOG_LEVEL: 'warn', WORKERS: '1', LOGIN_RATE_LIMIT_MAX: '1000', ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
  });
  const side = { name, base: `http://127.0.0.1:${port}`, child, dataDir, postgres };
  try {
    await waitForHealth(side.base, Date.now() + 300_000);
  } catch (error) {
    await stop(side);
    throw error;
  }
  return side;
}

async function stop(side: Side): Promise<void> {
  if (side.child.exitCode === null && side.child.signalCode === null) {
    const exited = new Promise((r) => side.child.once('exit', r));
    side.child.kill('SIGTERM');
    await exited;
  }
  await side.postgres?.drop();
  rmSync(side.dataDir, { recursive: true, force: true });
}

async function measure(side: Side, path: string, headers: Record<string, string>, seconds: number): Promise<{ requests: number; rps: number; cpuMs: number }> {
  const pid = side.child.pid ?? 0;
  const before = cpuMs(pid);
  const result = await autocannon({ url: `${side.base}${path}`, connections: 10, duration: seconds, headers });
  if (result.errors + result.non2xx > 0) throw new Error(`${side.name} ${path}: ${result.errors + result.non2xx} errors`);
  return { requests: result.requests.total, rps: result.requests.average, cpuMs: cpuMs(pid) - before };
}

const beforeDir = resolve(process.argv[2] ?? '');
if (!process.argv[2]) throw new Error('usage: npx tsx scripts/benchCompare.ts <before-dir>');
const databaseUrl = process.env.BENCH_DATABASE_URL;
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3301);

const sides: Side[] = [];
try {
  sides.push(await start('before', beforeDir, port, databaseUrl));
  // Each server also listens on PORT + 1 (the SCORM content origin, ADR 0592).
  sides.push(await start('after', process.cwd(), port + 2, databaseUrl));
  const auth = await Promise.all(sides.map((s) => teacherHeaders(s.base)));
  // The demo's guids differ per database: each side's targets are found on it.
  const targets = await Promise.all(
    sides.map(async (side, i) => {
      const headers = auth[i] ?? {};
      const lesson = await richestLesson(side.base, headers);
      const gradebook = await firstCourseNamed(side.base, headers, 'Lengua Castellana');
      const paths: Record<string, string> = { 'GET /api/health': '/api/health', 'GET /api/front/courses': '/api/front/courses' };
      if (lesson) {
        paths['GET /api/front/courses/{guid}'] = `/api/front/courses/${lesson.courseGuid}`;
        paths['GET /api/front/lessons/{guid}'] = `/api/front/lessons/${lesson.lessonGuid}`;
        paths['GET /api/lms/courses/{guid}/resources'] = `/api/lms/courses/${lesson.courseGuid}/resources`;
      }
      paths['GET /api/front/tasks (teacher)'] = '/api/front/tasks';
      if (gradebook) paths['GET …/gradebook'] = `/api/front/courses/${gradebook}/gradebook`;
      return paths;
    }),
  );
  console.log(`comparing ${beforeDir} (before) with ${process.cwd()} (after) on ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}: ${rounds} rounds of ${seconds} s, 10 connections, alternating`);
  console.log(`${'route'.padEnd(40)} ${'before req/s'.padStart(12)} ${'after req/s'.padStart(12)} ${'ratio'.padStart(6)}   ${'CPU µs/req before'.padStart(17)} ${'after'.padStart(7)} ${'ratio'.padStart(6)}`);
  for (const name of Object.keys(targets[0] ?? {})) {
    const totals = sides.map(() => ({ requests: 0, rps: 0, cpuMs: 0 }));
    // Warm both (JIT, statement caches), then alternate.
    for (const [i, side] of sides.entries()) await measure(side, targets[i]?.[name] ?? '', name === 'GET /api/health' ? {} : (auth[i] ?? {}), 1);
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const i of order) {
        const side = sides[i] as Side;
        const m = await measure(side, targets[i]?.[name] ?? '', name === 'GET /api/health' ? {} : (auth[i] ?? {}), seconds);
        const total = totals[i] as { requests: number; rps: number; cpuMs: number };
        total.requests += m.requests;
        total.rps += m.rps / rounds;
        total.cpuMs += m.cpuMs;
      }
    }
    const [b, a] = totals as [{ requests: number; rps: number; cpuMs: number }, { requests: number; rps: number; cpuMs: number }];
    const usB = (b.cpuMs * 1000) / Math.max(1, b.requests);
    const usA = (a.cpuMs * 1000) / Math.max(1, a.requests);
    console.log(
      `${name.padEnd(40)} ${b.rps.toFixed(0).padStart(12)} ${a.rps.toFixed(0).padStart(12)} ${(a.rps / b.rps).toFixed(2).padStart(6)}   ${usB.toFixed(0).padStart(17)} ${usA.toFixed(0).padStart(7)} ${(usA / usB).toFixed(2).padStart(6)}`,
    );
  }
} finally {
  for (const side of sides) await stop(side);
}
