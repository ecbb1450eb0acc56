import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { PgliteThread } from './pgliteThread';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseOptions =
  | {
      kind: 'pglite';
      /** undefined = in memory */
      dataDir?: string;
      /** 'worker' (what `npm start` runs, ADR 0475): PGlite in a worker thread, off the HTTP event loop. Default 'main'. */
      thread?: 'main' | 'worker';
    }
  | { kind: 'postgres'; url: string };

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens the embedded PGlite (a folder, or memory) or a PostgreSQL pool; `migrate` applies the committed migrations. */
export function openDatabase(
  options: DatabaseOptions,
  onIdleError: (error: Error) => void = () => {},
  /** The embedded database's worker stopped unexpectedly: nothing this process does can be saved any more. */
  onLost: (error: Error) => void = () => {},
): Database {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server drops (restart, failover, admin shutdown) is replaced on next use;
    // without a listener Node would treat the pool's 'error' event as fatal and stop the process.
    pool.on('error', onIdleError);
    const db = drizzlePostgres(pool, { schema });
    return {
      kind: 'postgres',
      db,
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.thread === 'worker') {
    const thread = new PgliteThread(options.dataDir, onLost);
    // drizzle's PGlite driver only calls `query` and `transaction`, which the thread's client answers the same way.
    const db = drizzlePglite(thread as unknown as PGlite, { schema });
    return {
      kind: 'pglite',
      db,
      migrate: async () => {
        await thread.ready;
        await migratePglite(db, { migrationsFolder });
      },
      close: () => thread.close(),
    };
  }
  if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
