import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, PUBLIC_URL, TEST_JWT_SECRET, type TestApp } from './support/testApp';
import { buildApp } from '../../server/src/app';
import { loginLinks, rateLimits } from '../../server/src/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const loginAs = (tenant: string, email: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/front/auth/login', headers: t.ctx(tenant), payload: { email, password } });

describe('POST /api/front/auth/login', () => {
  it('answers a token with exp and the user, never the password hash', async () => {
    const res = await loginAs('tiza', '  Student@Tiza.demo ', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { token: string; user: Record<string, unknown> };
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ tid: 'tiza', sub: body.user.guid, jti: expect.any(String) });
    // The role is the user's as stored, read with the session on every call: the token does not carry it.
    expect(claims).not.toHaveProperty('role');
    expect((claims.exp as number) - (claims.iat as number)).toBe(12 * 3600);
    expect(Object.keys(body.user).sort()).toEqual(['abilities', 'avatar', 'email', 'grammatical_gender', 'guid', 'kids_mode', 'language', 'larger_text', 'lastname', 'name', 'reduced_motion', 'referrer', 'role_guid', 'schools', 'tenant']);
    expect(res.body).not.toMatch(/password|hash|argon/i);
  });

  it.each([
    ['not-an-email', 'x', 400, 'INVALID_EMAIL'],
    ['nobody@tiza.demo', DEMO_PASSWORD, 401, 'USER_NOT_FOUND'],
    ['student@tiza.demo', 'wrong-password', 401, 'PASSWORD_INCORRECT'],
    ['pending@tiza.demo', 'wrong-password', 401, 'USER_NOT_SYNCHRONISED'],
  ])('%s / %s → %i %s', async (email, password, status, code) => {
    const res = await loginAs('tiza', email, password);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ statusCode: status, code, message: expect.any(String), details: [] });
  });

  it('names the school admin to a user not synchronised yet who knows their password (ADR 0560)', async () => {
    const res = await loginAs('tiza', 'pending@tiza.demo', DEMO_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      code: 'USER_NOT_SYNCHRONISED',
      message: expect.any(String),
      details: [{ path: '/contact', message: 'admin@tiza.demo', current: { name: 'Carmen Ruiz Navarro', email: 'admin@tiza.demo' } }],
    });
  });

  it('looks users up in the request tenant only', async () => {
    const res = await loginAs('escola', 'student@tiza.demo', DEMO_PASSWORD);
    expect(res.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });

  it('rejects extra or wrongly typed fields with VALIDATION_FAILED', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/front/auth/login', headers: t.ctx('tiza'), payload: { email: { address: 'student@tiza.demo' }, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/email' }] });
  });
});

describe('rate limiting', () => {
  it('answers 429 RATE_LIMITED with retry-after after too many attempts for one email', async () => {
    const limited = await createTestApp({ rateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const attempt = (email: string) =>
        limited.inject({ method: 'POST', url: '/api/front/auth/login', headers: limited.ctx('tiza'), payload: { email, password: 'nope-nope' } });
      for (let i = 0; i < 3; i += 1) expect((await attempt('student@tiza.demo')).statusCode).toBe(401);
      const blocked = await attempt('student@tiza.demo');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', details: [] });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another email from the same address is counted apart.
      expect((await attempt('marta@tiza.demo')).statusCode).toBe(401);
      // While limited, even the right password is refused: the limit is not a hint about the password.
      const right = await limited.inject({ method: 'POST', url: '/api/front/auth/login', headers: limited.ctx('tiza'), payload: { email: 'student@tiza.demo', password: DEMO_PASSWORD } });
      expect(right.statusCode).toBe(429);
      // Counted in the database (hashed keys), where every server process reads it.
      const stored = await limited.app.db.select().from(rateLimits);
      expect(stored.map((row) => row.count).sort()).toEqual([1, 5]);
      expect(JSON.stringify(stored)).not.toMatch(/student@|127\.0\.0\.1/);
    } finally {
      await limited.close();
    }
    // It builds and seeds a second server of its own: as long as a hook, not as a single request.
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL !== undefined)('counts attempts across server processes sharing one PostgreSQL', async () => {
    const first = await createTestApp({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
    const url = first.databaseUrl;
    if (url === undefined) throw new Error('a PostgreSQL test app has a database URL');
    const second = await buildApp({ database: { kind: 'postgres', url }, jwtSecret: TEST_JWT_SECRET, rateLimit: { max: 2, timeWindowMs: 60_000 }, attemptSweepMs: 0 });
    try {
      const attempt = (app: { inject: TestApp['inject'] }) =>
        app.inject({ method: 'POST', url: '/api/front/auth/login', headers: first.ctx('tiza'), payload: { email: 'student@tiza.demo', password: 'nope-nope' } });
      const other = { inject: (options: Parameters<TestApp['inject']>[0]) => second.inject(options) };
      expect((await attempt(first)).statusCode).toBe(401);
      expect((await attempt(other)).statusCode).toBe(401);
      expect((await attempt(first)).statusCode).toBe(429);
      expect((await attempt(other)).statusCode).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  }, 120_000);
});

describe('sessions', () => {
  it('GET users/me answers the user with schools in the user’s order', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/front/users/me', headers: await t.as('teacher@tiza.demo') });
    expect(res.statusCode).toBe(200);
    const me = res.json() as { role_guid: string; schools: { name: string; time_zone: string }[] };
    expect(me.role_guid).toBe('R02');
    expect(me.schools).toEqual([
      { guid: expect.any(String), name: 'IES Ramón y Cajal', time_zone: 'Europe/Madrid' },
      { guid: expect.any(String), name: 'Colegio Santa Teresa', time_zone: 'Europe/Madrid' },
    ]);
  });

  it('refuses calls without a token, with a bad signature or with a malformed header', async () => {
    const token = await t.login('student@tiza.demo');
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const authorization of [undefined, `Bearer ${forged}`, `Basic ${token}`, 'Bearer']) {
      const headers: Record<string, string> = { ...t.ctx('tiza'), ...(authorization ? { authorization } : {}) };
      const res = await t.inject({ method: 'GET', url: '/api/front/users/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('refuses an expired token even though its session exists', async () => {
    const token = await t.login('student@tiza.demo');
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; jti: string };
    const expired = await new SignJWT({ tid: 'tiza', role: 'R01' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await t.inject({ method: 'GET', url: '/api/front/users/me', headers: { authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a validly signed token whose session was never issued', async () => {
    const guid = await t.userGuid('student@tiza.demo');
    const token = await new SignJWT({ tid: 'tiza', role: 'R01' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(guid)
      .setJti('5f0c2d3e-1111-4222-8333-444455556666')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await t.inject({ method: 'GET', url: '/api/front/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('logout revokes the session of that token only', async () => {
    const first = await t.as('student@tiza.demo');
    const second = await t.as('student@tiza.demo');
    const out = await t.inject({ method: 'POST', url: '/api/front/auth/logout', headers: first });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await t.inject({ method: 'GET', url: '/api/front/users/me', headers: first })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/front/auth/logout', headers: first })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/front/users/me', headers: second })).statusCode).toBe(200);
  });
});

async function outboxLinks(): Promise<string[]> {
  const files = await readdir(t.outboxDir).catch(() => [] as string[]);
  const texts = await Promise.all(files.sort().map((f) => readFile(join(t.outboxDir, f), 'utf8')));
  // Quoted-printable may wrap long lines with "=\n".
  return texts.flatMap((text) => [...text.replace(/=\r?\n/g, '').replace(/=3D/g, '=').matchAll(/https?:\/\/\S+reset-password\?\S+/g)].map((m) => m[0]));
}

describe('password recovery', () => {
  it('mails a reset link that sets a new password once and revokes old sessions', async () => {
    const old = await t.as('marta@tiza.demo');
    const before = (await outboxLinks()).length;
    const recover = await t.inject({ method: 'POST', url: '/api/front/auth/recover-password', headers: t.ctx('tiza'), payload: { email: 'marta@tiza.demo' } });
    expect(recover.statusCode).toBe(202);
    const links = await outboxLinks();
    expect(links).toHaveLength(before + 1);
    const link = new URL(links[links.length - 1] ?? '');
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.searchParams.get('tenant')).toBe('tiza');
    const token = link.searchParams.get('token') ?? '';

    const reset = (password: string) => t.inject({ method: 'POST', url: '/api/front/auth/reset-password', headers: t.ctx('tiza'), payload: { token, password } });
    expect((await reset('short')).json()).toMatchObject({ statusCode: 400, code: 'PASSWORD_TOO_SHORT' });
    expect((await reset('a-brand-new-password')).statusCode).toBe(204);
    expect((await reset('another-new-password')).json()).toMatchObject({ statusCode: 400, code: 'RESET_TOKEN_INVALID' });

    expect((await t.inject({ method: 'GET', url: '/api/front/users/me', headers: old })).statusCode).toBe(401);
    expect((await loginAs('tiza', 'marta@tiza.demo', DEMO_PASSWORD)).json()).toMatchObject({ code: 'PASSWORD_INCORRECT' });
    expect((await loginAs('tiza', 'marta@tiza.demo', 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('answers 202 for an unknown email and mails nothing', async () => {
    const before = (await outboxLinks()).length;
    const res = await t.inject({ method: 'POST', url: '/api/front/auth/recover-password', headers: t.ctx('tiza'), payload: { email: 'nobody@tiza.demo' } });
    expect(res.statusCode).toBe(202);
    expect(await outboxLinks()).toHaveLength(before);
  });

  it('refuses a malformed email and an unknown reset token', async () => {
    const bad = await t.inject({ method: 'POST', url: '/api/front/auth/recover-password', headers: t.ctx('tiza'), payload: { email: 'nope' } });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'INVALID_EMAIL' });
    const unknown = await t.inject({ method: 'POST', url: '/api/front/auth/reset-password', headers: t.ctx('tiza'), payload: { token: 'made-up', password: 'long-enough-password' } });
    expect(unknown.json()).toMatchObject({ statusCode: 400, code: 'RESET_TOKEN_INVALID' });
  });

  it('applies the tenant’s own minimum length and does not accept a link in another tenant', async () => {
    await t.inject({ method: 'POST', url: '/api/front/auth/recover-password', headers: t.ctx('escola'), payload: { email: 'beatriz@escola.demo' } });
    const links = await outboxLinks();
    const token = new URL(links[links.length - 1] ?? '').searchParams.get('token') ?? '';
    const elsewhere = await t.inject({ method: 'POST', url: '/api/front/auth/reset-password', headers: t.ctx('tiza'), payload: { token, password: 'long-enough-password' } });
    expect(elsewhere.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    // escola asks for 10 characters: 9 is too short there.
    const nine = await t.inject({ method: 'POST', url: '/api/front/auth/reset-password', headers: t.ctx('escola'), payload: { token, password: 'nine-char' } });
    expect(nine.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    const ok = await t.inject({ method: 'POST', url: '/api/front/auth/reset-password', headers: t.ctx('escola'), payload: { token, password: 'ten-chars!' } });
    expect(ok.statusCode).toBe(204);
  });
});

describe('one-time SSO login links', () => {
  const createLink = async (creator: string, target: string) =>
    t.inject({ method: 'POST', url: '/api/front/auth/login-links', headers: await t.as(creator), payload: { user_guid: await t.userGuid(target) } });

  it('a school admin links a user of their school; the link logs in once', async () => {
    const res = await createLink('admin@tiza.demo', 'student@tiza.demo');
    expect(res.statusCode).toBe(201);
    const link = res.json() as { token: string; url: string; expires_at: string };
    expect(link.url).toBe(`${PUBLIC_URL}/auth/login/${link.token}?tenant=tiza`);
    expect(new Date(link.expires_at).getTime()).toBeGreaterThan(Date.now());

    const exchange = () => t.inject({ method: 'POST', url: `/api/front/auth/login/${link.token}`, headers: t.ctx('tiza') });
    const first = await exchange();
    expect(first.statusCode).toBe(200);
    const session = first.json() as { token: string; user: { email: string } };
    expect(session.user.email).toBe('student@tiza.demo');
    expect((await t.inject({ method: 'GET', url: '/api/front/users/me', headers: { authorization: `Bearer ${session.token}` } })).statusCode).toBe(200);
    const second = await exchange();
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ code: 'LOGIN_LINK_INVALID' });
  });

  it('a school admin cannot link a user of another school; helpdesk can link anyone in the tenant', async () => {
    expect((await createLink('admin@tiza.demo', 'irene@tiza.demo')).statusCode).toBe(404);
    expect((await createLink('helpdesk@tiza.demo', 'irene@tiza.demo')).statusCode).toBe(201);
  });

  it('teachers and students may not create links', async () => {
    for (const creator of ['teacher@tiza.demo', 'student@tiza.demo']) {
      const res = await createLink(creator, 'marta@tiza.demo');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('helpdesk cannot link a user of another tenant, and a link only works in its tenant', async () => {
    const foreign = await t.inject({
      method: 'POST',
      url: '/api/front/auth/login-links',
      headers: await t.as('helpdesk@tiza.demo'),
      payload: { user_guid: await t.userGuid('aluno@escola.demo') },
    });
    expect(foreign.statusCode).toBe(404);
    const link = (await createLink('helpdesk@tiza.demo', 'hugo@tiza.demo')).json() as { token: string };
    const wrongTenant = await t.inject({ method: 'POST', url: `/api/front/auth/login/${link.token}`, headers: t.ctx('escola') });
    expect(wrongTenant.json()).toMatchObject({ code: 'LOGIN_LINK_INVALID' });
    const rightTenant = await t.inject({ method: 'POST', url: `/api/front/auth/login/${link.token}`, headers: t.ctx('tiza') });
    expect(rightTenant.statusCode).toBe(200);
  });

  it('with a page of the app, lands there: the deep-link form of the link (ADR 0559)', async () => {
    const payload = { user_guid: await t.userGuid('student@tiza.demo'), next: '/tasks?view=week#today' };
    const res = await t.inject({ method: 'POST', url: '/api/front/auth/login-links', headers: await t.as('helpdesk@tiza.demo'), payload });
    expect(res.statusCode).toBe(201);
    const link = res.json() as { token: string; url: string };
    expect(link.url).toBe(`${PUBLIC_URL}/auth/login/${link.token}/deeplink?tenant=tiza&next=${encodeURIComponent('/tasks?view=week#today')}`);
    const exchanged = await t.inject({ method: 'POST', url: `/api/front/auth/login/${link.token}`, headers: t.ctx('tiza') });
    expect(exchanged.statusCode).toBe(200);
  });

  it('refuses a link to another site or to the access pages, issuing nothing', async () => {
    const headers = await t.as('helpdesk@tiza.demo');
    const user_guid = await t.userGuid('student@tiza.demo');
    const linksBefore = await t.app.db.$count(loginLinks);
    for (const next of ['https://evil.example/home', '//evil.example', '/auth/login', 'course/x', '/%2F%2Fevil.example', '']) {
      const res = await t.inject({ method: 'POST', url: '/api/front/auth/login-links', headers, payload: { user_guid, next } });
      expect(res.statusCode, next).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/next' }] });
    }
    const tooLong = await t.inject({ method: 'POST', url: '/api/front/auth/login-links', headers, payload: { user_guid, next: `/${'a'.repeat(2000)}` } });
    expect(tooLong.statusCode).toBe(400);
    expect(await t.app.db.$count(loginLinks)).toBe(linksBefore);
  });

  it('refuses a malformed target with VALIDATION_FAILED', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/front/auth/login-links', headers: await t.as('helpdesk@tiza.demo'), payload: { user_guid: 'not-a-guid' } });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: [{ path: '/user_guid' }] });
  });
});
