// Start-up on a data folder: migrate, seed only an empty database, keep data across restarts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { DEMO_PASSWORD, seedDemo } from '../../server/src/demo/seed';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tiza-persist-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const ctx = { login_context: JSON.stringify({ tenant: 'tiza' }) };
const start = (dataDir: string, demo: boolean) =>
  // Through the worker thread `npm start` runs (ADR 0475): the rest of the suite keeps PGlite in its own thread.
  buildApp({ database: { kind: 'pglite', dataDir, thread: 'worker' }, initialData: demo ? seedDemo({ filesDir: join(dataDir, 'files') }) : undefined, mailOutboxDir: join(dataDir, 'outbox'), filesDir: join(dataDir, 'files') });

describe('a data folder', () => {
  it('is seeded once; a restart keeps what users changed and shares the generated JWT secret', async () => {
    const dataDir = join(dir, 'demo');
    const first = await start(dataDir, true);
    expect(first.seeded).toBe(true);
    const login = await first.inject({ method: 'POST', url: '/api/front/auth/login', headers: ctx, payload: { email: 'teacher@tiza.demo', password: DEMO_PASSWORD } });
    const token = (login.json() as { token: string }).token;
    const created = await first.inject({
      method: 'POST',
      url: '/api/front/courses',
      headers: { ...ctx, authorization: `Bearer ${token}` },
      payload: { name: 'Química 1º Bachillerato', discipline: 'ed10', education_level: 'el4' },
    });
    expect(created.statusCode).toBe(201);
    await first.close();

    const second = await start(dataDir, true);
    try {
      expect(second.seeded).toBe(false);
      // Same secret from the database, same session row: the old token still works after the restart.
      const list = await second.inject({ method: 'GET', url: '/api/front/courses?pageSize=100', headers: { ...ctx, authorization: `Bearer ${token}` } });
      expect(list.statusCode).toBe(200);
      const names = (list.json() as { data: { name: string }[] }).data.map((c) => c.name);
      expect(names.filter((n) => n === 'Química 1º Bachillerato')).toHaveLength(1);
      expect(names.filter((n) => n === 'Matemáticas 2º ESO')).toHaveLength(1);
    } finally {
      await second.close();
    }
    // Two servers start, seed and stop on a data folder: as long as a hook, not as a single request.
  }, 120_000);

  it('without demo data holds only the default tenant', async () => {
    const app = await start(join(dir, 'plain'), false);
    try {
      expect(app.seeded).toBe(false);
      const tenant = await app.inject({ method: 'GET', url: '/api/front/tenant' });
      expect(tenant.json()).toMatchObject({ id: 'tiza', defaultLanguage: 'es' });
      const login = await app.inject({ method: 'POST', url: '/api/front/auth/login', headers: ctx, payload: { email: 'teacher@tiza.demo', password: DEMO_PASSWORD } });
      expect(login.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
      expect((await app.inject({ method: 'GET', url: '/api/front/tenant', headers: { login_context: JSON.stringify({ tenant: 'escola' }) } })).statusCode).toBe(400);
    } finally {
      await app.close();
    }
    // A server starts on an empty folder (every migration in a worker thread) and stops: a hook's ceiling, as above.
  }, 120_000);
});
