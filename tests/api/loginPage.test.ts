// The prerendered login page (ADR 0480) is filled by the server per tenant: its default language, its brand and name,
// <html lang> and <title>, every value HTML-escaped; the build's template is never served as it is.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

const TEMPLATE =
  '<!doctype html><html lang="{{tiza:lang}}"><head><title>{{tiza:title}}</title></head><body><div id="root" data-tenant="{{tiza:tenantId}}">' +
  '<span class="brand__mark">{{tiza:brandMark}}</span><span class="brand__name">{{tiza:brand}}</span>' +
  '<h1>{{auth:login.title}}</h1><p>{{auth:login.lead}}</p><label for="email">{{auth:fields.email}}</label>' +
  '<button aria-label="{{components:textField.showPassword}}"></button></div></body></html>';

const auth = (language: string) => JSON.parse(readFileSync(join('locales', language, 'auth.json'), 'utf8')) as { login: { title: string } };

let t: TestApp;
beforeAll(async () => {
  const spaDir = await mkdtemp(join(tmpdir(), 'tiza-login-page-'));
  await writeFile(join(spaDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  await writeFile(join(spaDir, 'login.html'), TEMPLATE);
  t = await createTestApp({ spaDir });
  // A brand and a name with markup in them: the page must show them as text.
  const [escola] = await t.app.db.select().from(tenants).where(eq(tenants.id, 'escola'));
  if (!escola) throw new Error('no escola tenant in the demo data');
  await t.app.db.update(tenants).set({ name: 'Escola <b>&', theme: { ...escola.theme, brand: '"Escola" <Digital> & Co' } }).where(eq(tenants.id, 'escola'));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /auth/login (prerendered)', () => {
  it("answers another tenant's page in its language, with its brand escaped", async () => {
    const res = await t.inject({ method: 'GET', url: '/auth/login?tenant=escola' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="pt-PT">');
    // The login page's script compares it with the tenant the browser starts with (ADR 0545).
    expect(res.body).toContain('data-tenant="escola"');
    expect(res.body).toContain(`<h1>${auth('pt').login.title}</h1>`);
    expect(res.body).toContain('<span class="brand__name">&#34;Escola&#34; &#60;Digital&#62; &#38; Co</span>');
    expect(res.body).toContain('<span class="brand__mark">&#34;</span>');
    expect(res.body).toContain(`<title>${auth('pt').login.title} · &#34;Escola&#34; &#60;Digital&#62; &#38; Co</title>`);
    expect(res.body).toContain('Escola &#60;b&#62;&#38;');
    expect(res.body).not.toContain('<Digital>');
    expect(res.body).not.toContain('{{');
  });

  it("finds the tenant by its hostname, as the app does", async () => {
    const res = await t.inject({ method: 'GET', url: '/auth/login', headers: { host: 'escola.localhost:3000' } });
    expect(res.body).toContain('<html lang="pt-PT">');
    expect(res.body).toContain(`<h1>${auth('pt').login.title}</h1>`);
  });

  it('answers the default tenant in Spanish for an unknown tenant or host', async () => {
    for (const url of ['/auth/login?tenant=nadie', '/auth/login']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<html lang="es">');
      expect(res.body, url).toContain(`<h1>${auth('es').login.title}</h1>`);
      expect(res.body, url).toContain('<span class="brand__name">Tiza</span>');
    }
  });

  it('never serves the template with its markers', async () => {
    const res = await t.inject({ method: 'GET', url: '/login.html' });
    expect(res.body).not.toContain('{{');
  });
});
