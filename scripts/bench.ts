// `npm run bench`: what a user's browser downloads per route (gzip), and API throughput on this machine (benchApi.ts).
// Figures are printed and written to bench-results/latest.json; they are never asserted in tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { benchAssessments, printAssessmentBench, type AssessmentBenchReport } from './benchAssessments';
import { benchCalendar, printCalendarBench } from './benchCalendar';
import { benchGradebook, printGradebookBench } from './benchGradebook';
import { benchLighthouse, printLighthouseBench, printWeightGoals } from './benchLighthouse';
import { benchBell, benchCourseListScaling, printBell, printScaling } from './benchBell';
import { benchStreams, printStreams } from './benchStreams';
import { benchLiveRounds, printLiveRounds } from './benchLiveRounds';
import { benchClasses, benchProjectionTap, printClasses, printProjectionTap } from './benchProjection';
import { benchApi, firstCourseNamed, richestLesson, teacherHeaders } from './benchApi';
import { benchXapi, printXapiBench } from './benchXapi';
import { createScratchDatabase } from '../tests/support/scratchPostgres';
import { chromium, type Page } from '@playwright/test';
import { waitForHealth } from './benchSupport';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

function gzipOf(pathname: string): number {
  const file = join('dist', decodeURIComponent(pathname));
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

/** gzip bytes fetched; `pdf` tells whether one of the chunks holds pdf.js (by its content). */
function holdsPdfEngine(pathname: string): boolean {
  const file = join('dist', decodeURIComponent(pathname));
  return existsSync(file) && readFileSync(file, 'utf8').includes('GlobalWorkerOptions');
}

type Weight = { js: number; css: number; files: number; pdf: boolean };

/** Runs `load` in a fresh Chromium page and sums the gzip size of the JS and CSS it fetched from our origin. */
async function measure(prepare: (page: Page) => Promise<void>, load: (page: Page) => Promise<unknown>): Promise<Weight> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await (await browser.newContext()).newPage();
    await prepare(page);
    const assets = new Set<string>();
    let lastAsset = Date.now();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === base && /\.(js|css)$/.test(url.pathname)) {
        assets.add(url.pathname);
        lastAsset = Date.now();
      }
    });
    await load(page);
    // Signed-in pages keep a stream open (notifications), so the network is never idle: the load is over once no
    // script or style sheet has been asked for during a whole second.
    while (Date.now() - lastAsset < 1000) await page.waitForTimeout(250);
    const weight: Weight = { js: 0, css: 0, files: assets.size, pdf: false };
    for (const asset of assets) {
      weight[asset.endsWith('.js') ? 'js' : 'css'] += gzipOf(asset);
      if (asset.endsWith('.js') && holdsPdfEngine(asset)) weight.pdf = true;
    }
    return weight;
  } finally {
    await browser.close();
  }
}

const loginWeight = () => measure(async () => {}, (page) => page.goto(`${base}/auth/login`, { waitUntil: 'load' }));

// Signs in through the real login form, then measures a cold load of `path` (what a bookmark or a reload costs).
const signedInWeight = (path: string, ready?: (page: Page) => Promise<unknown>) =>
  measure(
    async (page) => {
      await page.goto(`${base}/auth/login`);
      await page.locator('input[name="email"]').fill('teacher@tiza.demo');
      await page.locator('input[name="password"]').fill('tiza-demo');
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL('**/home');
      if (path !== '/home') await page.goto(`${base}${path}`);
    },
    async (page) => {
      await page.reload({ waitUntil: 'load' });
      await ready?.(page);
    },
  );

async function main(): Promise<void> {
  if (spawnSync('npx', ['rsbuild', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  const dataDir = mkdtempSync(join(tmpdir(), 'tiza-bench-'));
  // BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) runs this server on PostgreSQL (route weights do not depend on it).
  const postgres = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'tiza_bench') : undefined;
  // One process (node + the tsx loader), so stopping it stops the server.
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO: '1', SPA_DIR: 'dist', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_MAX: '1000', ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
  });
  const stop = () => server.kill('SIGTERM');
  process.once('SIGINT', () => { stop(); process.exit(130); });
  process.once('SIGTERM', () => { stop(); process.exit(143); });
  try {
    await waitForHealth(base, Date.now() + 120_000);
    console.log('server up; measuring route weights in Chromium…');
    const auth = await teacherHeaders(base);
    const loginRoute = await loginWeight();
    const routes: Record<string, Weight> = { '/auth/login': loginRoute, '/home': await signedInWeight('/home') };
    const lesson = await richestLesson(base, auth);
    if (lesson) {
      routes['/course/{guid}'] = await signedInWeight(`/course/${lesson.courseGuid}`);
      routes['lesson page'] = await signedInWeight(`/course/${lesson.courseGuid}/lesson/${lesson.lessonGuid}`);
      // One viewer per kind; each waits for its player or canvas so the lazy chunks are counted.
      const viewers: Record<string, { code: string; ready: string }> = {
        'viewer: PDF': { code: 'CTTY_05', ready: 'canvas' },
        'viewer: video': { code: 'CTTY_03', ready: 'video' },
        'viewer: book': { code: 'CTTY_02', ready: 'nav' },
        'viewer: assignment': { code: 'CTTY_14', ready: 'h1' },
      };
      for (const [name, { code, ready }] of Object.entries(viewers)) {
        const item = lesson.items.find((i) => i.content_type === code);
        if (item) routes[name] = await signedInWeight(`/viewer/${item.guid}`, (page) => page.locator(ready).first().waitFor({ timeout: 15_000 }).catch(() => undefined));
      }
      routes['resources'] = await signedInWeight(`/course/${lesson.courseGuid}/resources`);
    }
    // The gradebook: the grid of the demo course that has one, and its graphics area (chart.js, a lazy chunk).
    const gradebookCourse = await firstCourseNamed(base, auth, 'Lengua Castellana');
    if (gradebookCourse) {
      routes['/course/{guid}/grades'] = await signedInWeight(`/course/${gradebookCourse}/grades`, (page) => page.getByRole('grid').waitFor({ timeout: 15_000 }).catch(() => undefined));
      routes['grades: graphics'] = await signedInWeight(`/course/${gradebookCourse}/grades?area=graphics`, (page) => page.locator('canvas').first().waitFor({ timeout: 15_000 }).catch(() => undefined));
    }
    // The question lab: its page and the lazy chunk of the question type it opens on.
    routes['/lemon-test'] = await signedInWeight('/lemon-test', (page) => page.locator('fieldset, [role="radiogroup"]').first().waitFor({ timeout: 15_000 }).catch(() => undefined));
    // Lighthouse on the first screens (scripts/benchLighthouse.ts), before the API load tests heat the machine.
    const lighthouseReport = process.env.BENCH_SKIP_LIGHTHOUSE === '1' ? undefined : await benchLighthouse({ base });
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const report = {
      date: new Date().toISOString(),
      machine: `${process.platform} ${process.arch}, node ${process.version}`,
      routes,
      // Whether any chunk of the /home load holds the PDF engine (it must not).
      pdfEngineInHome: routes['/home'] ? routes['/home'].pdf : undefined,
      lighthouse: lighthouseReport,
    };
    console.log('\nWhat the browser downloads (gzip, JS + CSS fetched on a cold load)');
    for (const [route, w] of Object.entries(report.routes)) console.log(`  ${route.padEnd(20)} JS ${kb(w.js).padStart(9)}   CSS ${kb(w.css).padStart(8)}   (${w.files} files${w.pdf ? ', PDF engine' : ''})`);
    printWeightGoals(report.routes);
    if (lighthouseReport) printLighthouseBench(lighthouseReport);
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/latest.json', JSON.stringify(report, null, 2));
    console.log('\nWritten to bench-results/latest.json');
  } finally {
    stop();
    if (server.exitCode === null && server.signalCode === null) await new Promise((resolve) => server.once('exit', resolve));
    await postgres?.drop();
  }
}

/** 500 students save and submit a test at the same moment: on PGlite, and on PostgreSQL when a URL is given. */
async function assessmentsBurst(): Promise<void> {
  const students = Number(process.env.BENCH_STUDENTS ?? 500);
  const runs: AssessmentBenchReport[] = [await benchAssessments({ students, port: port + 100 })];
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) runs.push(await benchAssessments({ students, port: port + 100, databaseUrl: postgresUrl }));
  for (const run of runs) printAssessmentBench(run);
  const file = 'bench-results/latest.json';
  const report = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(file, JSON.stringify({ ...report, assessments: runs }, null, 2));
}

/** The gradebook: the domain over a school of 1,000 × 60, and a course of 40 × 120 on the server and in Chromium. */
async function gradebook(): Promise<void> {
  const report = await benchGradebook({ port: port + 200, databaseUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL });
  printGradebookBench(report);
  const file = 'bench-results/latest.json';
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(file, JSON.stringify({ ...previous, gradebook: report }, null, 2));
}

/** A whole school at the bell: 1,000 students on PGlite, 3,000 on PostgreSQL with its default processes; the course list by processes. */
async function bell(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const students = process.env.BENCH_BELL_STUDENTS ? Number(process.env.BENCH_BELL_STUDENTS) : undefined;
  const runs = [await benchBell({ port: port + 300, students })];
  if (postgresUrl) runs.push(await benchBell({ port: port + 300, students, databaseUrl: postgresUrl }));
  for (const run of runs) printBell(run);
  const scaling = postgresUrl ? await benchCourseListScaling({ databaseUrl: postgresUrl, port: port + 301, seconds }) : undefined;
  if (scaling) printScaling(scaling);
  const file = 'bench-results/latest.json';
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(file, JSON.stringify({ ...previous, bell: runs, processes: scaling }, null, 2));
}

/** The calendar's month for a teacher with six more courses (about 700 entries): the answer and the grid's first frame. */
async function calendar(): Promise<void> {
  const runs = await benchCalendar({ port: port + 500, databaseUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL });
  printCalendarBench(runs);
  const file = 'bench-results/latest.json';
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(file, JSON.stringify({ ...previous, calendar: runs }, null, 2));
}

/** 1,000 notification streams held open, a board post reaching them all: on PGlite, and on PostgreSQL when a URL is given. */
async function streams(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const count = process.env.BENCH_STREAMS ? Number(process.env.BENCH_STREAMS) : undefined;
  const runs = [await benchStreams({ port: port + 400, streams: count })];
  if (postgresUrl) runs.push(await benchStreams({ port: port + 400, streams: count, databaseUrl: postgresUrl }));
  for (const run of runs) printStreams(run);
  const file = 'bench-results/latest.json';
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(file, JSON.stringify({ ...previous, streams: runs }, null, 2));
}

/** A live question relayed to 40 connected students, on PGlite and on PostgreSQL when a URL is given (scripts/benchLiveRounds.ts). */
async function liveRounds(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const runs = [await benchLiveRounds()];
  if (postgresUrl) runs.push(await benchLiveRounds({ databaseUrl: postgresUrl }));
  for (const run of runs) run.goals = printLiveRounds(run);
  const file = 'bench-results/latest.json';
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(file, JSON.stringify({ ...previous, liveRounds: runs }, null, 2));
}

/** Projection in class: a remote's tap to the projector's paint in Chromium, and 30 classes projecting at once (scripts/benchProjection.ts). */
async function projection(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const tap = await benchProjectionTap({ port: port + 600 });
  tap.goals = printProjectionTap(tap);
  const classes = [await benchClasses({ port: port + 600 })];
  if (postgresUrl) classes.push(await benchClasses({ port: port + 600, databaseUrl: postgresUrl }));
  for (const run of classes) run.goals = printClasses(run);
  const file = 'bench-results/latest.json';
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(file, JSON.stringify({ ...previous, projection: { tap, classes } }, null, 2));
}

/** API throughput of each signed-in read against /api/health and a bare node:http (scripts/benchApi.ts). */
async function api(): Promise<void> {
  const runs = await benchApi();
  const file = 'bench-results/latest.json';
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(file, JSON.stringify({ ...previous, api: runs }, null, 2));
}

await main();
if (process.env.BENCH_SKIP_API !== '1') await api();
if (process.env.BENCH_SKIP_ASSESSMENTS !== '1') await assessmentsBurst();
if (process.env.BENCH_SKIP_GRADEBOOK !== '1') await gradebook();
if (process.env.BENCH_SKIP_BELL !== '1') await bell();
if (process.env.BENCH_SKIP_STREAMS !== '1') await streams();
if (process.env.BENCH_SKIP_LIVE !== '1') await liveRounds();
if (process.env.BENCH_SKIP_PROJECTION !== '1') await projection();
if (process.env.BENCH_SKIP_CALENDAR !== '1') await calendar();
/** The built-in LRS on PostgreSQL: statements/s sustained and the agent + activity query over a million statements. */
async function xapi(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!postgresUrl) {
    console.log('\nxAPI LRS: skipped (PostgreSQL only: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  const report = await benchXapi({ port: port + 700, databaseUrl: postgresUrl, seconds });
  printXapiBench(report);
  const file = 'bench-results/latest.json';
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(file, JSON.stringify({ ...previous, xapi: report }, null, 2));
}

if (process.env.BENCH_SKIP_XAPI !== '1') await xapi();
