// A whole school at the bell: N students of many courses (30 a course) sign in, open their course's test, save every
// answer at the same moment, then submit at the same moment, against the server as `npm start` runs it (PostgreSQL
// with its default processes, or PGlite in its worker thread). Afterwards it counts in the database what was lost or
// doubled and reads each server process's peak memory. Also: the course list's req/s with 1 and with N processes.
// Alone: `npx tsx scripts/benchBell.ts` (BENCH_STUDENTS, BENCH_PORT, BENCH_DATABASE_URL, WORKERS, BENCH_CPU_PROF); scripts/bench.ts
// calls it. Figures are printed beside their goals (issue 14, goal 6), never asserted in tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseOptions } from '../server/src/db/Database';
import { answers, attempts, jobs } from '../server/src/db/schema';
import { BENCH_ANSWERS, BENCH_QUESTIONS, insertAssessment, insertCohort } from '../server/src/demo/benchCohort';
import { seedDemo } from '../server/src/demo/seed';
import { createScratchDatabase } from '../tests/support/scratchPostgres';
import { pool, waitForHealth } from './benchSupport';

export const loginContext = JSON.stringify({ tenant: 'tiza', surface: 'web' });
export const BENCH_PASSWORD = 'bench-password-0123';
const PER_COURSE = 30;

interface Latency {
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** What the failures were: HTTP status, or 0 for a connection closed or refused. */
  failures: Record<string, number>;
  /** CPU time the server processes spent in the phase (all processes together): what the phase costs, load aside. */
  serverCpuMs?: number;
  /** CPU time of the local PostgreSQL's processes in the phase (every database on it: other work on it counts too). */
  databaseCpuMs?: number;
}

export interface BellReport {
  database: string;
  processes: number;
  students: number;
  courses: number;
  signIn: Latency;
  open: Latency;
  save: Latency;
  submit: Latency;
  /** Same-key submits sent again at the same moment (a retry after a timeout) that answered 200. */
  retriesAnswered: number;
  lostSubmissions: number;
  duplicatedSubmissions: number;
  lostAnswers: number;
  /** Peak resident memory (VmHWM) of each server process, MB; the primary first. */
  peakRssMb: { pid: number; role: string; mb: number }[];
  wallMs: { saves: number; submits: number };
}

interface Sample {
  ms: number;
  ok: boolean;
  /** HTTP status; 0 when the connection failed; -1 when the step was skipped (an earlier one failed). */
  status: number;
}

function latency(samples: Sample[], serverCpuMs?: number, databaseCpuMs?: number): Latency {
  const sorted = samples.filter((s) => s.status >= 0).map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => (sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0));
  const failures: Record<string, number> = {};
  for (const s of samples) {
    if (s.ok) continue;
    const key = s.status < 0 ? 'skipped' : String(s.status);
    failures[key] = (failures[key] ?? 0) + 1;
  }
  return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted[sorted.length - 1] ?? 0), errors: samples.filter((s) => !s.ok).length, failures, serverCpuMs, databaseCpuMs };
}

async function timed<T>(request: () => Promise<Response>, expect: number, read?: (res: Response) => Promise<T>): Promise<Sample & { value?: T }> {
  const started = performance.now();
  try {
    const res = await request();
    const value = res.status === expect && read ? await read(res) : (await res.arrayBuffer(), undefined);
    return { ms: performance.now() - started, ok: res.status === expect, status: res.status, value };
  } catch {
    return { ms: performance.now() - started, ok: false, status: 0 };
  }
}

/** CPU time (user + system) of the processes so far, ms. */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      // gone
    }
  }
  return ticks * 10;
}

/** The processes of a PostgreSQL running on this machine (none when it runs elsewhere), from /proc. */
export function postgresProcesses(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The server process and the processes it forked (the cluster's workers), from /proc. */
export function processTree(root: number): { pid: number; role: string }[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        // tsx's esbuild service is a child too, but no server process.
        const esbuild = readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('esbuild');
        return ppid === root && !esbuild ? [{ pid: Number(name), role: 'worker' }] : [];
      } catch {
        return [];
      }
    });
  return [{ pid: root, role: children.length > 0 ? 'primary' : 'server' }, ...children];
}

function peakRssMb(pid: number): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Math.round(Number(kb ?? 0) / 1024);
  } catch {
    return 0;
  }
}

export interface Started {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function startServer(port: number, dataDir: string, databaseUrl: string | undefined, extraEnv: Record<string, string> = {}): Started {
  // BENCH_CPU_PROF=<folder>: a V8 CPU profile of every server process (and thread), written when it stops.
  const cpuProf = process.env.BENCH_CPU_PROF;
  const profile = cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${resolve(cpuProf)}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO: '1', SPA_DIR: join(dataDir, 'no-spa'), LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_MAX: '100000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...extraEnv },
  });
  return {
    base: `http://localhost:${port}`,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function benchBell(options: { databaseUrl?: string; students?: number; port?: number } = {}): Promise<BellReport> {
  const students = options.students ?? (options.databaseUrl ? 3000 : 1000);
  const port = options.port ?? 3330;
  const dataDir = mkdtempSync(join(tmpdir(), 'tiza-bench-bell-'));
  const postgres = options.databaseUrl ? await createScratchDatabase(options.databaseUrl, 'tiza_bench_bell') : undefined;
  const databaseOptions: DatabaseOptions = postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
  const courseCount = Math.ceil(students / PER_COURSE);

  // Seed before the server starts (PGlite is one process at a time): a course of 30 with its own test, 4 questions.
  const seeding = openDatabase(databaseOptions);
  await seeding.migrate();
  await seedDemo({ filesDir: join(dataDir, 'files') })(seeding.db);
  const passwordHash = await hash(BENCH_PASSWORD);
  const seats: { email: string; itemGuid: string; questionGuids: string[] }[] = [];
  for (let c = 0; c < courseCount; c++) {
    const count = Math.min(PER_COURSE, students - c * PER_COURSE);
    const cohort = await insertCohort(seeding.db, { tenantId: 'tiza', count, passwordHash, teacherEmail: 'teacher@tiza.demo', course: c + 1 });
    const test = await insertAssessment(seeding.db, { lessonGuid: cohort.lessonGuid, name: `Bell test ${c + 1}`, questions: BENCH_QUESTIONS, settings: { duration_minutes: 60, ranking_scale: 10 } });
    for (const email of cohort.emails) seats.push({ email, ...test });
  }
  await seeding.close();
  const itemGuids = [...new Set(seats.map((s) => s.itemGuid))];

  const server = startServer(port, dataDir, postgres?.url);
  try {
    await waitForHealth(server.base, Date.now() + 300_000);
    const processes = processTree(server.child.pid ?? 0);
    const pids = processes.map((p) => p.pid);
    const cpu: number[] = [cpuMs(pids)];
    // The database's CPU per phase too, when it runs here (its backends come and go: read them at each step).
    const dbCpu: number[] = [postgres ? cpuMs(postgresProcesses()) : 0];
    const call = (path: string, token: string | undefined, body: unknown, method = 'POST') =>
      fetch(`${server.base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', login_context: loginContext, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });

    // Sign-in is paced (password hashing is meant to be slow); opening the test comes all at once, as at the bell.
    const signIns = await pool(seats, 64, (seat) => timed(() => call('/api/front/auth/login', undefined, { email: seat.email, password: BENCH_PASSWORD }), 200, async (res) => ((await res.json()) as { token: string }).token));
    // Signing in is its own phase: its password hashing (native threads of the server process) is not the test's.
    cpu.push(cpuMs(pids));
    dbCpu.push(postgres ? cpuMs(postgresProcesses()) : 0);
    const opens = await Promise.all(
      seats.map((seat, i) => {
        const token = signIns[i]?.value;
        if (!token) return Promise.resolve({ ms: 0, ok: false, status: -1, value: undefined });
        return timed(() => call(`/api/front/assessments/${seat.itemGuid}/attempts`, token, {}), 201, async (res) => ((await res.json()) as { guid: string }).guid);
      }),
    );
    cpu.push(cpuMs(pids));
    dbCpu.push(postgres ? cpuMs(postgresProcesses()) : 0);

    // The bell: every student saves every answer at once, then every student submits at once (a tenth also retry).
    const skipped: Sample = { ms: 0, ok: false, status: -1 };
    let started = performance.now();
    const saves = await Promise.all(
      seats.map((seat, i) => {
        const token = signIns[i]?.value;
        const attempt = opens[i]?.value;
        if (!token || !attempt) return Promise.resolve(skipped);
        const batch = seat.questionGuids.map((guid, q) => ({ question_guid: guid, answer: BENCH_ANSWERS[q], revision: 1 }));
        return timed(() => call(`/api/front/attempts/${attempt}/answers`, token, { answers: batch }, 'PUT'), 200);
      }),
    );
    const savesMs = performance.now() - started;
    cpu.push(cpuMs(pids));
    dbCpu.push(postgres ? cpuMs(postgresProcesses()) : 0);
    const keys = seats.map(() => randomUUID());
    const submit = (i: number) => {
      const token = signIns[i]?.value;
      const attempt = opens[i]?.value;
      if (!token || !attempt) return Promise.resolve(skipped);
      return timed(() => call(`/api/front/attempts/${attempt}/submit`, token, { submission_key: keys[i] }), 200);
    };
    started = performance.now();
    const submits = await Promise.all([...seats.map((_, i) => submit(i)), ...seats.map((_, i) => i).filter((i) => i % 10 === 0).map(submit)]);
    const submitsMs = performance.now() - started;
    cpu.push(cpuMs(pids));
    dbCpu.push(postgres ? cpuMs(postgresProcesses()) : 0);
    const retries = submits.slice(students);
    const peaks = processes.map((p) => ({ ...p, mb: peakRssMb(p.pid) }));
    await server.stop();

    const check = openDatabase(databaseOptions);
    try {
      const count = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
      const n = sql<number>`count(*)::int`;
      const submitted = await count(check.db.select({ n }).from(attempts).where(and(inArray(attempts.itemGuid, itemGuids), eq(attempts.status, 'submitted'))));
      const allAttempts = await count(check.db.select({ n }).from(attempts).where(inArray(attempts.itemGuid, itemGuids)));
      const evaluated = await count(check.db.select({ n }).from(jobs).where(and(inArray(jobs.itemGuid, itemGuids), eq(jobs.status, 'evaluated'), eq(jobs.score, 10))));
      const kept = await count(
        check.db
          .select({ n })
          .from(answers)
          .innerJoin(attempts, eq(attempts.guid, answers.attemptGuid))
          .where(and(inArray(attempts.itemGuid, itemGuids), gt(answers.revision, 0), eq(answers.outcome, 'correct'))),
      );
      return {
        database: postgres ? 'PostgreSQL' : 'embedded PGlite',
        processes: processes.length > 1 ? processes.length - 1 : 1,
        students,
        courses: courseCount,
        signIn: latency(signIns, (cpu[1] ?? 0) - (cpu[0] ?? 0), postgres ? (dbCpu[1] ?? 0) - (dbCpu[0] ?? 0) : undefined),
        open: latency(opens, (cpu[2] ?? 0) - (cpu[1] ?? 0), postgres ? (dbCpu[2] ?? 0) - (dbCpu[1] ?? 0) : undefined),
        save: latency(saves, (cpu[3] ?? 0) - (cpu[2] ?? 0), postgres ? (dbCpu[3] ?? 0) - (dbCpu[2] ?? 0) : undefined),
        submit: latency(submits.slice(0, students), (cpu[4] ?? 0) - (cpu[3] ?? 0), postgres ? (dbCpu[4] ?? 0) - (dbCpu[3] ?? 0) : undefined),
        retriesAnswered: retries.filter((r) => r.ok).length,
        lostSubmissions: Math.max(0, students - Math.min(submitted, evaluated)),
        duplicatedSubmissions: Math.max(0, allAttempts - students),
        lostAnswers: Math.max(0, students * BENCH_QUESTIONS.length - kept),
        peakRssMb: peaks,
        wallMs: { saves: Math.round(savesMs), submits: Math.round(submitsMs) },
      };
    } finally {
      await check.close();
    }
  } finally {
    await server.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface ProcessScaling {
  database: string;
  rps: { processes: number; rps: number; p99: number; errors: number }[];
}

/** GET /api/front/courses (signed in as the demo teacher), 10 connections, with 1 and with N server processes. */
export async function benchCourseListScaling(options: { databaseUrl: string; port?: number; seconds?: number; processes?: number }): Promise<ProcessScaling> {
  const port = options.port ?? 3331;
  const counts = [...new Set([1, options.processes ?? (Number(process.env.WORKERS) || availableParallelism())])];
  const rps: ProcessScaling['rps'] = [];
  for (const processes of counts) {
    const dataDir = mkdtempSync(join(tmpdir(), 'tiza-bench-scaling-'));
    const postgres = await createScratchDatabase(options.databaseUrl, 'tiza_bench_scaling');
    const server = startServer(port, dataDir, postgres.url, { WORKERS: String(processes) });
    try {
      await waitForHealth(server.base, Date.now() + 300_000);
      const login = await fetch(`${server.base}/api/front/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', login_context: loginContext },
        body: JSON.stringify({ email: 'teacher@tiza.demo', password: 'tiza-demo' }),
      });
      const { token } = (await login.json()) as { token: string };
      const result = await autocannon({ url: `${server.base}/api/front/courses`, connections: 10, duration: options.seconds ?? 8, headers: { authorization: `Bearer ${token}`, login_context: loginContext } });
      rps.push({ processes, rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx });
    } finally {
      await server.stop();
      await postgres.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { database: 'PostgreSQL', rps };
}

/** "figure vs goal: met/not met", one line. */
export function goal(name: string, figure: string, target: string, met: boolean): string {
  return `  ${name.padEnd(34)} ${figure.padStart(10)}  vs ${target.padEnd(9)} ${met ? 'met' : 'NOT MET'}`;
}

export function printBell(report: BellReport): void {
  const l = (x: Latency) =>
    `p50 ${x.p50} ms, p99 ${x.p99} ms, max ${x.max} ms, errors ${x.errors}${x.errors > 0 ? ` (${Object.entries(x.failures).map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}` +
    (x.serverCpuMs === undefined ? '' : `; server CPU ${x.serverCpuMs} ms`) +
    (x.databaseCpuMs === undefined ? '' : `; database CPU ${x.databaseCpuMs} ms`);
  const pg = report.database === 'PostgreSQL';
  console.log(`\nThe bell: ${report.students} students of ${report.courses} courses at once (${report.database}, ${report.processes} server process${report.processes > 1 ? 'es' : ''})`);
  console.log(`  sign in (64 at a time)  ${l(report.signIn)}`);
  console.log(`  open the test (at once) ${l(report.open)}`);
  console.log(`  save every answer       ${l(report.save)}   wall ${report.wallMs.saves} ms`);
  console.log(`  submit                  ${l(report.submit)}   wall ${report.wallMs.submits} ms; same-key retries answered 200: ${report.retriesAnswered}`);
  for (const p of report.peakRssMb) console.log(`  peak RSS ${p.role.padEnd(8)} pid ${String(p.pid).padEnd(8)} ${p.mb} MB`);
  const errors = report.signIn.errors + report.open.errors + report.save.errors + report.submit.errors;
  const worst = Math.max(...report.peakRssMb.map((p) => p.mb));
  console.log('  figure vs goal:');
  console.log(goal('errors', String(errors), '0', errors === 0));
  console.log(goal('lost or duplicated submissions', String(report.lostSubmissions + report.duplicatedSubmissions), '0', report.lostSubmissions + report.duplicatedSubmissions === 0));
  console.log(goal('lost answers', String(report.lostAnswers), '0', report.lostAnswers === 0));
  if (pg) {
    console.log(goal('saves p99', `${report.save.p99} ms`, '≤ 2000 ms', report.save.p99 <= 2000));
    console.log(goal('submits p99', `${report.submit.p99} ms`, '≤ 5000 ms', report.submit.p99 <= 5000));
  }
  console.log(goal('peak RSS of a server process', `${worst} MB`, '< 512 MB', worst < 512));
}

export function printScaling(report: ProcessScaling): void {
  console.log(`\nGET /api/front/courses by server processes (${report.database}, 10 connections)`);
  for (const r of report.rps) console.log(`  ${r.processes} process${r.processes > 1 ? 'es' : '  '} ${String(r.rps).padStart(6)} req/s   p99 ${r.p99} ms   errors ${r.errors}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const students = process.env.BENCH_STUDENTS ? Number(process.env.BENCH_STUDENTS) : undefined;
  const port = Number(process.env.BENCH_PORT ?? 3330);
  printBell(await benchBell({ databaseUrl, students, port }));
  if (databaseUrl) printScaling(await benchCourseListScaling({ databaseUrl, port: port + 1 }));
}
