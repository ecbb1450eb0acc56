// The API-throughput part of `npm run bench` (issue 14, goal 1): one server process with the demo data, 10 connections,
// BENCH_SECONDS (8) per route. Each signed-in read is printed with its req/s, p50/p99 and its share of
// `GET /api/health`'s throughput in the same run (goal ≥ 50 %; p99 ≤ 30 ms on PostgreSQL), and /api/health against a
// bare `node:http` hello started here (goal ≥ 40 % on PostgreSQL). Figures are printed, never asserted.
// Alone: `npx tsx scripts/benchApi.ts` — PGlite, and PostgreSQL too when BENCH_DATABASE_URL is set
// (BENCH_API_DATABASES=pglite|postgres picks one). BENCH_CPU_PROF=<folder> writes a V8 CPU profile of each server.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../tests/support/scratchPostgres';
import { checkGoal, type GoalResult } from './benchGoals';

const loginContext = JSON.stringify({ tenant: 'tiza', surface: 'web' });
const CONNECTIONS = 10;

export interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface ApiBenchRun {
  database: 'embedded PGlite' | 'PostgreSQL';
  seconds: number;
  connections: number;
  /** Measured first and last. */
  hello: Throughput[];
  /** Measured first and after every read. */
  health: Throughput[];
  /** Each with the mean /api/health measured just before and just after it. */
  reads: Record<string, Throughput & { healthRps: number }>;
  goals: GoalResult[];
}

/** A port nothing listens on now (other benches and servers share the machine). */
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

async function waitForHealth(base: string, deadline: number, server: ChildProcess): Promise<void> {
  while (Date.now() < deadline) {
    // Another server answering on the port would be measured instead of ours.
    if (server.exitCode !== null || server.signalCode !== null) throw new Error('the server stopped before it answered');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base} did not start`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export async function throughput(url: string, headers: Record<string, string>, seconds: number): Promise<Throughput> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

interface LessonItemRef {
  guid: string;
  content_type: string;
}

/** The demo lesson with the most content types, found through the API as the teacher sees it. */
export async function richestLesson(base: string, headers: Record<string, string>): Promise<{ courseGuid: string; lessonGuid: string; items: LessonItemRef[] } | undefined> {
  const get = async <T>(path: string): Promise<T> => (await (await fetch(`${base}${path}`, { headers })).json()) as T;
  const courses = await get<{ data: { guid: string }[] }>('/api/front/courses?pageSize=100');
  let best: { courseGuid: string; lessonGuid: string; items: LessonItemRef[] } | undefined;
  for (const course of courses.data) {
    const detail = await get<{ units: { lessons: { lesson_guid: string; items_count?: number }[] }[] }>(`/api/front/courses/${course.guid}`);
    for (const lesson of detail.units.flatMap((u) => u.lessons)) {
      if ((lesson.items_count ?? 0) <= (best?.items.length ?? 0)) continue;
      const full = await get<{ items: LessonItemRef[] }>(`/api/front/lessons/${lesson.lesson_guid}`);
      const kinds = new Set(full.items.map((i) => i.content_type));
      if (kinds.size > new Set(best?.items.map((i) => i.content_type)).size) best = { courseGuid: course.guid, lessonGuid: lesson.lesson_guid, items: full.items };
    }
  }
  return best;
}

/** The guid of the teacher's first course whose name starts with `prefix`. */
export async function firstCourseNamed(base: string, headers: Record<string, string>, prefix: string): Promise<string | undefined> {
  const courses = (await (await fetch(`${base}/api/front/courses?pageSize=100`, { headers })).json()) as { data: { guid: string; name: string }[] };
  return courses.data.find((c) => c.name.startsWith(prefix))?.guid;
}

/** Signs the demo teacher in; the headers of every signed-in call. */
export async function teacherHeaders(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/front/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', login_context: loginContext },
    body: JSON.stringify({ email: 'teacher@tiza.demo', password: 'tiza-demo' }),
  });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}`, login_context: loginContext };
}

/** A bare `node:http` hello in a process of its own: the floor any Node HTTP server stands on, on this machine now. */
function startHello(port: number): ChildProcess {
  const code = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'text/plain'); s.end('hello'); }).listen(${port}, '127.0.0.1');`;
  return spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
}

async function waitForHello(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the hello server did not start');
}

export async function benchApiOn(options: { databaseUrl?: string; seconds?: number; cpuProfDir?: string }): Promise<ApiBenchRun> {
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 8);
  const port = await freePort();
  const helloPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tiza-bench-api-'));
  const postgres = options.databaseUrl ? await createScratchDatabase(options.databaseUrl, 'tiza_bench_api') : undefined;
  const database = postgres ? 'PostgreSQL' : 'embedded PGlite';
  // One profile per thread (the main one is the largest), in a folder per database.
  const profile = options.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(options.cpuProfDir, postgres ? 'postgres' : 'pglite')}`] : [];
  // One process (node + the tsx loader), so stopping it stops the server (and writes its profile).
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', SPA_DIR: join(dataDir, 'no-spa'), LOG_LEVEL: 'warn', WORKERS: '1', LOGIN_RATE_LIMIT_MAX: '1000', ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
  });
  const helloServer = startHello(helloPort);
  try {
    await waitForHealth(base, Date.now() + 180_000, server);
    await waitForHello(`http://127.0.0.1:${helloPort}/`, Date.now() + 10_000);
    const auth = await teacherHeaders(base);
    const lesson = await richestLesson(base, auth);
    const gradebookCourse = await firstCourseNamed(base, auth, 'Lengua Castellana');
    const targets: Record<string, { path: string; headers?: Record<string, string> }> = { 'GET /api/front/courses': { path: '/api/front/courses' } };
    if (lesson) {
      targets['GET /api/front/courses/{guid}'] = { path: `/api/front/courses/${lesson.courseGuid}` };
      targets['GET /api/front/lessons/{guid}'] = { path: `/api/front/lessons/${lesson.lessonGuid}` };
      targets['GET /api/lms/courses/{guid}/resources'] = { path: `/api/lms/courses/${lesson.courseGuid}/resources` };
    }
    // The teacher's task list: every taught course's items with their hand-in counts.
    targets['GET /api/front/tasks (teacher)'] = { path: '/api/front/tasks' };
    if (gradebookCourse) targets['GET …/gradebook (demo course, gzip)'] = { path: `/api/front/courses/${gradebookCourse}/gradebook`, headers: { 'accept-encoding': 'gzip' } };

    console.log(`measuring API throughput on ${database} (${seconds} s per route, ${CONNECTIONS} connections)…`);
    // Warm every route once (JIT, statement caches), then measure. The machine's load drifts (other work shares it),
    // so /api/health is measured between every two reads and each read is compared with the two around it.
    for (const target of Object.values(targets)) await throughput(`${base}${target.path}`, { ...auth, ...target.headers }, 1);
    const helloUrl = `http://127.0.0.1:${helloPort}/`;
    const hello = [await throughput(helloUrl, {}, seconds)];
    const health = [await throughput(`${base}/api/health`, {}, seconds)];
    const reads: Record<string, Throughput & { healthRps: number }> = {};
    for (const [name, target] of Object.entries(targets)) {
      const read = await throughput(`${base}${target.path}`, { ...auth, ...target.headers }, seconds);
      health.push(await throughput(`${base}/api/health`, {}, seconds));
      reads[name] = { ...read, healthRps: Math.round(((health.at(-2)?.rps ?? 0) + (health.at(-1)?.rps ?? 0)) / 2) };
    }
    hello.push(await throughput(helloUrl, {}, seconds));
    const run: ApiBenchRun = { database, seconds, connections: CONNECTIONS, hello, health, reads, goals: [] };
    printApiBench(run);
    return run;
  } finally {
    await stopChild(server);
    await stopChild(helloServer);
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const row = (name: string, r: Throughput) => `  ${name.padEnd(44)} ${String(r.rps).padStart(6)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms   errors ${r.errors}`;

const mean = (runs: Throughput[]) => runs.reduce((sum, r) => sum + r.rps, 0) / Math.max(1, runs.length);
const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** Prints the figures, then each goal as met / NOT MET (and keeps the results in `run.goals`). */
function printApiBench(run: ApiBenchRun): void {
  const onPostgres = run.database === 'PostgreSQL';
  console.log(`\nAPI throughput (${run.seconds} s each, ${run.connections} connections, one server process, ${run.database})`);
  run.hello.forEach((h, i) => console.log(row(`bare node:http hello (${i === 0 ? 'first' : 'last'})`, h)));
  console.log(row('GET /api/health (first)', run.health[0] ?? { rps: 0, p50: 0, p99: 0, errors: 0 }));
  for (const [name, r] of Object.entries(run.reads)) console.log(`${row(name, r)}   (/api/health around it: ${r.healthRps} req/s)`);
  console.log(`\nGoals (issue 14, goal 1) on ${run.database}: each read against the /api/health measured just before and after it`);
  const goals: GoalResult[] = [];
  goals.push(checkGoal('GET /api/health vs bare node:http (means)', percent(mean(run.health), mean(run.hello)), { kind: 'min', value: 40, unit: ' %' }));
  for (const [name, r] of Object.entries(run.reads)) {
    goals.push(checkGoal(`${name} vs /api/health`, percent(r.rps, r.healthRps), { kind: 'min', value: 50, unit: ' %' }));
    if (onPostgres) goals.push(checkGoal(`${name} p99`, r.p99, { kind: 'max', value: 30, unit: ' ms' }));
    if (r.errors > 0) goals.push(checkGoal(`${name} errors`, r.errors, { kind: 'max', value: 0 }));
  }
  run.goals = goals;
}

/** PGlite, and PostgreSQL when BENCH_DATABASE_URL is set (BENCH_API_DATABASES=pglite or postgres runs one). */
export async function benchApi(): Promise<ApiBenchRun[]> {
  const only = process.env.BENCH_API_DATABASES;
  const url = process.env.BENCH_DATABASE_URL;
  const runs: ApiBenchRun[] = [];
  const cpuProfDir = process.env.BENCH_CPU_PROF;
  if (only !== 'postgres') runs.push(await benchApiOn({ cpuProfDir }));
  if (url && only !== 'pglite') runs.push(await benchApiOn({ databaseUrl: url, cpuProfDir }));
  return runs;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchApi();
}
