import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const tenantId = async (headers: Record<string, string>) => {
  const res = await t.inject({ method: 'GET', url: '/api/front/tenant', headers });
  return res.statusCode === 200 ? (res.json() as { id: string }).id : res.json();
};

describe('GET /api/front/tenant', () => {
  it('answers the TenantConfig of the login_context tenant', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/front/tenant', headers: t.ctx('escola') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 'escola',
      name: 'Escola Digital',
      defaultLanguage: 'pt',
      languages: ['pt', 'es', 'en'],
      loginMethods: ['password'],
      flags: expect.objectContaining({ createCourse: false, hideLibrary: true }),
      theme: { primary: expect.stringMatching(/^#/), accent: expect.stringMatching(/^#/), brand: 'Escola Digital' },
      passwordMinLength: 10,
      // No identity provider without a tenants file (ADR 0534).
      identityProviders: [],
    });
  });

  it('each demo tenant has its own language and theme', async () => {
    type Config = { defaultLanguage: string; theme: { primary: string }; loginMethods: string[]; flags: Record<string, unknown> };
    const configs = await Promise.all(['tiza', 'escola', 'classbook'].map(async (id) => (await t.inject({ method: 'GET', url: '/api/front/tenant', headers: t.ctx(id) })).json() as Config));
    expect(configs.map((c) => c.defaultLanguage)).toEqual(['es', 'pt', 'en']);
    expect(new Set(configs.map((c) => c.theme.primary)).size).toBe(3);
    // Profile editing is built: names everywhere, pictures where the tenant allows (Escola keeps the school's).
    expect(configs.map((c) => [c.flags.editProfile, c.flags.avatarChange])).toEqual([[true, true], [true, false], [true, true]]);
    // Kids mode is built (ADR 0536): Classbook asks for it and gets it. It also lists OIDC, which needs a provider that
    // only a tenants file gives (ADR 0534): not offered here.
    expect(configs.map((c) => c.flags.kidsMode)).toEqual([false, false, true]);
    for (const config of configs) {
      for (const flag of ['support', 'accountTab', 'newProgramInterface', 'thirdPartyIntegrations']) expect(config.flags[flag], flag).toBe(false);
      expect(config.loginMethods.every((method) => method === 'password' || method === 'sso')).toBe(true);
    }
  });

  it('falls back to the Host, then to the default tenant; tolerates a malformed header', async () => {
    expect(await tenantId({ host: 'classbook.localhost:3000' })).toBe('classbook');
    expect(await tenantId({ host: 'escola.localhost' })).toBe('escola');
    expect(await tenantId({ host: 'unknown.example.org' })).toBe('tiza');
    expect(await tenantId({ login_context: '{not json' })).toBe('tiza');
    // The header wins over the Host.
    expect(await tenantId({ host: 'escola.localhost', ...t.ctx('classbook') })).toBe('classbook');
  });

  it('answers 400 TENANT_UNKNOWN for a tenant that does not exist', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/front/tenant', headers: t.ctx('atlantis') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: 'TENANT_UNKNOWN', message: expect.any(String), details: [] });
  });
});

describe('after login the token’s tenant wins', () => {
  it('a call without login_context runs in the token’s tenant, whatever the Host', async () => {
    const token = await t.login('aluno@escola.demo');
    const res = await t.inject({ method: 'GET', url: '/api/front/users/me', headers: { authorization: `Bearer ${token}`, host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tenant: 'escola', email: 'aluno@escola.demo' });
  });

  it('a login_context naming another tenant answers 403 TENANT_MISMATCH', async () => {
    const token = await t.login('aluno@escola.demo');
    const res = await t.inject({ method: 'GET', url: '/api/front/courses', headers: { authorization: `Bearer ${token}`, ...t.ctx('tiza') } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'TENANT_MISMATCH' });
  });

  it('a login_context naming an unknown tenant still answers 400 TENANT_UNKNOWN', async () => {
    const token = await t.login('aluno@escola.demo');
    const res = await t.inject({ method: 'GET', url: '/api/front/courses', headers: { authorization: `Bearer ${token}`, ...t.ctx('atlantis') } });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'TENANT_UNKNOWN' });
  });

  it('resources of another tenant answer 404, never their content', async () => {
    const escolaCourse = await t.courseGuid('escola', 'Língua Portuguesa 7º ano');
    for (const email of ['teacher@tiza.demo', 'admin@tiza.demo', 'helpdesk@tiza.demo', 'student@tiza.demo']) {
      const res = await t.inject({ method: 'GET', url: `/api/front/courses/${escolaCourse}`, headers: await t.as(email) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found', details: [] });
    }
  });

  it('a join code of another tenant is not found', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/front/join-course', headers: await t.as('student@tiza.demo'), payload: { code: 'PORT7ANO' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CODE_NOT_FOUND' });
  });
});
