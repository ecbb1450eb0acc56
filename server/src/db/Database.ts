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

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseOptions =
  | { kind: 'pglite'; /** undefined = in memory */ dataDir?: string }
  | { kind: 'postgres'; url: string };

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens the embedded PGlite (a folder, or memory) or a PostgreSQL pool; `migrate` applies the committed migrations. */
export function openDatabase(options: DatabaseOptions, onIdleError: (error: Error) => void = () => {}): Database {
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
