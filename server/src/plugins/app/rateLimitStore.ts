import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../../db/Database';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** Expired counters are swept about once every this many increments. */
const SWEEP_EVERY = 500;

/**
 * @fastify/rate-limit's store in PostgreSQL (the `rate_limits` table): every server process on one database counts
 * the same attempts, so a second process is no second chance. One upsert per attempt, atomic under concurrency.
 */
export function postgresRateLimitStore(db: Db): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  let increments = 0;

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly namespace = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow?: number, _max?: number): void {
      const windowMs = Math.max(1, Math.floor(timeWindow ?? 60_000));
      const hashed = createHash('sha256').update(`${this.namespace}\u0000${key}`).digest('hex');
      const upsert = db.execute(sql`
        insert into rate_limits (key, count, reset_at) values (${hashed}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then now() + ${windowMs} * interval '1 millisecond' else rate_limits.reset_at end
        returning count, ceil(extract(epoch from (reset_at - now())) * 1000)::bigint as ttl`);
      upsert.then(
        (result) => {
          const row = (result as unknown as { rows: { count: number | string; ttl: number | string }[] }).rows[0];
          callback(null, { current: Number(row?.count ?? 1), ttl: Math.max(0, Number(row?.ttl ?? windowMs)) });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
      if (++increments % SWEEP_EVERY === 0) void db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`).catch(() => undefined);
    }

    /** Each limited route counts apart. At run time @fastify/rate-limit passes the route as `routeInfo` (its types say otherwise). */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new PostgresRateLimitStore({}, `${method} ${route.url ?? ''}`);
    }
  }

  return PostgresRateLimitStore;
}
