// A class submitting a test at the bell: N students (500) save their answers, then all submit at the same moment,
// against the real server (PGlite, or PostgreSQL with BENCH_DATABASE_URL). Reports p50/p99 of saves and submits and
// checks afterwards, in the database, that nothing was lost or doubled: N submitted attempts, N jobs, every answer.
// Alone: `npx tsx scripts/benchAssessments.ts` (BENCH_STUDENTS, BENCH_PORT, BENCH_DATABASE_URL); scripts/bench.ts may
// call benchAssessments().
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hash } from '@node-rs/argon2';
import { and, eq, gt, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseOptions } from '../server/src/db/Database';
import { answers, attempts, jobs } from '../server/src/db/schema';
import { BENCH_ANSWERS, BENCH_QUESTIONS, insertAssessment, insertCohort } from '../server/src/demo/benchCohort';
import { seedDemo } from '../server/src/demo/seed';
import { createScratchDatabase } from '../tests/support/scratchPostgres';
import { pool, waitForHealth } from './benchSupport';

const loginContext = JSON.stringify({ tenant: 'tiza', surface: 'web' });
const BENCH_PASSWORD = 'bench-password-0123';

export interface Latency {
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

export interface AssessmentBenchReport {
  database: string;
  students: number;
  save: Latency;
  submit: Latency;
  /** Duplicate submits (a retry with the same key, sent at the same moment) that answered 200. */
  retriesAnswered: number;
  submittedAttempts: number;
  jobs: number;
  savedAnswers: number;
  lostSubmissions: number;
  duplicatedSubmissions: number;
  lostAnswers: number;
  wallMs: { saves: number; submits: number };
}

function latency(samples: number[], errors: number): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0));
  return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted[sorted.length - 1] ?? 0), errors };
}

async function timed(request: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  try {
    const res = await request();
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

export async function benchAssessments(options: { databaseUrl?: string; students?: number; port?: number } = {}): Promise<AssessmentBenchReport> {
  const students = options.students ?? 500;
  const port = options.port ?? 3300;
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tiza-bench-assessments-'));
  const postgres = options.databaseUrl ? await createScratchDatabase(options.databaseUrl, 'tiza_bench_assess') : undefined;
  const databaseOptions: DatabaseOptions = postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') };

  // Seed before the server starts: PGlite is one process at a time.
  const seeding = openDatabase(databaseOptions);
  await seeding.migrate();
  await seedDemo({ filesDir: join(dataDir, 'files') })(seeding.db);
  const cohort = await insertCohort(seeding.db, { tenantId: 'tiza', count: students, passwordHash: await hash(BENCH_PASSWORD), teacherEmail: 'teacher@tiza.demo' });
  const { itemGuid, questionGuids } = await insertAssessment(seeding.db, { lessonGuid: cohort.lessonGuid, name: 'Bench test', questions: BENCH_QUESTIONS, settings: { duration_minutes: 60, ranking_scale: 10 } });
  await seeding.close();

  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO: '1', SPA_DIR: join(dataDir, 'no-spa'), LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_MAX: '100000', WORKERS: '1', ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
  });
  const stopServer = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(base, Date.now() + 180_000);
    const post = (path: string, token: string | undefined, body: unknown, method = 'POST') =>
      fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', login_context: loginContext, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    const tokens = await pool(cohort.emails, 16, async (email) => {
      const res = await post('/api/front/auth/login', undefined, { email, password: BENCH_PASSWORD });
      if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
      return ((await res.json()) as { token: string }).token;
    });
    const attemptGuids = await pool(tokens, 32, async (token) => {
      const res = await post(`/api/front/assessments/${itemGuid}/attempts`, token, {});
      if (res.status !== 201) throw new Error(`start: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { guid: string }).guid;
    });
    const batch = questionGuids.map((guid, i) => ({ question_guid: guid, answer: BENCH_ANSWERS[i], revision: 1 }));

    // The bell: every student saves at once, then every student submits at once (a tenth also retry at once).
    let started = performance.now();
    const saves = await Promise.all(attemptGuids.map((guid, i) => timed(() => post(`/api/front/attempts/${guid}/answers`, tokens[i], { answers: batch }, 'PUT'))));
    const savesMs = performance.now() - started;
    const keys = attemptGuids.map(() => randomUUID());
    started = performance.now();
    const submits = await Promise.all([
      ...attemptGuids.map((guid, i) => timed(() => post(`/api/front/attempts/${guid}/submit`, tokens[i], { submission_key: keys[i] }))),
      ...attemptGuids.filter((_, i) => i % 10 === 0).map((guid, j) => timed(() => post(`/api/front/attempts/${guid}/submit`, tokens[j * 10], { submission_key: keys[j * 10] }))),
    ]);
    const submitsMs = performance.now() - started;
    const firstSubmits = submits.slice(0, students);
    const retries = submits.slice(students);
    await stopServer();

    const check = openDatabase(databaseOptions);
    try {
      const count = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
      const submittedAttempts = await count(check.db.select({ n: sql<number>`count(*)::int` }).from(attempts).where(and(eq(attempts.itemGuid, itemGuid), eq(attempts.status, 'submitted'))));
      const allAttempts = await count(check.db.select({ n: sql<number>`count(*)::int` }).from(attempts).where(eq(attempts.itemGuid, itemGuid)));
      const jobCount = await count(check.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(and(eq(jobs.itemGuid, itemGuid), eq(jobs.status, 'evaluated'), eq(jobs.score, 10))));
      const savedAnswers = await count(
        check.db
          .select({ n: sql<number>`count(*)::int` })
          .from(answers)
          .innerJoin(attempts, eq(attempts.guid, answers.attemptGuid))
          .where(and(eq(attempts.itemGuid, itemGuid), gt(answers.revision, 0), eq(answers.outcome, 'correct'))),
      );
      return {
        database: postgres ? 'PostgreSQL' : 'embedded PGlite',
        students,
        save: latency(saves.map((s) => s.ms), saves.filter((s) => s.status !== 200).length),
        submit: latency(firstSubmits.map((s) => s.ms), firstSubmits.filter((s) => s.status !== 200).length),
        retriesAnswered: retries.filter((s) => s.status === 200).length,
        submittedAttempts,
        jobs: jobCount,
        savedAnswers,
        lostSubmissions: Math.max(0, students - submittedAttempts),
        duplicatedSubmissions: Math.max(0, allAttempts - students),
        lostAnswers: Math.max(0, students * questionGuids.length - savedAnswers),
        wallMs: { saves: Math.round(savesMs), submits: Math.round(submitsMs) },
      };
    } finally {
      await check.close();
    }
  } finally {
    await stopServer();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printAssessmentBench(report: AssessmentBenchReport): void {
  const line = (name: string, l: Latency) => `  ${name.padEnd(8)} p50 ${String(l.p50).padStart(5)} ms   p99 ${String(l.p99).padStart(5)} ms   max ${String(l.max).padStart(5)} ms   errors ${l.errors}`;
  console.log(`\nAssessments: ${report.students} students at once (${report.database}, one server process)`);
  console.log(line('saves', report.save));
  console.log(line('submits', report.submit));
  console.log(`  wall: saves ${report.wallMs.saves} ms, submits ${report.wallMs.submits} ms; same-key retries answered 200: ${report.retriesAnswered}`);
  console.log(`  check: ${report.submittedAttempts} submitted attempts, ${report.jobs} evaluated jobs at 10, ${report.savedAnswers} answers kept`);
  console.log(`  lost submissions ${report.lostSubmissions}, duplicated ${report.duplicatedSubmissions}, lost answers ${report.lostAnswers}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = await benchAssessments({ databaseUrl: process.env.BENCH_DATABASE_URL, students: Number(process.env.BENCH_STUDENTS ?? 500), port: Number(process.env.BENCH_PORT ?? 3300) });
  printAssessmentBench(report);
}
