// Lighthouse (mobile preset, simulated throttling) on the first screens, run by `npm run bench` (issue 14, goal 4).
// Alone, against a server already serving the built SPA: `BENCH_BASE=http://localhost:3000 npx tsx scripts/benchLighthouse.ts`.
// Chromium is the Debian one (/usr/bin/chromium, or CHROMIUM_PATH); the figures are printed, never asserted in tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../tests/support/chromium';

/** Issue 14, goal 4: the same for /auth/login and /home (signed in). */
export const LIGHTHOUSE_GOALS = { performance: 95, lcpMs: 2500, tbtMs: 200, cls: 0.05 } as const;

export interface LighthouseFigures {
  /** 0–100. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** What moved, when CLS is not 0 (Lighthouse's `layout-shifts` audit: the element's selector and its share). */
  shifted: string[];
}

export interface LighthouseReport {
  lighthouse: string;
  runs: number;
  /** Median of `runs` runs per page, by performance score. */
  pages: Record<string, LighthouseFigures & { all: number[] }>;
}

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * A Chromium profile that holds a session and nothing else: the token comes from the API and is stored the way the
 * SPA keeps it (localStorage `tiza:session:<tenant>`, an entry with its expiry), on a page that loads none of the
 * SPA's files, so /home is measured with a cold HTTP cache like /auth/login.
 */
async function signedInProfile(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/front/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', login_context: JSON.stringify({ tenant: 'tiza', surface: 'web' }) },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in for Lighthouse failed: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  const dir = mkdtempSync(join(tmpdir(), 'tiza-lh-'));
  const context = await chromium.launchPersistentContext(dir, chromiumLaunchOptions());
  try {
    const page = await context.newPage();
    await page.goto(`${base}/api/health`);
    await page.evaluate((value) => localStorage.setItem('tiza:session:tiza', JSON.stringify({ value, storedAt: Date.now(), ttlSeconds: 86_400 })), token);
  } finally {
    await context.close();
  }
  return dir;
}

function layoutShifts(details: unknown): string[] {
  const items = (details as { items?: { score?: number; node?: { selector?: string } }[] } | undefined)?.items ?? [];
  return items.map((item) => `${item.node?.selector ?? '?'} (${(item.score ?? 0).toFixed(3)})`);
}

async function audit(url: string, userDataDir: string | undefined, keepStorage: boolean): Promise<LighthouseFigures & { version: string }> {
  const executablePath = chromiumLaunchOptions().executablePath;
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags, userDataDir: userDataDir ?? false });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepStorage });
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    // A lost session would measure the login page under /home's name.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`Lighthouse: ${url} ended at ${lhr.finalDisplayedUrl}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      version: lhr.lighthouseVersion,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      shifted: layoutShifts(lhr.audits['layout-shifts']?.details),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART…): such a run is tried again. */
async function auditWithRetry(url: string, userDataDir: string | undefined, keepStorage: boolean): Promise<LighthouseFigures & { version: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, userDataDir, keepStorage);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Lighthouse:') || String(error).includes('ended at')) throw error;
      console.warn(`  ${String(error)}; again`);
    }
  }
}

function median<T extends { performance: number }>(first: T, ...rest: T[]): T {
  const sorted = [first, ...rest].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] ?? first;
}

/** Lighthouse on /auth/login (a first visit: storage reset) and /home as the demo teacher, `runs` times each. */
export async function benchLighthouse(options: { base: string; runs?: number; email?: string; password?: string }): Promise<LighthouseReport> {
  const runs = options.runs ?? Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const profile = await signedInProfile(options.base, options.email ?? 'teacher@tiza.demo', options.password ?? 'tiza-demo');
  const pages: LighthouseReport['pages'] = {};
  let version = '';
  try {
    const targets: [string, string, string | undefined][] = [
      ['/auth/login', `${options.base}/auth/login`, undefined],
      ['/home (signed in)', `${options.base}/home`, profile],
    ];
    for (const [name, url, dir] of targets) {
      const first = await auditWithRetry(url, dir, dir !== undefined);
      const rest = [];
      for (let i = 1; i < runs; i++) rest.push(await auditWithRetry(url, dir, dir !== undefined));
      const results = [first, ...rest];
      const { version: v, ...middle } = median(first, ...rest);
      version = v;
      pages[name] = { ...middle, all: results.map((r) => r.performance) };
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  return { lighthouse: version, runs, pages };
}

/** One "figure vs goal" line (the lead may unify these with scripts/benchGoals.ts). */
function goalLine(label: string, figure: string, goal: string, met: boolean): string {
  return `    ${label.padEnd(12)} ${figure.padStart(9)}   goal ${goal.padEnd(9)} ${met ? 'met' : 'NOT MET'}`;
}

/** Issue 14, goal 4: gzip JS and CSS a cold load of the first screens fetches. */
export const WEIGHT_GOALS: Record<string, { jsKb: number; cssKb: number }> = { '/auth/login': { jsKb: 130, cssKb: 30 }, '/home': { jsKb: 150, cssKb: 30 } };

export function printWeightGoals(routes: Record<string, { js: number; css: number }>): void {
  console.log('\nFirst screens against their weight goals (gzip)');
  for (const [route, goal] of Object.entries(WEIGHT_GOALS)) {
    const weight = routes[route];
    if (weight === undefined) continue;
    console.log(`  ${route}`);
    console.log(goalLine('JS', `${(weight.js / 1024).toFixed(1)} KB`, `≤ ${goal.jsKb} KB`, weight.js <= goal.jsKb * 1024));
    console.log(goalLine('CSS', `${(weight.css / 1024).toFixed(1)} KB`, `≤ ${goal.cssKb} KB`, weight.css <= goal.cssKb * 1024));
  }
}

export function printLighthouseBench(report: LighthouseReport): void {
  console.log(`\nLighthouse ${report.lighthouse} (mobile preset, simulated throttling; median of ${report.runs} runs by score)`);
  for (const [page, f] of Object.entries(report.pages)) {
    console.log(`  ${page}   (scores of the runs: ${f.all.join(', ')}; FCP ${(f.fcpMs / 1000).toFixed(2)} s)`);
    console.log(goalLine('performance', String(f.performance), `≥ ${LIGHTHOUSE_GOALS.performance}`, f.performance >= LIGHTHOUSE_GOALS.performance));
    console.log(goalLine('LCP', `${(f.lcpMs / 1000).toFixed(2)} s`, `≤ ${LIGHTHOUSE_GOALS.lcpMs / 1000} s`, f.lcpMs <= LIGHTHOUSE_GOALS.lcpMs));
    console.log(goalLine('TBT', `${Math.round(f.tbtMs)} ms`, `≤ ${LIGHTHOUSE_GOALS.tbtMs} ms`, f.tbtMs <= LIGHTHOUSE_GOALS.tbtMs));
    console.log(goalLine('CLS', f.cls.toFixed(3), `≤ ${LIGHTHOUSE_GOALS.cls}`, f.cls <= LIGHTHOUSE_GOALS.cls));
    if (f.shifted.length > 0) console.log(`    moved: ${f.shifted.join(', ')}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.env.BENCH_BASE ?? 'http://localhost:3000';
  printLighthouseBench(await benchLighthouse({ base }));
}
