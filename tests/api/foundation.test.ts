import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('health and docs', () => {
  it('reports the database in use', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', version: expect.any(String) });
  });

  it('serves the OpenAPI document with every /api/front route and the error schema', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/front/tenant', '/api/front/auth/login', '/api/front/auth/login/{token}', '/api/front/courses', '/api/front/courses/{guid}', '/api/front/join-course', '/api/front/users/me']),
    );
    expect(spec.components.schemas).toHaveProperty('ErrorBody');
    expect(spec.components.schemas).toHaveProperty('Course');
  });

  it('serves an HTML list of operations without any script', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/api/front/courses/{guid}');
    expect(res.body).not.toMatch(/<script/i);
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/front/tenant', '/', '/api/docs'])('are on %s', async (url) => {
    const res = await t.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim()).toBe("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('errors', () => {
  it('answers unknown /api routes with the JSON error shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.inject({ method, url: '/api/front/nothing-here', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found', details: [] });
    }
  });

  it('hides the cause of a 500: no stack, no message, only INTERNAL', async () => {
    const spy = vi.spyOn(t.app.repos.tenants, 'findById').mockRejectedValueOnce(new Error('secret connection string postgres://x:y@db'));
    const res = await t.inject({ method: 'GET', url: '/api/front/tenant', headers: t.ctx('tiza') });
    spy.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Internal error', details: [] });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
  });

  it('turns malformed JSON into VALIDATION_FAILED', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/front/auth/login', headers: { 'content-type': 'application/json', ...t.ctx('tiza') }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('lists what failed in details', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/front/auth/login', headers: t.ctx('tiza'), payload: { email: 'student@tiza.demo' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', details: [{ path: '/password', message: expect.any(String) }] });
  });
});

describe('the SPA', () => {
  it('serves index.html at / without caching', async () => {
    const res = await t.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for deep links that accept HTML', async () => {
    const res = await t.inject({ method: 'GET', url: '/course/7d1b0a53-0000-4000-8000-000000000000/grades?tab=1', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.inject({ method: 'GET', url: '/static/js/index.1a2b3c4d.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not answer a missing asset or a non-HTML request with index.html', async () => {
    const asset = await t.inject({ method: 'GET', url: '/static/js/missing.12345678.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    const api = await t.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
