// `User.abilities` (docs/api.md): what the signed-in user may do, decided by the server's one policy
// (server/src/policies/userPolicy.ts) and matching what the course routes then allow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const tenantOf = (email: string) => email.split('@')[1]?.split('.')[0] ?? '';

// tiza has `createCourse` on, escola has it off.
const CASES = [
  ['teacher@tiza.demo', 'R02', { create_course: true, join_course: true }],
  ['professor@escola.demo', 'R02', { create_course: false, join_course: true }],
  ['student@tiza.demo', 'R01', { create_course: false, join_course: true }],
  ['aluno@escola.demo', 'R01', { create_course: false, join_course: true }],
  // School admins create where the tenant allows it, and join by code as teachers (the matrix's 404 CODE_NOT_FOUND).
  ['admin@tiza.demo', 'R03', { create_course: true, join_course: true }],
  ['admin@escola.demo', 'R03', { create_course: false, join_course: true }],
  ['editor@tiza.demo', 'R04', { create_course: false, join_course: false }],
  ['editor@escola.demo', 'R04', { create_course: false, join_course: false }],
  ['helpdesk@tiza.demo', 'R05', { create_course: false, join_course: false }],
  ['helpdesk@escola.demo', 'R05', { create_course: false, join_course: false }],
] as const;

describe('User.abilities', () => {
  it.each(CASES)('%s (%s) → %o in the login answer and in /users/me', async (email, role, abilities) => {
    const login = await t.inject({ method: 'POST', url: '/api/front/auth/login', headers: t.ctx(tenantOf(email)), payload: { email, password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const body = login.json() as { token: string; user: { role_guid: string; abilities: unknown } };
    expect(body.user.role_guid).toBe(role);
    expect(body.user.abilities).toEqual(abilities);

    const me = await t.inject({ method: 'GET', url: '/api/front/users/me', headers: { authorization: `Bearer ${body.token}`, ...t.ctx(tenantOf(email)) } });
    expect(me.statusCode).toBe(200);
    expect((me.json() as { abilities: unknown }).abilities).toEqual(abilities);
  });

  it('are in the answer of a one-time login link too', async () => {
    const link = await t.inject({ method: 'POST', url: '/api/front/auth/login-links', headers: await t.as('helpdesk@tiza.demo'), payload: { user_guid: await t.userGuid('teacher@tiza.demo') } });
    expect(link.statusCode).toBe(201);
    const { token } = link.json() as { token: string };
    const res = await t.inject({ method: 'POST', url: `/api/front/auth/login/${encodeURIComponent(token)}`, headers: t.ctx('tiza') });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { user: { abilities: unknown } }).user.abilities).toEqual({ create_course: true, join_course: true });
  });

  // The abilities promise what the routes do: create_course ⇔ POST /courses is not refused, join_course ⇔ join-course is not refused.
  it.each(CASES)('%s (%s): the course routes agree with %o', async (email, _role, abilities) => {
    const headers = await t.as(email);
    const create = await t.inject({ method: 'POST', url: '/api/front/courses', headers, payload: { name: 'Abilities check', discipline: 'ed6', education_level: 'el2' } });
    expect(create.statusCode === 403, create.body.slice(0, 200)).toBe(!abilities.create_course);
    if (abilities.create_course) expect(create.statusCode).toBe(201);
    const join = await t.inject({ method: 'POST', url: '/api/front/join-course', headers, payload: { code: 'NOSUCH99' } });
    expect(join.statusCode).toBe(abilities.join_course ? 404 : 403);
  });
});
