// The server attacked as an outsider, a student, a teacher of another course, a school admin and a user of another
// tenant. Complements auth/tenancy/courses/foundation tests: only what those do not already prove.
import { SignJWT, decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, TEST_JWT_SECRET, type TestApp } from './support/testApp';
import { passwordResets, sessions, users } from '../../server/src/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SECRET = new TextEncoder().encode(TEST_JWT_SECRET);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => decodeJwt(token) as { sub: string; jti: string; tid: string; role: string; exp: number };
const me = (headers: Record<string, string>) => t.inject({ method: 'GET', url: '/api/front/users/me', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every failure has the contract's shape and reveals nothing of the implementation. */
function expectCleanError(res: LightMyRequestResponse, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'message', 'statusCode']);
  if (code !== undefined) expect(body.code).toBe(code);
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|select |insert |update |postgres|pglite|syntax error|drizzle/i);
}

describe('JWT forgery', () => {
  it('refuses alg none, another secret, another HMAC algorithm and a re-encoded payload', async () => {
    const token = await t.login('student@tiza.demo');
    const claims = claimsOf(token);
    const [header, , signature] = token.split('.');
    const forged = {
      none: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
      noneWithSig: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.${signature ?? ''}`,
      otherSecret: await new SignJWT({ tid: 'tiza', role: 'R01' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setJti(claims.jti)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret')),
      hs512SameSecret: await new SignJWT({ tid: 'tiza', role: 'R01' })
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject(claims.sub)
        .setJti(claims.jti)
        .setExpirationTime('1h')
        .sign(SECRET),
      tamperedRole: `${header ?? ''}.${b64({ ...claims, role: 'R05' })}.${signature ?? ''}`,
      tamperedTenant: `${header ?? ''}.${b64({ ...claims, tid: 'escola' })}.${signature ?? ''}`,
    };
    for (const [name, jwt] of Object.entries(forged)) {
      const res = await me(bearer(jwt));
      expect(res.statusCode, name).toBe(401);
      expectCleanError(res, 401, 'UNAUTHORIZED');
    }
    // The genuine token still works.
    expect((await me(bearer(token))).statusCode).toBe(200);
  });

  it('binds a session to its user and tenant: a validly signed token with another sub or tid is refused', async () => {
    const token = await t.login('student@tiza.demo');
    const claims = claimsOf(token);
    const other = await t.userGuid('marta@tiza.demo');
    const escolaUser = await t.userGuid('aluno@escola.demo');
    const variants = [
      { sub: other, tid: 'tiza' },
      { sub: escolaUser, tid: 'escola' },
      { sub: claims.sub, tid: 'escola' },
    ];
    for (const v of variants) {
      const jwt = await new SignJWT({ tid: v.tid, role: 'R01' }).setProtectedHeader({ alg: 'HS256' }).setSubject(v.sub).setJti(claims.jti).setExpirationTime('1h').sign(SECRET);
      expectCleanError(await me(bearer(jwt)), 401, 'UNAUTHORIZED');
    }
  });

  it('refuses a validly signed token without exp, or with claims of the wrong type or form, with 401 (never 500)', async () => {
    const token = await t.login('student@tiza.demo');
    const { sub, jti } = claimsOf(token);
    const noExp = await new SignJWT({ tid: 'tiza', role: 'R01' }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setJti(jti).sign(SECRET);
    const notUuidJti = await new SignJWT({ tid: 'tiza', role: 'R01' }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setJti("x' or '1'='1").setExpirationTime('1h').sign(SECRET);
    const notUuidSub = await new SignJWT({ tid: 'tiza', role: 'R01' }).setProtectedHeader({ alg: 'HS256' }).setSubject('admin').setJti(jti).setExpirationTime('1h').sign(SECRET);
    const numericTid = await new SignJWT({ tid: 42, role: 'R01' }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setJti(jti).setExpirationTime('1h').sign(SECRET);
    const otherTid = await new SignJWT({ tid: 'escola' }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setJti(jti).setExpirationTime('1h').sign(SECRET);
    for (const [name, jwt] of Object.entries({ noExp, notUuidJti, notUuidSub, numericTid, otherTid })) {
      const res = await me(bearer(jwt));
      expect(res.statusCode, name).toBe(401);
      expectCleanError(res, 401, 'UNAUTHORIZED');
    }
  });

  it('takes the role from the user as stored, never from the token: a forged role claim changes nothing, a role change applies at once', async () => {
    const token = await t.login('student@tiza.demo');
    const { sub, jti } = claimsOf(token);
    // Signed with the real secret (an insider's worst case): the claim still grants nothing.
    const claimsHelpdesk = await new SignJWT({ tid: 'tiza', role: 'R05' }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setJti(jti).setExpirationTime('1h').sign(SECRET);
    const asForged = { ...bearer(claimsHelpdesk), ...t.ctx('tiza') };
    expect((await me(asForged)).json()).toMatchObject({ role_guid: 'R01' });
    const link = await t.inject({ method: 'POST', url: '/api/front/auth/login-links', headers: asForged, payload: { user_guid: sub } });
    expectCleanError(link, 403, 'FORBIDDEN');
    expect(claimsOf(token)).not.toHaveProperty('role');

    const teacher = await t.login('hugo@tiza.demo');
    const headers = { ...bearer(teacher), ...t.ctx('tiza') };
    expect((await me(headers)).json()).toMatchObject({ role_guid: 'R01' });
    await t.app.db.update(users).set({ role: 'R02' }).where(eq(users.guid, claimsOf(teacher).sub));
    expect((await me(headers)).json()).toMatchObject({ role_guid: 'R02' });
    await t.app.db.update(users).set({ role: 'R01' }).where(eq(users.guid, claimsOf(teacher).sub));
  });

  it('refuses garbage in the Authorization header with 401', async () => {
    for (const authorization of ['Bearer a.b.c', 'Bearer ....', `Bearer ${'A'.repeat(8000)}`, 'Bearer eyJhbGciOiJIUzI1NiJ9.e30', 'Bearer \u00e9\u00e9.\u00e9.\u00e9']) {
      expectCleanError(await me({ authorization }), 401, 'UNAUTHORIZED');
    }
  });

  it('refuses the token of a session revoked in the database, and of a deleted user', async () => {
    const token = await t.login('hugo@tiza.demo');
    await t.app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, claimsOf(token).jti));
    expectCleanError(await me(bearer(token)), 401, 'UNAUTHORIZED');

    const lucas = await t.login('lucas@tiza.demo');
    expect((await me(bearer(lucas))).statusCode).toBe(200);
    await t.app.db.delete(users).where(eq(users.guid, claimsOf(lucas).sub));
    expectCleanError(await me(bearer(lucas)), 401, 'UNAUTHORIZED');
  });
});

describe('login_context abuse', () => {
  const tenantCall = (loginContext: string) => t.inject({ method: 'GET', url: '/api/front/tenant', headers: { login_context: loginContext } });

  it('falls back to the default tenant when the header is not an object naming a tenant', async () => {
    for (const value of ['["escola"]', '"escola"', 'null', '42', '{"tenant":42}', '{"tenant":{"id":"escola"}}', '{"tenant":""}', '{', '{"tenant":"escola"']) {
      const res = await tenantCall(value);
      expect(res.statusCode, value).toBe(200);
      expect((res.json() as { id: string }).id, value).toBe('tiza');
    }
  });

  it('answers 400 TENANT_UNKNOWN (never 500) for SQL metacharacters, NUL, huge and odd tenant ids', async () => {
    const odd = ["tiza' OR '1'='1", 'tiza; drop table tenants; --', 'tiza\\u0000', '\\u0000', 'TIZA', ' tiza', 'tiza%', '%', '_', '*', 'x'.repeat(10_000), '\\ud800'];
    for (const tenant of odd) {
      const res = await tenantCall(`{"tenant":"${tenant}","surface":"web"}`);
      expect(res.statusCode, tenant.slice(0, 40)).toBe(400);
      expectCleanError(res, 400, 'TENANT_UNKNOWN');
    }
    // The tenants table survived.
    expect((await tenantCall('{"tenant":"escola"}')).statusCode).toBe(200);
  });

  it('a password of tenant A never opens a session when login_context names tenant B', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/front/auth/login', headers: t.ctx('classbook'), payload: { email: 'teacher@tiza.demo', password: DEMO_PASSWORD } });
    expectCleanError(res, 401, 'USER_NOT_FOUND');
  });

  it('a token of tenant A with a NUL-bearing login_context answers 400, never 500', async () => {
    const headers = await t.as('teacher@tiza.demo');
    const res = await t.inject({ method: 'GET', url: '/api/front/courses', headers: { ...headers, login_context: '{"tenant":"tiza\\u0000"}' } });
    expectCleanError(res, 400, 'TENANT_UNKNOWN');
  });
});

describe('cross-tenant and cross-course access', () => {
  it('a teacher does not see another teacher’s course, nor a school admin the courses of another school', async () => {
    const mat = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const ingles = await t.courseGuid('tiza', 'Inglés 5º Primaria');
    expectCleanError(await t.inject({ method: 'GET', url: `/api/front/courses/${mat}`, headers: await t.as('teacher2@tiza.demo') }), 404, 'NOT_FOUND');
    expectCleanError(await t.inject({ method: 'GET', url: `/api/front/courses/${ingles}`, headers: await t.as('admin@tiza.demo') }), 404, 'NOT_FOUND');
    // Editors and helpdesk are not members: they do not read course content either.
    for (const email of ['editor@tiza.demo', 'helpdesk@tiza.demo']) {
      expectCleanError(await t.inject({ method: 'GET', url: `/api/front/courses/${mat}`, headers: await t.as(email) }), 404, 'NOT_FOUND');
    }
  });

  it('a student of one course cannot read a course of the same school they are not in, nor list it', async () => {
    const historia = await t.courseGuid('tiza', 'Historia del Mundo Contemporáneo 1º Bachillerato');
    const headers = await t.as('student@tiza.demo');
    expectCleanError(await t.inject({ method: 'GET', url: `/api/front/courses/${historia}`, headers }), 404, 'NOT_FOUND');
    const list = (await t.inject({ method: 'GET', url: '/api/front/courses?pageSize=100', headers })).json() as { data: { guid: string }[] };
    expect(list.data.map((c) => c.guid)).not.toContain(historia);
  });

  it('a teacher cannot create a course in a school of another tenant, nor in one they do not belong to', async () => {
    const escolaSchool = (await t.app.repos.users.schoolGuids(await t.userGuid('professor@escola.demo')))[0];
    const colegio = (await t.app.repos.users.schoolGuids(await t.userGuid('teacher2@tiza.demo')))[0];
    const headers = await t.as('teacher@tiza.demo');
    const studentHeaders = await t.as('student@tiza.demo');
    expect(escolaSchool).toBeDefined();
    expect(colegio).toBeDefined();
    const res = await t.inject({ method: 'POST', url: '/api/front/courses', headers, payload: { name: 'Intrusa', discipline: 'ed1', education_level: 'el1', school_guid: escolaSchool } });
    expectCleanError(res, 404, 'NOT_FOUND');
    // The student account is in 'ies' only; even a teacher's school is not theirs (and students may not create).
    const asStudent = await t.inject({ method: 'POST', url: '/api/front/courses', headers: studentHeaders, payload: { name: 'X', discipline: 'ed1', education_level: 'el1', school_guid: colegio } });
    expect(asStudent.statusCode).toBe(403);
  });

  it('a school admin cannot mint a login link for a more privileged user of their own school', async () => {
    const headers = await t.as('admin@tiza.demo');
    for (const target of ['helpdesk@tiza.demo', 'editor@tiza.demo']) {
      const res = await t.inject({ method: 'POST', url: '/api/front/auth/login-links', headers, payload: { user_guid: await t.userGuid(target) } });
      expectCleanError(res, 404, 'NOT_FOUND');
    }
    // …while a teacher of their school is fine.
    const teacher = await t.inject({ method: 'POST', url: '/api/front/auth/login-links', headers, payload: { user_guid: await t.userGuid('teacher@tiza.demo') } });
    expect(teacher.statusCode).toBe(201);
  });

  it('a school admin of tenant A cannot link a user of tenant B even with B’s login_context', async () => {
    const headers = await t.as('admin@tiza.demo');
    const res = await t.inject({ method: 'POST', url: '/api/front/auth/login-links', headers: { ...headers, ...t.ctx('escola') }, payload: { user_guid: await t.userGuid('aluno@escola.demo') } });
    expectCleanError(res, 403, 'TENANT_MISMATCH');
  });
});

describe('input hardening', () => {
  it('every string a route accepts has a maxLength, a format or an enum', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const unbounded: string[] = [];
    const visit = (schema: unknown, where: string) => {
      if (schema === null || typeof schema !== 'object') return;
      const s = schema as Record<string, unknown>;
      if (s.type === 'string' && s.maxLength === undefined && s.format === undefined && s.enum === undefined && s.const === undefined) unbounded.push(where);
      for (const [key, value] of Object.entries(s)) {
        if (key === 'responses') continue;
        if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${where}/${key}/${i}`));
        else visit(value, `${where}/${key}`);
      }
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) visit(operation, `${method.toUpperCase()} ${path}`);
    }
    expect(unbounded).toEqual([]);
  });

  it('answers an oversized body with 413 in the contract’s shape', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/front/auth/login', headers: { 'content-type': 'application/json', ...t.ctx('tiza') }, payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }) });
    expectCleanError(res, 413);
  });

  it('refuses bodies that are not JSON with a 4xx in the contract’s shape', async () => {
    const cases = [
      { 'content-type': 'text/plain', payload: 'email=student@tiza.demo' },
      { 'content-type': 'application/x-www-form-urlencoded', payload: 'email=student%40tiza.demo&password=x' },
      { 'content-type': 'application/json', payload: '["student@tiza.demo"]' },
      { 'content-type': 'application/json', payload: 'null' },
      { 'content-type': 'application/json', payload: '{"__proto__":{"admin":true},"email":"student@tiza.demo","password":"x"}' },
      { 'content-type': 'application/json', payload: '{"constructor":{"prototype":{"admin":true}},"email":"student@tiza.demo","password":"x"}' },
    ];
    for (const { payload, ...headers } of cases) {
      const res = await t.inject({ method: 'POST', url: '/api/front/auth/login', headers: { ...headers, ...t.ctx('tiza') }, payload });
      expect(res.statusCode, `${headers['content-type']} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${headers['content-type']} ${payload}`).toBeLessThan(500);
      expectCleanError(res, res.statusCode);
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('drops extra fields: they are neither stored nor echoed', async () => {
    const headers = await t.as('teacher@tiza.demo');
    const res = await t.inject({
      method: 'POST',
      url: '/api/front/courses',
      headers,
      payload: { name: 'Física', discipline: 'ed6', education_level: 'el3', join_code: 'HACKED01', guid: '00000000-0000-4000-8000-000000000000', tenant_id: 'escola', created_by: await t.userGuid('admin@tiza.demo'), students_count: 999 },
    });
    expect(res.statusCode).toBe(201);
    const course = res.json() as { guid: string; join_code: string; students_count: number };
    expect(course.guid).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(course.join_code).not.toBe('HACKED01');
    expect(course.students_count).toBe(0);
    expect(res.body).not.toContain('tenant_id');
    expect(res.body).not.toContain('created_by');
    expect(await t.app.repos.courses.findByJoinCode('tiza', 'HACKED01')).toBeUndefined();
    expect(await t.app.repos.courses.findByJoinCode('escola', course.join_code)).toBeUndefined();
  });

  it('keeps unicode names as sent and refuses NUL and too-long strings with 400 (never 500)', async () => {
    const headers = await t.as('teacher@tiza.demo');
    const create = (payload: Record<string, unknown>) => t.inject({ method: 'POST', url: '/api/front/courses', headers, payload: { discipline: 'ed1', education_level: 'el1', ...payload } });
    for (const name of ['Ñandú 🧮 数学', 'e\u0301cole', '\u202eevil\u202c', '<script>alert(1)</script>', "Robert'); drop table courses;--"]) {
      const res = await create({ name });
      expect(res.statusCode, name).toBe(201);
      expect((res.json() as { name: string }).name).toBe(name);
    }
    const refused = [{ name: 'a\u0000b' }, { name: 'ok', education_year: 'x\u0000' }, { name: 'ok', type: '\u0000' }, { name: 'x'.repeat(121) }, { name: '   ' }, { name: 'ok', type: 't'.repeat(41) }];
    for (const payload of refused) expectCleanError(await create(payload), 400, 'VALIDATION_FAILED');
    // Query strings and other string fields too.
    expectCleanError(await t.inject({ method: 'GET', url: '/api/front/courses?type=%00', headers }), 400, 'VALIDATION_FAILED');
    expectCleanError(await t.inject({ method: 'POST', url: '/api/front/join-course', headers, payload: { code: 'MATE\u00002ESO' } }), 400, 'VALIDATION_FAILED');
    const login = await t.inject({ method: 'POST', url: '/api/front/auth/login', headers: t.ctx('tiza'), payload: { email: 'student@tiza.demo', password: 'pa\u0000ss' } });
    expectCleanError(login, 400, 'VALIDATION_FAILED');
    expect(login.json()).toMatchObject({ details: [{ path: '/password' }] });
  });

  it('refuses deeply nested JSON and unpaired surrogates on every kind of route, login included, with 400 (never 500)', async () => {
    const headers = await t.as('teacher@tiza.demo');
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const deepObject = '{"a":'.repeat(1_000) + '1' + '}'.repeat(1_000);
    for (const [url, method] of [['/api/front/auth/login', 'POST'], ['/api/front/courses', 'POST'], ['/api/front/join-course', 'POST']] as const) {
      for (const payload of [deep, deepObject]) {
        const res = await t.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload });
        expectCleanError(res, 400, 'VALIDATION_FAILED');
      }
    }
    const lone = await t.inject({ method: 'POST', url: '/api/front/courses', headers, payload: { discipline: 'ed1', education_level: 'el1', name: 'Física \ud800' } });
    expectCleanError(lone, 400, 'VALIDATION_FAILED');
    expect(lone.json()).toMatchObject({ details: [{ path: '/name', message: 'must not contain unpaired surrogates' }] });
    const loneKey = await t.inject({ method: 'POST', url: '/api/front/join-course', headers, payload: { code: 'ABCDEF', ['x\udc00']: 1 } });
    expectCleanError(loneKey, 400, 'VALIDATION_FAILED');
    // A surrogate pair (an emoji) is text like any other.
    expect((await t.inject({ method: 'POST', url: '/api/front/courses', headers, payload: { discipline: 'ed1', education_level: 'el1', name: 'Química 🧪' } })).statusCode).toBe(201);
  });

  it('a string where a JSON body needs a number is refused, "Infinity" included (no coercion of bodies)', async () => {
    const headers = await t.as('teacher@tiza.demo');
    const course = await t.courseGuid('tiza', 'Lengua Castellana y Literatura 2º ESO');
    for (const weight of ['Infinity', '-Infinity', 'NaN', '7', '1e400']) {
      const res = await t.inject({ method: 'POST', url: `/api/front/courses/${course}/gradebook/categories`, headers, payload: { name: 'Prueba', weight } });
      expectCleanError(res, 400, 'VALIDATION_FAILED');
    }
  });

  it('abuses of page and pageSize answer 400 or a sane page, never 500', async () => {
    const headers = await t.as('teacher@tiza.demo');
    for (const query of ['page=-1', 'page=abc', 'page=1.5', 'page=1e400', 'page=99999999999999999999999', 'page=9007199254740993']) {
      expectCleanError(await t.inject({ method: 'GET', url: `/api/front/courses?${query}`, headers }), 400, 'VALIDATION_FAILED');
    }
    for (const query of ['pageSize=0', 'pageSize=-5', 'pageSize=abc', 'pageSize=1e3', 'pageSize=999999', 'pageSize=', 'page=1000000']) {
      const res = await t.inject({ method: 'GET', url: `/api/front/courses?${query}`, headers });
      expect(res.statusCode, query).toBe(200);
      const { meta } = res.json() as { meta: { pageSize: number } };
      expect(meta.pageSize, query).toBeGreaterThanOrEqual(1);
      expect(meta.pageSize, query).toBeLessThanOrEqual(100);
    }
    expectCleanError(await t.inject({ method: 'GET', url: '/api/front/courses?pageSize=1234567', headers }), 400, 'VALIDATION_FAILED');
  });

  it('path params that are not uuids answer 400 or 404, never 500', async () => {
    const headers = await t.as('teacher@tiza.demo');
    for (const guid of ['1', "1'%20or%20'1'='1", '%00', '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(5000), '00000000-0000-0000-0000-00000000000g', '%E2%80%AE']) {
      const res = await t.inject({ method: 'GET', url: `/api/front/courses/${guid}`, headers });
      // 414: longer than Fastify's maxParamLength.
      expect([400, 404, 414], guid.slice(0, 40)).toContain(res.statusCode);
      expectCleanError(res, res.statusCode);
    }
    for (const token of ['x', '%00', 'x'.repeat(201), "'%20or%201=1--", '%E0%A4%A', '%']) {
      const res = await t.inject({ method: 'POST', url: `/api/front/auth/login/${token}`, headers: t.ctx('tiza') });
      expect([400, 401, 414], token.slice(0, 40)).toContain(res.statusCode);
      expectCleanError(res, res.statusCode);
    }
  });

  it('a route reached through a percent-encoded path still resolves its tenant (no 500)', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/%66ront/tenant', headers: t.ctx('escola') });
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode === 200) expect((res.json() as { id: string }).id).toBe('escola');
    const login = await t.inject({ method: 'POST', url: '/api/%66ront/auth/login', headers: t.ctx('tiza'), payload: { email: 'student@tiza.demo', password: 'nope' } });
    expect(login.statusCode).toBeLessThan(500);
  });
});

describe('information leaks', () => {
  it('no answer carries a password hash, a session id or a reset token', async () => {
    const token = await t.login('student@tiza.demo');
    const { jti } = claimsOf(token);
    const [hashRow] = await t.app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'student@tiza.demo'));
    const headers = { ...bearer(token), ...t.ctx('tiza') };
    const course = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const answers = [
      await me(headers),
      await t.inject({ method: 'GET', url: '/api/front/courses', headers }),
      await t.inject({ method: 'GET', url: `/api/front/courses/${course}`, headers }),
      await t.inject({ method: 'GET', url: '/api/front/tenant', headers }),
      await t.inject({ method: 'POST', url: '/api/front/auth/recover-password', headers: t.ctx('tiza'), payload: { email: 'student@tiza.demo' } }),
    ];
    const [reset] = await t.app.db.select({ tokenHash: passwordResets.tokenHash }).from(passwordResets);
    for (const res of answers) {
      expect(res.body).not.toMatch(/password_?hash|passwordHash|argon2/i);
      if (hashRow?.hash) expect(res.body).not.toContain(hashRow.hash);
      expect(res.body).not.toContain(jti);
      if (reset) expect(res.body).not.toContain(reset.tokenHash);
    }
  });

  it('recover-password answers byte for byte the same for known, unknown, unsynchronised and other-tenant emails', async () => {
    const recover = (email: string) => t.inject({ method: 'POST', url: '/api/front/auth/recover-password', headers: t.ctx('tiza'), payload: { email } });
    const answers = await Promise.all(['marta@tiza.demo', 'nobody@tiza.demo', 'pending@tiza.demo', 'aluno@escola.demo'].map(recover));
    const shapes = answers.map((r) => ({ status: r.statusCode, body: r.body, type: r.headers['content-type'], length: r.headers['content-length'] }));
    for (const shape of shapes) expect(shape).toEqual(shapes[0]);
    expect(shapes[0]?.status).toBe(202);
  });

  it('a reset token is not a login link, and a login link is not a reset token', async () => {
    const guid = await t.userGuid('irene@tiza.demo');
    const reset = await t.app.repos.passwordResets.issue(guid, 60_000);
    expectCleanError(await t.inject({ method: 'POST', url: `/api/front/auth/login/${reset.token}`, headers: t.ctx('tiza') }), 401, 'LOGIN_LINK_INVALID');
    const link = await t.app.repos.loginLinks.issue(guid, 60_000);
    const res = await t.inject({ method: 'POST', url: '/api/front/auth/reset-password', headers: t.ctx('tiza'), payload: { token: link.token, password: 'hijacked-password-1' } });
    expectCleanError(res, 400, 'RESET_TOKEN_INVALID');
    // Both are still good for what they are.
    expect((await t.inject({ method: 'POST', url: `/api/front/auth/login/${link.token}`, headers: t.ctx('tiza') })).statusCode).toBe(200);
  });

  it('an expired login link or reset token is refused', async () => {
    const guid = await t.userGuid('marta@tiza.demo');
    const link = await t.app.repos.loginLinks.issue(guid, -1000);
    expectCleanError(await t.inject({ method: 'POST', url: `/api/front/auth/login/${link.token}`, headers: t.ctx('tiza') }), 401, 'LOGIN_LINK_INVALID');
    const reset = await t.app.repos.passwordResets.issue(guid, -1000);
    expectCleanError(await t.inject({ method: 'POST', url: '/api/front/auth/reset-password', headers: t.ctx('tiza'), payload: { token: reset.token, password: 'another-password-1' } }), 400, 'RESET_TOKEN_INVALID');
    // Marta's password did not change.
    expect((await t.inject({ method: 'POST', url: '/api/front/auth/login', headers: t.ctx('tiza'), payload: { email: 'marta@tiza.demo', password: DEMO_PASSWORD } })).statusCode).toBe(200);
  });
});

describe('rate limiting', () => {
  it('cannot be bypassed by changing the email’s case, surrounding it with spaces or forging X-Forwarded-For', async () => {
    const limited = await createTestApp({ rateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const variants = ['marta@tiza.demo', 'MARTA@tiza.demo', ' Marta@Tiza.Demo ', '\tmarta@TIZA.demo\n', 'marta@tiza.DEMO'];
      const statuses: number[] = [];
      for (const [i, email] of variants.entries()) {
        // Without trustProxy a forged X-Forwarded-For does not make a new client either.
        const headers = { ...limited.ctx('tiza'), 'x-forwarded-for': `203.0.113.${i + 1}` };
        const res = await limited.inject({ method: 'POST', url: '/api/front/auth/login', headers, payload: { email, password: 'wrong' } });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // recover-password counts on its own, with the same normalised key.
      const recovered: number[] = [];
      for (const email of variants.slice(0, 4)) {
        recovered.push((await limited.inject({ method: 'POST', url: '/api/front/auth/recover-password', headers: limited.ctx('tiza'), payload: { email } })).statusCode);
      }
      expect(recovered).toEqual([202, 202, 202, 429]);
    } finally {
      await limited.close();
    }
    // It builds and seeds a server of its own: as long as a hook, not as a single request.
  }, 120_000);
});

describe('security headers everywhere', () => {
  const check = (res: LightMyRequestResponse, what: string) => {
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc, what).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:/);
    expect(csp, what).toMatch(/frame-ancestors '(self|none)'/);
    expect(csp, what).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options'], what).toBe('nosniff');
    expect(res.headers['referrer-policy'], what).toBeDefined();
    expect(String(res.headers['x-powered-by'] ?? ''), what).toBe('');
  };

  it('are on JSON answers, errors, the SPA deep-link fallback and static assets', async () => {
    const student = await t.as('student@tiza.demo');
    const answers: [string, LightMyRequestResponse][] = [
      ['users/me', await me(student)],
      ['401', await me({})],
      ['404 api', await t.inject({ method: 'GET', url: '/api/front/nothing' })],
      ['400', await t.inject({ method: 'POST', url: '/api/front/auth/login', headers: t.ctx('tiza'), payload: {} })],
      ['deep link', await t.inject({ method: 'GET', url: '/course/123', headers: { accept: 'text/html' } })],
      ['index.html', await t.inject({ method: 'GET', url: '/index.html' })],
      ['asset', await t.inject({ method: 'GET', url: '/static/js/index.1a2b3c4d.js' })],
    ];
    for (const [what, res] of answers) check(res, what);
    const deepLink = answers.find(([what]) => what === 'deep link')?.[1];
    expect(deepLink?.body).toContain('<div id="root">');
  });
});
