// The helpdesk's desk (ADRs 0620–0621): helpdesk finds anyone of their tenant and reads their account — never their
// work — and sees the errors the server answered them with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_TRAIL_SIZE } from '../../src/domain/helpdesk/errorTrail';
import { userErrors } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
const HELPDESK = 'helpdesk@tiza.demo';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function search(q: string, email = HELPDESK, page = 1) {
  const res = await t.inject({ method: 'GET', url: `/api/front/helpdesk/users?q=${encodeURIComponent(q)}&page=${page}`, headers: await t.as(email) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { users: { guid: string; email: string; name: string; lastname: string; role: string; school_name: string | null }[]; page: number; has_more: boolean };
}

async function account(guid: string, email = HELPDESK) {
  return t.inject({ method: 'GET', url: `/api/front/helpdesk/users/${guid}`, headers: await t.as(email) });
}

describe('finding a user', () => {
  it('finds by the start of a surname, case and accents aside, with their first school', async () => {
    const found = await search('garcia');
    expect(found.users.map((u) => u.email)).toEqual(['student@tiza.demo']);
    expect(found.users[0]).toMatchObject({ name: 'Pablo', lastname: 'García López', role: 'R01', school_name: expect.any(String) });
    expect((await search('GARCÍA')).users.map((u) => u.email)).toEqual(['student@tiza.demo']);
  });

  it('finds by a first name and the start of a surname, by the start of an e-mail, and by id', async () => {
    expect((await search('Lucas Mor')).users.map((u) => u.email)).toEqual(['lucas@tiza.demo']);
    expect((await search('marta@')).users.map((u) => u.email)).toEqual(['marta@tiza.demo']);
    const guid = await t.userGuid('irene@tiza.demo');
    expect((await search(guid.toUpperCase())).users.map((u) => u.email)).toEqual(['irene@tiza.demo']);
  });

  it('never finds a user of another tenant', async () => {
    expect((await search('silva')).users).toEqual([]);
    expect((await search(await t.userGuid('aluno@escola.demo'))).users).toEqual([]);
    expect((await search('silva', 'helpdesk@escola.demo')).users.map((u) => u.email)).toEqual(['aluno@escola.demo']);
  });

  it('takes a search’s own wildcards literally', async () => {
    expect((await search('%')).users).toEqual([]);
    expect((await search('_')).users).toEqual([]);
  });

  it('pages everyone of the tenant by surname, 20 a page', async () => {
    const first = await search('');
    expect(first.users.length).toBeGreaterThan(5);
    const surnames = first.users.map((u) => u.lastname.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));
    expect(surnames).toEqual([...surnames].sort());
    expect(first.users.every((u) => u.email.endsWith('@tiza.demo') || !u.email.includes('@escola.'))).toBe(true);
    const second = await search('', HELPDESK, 2);
    expect(second.page).toBe(2);
    if (!first.has_more) expect(second.users).toEqual([]);
  });

  it('is helpdesk’s alone', async () => {
    for (const email of ['student@tiza.demo', 'teacher@tiza.demo', 'admin@tiza.demo', 'editor@tiza.demo']) {
      const res = await t.inject({ method: 'GET', url: '/api/front/helpdesk/users?q=a', headers: await t.as(email) });
      expect(res.statusCode, email).toBe(403);
    }
  });
});

describe('an account', () => {
  it('shows role, schools, courses, sign-in methods, last sign-in, sync state and licences — and no work', async () => {
    await t.login('student@tiza.demo');
    const res = await account(await t.userGuid('student@tiza.demo'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      ['guid', 'name', 'lastname', 'email', 'role', 'status', 'language', 'created_at', 'schools', 'courses', 'sign_in', 'last_sign_in_at', 'sync', 'licences', 'recent_errors'].sort(),
    );
    expect(body).toMatchObject({ email: 'student@tiza.demo', role: 'R01', status: 'active', sync: { status: 'synchronised', error: null }, sign_in: { password: true, providers: [] } });
    expect(body.schools.length).toBeGreaterThan(0);
    expect(body.courses.length).toBeGreaterThan(0);
    expect(body.courses[0]).toEqual({ guid: expect.any(String), name: expect.any(String), school_name: expect.any(String), role: 'student' });
    expect(Date.parse(body.last_sign_in_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(body)).not.toMatch(/score|grade|answer/i);
  });

  it('shows a user the school system has not synchronised as such', async () => {
    const body = (await account(await t.userGuid('pending@tiza.demo'))).json();
    expect(body.sync).toEqual({ status: 'not-synchronised', error: null });
    expect(body.last_sign_in_at).toBeNull();
  });

  it('answers 404 for a user of another tenant, like one who does not exist', async () => {
    expect((await account(await t.userGuid('aluno@escola.demo'))).statusCode).toBe(404);
    expect((await account('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('is refused to anyone but helpdesk', async () => {
    const guid = await t.userGuid('student@tiza.demo');
    expect((await account(guid, 'admin@tiza.demo')).statusCode).toBe(403);
    expect((await account(guid, 'student@tiza.demo')).statusCode).toBe(403);
  });
});

describe('the errors a user met', () => {
  it('keeps the code, status, method and route pattern of the errors the server answered them with', async () => {
    const lucas = await t.userGuid('lucas@tiza.demo');
    const missing = '11111111-1111-4111-8111-111111111111';
    const res = await t.inject({ method: 'GET', url: `/api/front/courses/${missing}?secret=nothing`, headers: await t.as('lucas@tiza.demo') });
    expect(res.statusCode).toBe(404);
    const forbidden = await t.inject({ method: 'GET', url: '/api/front/helpdesk/users', headers: await t.as('lucas@tiza.demo') });
    expect(forbidden.statusCode).toBe(403);
    await t.app.errorTrail.flushed();

    const body = (await account(lucas)).json();
    expect(body.recent_errors.slice(0, 2)).toEqual([
      { status: 403, code: 'FORBIDDEN', method: 'GET', route: '/api/front/helpdesk/users', at: expect.any(String) },
      { status: 404, code: 'NOT_FOUND', method: 'GET', route: '/api/front/courses/:guid', at: expect.any(String) },
    ]);
    expect(JSON.stringify(body.recent_errors)).not.toContain(missing);
    expect(JSON.stringify(body.recent_errors)).not.toContain('secret');
  });

  it('keeps no success, and only the latest errors of each person', async () => {
    const hugo = await t.userGuid('hugo@tiza.demo');
    const headers = await t.as('hugo@tiza.demo');
    await t.inject({ method: 'GET', url: '/api/front/users/me', headers });
    for (let i = 0; i < ERROR_TRAIL_SIZE + 5; i += 1) {
      await t.inject({ method: 'GET', url: '/api/front/helpdesk/users', headers });
    }
    await t.app.errorTrail.flushed();
    const kept = await t.app.db.select().from(userErrors).where(eq(userErrors.userGuid, hugo));
    expect(kept).toHaveLength(ERROR_TRAIL_SIZE);
    expect(kept.every((row) => row.status === 403)).toBe(true);
  });
});

describe('the demo', () => {
  it('gives the desk people who signed in lately and met errors', async () => {
    const body = (await account(await t.userGuid('marta@tiza.demo'))).json();
    expect(body.last_sign_in_at).not.toBeNull();
    expect(body.recent_errors.map((e: { code: string }) => e.code)).toEqual(['LICENCE_EXPIRED', 'LICENCE_EXPIRED']);
    const escola = (await account(await t.userGuid('aluno@escola.demo'), 'helpdesk@escola.demo')).json();
    expect(escola.recent_errors[0]).toMatchObject({ status: 409, code: 'DELIVERY_CLOSED', route: '/api/front/lesson-items/:itemGuid/hand-in' });
  });
});
