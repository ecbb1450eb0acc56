// Sessions are kept in each server process's memory (ADR 0470); what ends a session or changes its user reaches every
// process through the database. Here two servers share one PostgreSQL database, as several processes of one
// deployment do: a change made through one is obeyed by the other within a second, without a request to tell it.
// On PGlite (one process) the same rules hold in the process itself: see security.test.ts and auth.test.ts.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { users } from '../../server/src/db/schema';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './support/testApp';

const onPostgres = process.env.TEST_DATABASE_URL !== undefined;

let first: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  if (!onPostgres) return;
  first = await createTestApp();
  if (first.databaseUrl === undefined) throw new Error('a PostgreSQL test app has a database URL');
  second = await buildApp({ database: { kind: 'postgres', url: first.databaseUrl }, jwtSecret: TEST_JWT_SECRET, attemptSweepMs: 0 });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** The second server, as `me` calls it. */
const secondApp = () => ({ inject: (options: Parameters<TestApp['inject']>[0]) => second.inject(options) });

interface Me {
  status: number;
  role?: string;
}

async function me(app: { inject: TestApp['inject'] }, headers: Record<string, string>): Promise<Me> {
  const res = await app.inject({ method: 'GET', url: '/api/front/users/me', headers });
  return { status: res.statusCode, role: res.statusCode === 200 ? (res.json() as { role_guid: string }).role_guid : undefined };
}

/**
 * Asks the second server again and again until `done` holds or a second has passed; answers its last reply. Nothing
 * but this polling passes the change on: each call is an ordinary request.
 */
async function secondServerWithin1s(headers: Record<string, string>, done: (reply: Me) => boolean): Promise<Me> {
  const deadline = Date.now() + 1000;
  let reply = await me(secondApp(), headers);
  while (!done(reply) && Date.now() < deadline) {
    await new Promise((resolve) => setImmediate(resolve));
    reply = await me(secondApp(), headers);
  }
  return reply;
}

async function resetLink(outboxDir: string): Promise<string> {
  const files = (await readdir(outboxDir)).sort();
  const text = await readFile(join(outboxDir, files[files.length - 1] ?? ''), 'utf8');
  const link = [...text.replace(/=\r?\n/g, '').replace(/=3D/g, '=').matchAll(/https?:\/\/\S+reset-password\?\S+/g)].pop()?.[0];
  return new URL(link ?? '').searchParams.get('token') ?? '';
}

describe.runIf(onPostgres)('two server processes on one PostgreSQL database', () => {
  it('a logout on one is refused by the other within a second, and only that session', async () => {
    const headers = await first.as('student@tiza.demo');
    const other = await first.as('student@tiza.demo');
    // The second server has seen (and keeps) both sessions.
    expect(await me(secondApp(), headers)).toEqual({ status: 200, role: 'R01' });
    expect(await me(secondApp(), other)).toEqual({ status: 200, role: 'R01' });

    expect((await first.inject({ method: 'POST', url: '/api/front/auth/logout', headers })).statusCode).toBe(204);
    expect((await me(first, headers)).status).toBe(401);
    expect((await secondServerWithin1s(headers, (r) => r.status === 401)).status).toBe(401);
    expect(await me(secondApp(), other)).toEqual({ status: 200, role: 'R01' });
  });

  it('a role changed in the database applies on the other within a second: the role is never the token’s', async () => {
    const headers = await first.as('teacher@tiza.demo');
    const guid = await first.userGuid('teacher@tiza.demo');
    expect(await me(secondApp(), headers)).toEqual({ status: 200, role: 'R02' });
    try {
      await first.app.db.update(users).set({ role: 'R01' }).where(eq(users.guid, guid));
      expect(await secondServerWithin1s(headers, (r) => r.role === 'R01')).toEqual({ status: 200, role: 'R01' });
      // A student may not create a course: the refusal comes from the role as stored now.
      const create = await second.inject({ method: 'POST', url: '/api/front/courses', headers, payload: { name: 'Física' } });
      expect(create.statusCode).toBe(403);
    } finally {
      await first.app.db.update(users).set({ role: 'R02' }).where(eq(users.guid, guid));
    }
    expect(await secondServerWithin1s(headers, (r) => r.role === 'R02')).toEqual({ status: 200, role: 'R02' });
  });

  it('a password reset on one ends every session of that user on the other within a second', async () => {
    const sessions = [await first.as('marta@tiza.demo'), await first.as('marta@tiza.demo')];
    const bystander = await first.as('student@tiza.demo');
    for (const headers of [...sessions, bystander]) expect((await me(secondApp(), headers)).status).toBe(200);

    const recover = await first.inject({ method: 'POST', url: '/api/front/auth/recover-password', headers: first.ctx('tiza'), payload: { email: 'marta@tiza.demo' } });
    expect(recover.statusCode).toBe(202);
    const token = await resetLink(first.outboxDir);
    const reset = await first.inject({ method: 'POST', url: '/api/front/auth/reset-password', headers: first.ctx('tiza'), payload: { token, password: 'a-brand-new-password' } });
    expect(reset.statusCode).toBe(204);

    for (const headers of sessions) expect((await secondServerWithin1s(headers, (r) => r.status === 401)).status).toBe(401);
    expect((await me(secondApp(), bystander)).status).toBe(200);
  });

});
