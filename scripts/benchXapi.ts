// The built-in LRS (issue 19): statements stored per second, sustained, through POST /api/xapi/statements (batches of
// 50 and single statements, several clients at once), and GET /api/xapi/statements?agent=…&activity=… over a store of
// many statements (BENCH_XAPI_STATEMENTS, default 1,000,000, bulk-loaded in SQL). Goals (the issue): 1,000
// statements/s sustained on PostgreSQL; the query under 50 ms. PostgreSQL only (BENCH_DATABASE_URL or
// TEST_DATABASE_URL); printed, never asserted.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/Database';
import { seedDemo } from '../server/src/demo/seed';
import { createScratchDatabase } from '../tests/support/scratchPostgres';
import { waitForHealth } from './benchSupport';

const KEY = 'bench-lrs-key';
const SECRET = 'bench-lrs-secret-0123456789abcdef';
const AGENTS = 20_000;
const ACTIVITIES = 500;

export interface XapiBenchReport {
  database: 'postgres';
  stored: number;
  /** Sustained: statements stored per second over the run, by batch size and clients. */
  writes: { batch: number; clients: number; seconds: number; statements: number; perSecond: number }[];
  /** GET by agent and activity (25 per page), one request at a time, over `stored` statements. */
  query: { requests: number; medianMs: number; p95Ms: number; maxMs: number };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
};

const agentOf = (n: number) => ({ objectType: 'Agent', account: { homePage: 'http://bench.tiza.test', name: `learner-${n}` } });
const activityOf = (n: number) => `http://bench.tiza.test/activities/${n}`;

/** Many statements in a few SQL statements: the same facts the LRS extracts, for agents × activities. */
async function bulkLoad(url: string, count: number): Promise<void> {
  const db = openDatabase({ kind: 'postgres', url });
  try {
    const chunk = 100_000;
    for (let from = 0; from < count; from += chunk) {
      const to = Math.min(count, from + chunk) - 1;
      await db.db.execute(sql`
        insert into xapi_statements (tenant_id, id, statement, actor_key, verb_id, activity_id, registration, related_agents, related_activities, stored)
        select 'tiza', gen_random_uuid(),
          jsonb_build_object('actor', jsonb_build_object('objectType', 'Agent', 'account', jsonb_build_object('homePage', 'http://bench.tiza.test', 'name', 'learner-' || (n % ${AGENTS}))),
            'verb', jsonb_build_object('id', 'http://adlnet.gov/expapi/verbs/experienced'),
            'object', jsonb_build_object('id', 'http://bench.tiza.test/activities/' || (n % ${ACTIVITIES})),
            'stored', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
          'account:http://bench.tiza.test learner-' || (n % ${AGENTS}),
          'http://adlnet.gov/expapi/verbs/experienced',
          'http://bench.tiza.test/activities/' || (n % ${ACTIVITIES}),
          null,
          array['account:http://bench.tiza.test learner-' || (n % ${AGENTS})],
          array['http://bench.tiza.test/activities/' || (n % ${ACTIVITIES})],
          now() - (${count} - n) * interval '1 millisecond'
        from generate_series(${from}::int, ${to}::int) as n`);
    }
    await db.db.execute(sql`analyze xapi_statements`);
  } finally {
    await db.close();
  }
}

async function sustain(base: string, headers: Record<string, string>, batch: number, clients: number, seconds: number) {
  const until = Date.now() + seconds * 1000;
  let statements = 0;
  let failures = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      let n = 0;
      while (Date.now() < until) {
        const body = Array.from({ length: batch }, () => {
          n += 1;
          return { id: randomUUID(), actor: agentOf((client * 7919 + n) % AGENTS), verb: { id: 'http://adlnet.gov/expapi/verbs/answered' }, object: { id: activityOf(n % ACTIVITIES) }, result: { score: { scaled: 0.8 }, completion: true } };
        });
        const res = await fetch(`${base}/api/xapi/statements`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(batch === 1 ? body[0] : body) });
        await res.arrayBuffer();
        if (res.ok) statements += batch;
        else failures += 1;
      }
    }),
  );
  if (failures > 0) console.warn(`xAPI bench: ${failures} refused writes`);
  const elapsed = (Date.now() - started) / 1000;
  return { batch, clients, seconds: Math.round(elapsed * 10) / 10, statements, perSecond: Math.round(statements / elapsed) };
}

export async function benchXapi(options: { port: number; databaseUrl: string; statements?: number; seconds?: number }): Promise<XapiBenchReport> {
  const base = `http://localhost:${options.port}`;
  const count = options.statements ?? Number(process.env.BENCH_XAPI_STATEMENTS ?? 1_000_000);
  const seconds = options.seconds ?? 10;
  const dataDir = mkdtempSync(join(tmpdir(), 'tiza-bench-xapi-'));
  const postgres = await createScratchDatabase(options.databaseUrl, 'tiza_bench_xapi');
  const db = openDatabase({ kind: 'postgres', url: postgres.url });
  await db.migrate();
  await seedDemo({ filesDir: join(dataDir, 'files') })(db.db);
  await db.close();
  await bulkLoad(postgres.url, count);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(options.port), CONTENT_PORT: String(options.port + 1), DATA_DIR: dataDir, SPA_DIR: join(dataDir, 'no-spa'), LOG_LEVEL: 'warn', WORKERS: '1', DATABASE_URL: postgres.url, LRS_KEY: KEY, LRS_SECRET: SECRET },
  });
  try {
    await waitForHealth(base, Date.now() + 180_000);
    const headers = { authorization: `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString('base64')}`, 'x-experience-api-version': '1.0.3' };
    const writes = [await sustain(base, headers, 50, 4, seconds), await sustain(base, headers, 1, 16, seconds)];
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const agent = encodeURIComponent(JSON.stringify(agentOf((i * 104_729) % AGENTS)));
      const started = performance.now();
      const res = await fetch(`${base}/api/xapi/statements?agent=${agent}&activity=${encodeURIComponent(activityOf(i % ACTIVITIES))}&limit=25`, { headers });
      await res.arrayBuffer();
      times.push(performance.now() - started);
    }
    return {
      database: 'postgres',
      stored: count,
      writes,
      query: { requests: times.length, medianMs: Math.round(percentile(times, 0.5) * 10) / 10, p95Ms: Math.round(percentile(times, 0.95) * 10) / 10, maxMs: Math.round(Math.max(...times) * 10) / 10 },
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await postgres.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printXapiBench(report: XapiBenchReport): void {
  console.log(`\nxAPI LRS on PostgreSQL (${report.stored.toLocaleString('en')} statements stored before the run)`);
  for (const w of report.writes) console.log(`  POST, batches of ${w.batch}, ${w.clients} clients: ${w.perSecond} statements/s sustained over ${w.seconds} s (goal ≥ 1,000)`);
  console.log(`  GET by agent and activity: median ${report.query.medianMs} ms, p95 ${report.query.p95Ms} ms, max ${report.query.maxMs} ms over ${report.query.requests} requests (goal < 50 ms)`);
}
