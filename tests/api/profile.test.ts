// Editing one's own profile (ADR 0533; features/identity/profile.feature): name, password, picture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/testApp';
import { TINY_PNG } from './support/authorizationTable';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface UserBody {
  name: string;
  lastname: string;
  avatar: string | null;
}
interface ErrorBody {
  code: string;
  details?: { path: string; message: string }[];
}

const put = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) => t.inject({ method: 'PUT', url, headers, payload });
const me = async (headers: Record<string, string>) => (await t.inject({ method: 'GET', url: '/api/front/users/me', headers })).json() as UserBody;

describe('PUT /api/front/users/me/name', () => {
  it('saves the name as the domain keeps it (trimmed, inner spaces folded), and others see it', async () => {
    const headers = await t.as('student@tiza.demo');
    const res = await put('/api/front/users/me/name', headers, { name: '  María   José ', lastname: ' Ortega  Ruiz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'María José', lastname: 'Ortega Ruiz' });
    expect(await me(await t.as('student@tiza.demo'))).toMatchObject({ name: 'María José', lastname: 'Ortega Ruiz' });
  });

  it('refuses an empty or too long name with each issue at its field, and keeps the old name', async () => {
    const headers = await t.as('teacher@classbook.demo');
    const before = await me(headers);
    const res = await put('/api/front/users/me/name', headers, { name: '   ', lastname: 'x'.repeat(81) });
    expect(res.statusCode).toBe(400);
    expect((res.json() as ErrorBody).details).toEqual([
      { path: '/name', message: 'name.required' },
      { path: '/lastname', message: 'name.too-long' },
    ]);
    expect(await me(headers)).toMatchObject({ name: before.name, lastname: before.lastname });
  });

  it('is the caller’s own: an id in the body changes nothing of anyone else', async () => {
    const other = await me(await t.as('teacher@tiza.demo'));
    const res = await put('/api/front/users/me/name', await t.as('admin@tiza.demo'), { name: 'Admin', lastname: 'Escuela', guid: await t.userGuid('teacher@tiza.demo') });
    expect(res.statusCode).toBe(200);
    expect(await me(await t.as('teacher@tiza.demo'))).toMatchObject({ name: other.name, lastname: other.lastname });
  });
});

describe('PUT /api/front/users/me/password', () => {
  const change = (headers: Record<string, string>, current: string, next: string) =>
    put('/api/front/users/me/password', headers, { current_password: current, new_password: next });

  it('refuses a wrong current password, a short one and the same one, each at its field', async () => {
    const headers = await t.as('editor@tiza.demo');
    const wrong = await change(headers, 'not-it', 'Pizarra-2027');
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as ErrorBody).details).toEqual([{ path: '/current_password', message: 'password.incorrect' }]);
    const short = await change(headers, DEMO_PASSWORD, 'corta');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT', details: [{ path: '/new_password', message: 'password.too-short' }] });
    const same = await change(headers, DEMO_PASSWORD, DEMO_PASSWORD);
    expect((same.json() as ErrorBody).details).toEqual([{ path: '/new_password', message: 'password.same-as-current' }]);
    // Nothing changed: the demo password still signs in.
    expect(await t.login('editor@tiza.demo')).toEqual(expect.any(String));
  });

  it('changes it: the new one signs in, the old one no longer does, other sessions end and this one stays', async () => {
    const email = 'helpdesk@tiza.demo';
    const other = await t.as(email);
    const headers = await t.as(email);
    const res = await change(headers, DEMO_PASSWORD, 'Pizarra-2027');
    expect(res.statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: '/api/front/users/me', headers })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/front/users/me', headers: other })).statusCode).toBe(401);
    const old = await t.inject({ method: 'POST', url: '/api/front/auth/login', headers: t.ctx('tiza'), payload: { email, password: DEMO_PASSWORD } });
    expect(old.statusCode).toBe(401);
    expect(await t.login(email, 'Pizarra-2027')).toEqual(expect.any(String));
  });

  it('follows the tenant’s minimum (Escola asks for 10 characters)', async () => {
    const res = await change(await t.as('aluno@escola.demo'), DEMO_PASSWORD, 'Nove-9999');
    expect(res.statusCode).toBe(400);
    expect((res.json() as ErrorBody).code).toBe('PASSWORD_TOO_SHORT');
  });

  it('bounds guesses of the current password: the eleventh try in a minute is 429', async () => {
    const headers = await t.as('student@classbook.demo');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await change(headers, `guess-${i}`, 'Pizarra-2027')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('PUT and DELETE /api/front/users/me/avatar, GET /api/avatars/{token}', () => {
  const setAvatar = (headers: Record<string, string>, image: string) => put('/api/front/users/me/avatar', headers, { image });

  it('stores a PNG recognised by content, served at a new address each time; the old address stops answering', async () => {
    const headers = await t.as('teacher@tiza.demo');
    const first = await setAvatar(headers, TINY_PNG);
    expect(first.statusCode).toBe(200);
    const firstUrl = (first.json() as UserBody).avatar;
    expect(firstUrl).toMatch(/^\/api\/avatars\/[A-Za-z0-9_-]{22}$/);
    const served = await t.inject({ method: 'GET', url: firstUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(Buffer.from(TINY_PNG, 'base64'))).toBe(true);

    const second = await setAvatar(headers, TINY_PNG);
    const secondUrl = (second.json() as UserBody).avatar;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.inject({ method: 'GET', url: firstUrl ?? '' })).statusCode).toBe(404);
    expect((await me(headers)).avatar).toBe(secondUrl);
  });

  it.each([
    ['an SVG (it can carry script)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64'), 400, 'FILE_TYPE_NOT_ALLOWED'],
    ['text', Buffer.from('hello, not a picture').toString('base64'), 400, 'FILE_TYPE_NOT_ALLOWED'],
    ['a PNG past 200,000 bytes', Buffer.concat([Buffer.from(TINY_PNG, 'base64'), Buffer.alloc(200_001)]).toString('base64'), 413, 'FILE_TOO_LARGE'],
  ])('refuses %s and keeps the picture', async (_what, image, status, code) => {
    const headers = await t.as('admin@tiza.demo');
    const before = (await me(headers)).avatar;
    const res = await setAvatar(headers, image);
    expect(res.statusCode).toBe(status);
    expect((res.json() as ErrorBody).code).toBe(code);
    expect((await me(headers)).avatar).toBe(before);
  });

  it('goes back to initials: the avatar is null and its address is gone', async () => {
    const headers = await t.as('student@tiza.demo');
    const url = ((await setAvatar(headers, TINY_PNG)).json() as UserBody).avatar;
    const res = await t.inject({ method: 'DELETE', url: '/api/front/users/me/avatar', headers });
    expect(res.statusCode).toBe(200);
    expect((res.json() as UserBody).avatar).toBeNull();
    expect((await t.inject({ method: 'GET', url: url ?? '' })).statusCode).toBe(404);
  });

  it('is refused where the tenant keeps pictures as the school set them (Escola)', async () => {
    const headers = await t.as('professor@escola.demo');
    const res = await setAvatar(headers, TINY_PNG);
    expect(res.statusCode).toBe(403);
    expect((res.json() as ErrorBody).code).toBe('FEATURE_DISABLED');
    expect((await t.inject({ method: 'DELETE', url: '/api/front/users/me/avatar', headers })).statusCode).toBe(403);
  });
});
