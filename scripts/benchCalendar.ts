// The calendar's month (issue 15): a teacher with six courses of their own besides the demo's — each with a class every
// weekday and seventy dated pieces of work in the month — asks for the month grid's six weeks. On the server: the answer
// one request at a time (goal ≤ 50 ms on PostgreSQL); in Chromium: from that answer's last byte to the first frame after
// the month grid's entries are in the page (goal ≤ 200 ms). Printed beside their goals; never asserted in tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hash } from '@node-rs/argon2';
import { chromium } from '@playwright/test';
import { addDays } from '../src/domain/calendar/calendarDate';
import { schoolToday } from '../src/domain/calendar/monthGrid';
import { monthWeeks } from '../src/domain/calendar/schoolDays';
import { openDatabase, type DatabaseOptions } from '../server/src/db/Database';
import { courseTimetables, lessonItems } from '../server/src/db/schema';
import { insertCohort } from '../server/src/demo/benchCohort';
import { seedDemo } from '../server/src/demo/seed';
import { createScratchDatabase } from '../tests/support/scratchPostgres';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { signInDemoTeacher, waitForHealth } from './benchSupport';

const loginContext = JSON.stringify({ tenant: 'tiza', surface: 'web' });
const COURSES = 6;
const ITEMS_PER_COURSE = 70;

export interface CalendarBenchRun {
  database: string;
  events: number;
  coldMs: number;
  warmMs: number;
  warmP95: number;
  /** From the answer's end to the grid's entries in the DOM (commit) and the first frame after (render), median of 5. */
  browser?: { commitMs: number; renderMs: number; chips: number };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The month grid's days around today, as the page asks for them (weeks from Monday). */
function monthRange(today: string): { from: string; to: string } {
  const weeks = monthWeeks(`${today.slice(0, 7)}-01`, 1);
  return { from: weeks[0]?.[0]?.date ?? today, to: weeks[weeks.length - 1]?.[6]?.date ?? today };
}

async function seed(databaseOptions: DatabaseOptions, dataDir: string, range: { from: string; to: string }): Promise<void> {
  const db = openDatabase(databaseOptions);
  await db.migrate();
  await seedDemo({ filesDir: join(dataDir, 'files') })(db.db);
  const passwordHash = await hash('bench-password');
  const slots = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, starts: '09:00', ends: '09:55', room: 'Aula 1' }));
  for (let course = 0; course < COURSES; course += 1) {
    const cohort = await insertCohort(db.db, { tenantId: 'tiza', count: 20, passwordHash, teacherEmail: 'teacher@tiza.demo', course: 500 + course, emailPrefix: 'calendar' });
    await db.db.insert(courseTimetables).values({
      courseGuid: cohort.courseGuid,
      tenantId: 'tiza',
      startsOn: addDays(range.from, -30),
      endsOn: addDays(range.to, 30),
      slots: slots.map((slot) => ({ ...slot, starts: `${String(9 + course).padStart(2, '0')}:00`, ends: `${String(9 + course).padStart(2, '0')}:55` })),
    });
    const first = Date.parse(`${range.from}T08:00:00Z`);
    await db.db.insert(lessonItems).values(
      Array.from({ length: ITEMS_PER_COURSE }, (_, i) => ({
        lessonGuid: cohort.lessonGuid,
        name: `Tarea ${course + 1}.${i + 1}`,
        contentType: 'CTTY_14',
        position: i,
        isEvaluable: true,
        published: true,
        deliverAt: new Date(first + Math.floor((i * 41 * 86_400_000) / ITEMS_PER_COURSE)),
        data: { instructions_html: '<p>Bench</p>', accepts_text: true, accepts_files: false },
      })),
    );
  }
  await db.close();
}

async function measureMonth(base: string): Promise<CalendarBenchRun['browser']> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 900 } });
    // Stamps the moment the month grid holds its entries, and the first frame after it (style, layout, paint).
    await context.addInitScript(() => {
      const w = window as unknown as { __monthCommit?: number; __monthFrame?: number };
      const observer = new MutationObserver(() => {
        if (w.__monthCommit !== undefined || document.querySelector('.cal-month .cal-chip') === null) return;
        w.__monthCommit = performance.now();
        requestAnimationFrame(() => setTimeout(() => (w.__monthFrame = performance.now()), 0));
      });
      document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
    });
    const page = await context.newPage();
    await signInDemoTeacher(page, base);
    const commits: number[] = [];
    const renders: number[] = [];
    let chips = 0;
    for (let run = 0; run < 5; run += 1) {
      await page.goto(`${base}/calendar`);
      await page.waitForFunction(() => (window as unknown as { __monthFrame?: number }).__monthFrame !== undefined, undefined, { timeout: 60_000 });
      const [commitMs = Number.NaN, renderMs = Number.NaN] = await page.evaluate(() => {
        const w = window as unknown as { __monthCommit: number; __monthFrame: number };
        const entry = performance.getEntriesByType('resource').find((e) => /\/front\/calendar\?/.test(e.name)) as PerformanceResourceTiming | undefined;
        return entry ? [w.__monthCommit - entry.responseEnd, w.__monthFrame - entry.responseEnd] : [Number.NaN, Number.NaN];
      });
      commits.push(commitMs);
      renders.push(renderMs);
      chips = await page.locator('.cal-month .cal-chip').count();
    }
    return { commitMs: Math.round(median(commits)), renderMs: Math.round(median(renders)), chips };
  } finally {
    await browser.close();
  }
}

export async function benchCalendarRun(options: { port?: number; databaseUrl?: string } = {}): Promise<CalendarBenchRun> {
  const port = options.port ?? 3700;
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tiza-bench-calendar-'));
  const postgres = options.databaseUrl ? await createScratchDatabase(options.databaseUrl, 'tiza_bench_calendar') : undefined;
  const databaseOptions: DatabaseOptions = postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
  const range = monthRange(schoolToday(new Date(), 'Europe/Madrid'));
  await seed(databaseOptions, dataDir, range);
  const spaDir = existsSync('dist/index.html') ? 'dist' : join(dataDir, 'no-spa');
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), CONTENT_PORT: String(port + 1), DATA_DIR: dataDir, DEMO: '1', SPA_DIR: spaDir, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_MAX: '1000', WORKERS: '1', ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
  });
  try {
    await waitForHealth(base, Date.now() + 180_000);
    const login = await fetch(`${base}/api/front/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', login_context: loginContext },
      body: JSON.stringify({ email: 'teacher@tiza.demo', password: 'tiza-demo' }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, login_context: loginContext, 'accept-encoding': 'gzip' };
    const url = `${base}/api/front/calendar?from=${range.from}&to=${range.to}`;
    const started = performance.now();
    const first = await fetch(url, { headers });
    const body = (await first.json()) as { data: unknown[] };
    const coldMs = Math.round(performance.now() - started);
    if (!first.ok) throw new Error(`calendar: ${first.status}`);
    const warm: number[] = [];
    for (let i = 0; i < 35; i += 1) {
      const t0 = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      if (i >= 5) warm.push(performance.now() - t0);
    }
    warm.sort((a, b) => a - b);
    const run: CalendarBenchRun = {
      database: postgres ? 'PostgreSQL' : 'embedded PGlite',
      events: body.data.length,
      coldMs,
      warmMs: Math.round(median(warm) * 10) / 10,
      warmP95: Math.round((warm[Math.floor(warm.length * 0.95)] ?? Number.NaN) * 10) / 10,
    };
    if (spaDir === 'dist') run.browser = await measureMonth(base);
    return run;
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function goalLine(what: string, value: number, goal: number, unit: string, detail = ''): string {
  const met = Number.isFinite(value) && value <= goal;
  return `  ${met ? '✓ met    ' : '✗ not met'}  ${what}: ${value} ${unit} (goal ≤ ${goal} ${unit})${detail ? `; ${detail}` : ''}`;
}

export function printCalendarBench(runs: readonly CalendarBenchRun[]): void {
  for (const run of runs) {
    console.log(`\nCalendar: a teacher's month grid with ${COURSES} more courses (${run.events} entries, ${run.database}): cold ${run.coldMs} ms`);
    const detail = `p95 ${run.warmP95} ms`;
    if (run.database === 'PostgreSQL') console.log(goalLine('GET /front/calendar, the month, warm, one at a time, median', run.warmMs, 50, 'ms', detail));
    else console.log(`  (no goal)  GET /front/calendar, the month, warm, one at a time, median: ${run.warmMs} ms; ${detail}`);
    if (run.browser) console.log(goalLine(`month grid's first frame after the answer (${run.database}), median of 5`, run.browser.renderMs, 200, 'ms', `${run.browser.chips} entries in the grid at ${run.browser.commitMs} ms`));
  }
}

export async function benchCalendar(options: { port?: number; databaseUrl?: string } = {}): Promise<CalendarBenchRun[]> {
  const runs = [await benchCalendarRun({ port: options.port })];
  if (options.databaseUrl) runs.push(await benchCalendarRun({ port: options.port, databaseUrl: options.databaseUrl }));
  return runs;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printCalendarBench(await benchCalendar({ port: Number(process.env.BENCH_PORT ?? 3700), databaseUrl: process.env.BENCH_DATABASE_URL }));
}
