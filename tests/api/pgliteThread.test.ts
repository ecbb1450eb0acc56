// PGlite in its worker thread (ADR 0475), through drizzle as the server uses it: transactions are whole and one at a
// time, a failed one leaves nothing, and PostgreSQL's error fields cross the thread.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/Database';

let database: Database;
beforeAll(async () => {
  database = openDatabase({ kind: 'pglite', thread: 'worker' }, { listenChannels: ['tiza_test_channel'] });
  await database.migrate();
  await database.db.execute(sql`create table counter (id int primary key, n int not null)`);
  await database.db.execute(sql`insert into counter values (1, 0)`);
});
afterAll(async () => {
  await database.close();
});

const read = async (db: Pick<Database['db'], 'execute'>) => Number(((await db.execute(sql`select n from counter where id = 1 for update`)) as unknown as { rows: { n: number }[] }).rows[0]?.n);

describe('PGlite in a worker thread', () => {
  it('runs transactions whole: 40 read-then-write transactions at once lose no increment, while other statements go on', async () => {
    await Promise.all([
      ...Array.from({ length: 40 }, () =>
        database.db.transaction(async (tx) => {
          const n = await read(tx);
          await tx.execute(sql`update counter set n = ${n + 1} where id = 1`);
        }),
      ),
      ...Array.from({ length: 40 }, () => database.db.execute(sql`select 1`)),
    ]);
    expect(await read(database.db)).toBe(40);
  });

  it('rolls back a transaction that throws, and answers PostgreSQL errors with their code', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update counter set n = 1000 where id = 1`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await read(database.db)).toBe(40);

    const duplicate = await database.db.execute(sql`insert into counter values (1, 0)`).then(
      () => undefined,
      (error: unknown) => error,
    );
    let codes: unknown[] = [];
    for (let e: unknown = duplicate; e instanceof Error; e = (e as { cause?: unknown }).cause) codes = [...codes, (e as { code?: unknown }).code];
    expect(codes).toContain('23505');
    // The worker is still serving.
    expect(await read(database.db)).toBe(40);
  });

  it('delivers a notification before the answer of the statement that sent it, and a transaction\'s only at its commit', async () => {
    const heard: string[] = [];
    const stop = await database.listen('tiza_test_channel', { message: (payload) => heard.push(payload), live: () => {} });
    await database.db.execute(sql`select pg_notify('tiza_test_channel', 'alone')`);
    // The session cache relies on this order (ADR 0470): the writer's own process has heard before its write returns.
    expect(heard).toEqual(['alone']);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('tiza_test_channel', 'in a transaction')`);
      expect(heard).toEqual(['alone']);
    });
    expect(heard).toEqual(['alone', 'in a transaction']);
    stop();
  });
});
