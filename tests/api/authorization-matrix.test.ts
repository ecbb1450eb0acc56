// Every registered route × (anonymous, R01–R05) × two tenants, against the one table in support/authorizationTable.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';

/** The methods the matrix sends (light-my-request's list). */
type HTTPMethods = NonNullable<InjectOptions['method']>;
import { createTestApp, type TestApp } from './support/testApp';
import { matrixFixtures } from './support/matrixFixtures';
import {
  AUTHORIZATION_TABLE,
  CALLERS,
  MATRIX_TENANTS,
  MATRIX_USERS,
  type Expectation,
  type MatrixCaller,
  type MatrixFixtures,
  type MatrixTenant,
} from './support/authorizationTable';

let t: TestApp;
const fixtures = new Map<MatrixTenant, MatrixFixtures>();
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const tenant of MATRIX_TENANTS) {
    fixtures.set(tenant, await matrixFixtures(t, tenant));
    for (const email of Object.values(MATRIX_USERS[tenant])) tokens.set(email, await t.login(email));
  }
});
afterAll(async () => {
  await t?.close();
});

function parse(expectation: Expectation): { status: number; code?: string } {
  if (typeof expectation === 'number') return { status: expectation };
  const [status, code] = expectation.split(' ');
  return { status: Number(status), code };
}

function splitKey(key: string): { method: HTTPMethods; path: string } {
  const [method, path] = key.split(' ');
  return { method: (method ?? 'GET') as HTTPMethods, path: path ?? '' };
}

async function call(key: string, tenant: MatrixTenant, caller: MatrixCaller, options: { method?: HTTPMethods; headerTenant?: string } = {}) {
  const entry = AUTHORIZATION_TABLE[key];
  const f = fixtures.get(tenant);
  if (!entry || !f) throw new Error(`no entry or fixtures for ${key} in ${tenant}`);
  const { method } = splitKey(key);
  const request = entry.request(f);
  const headers: Record<string, string> = { ...t.ctx(options.headerTenant ?? tenant), ...request.headers };
  if (caller !== 'anonymous') {
    const email = MATRIX_USERS[tenant][caller];
    const token = entry.freshSession ? await t.login(email) : tokens.get(email);
    headers.authorization = `Bearer ${token ?? ''}`;
  }
  return t.inject({ method: options.method ?? method, url: request.url, headers, ...(request.payload ? { payload: request.payload } : {}) });
}

describe('the authorization table', () => {
  it('has an entry for every registered route, and no entry for a route that does not exist', () => {
    const registered = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    const missing = [...registered].filter((key) => {
      if (AUTHORIZATION_TABLE[key]) return false;
      // Fastify's automatic HEAD route of a GET is checked with the GET entry.
      return !(key.startsWith('HEAD ') && AUTHORIZATION_TABLE[key.replace(/^HEAD /, 'GET ')]);
    });
    expect(missing, 'routes without an entry in tests/api/support/authorizationTable.ts').toEqual([]);
    expect(Object.keys(AUTHORIZATION_TABLE).filter((key) => !registered.has(key)), 'entries for routes that are not registered').toEqual([]);
  });
});

const cases = Object.keys(AUTHORIZATION_TABLE).flatMap((key) =>
  MATRIX_TENANTS.flatMap((tenant) =>
    CALLERS.map((caller) => {
      const entry = AUTHORIZATION_TABLE[key];
      const expected = entry?.byTenant?.[tenant]?.[caller] ?? entry?.expect[caller] ?? 0;
      return { key, tenant, caller, expected };
    }),
  ),
);

describe('every route × caller × tenant', () => {
  it.each(cases)('$key in $tenant as $caller → $expected', async ({ key, tenant, caller, expected }) => {
    const want = parse(expected);
    const res = await call(key, tenant, caller);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(want.status);
    if (want.code) expect(res.json()).toMatchObject({ statusCode: want.status, code: want.code, details: expect.any(Array) });
    // The teacher's notes (ADR 0526) never reach a student, whatever the route (the API's own docs name the field).
    if (caller === 'R01' && !key.startsWith('GET /api/docs')) expect(res.body, 'a student answer with the teacher’s notes').not.toContain('teacher_notes');
    if (key.startsWith('GET ')) {
      const head = await call(key, tenant, caller, { method: 'HEAD' });
      expect(head.statusCode, `HEAD of ${key}`).toBe(want.status);
    }
  });
});

const signedInRoutes = Object.keys(AUTHORIZATION_TABLE).filter((key) => parse(AUTHORIZATION_TABLE[key]?.expect.anonymous ?? 0).status === 401 && parse(AUTHORIZATION_TABLE[key]?.expect.anonymous ?? 0).code === 'UNAUTHORIZED');
const mismatchCases = signedInRoutes.flatMap((key) => MATRIX_TENANTS.flatMap((tenant) => (['R01', 'R02', 'R03', 'R04', 'R05'] as const).map((caller) => ({ key, tenant, caller }))));

describe('a token used with another tenant’s login_context', () => {
  it.each(mismatchCases)('$key: $caller of $tenant → 403 TENANT_MISMATCH', async ({ key, tenant, caller }) => {
    const other = tenant === 'tiza' ? 'escola' : 'tiza';
    const res = await call(key, tenant, caller, { headerTenant: other });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'TENANT_MISMATCH' });
  });
});
