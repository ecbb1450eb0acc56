// Projection in class (issue 17), two figures against the server as `npm start` runs it (PGlite in its worker thread,
// or PostgreSQL with its default processes given a URL):
// - tap → paint: Debian's Chromium opens the projector of a demo lesson (a desktop page) and the phone remote (390 px,
//   another browser context, the same teacher), pairs them by the code on the screen, and taps "next"/"previous" on the
//   phone N times (back and forth through the lesson). Measured in the browsers, on one clock (performance.timeOrigin +
//   now, the same machine): from the tap's click event on the phone to the end of the projector's first frame that
//   shows the new item (its progress strip moved: a MutationObserver, then requestAnimationFrame, then the task after
//   that frame). Goal p95 ≤ 50 ms.
// - 30 classes at once: 30 projections of the demo teacher's lessons, each with its projector's and its remote's
//   WebSocket (node clients in this process), each remote moving one item every second or so (random phase) for a
//   while. Measured: from sending the move to the projector's socket receiving the state that shows it; the server
//   process's CPU (% of one core) and resident memory over the run. Goal p99 ≤ 50 ms, no move lost or refused.
// Alone: `npx tsx scripts/benchProjection.ts` (BENCH_PORT, BENCH_TAPS, BENCH_CLASSES, BENCH_CLASSES_SECONDS,
// BENCH_DATABASE_URL; needs `npx rsbuild build` first for dist/); scripts/bench.ts calls it. Figures are printed beside
// their goals, never asserted in tests.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import WebSocket from 'ws';
import type { ProjectionServerMessageDto } from '../src/contract/projection';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { createScratchDatabase } from '../tests/support/scratchPostgres';
import { cpuMs, loginContext, processTree, startServer } from './benchBell';
import { checkGoal, type GoalResult } from './benchGoals';
import { signInDemoTeacher, waitForHealth } from './benchSupport';

/** The goals, and the one this bench states for 30 classes. */
const GOAL_TAP_TO_PAINT_P95_MS = 50;
const GOAL_CLASSES = 30;
const GOAL_CLASS_MOVE_P99_MS = 50;

interface Spread {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length === 0 ? 0 : Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1)));
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: Number((sorted[sorted.length - 1] ?? 0).toFixed(1)) };
}

export interface TapReport {
  database: string;
  loadAverage: number;
  /** Items of the lesson the projector shows (taps go back and forth through them). */
  items: number;
  taps: number;
  tapToPaint: Spread;
  /** Tap → command sent (the phone); → state on the projector's socket (network and server); → frame's end (projector). */
  parts: { phone: Spread; server: Spread; projector: Spread };
  goals: GoalResult[];
}

export interface ClassesReport {
  database: string;
  processes: number;
  loadAverage: number;
  classes: number;
  seconds: number;
  moves: number;
  /** Moves whose state never reached the projector within 5 s, or that the server refused. */
  errors: number;
  /** Move sent → the projector's socket has the state showing it (ms). */
  move: Spread;
  /** Server CPU over the run, % of one core (the machine has two). */
  serverCpuPercent: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  goals: GoalResult[];
}

/** Resident memory (VmRSS) of the processes together, in MB. */
function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return Math.round(kb / 1024);
}

interface LessonRef {
  courseGuid: string;
  lessonGuid: string;
  /** Items the class sees (published, for everyone). */
  items: number;
}

/** The demo teacher's lessons with at least two items the class sees, most items first. */
async function projectableLessons(base: string, headers: Record<string, string>): Promise<LessonRef[]> {
  const get = async <T>(path: string): Promise<T> => (await (await fetch(`${base}${path}`, { headers })).json()) as T;
  const courses = await get<{ data: { guid: string }[] }>('/api/front/courses?pageSize=100');
  const found: LessonRef[] = [];
  for (const course of courses.data) {
    const detail = await get<{ units: { lessons: { lesson_guid: string }[] }[] }>(`/api/front/courses/${course.guid}`);
    for (const lesson of detail.units.flatMap((unit) => unit.lessons)) {
      const full = await get<{ items: { audience: string; published: boolean }[] }>(`/api/front/lessons/${lesson.lesson_guid}`);
      const items = full.items.filter((item) => item.audience === 'all' && item.published).length;
      if (items >= 2) found.push({ courseGuid: course.guid, lessonGuid: lesson.lesson_guid, items });
    }
  }
  return found.sort((a, b) => b.items - a.items);
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/front/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', login_context: loginContext }, body: JSON.stringify({ email: 'teacher@tiza.demo', password: 'tiza-demo' }) });
  return ((await res.json()) as { token: string }).token;
}

/** The server as `npm start` runs it, on a fresh demo school; `spa` serves dist/ (the browser bench). */
async function withServer<T>(options: { port: number; databaseUrl?: string; spa?: boolean; name: string }, run: (base: string, pids: number[], database: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `tiza-bench-${options.name}-`));
  const postgres = options.databaseUrl ? await createScratchDatabase(options.databaseUrl, `tiza_bench_${options.name}`) : undefined;
  const server = startServer(options.port, dataDir, postgres?.url, { CONTENT_PORT: String(options.port + 1000), ...(options.spa ? { SPA_DIR: 'dist' } : {}) });
  try {
    await waitForHealth(server.base, Date.now() + 300_000);
    const pids = processTree(server.child.pid ?? 0).map((p) => p.pid);
    return await run(server.base, pids, postgres ? 'PostgreSQL' : 'PGlite');
  } finally {
    await server.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * In the projector page: each time the progress strip's current step moves, the end of the frame that shows it. Plain
 * JavaScript (tsx would wrap a TypeScript function's inner functions in a helper the page does not have).
 */
const WATCH_PAINTS = `(() => {
  window.__paints = [];
  const current = () => [...document.querySelectorAll('.projector__step')].findIndex((step) => step.classList.contains('projector__step--current'));
  let last = current();
  new MutationObserver(() => {
    const index = current();
    if (index === last || index < 0) return;
    last = index;
    requestAnimationFrame(() => {
      const after = new MessageChannel();
      after.port1.onmessage = () => window.__paints.push({ index, at: performance.timeOrigin + performance.now() });
      after.port2.postMessage(null);
    });
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
})()`;

/**
 * In both pages, before the app loads: when each projection message leaves (the remote's command) and when each state
 * arrives (with its current item), so the figure splits into the phone, the server and the projector's part.
 */
const WATCH_SOCKETS = `(() => {
  const Original = window.WebSocket;
  window.__sent = [];
  window.__states = [];
  const send = Original.prototype.send;
  Original.prototype.send = function (data) {
    window.__sent.push(performance.timeOrigin + performance.now());
    return send.call(this, data);
  };
  window.WebSocket = class extends Original {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const at = performance.timeOrigin + performance.now();
        const current = /"current":(\\d+)/.exec(String(event.data));
        if (current) window.__states.push({ at, current: Number(current[1]) });
      });
    }
  };
})()`;

/** In the remote page: the moment of each tap on previous/next (the click event, capture phase). */
const WATCH_TAPS = `(() => {
  window.__taps = [];
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('.remote__pad button')) window.__taps.push(performance.timeOrigin + performance.now());
  }, true);
})()`;

export async function benchProjectionTap(options: { port?: number; taps?: number; databaseUrl?: string } = {}): Promise<TapReport> {
  const taps = options.taps ?? 50;
  const loadAverage = loadavg()[0] ?? 0;
  return withServer({ port: options.port ?? 3800, databaseUrl: options.databaseUrl, spa: true, name: 'tap' }, async (base, _pids, database) => {
    const token = await signIn(base);
    const headers = { authorization: `Bearer ${token}`, login_context: loginContext };
    // The demo course the projection journey uses: a picture, a PDF worksheet, a test… (server/src/demo/seed.ts).
    const [lesson] = await projectableLessons(base, headers);
    if (!lesson) throw new Error('no projectable lesson');
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const projector = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
      const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
      await projector.addInitScript(WATCH_SOCKETS);
      await phone.addInitScript(WATCH_SOCKETS);
      await signInDemoTeacher(projector, base);
      await signInDemoTeacher(phone, base);
      await projector.goto(`${base}/course/${lesson.courseGuid}/lesson/${lesson.lessonGuid}/projection`);
      const code = (await projector.getByTestId('pairing-code').textContent({ timeout: 30_000 })) ?? '';
      await phone.goto(`${base}/remote/${code}`);
      await phone.locator('.remote__pad button').first().waitFor({ timeout: 30_000 });
      await projector.locator('.projector__step--current').waitFor({ timeout: 30_000 });
      await projector.evaluate(WATCH_PAINTS);
      await phone.evaluate(WATCH_TAPS);
      const remoteAt = (index: number) => phone.locator('.remote__item').nth(index).and(phone.locator('[aria-current="true"]')).waitFor({ timeout: 15_000 });

      // Back and forth through the lesson; the first pass (each item's first load) is not counted.
      let index = 0;
      let forward = true;
      let moves = 0;
      // One tap, and both screens showing its item before the next.
      const tap = async (): Promise<void> => {
        if (index === lesson.items - 1) forward = false;
        if (index === 0) forward = true;
        index += forward ? 1 : -1;
        moves += 1;
        await phone.locator('.remote__pad button').nth(forward ? 1 : 0).click();
        await projector.waitForFunction(
          ([count, at]) => {
            const paints = (window as unknown as { __paints: { index: number }[] }).__paints;
            return paints.length >= count && paints[count - 1]?.index === at;
          },
          [moves, index] as const,
          { timeout: 15_000 },
        );
        await remoteAt(index);
      };
      const warmUp = 2 * (lesson.items - 1);
      for (let warm = 0; warm < warmUp; warm += 1) await tap();
      const paintsBefore = warmUp;
      const tapsBefore = warmUp;
      for (let n = 0; n < taps; n += 1) await tap();
      const paints = ((await projector.evaluate('window.__paints')) as { index: number; at: number }[]).slice(paintsBefore);
      const tapTimes = ((await phone.evaluate('window.__taps')) as number[]).slice(tapsBefore);
      if (paints.length !== taps || tapTimes.length !== taps) throw new Error(`taps ${tapTimes.length}, paints ${paints.length}, expected ${taps}`);
      // The parts: tap → the remote's command leaves; → the projector's socket has the state; → the frame's end.
      const sent = (await phone.evaluate('window.__sent')) as number[];
      const states = (await projector.evaluate('window.__states')) as { at: number; current: number }[];
      const phonePart: number[] = [];
      const serverPart: number[] = [];
      const projectorPart: number[] = [];
      paints.forEach((paint, n) => {
        const tapAt = tapTimes[n] ?? 0;
        const leftAt = sent.find((at) => at >= tapAt) ?? tapAt;
        const arrivedAt = states.find((state) => state.at >= leftAt && state.current === paint.index)?.at ?? leftAt;
        phonePart.push(leftAt - tapAt);
        serverPart.push(arrivedAt - leftAt);
        projectorPart.push(paint.at - arrivedAt);
      });
      return {
        database,
        loadAverage,
        items: lesson.items,
        taps,
        tapToPaint: spread(paints.map((paint, n) => paint.at - (tapTimes[n] ?? 0))),
        parts: { phone: spread(phonePart), server: spread(serverPart), projector: spread(projectorPart) },
        goals: [],
      };
    } finally {
      await browser.close();
    }
  });
}

/** A projection's socket: calls `onState` with each state's current item. */
function openSocket(base: string, guid: string, token: string, onState: (current: number, at: number) => void, onError: () => void): Promise<WebSocket> {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/front/projection/sessions/${guid}/socket`, ['tiza.projection', `bearer.${token}`]);
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ProjectionServerMessageDto;
    if (message.type === 'state') onState(message.state.current, performance.now());
    else onError();
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

export async function benchClasses(options: { port?: number; classes?: number; seconds?: number; databaseUrl?: string } = {}): Promise<ClassesReport> {
  const classes = options.classes ?? GOAL_CLASSES;
  const seconds = options.seconds ?? 20;
  const loadAverage = loadavg()[0] ?? 0;
  return withServer({ port: options.port ?? 3900, databaseUrl: options.databaseUrl, name: 'classes' }, async (base, pids, database) => {
    const token = await signIn(base);
    const headers = { authorization: `Bearer ${token}`, login_context: loginContext, 'content-type': 'application/json' };
    const lessons = await projectableLessons(base, headers);
    if (lessons.length === 0) throw new Error('no projectable lesson');
    const moves: number[] = [];
    let errors = 0;
    const sockets: WebSocket[] = [];
    try {
      // Each class: a projection of one of the teacher's lessons (round the list), its projector and its remote.
      const rooms = await Promise.all(
        Array.from({ length: classes }, async (_, n) => {
          const lesson = lessons[n % lessons.length] as LessonRef;
          const res = await fetch(`${base}/api/front/projection/sessions`, { method: 'POST', headers, body: JSON.stringify({ course_guid: lesson.courseGuid, lesson_guid: lesson.lessonGuid }) });
          if (res.status !== 201) throw new Error(`projection ${res.status} ${await res.text()}`);
          const guid = ((await res.json()) as { guid: string }).guid;
          const room = { guid, items: lesson.items, current: 0, waiting: undefined as undefined | { target: number; sent: number; done: () => void } };
          const projector = await openSocket(
            base,
            guid,
            token,
            (current, at) => {
              room.current = current;
              const waiting = room.waiting;
              if (waiting && current === waiting.target) {
                room.waiting = undefined;
                moves.push(at - waiting.sent);
                waiting.done();
              }
            },
            () => (errors += 1),
          );
          const remote = await openSocket(base, guid, token, () => {}, () => (errors += 1));
          sockets.push(projector, remote);
          return { room, remote };
        }),
      );
      // Let the openings' garbage settle, then read what the server holds.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const rssBeforeMb = rssMb(pids);
      const cpuBefore = cpuMs(pids);
      const started = performance.now();
      const until = started + seconds * 1_000;
      await Promise.all(
        rooms.map(async ({ room, remote }) => {
          let forward = true;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 1_000));
          while (performance.now() < until) {
            if (room.current >= room.items - 1) forward = false;
            if (room.current <= 0) forward = true;
            const target = room.current + (forward ? 1 : -1);
            const next = performance.now() + 800 + Math.random() * 400;
            const arrived = new Promise<void>((resolve) => {
              room.waiting = { target, sent: performance.now(), done: resolve };
            });
            remote.send(JSON.stringify({ type: forward ? 'next' : 'previous' }));
            const lost = await Promise.race([arrived.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 5_000))]);
            if (lost) {
              errors += 1;
              room.waiting = undefined;
            }
            await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
          }
        }),
      );
      const wallMs = performance.now() - started;
      const serverCpuPercent = Math.round(((cpuMs(pids) - cpuBefore) / wallMs) * 1000) / 10;
      return {
        database,
        processes: pids.length > 1 ? pids.length - 1 : 1,
        loadAverage,
        classes,
        seconds,
        moves: moves.length,
        errors,
        move: spread(moves),
        serverCpuPercent,
        rssBeforeMb,
        rssAfterMb: rssMb(pids),
        goals: [],
      };
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
}

export function printProjectionTap(report: TapReport): GoalResult[] {
  console.log(`\nProjection: remote tap → projector paint, in Chromium (${report.database}, ${report.items} items back and forth, ${report.taps} taps; load average ${report.loadAverage.toFixed(2)} at start)`);
  console.log(`  tap (click on the phone) → end of the projector's frame showing the item: p50 ${report.tapToPaint.p50} ms, p95 ${report.tapToPaint.p95} ms, max ${report.tapToPaint.max} ms`);
  const part = (x: Spread) => `p50 ${x.p50} ms, p95 ${x.p95} ms`;
  console.log(`  parts: tap → command sent ${part(report.parts.phone)}; → state on the projector's socket ${part(report.parts.server)}; → frame's end ${part(report.parts.projector)}`);
  return [checkGoal('tap → paint, p95', report.tapToPaint.p95, { kind: 'max', value: GOAL_TAP_TO_PAINT_P95_MS, unit: ' ms' })];
}

export function printClasses(report: ClassesReport): GoalResult[] {
  console.log(
    `\nProjection: ${report.classes} classes at once for ${report.seconds} s (${report.database}, ${report.processes} server process${report.processes > 1 ? 'es' : ''}; load average ${report.loadAverage.toFixed(2)} at start)`,
  );
  console.log(`  ${report.moves} moves: move sent → projector has it p50 ${report.move.p50} ms, p95 ${report.move.p95} ms, p99 ${report.move.p99} ms, max ${report.move.max} ms; errors ${report.errors}`);
  console.log(`  server CPU ${report.serverCpuPercent}% of one core; RSS ${report.rssBeforeMb} MB with the sockets open, ${report.rssAfterMb} MB after the run`);
  return [
    checkGoal('classes projecting at once', report.classes, { kind: 'min', value: GOAL_CLASSES }),
    checkGoal('class moves lost or refused', report.errors, { kind: 'max', value: 0 }),
    checkGoal('class move → projector, p99', report.move.p99, { kind: 'max', value: GOAL_CLASS_MOVE_P99_MS, unit: ' ms' }),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!existsSync('dist/index.html')) throw new Error('build the app first: npx rsbuild build');
  const port = Number(process.env.BENCH_PORT ?? 3800);
  const taps = process.env.BENCH_TAPS ? Number(process.env.BENCH_TAPS) : undefined;
  const classes = process.env.BENCH_CLASSES ? Number(process.env.BENCH_CLASSES) : undefined;
  const seconds = process.env.BENCH_CLASSES_SECONDS ? Number(process.env.BENCH_CLASSES_SECONDS) : undefined;
  const url = process.env.BENCH_DATABASE_URL;
  if (process.env.BENCH_SKIP_TAP !== '1') printProjectionTap(await benchProjectionTap({ port, taps }));
  printClasses(await benchClasses({ port, classes, seconds }));
  if (url) printClasses(await benchClasses({ port, classes, seconds, databaseUrl: url }));
}
