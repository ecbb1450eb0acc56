// Single sign-on through a real OIDC provider on loopback (ADR 0534): per tenant, from TENANTS_FILE's shape.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthAccounts, ssoRequests, tenants, users } from '../../server/src/db/schema';
import { applyTenantsFile, checkTenantsFile, type TenantsFile } from '../../server/src/setup/tenantsFile';
import { LOCAL_CLIENT_ID, signInAtProvider, startLocalOidcProvider, type LocalOidcProvider } from '../support/localOidcProvider';
import { createTestApp, PUBLIC_URL, type TestApp } from './support/testApp';

const CALLBACK = `${PUBLIC_URL}/api/front/auth/oidc/callback`;
const SECRET_ENV = 'TIZA_TEST_OIDC_SECRET';

let t: TestApp;
let idp: LocalOidcProvider;

function tenantsFile(issuer: string): TenantsFile {
  const provider = { id: 'riverside', kind: 'oidc' as const, name: 'Riverside Login', issuer, clientId: LOCAL_CLIENT_ID, clientSecretEnv: SECRET_ENV };
  return {
    tenants: [
      // Classbook links verified e-mails and makes students of newcomers.
      { id: 'classbook', identityProviders: [{ ...provider, linkByEmail: true, createAccounts: true, newAccountRole: 'R01' }] },
      // Escola keeps the defaults: only identities linked already sign in.
      { id: 'escola', identityProviders: [{ ...provider, name: 'Escola ID' }] },
    ],
  };
}

beforeAll(async () => {
  idp = await startLocalOidcProvider({ redirectUris: [CALLBACK] });
  const env = { [SECRET_ENV]: idp.clientSecret };
  t = await createTestApp({ tenantsFile: { file: checkTenantsFile(tenantsFile(idp.issuer), 'test', env), source: 'test' }, env });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const start = (tenant: string, query: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: `/api/front/auth/oidc/start?${new URLSearchParams({ tenant, provider: 'riverside', ...query }).toString()}` });

/** The callback's path and query, as the provider sent the browser to it. */
const callbackPath = (url: string) => url.slice(PUBLIC_URL.length);

/** Start → the provider (signed in as `email`) → the callback URL it sends the browser to. */
async function throughProvider(tenant: string, email: string, query: Record<string, string> = {}): Promise<string> {
  const started = await start(tenant, query);
  expect(started.statusCode).toBe(302);
  idp.autoLogin = email;
  return signInAtProvider(started.headers.location as string, CALLBACK);
}

async function callback(url: string) {
  const res = await t.inject({ method: 'GET', url: callbackPath(url) });
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location as string, PUBLIC_URL);
}

async function exchange(tenant: string, landing: URL) {
  const token = decodeURIComponent(landing.pathname.replace('/oidc/callback/', ''));
  return t.inject({ method: 'POST', url: `/api/front/auth/login/${encodeURIComponent(token)}`, headers: t.ctx(tenant) });
}

describe('the tenant’s configuration', () => {
  it('names the provider on the button of its tenant only, never its client or secret', async () => {
    const classbook = (await t.inject({ method: 'GET', url: '/api/front/tenant', headers: t.ctx('classbook') })).json();
    expect(classbook.identityProviders).toEqual([{ id: 'riverside', kind: 'oidc', name: 'Riverside Login' }]);
    expect(classbook.loginMethods).toContain('oidc');
    expect(JSON.stringify(classbook)).not.toContain(idp.clientSecret);
    expect(JSON.stringify(classbook)).not.toContain(LOCAL_CLIENT_ID);
    const tiza = (await t.inject({ method: 'GET', url: '/api/front/tenant', headers: t.ctx('tiza') })).json();
    expect(tiza.identityProviders ?? []).toEqual([]);
    expect(tiza.loginMethods).not.toContain('oidc');
  });
});

describe('signing in through the provider', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce, keeping them server-side', async () => {
    const res = await start('classbook', { next: '/home' });
    const to = new URL(res.headers.location as string);
    expect(to.origin).toBe(idp.issuer);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('redirect_uri')).toBe(CALLBACK);
    for (const param of ['state', 'nonce', 'code_challenge']) expect(to.searchParams.get(param)).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('links an existing account by its verified e-mail where the tenant allows it, and lands on the deep link', async () => {
    const url = await throughProvider('classbook', 'teacher@classbook.demo', { next: '/course/abc/lesson/def?tab=2#item' });
    const landing = await callback(url);
    expect(landing.pathname).toMatch(/^\/oidc\/callback\/[\w-]{20,}$/);
    expect(landing.searchParams.get('tenant')).toBe('classbook');
    expect(landing.searchParams.get('next')).toBe('/course/abc/lesson/def?tab=2#item');
    const session = await exchange('classbook', landing);
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ email: 'teacher@classbook.demo' });
    // The same session a password opens: it reads the user's own page.
    const me = await t.inject({ method: 'GET', url: '/api/front/users/me', headers: { ...t.ctx('classbook'), authorization: `Bearer ${session.json().token}` } });
    expect(me.statusCode).toBe(200);
    // The hand-over token opens one session only.
    expect((await exchange('classbook', landing)).statusCode).toBe(401);
    const [link] = await t.app.db.select().from(oauthAccounts).where(eq(oauthAccounts.subject, 'riverside-teacher-1'));
    expect(link).toMatchObject({ tenantId: 'classbook', issuer: idp.issuer, userGuid: await t.userGuid('teacher@classbook.demo') });
  });

  it('matches a linked identity by its subject afterwards, whatever e-mail the provider says now', async () => {
    const account = idp.accounts.get('teacher@classbook.demo');
    if (!account) throw new Error('no local account');
    idp.accounts.set('renamed@classbook.demo', { ...account, email: 'renamed@classbook.demo', email_verified: false });
    const landing = await callback(await throughProvider('classbook', 'renamed@classbook.demo'));
    const session = await exchange('classbook', landing);
    expect(session.json().user).toMatchObject({ email: 'teacher@classbook.demo' });
    idp.accounts.delete('renamed@classbook.demo');
  });

  it('makes a student of a newcomer where the tenant makes accounts', async () => {
    const landing = await callback(await throughProvider('classbook', 'newcomer@classbook.demo'));
    const session = await exchange('classbook', landing);
    expect(session.statusCode).toBe(200);
    const [created] = await t.app.db.select().from(users).where(eq(users.email, 'newcomer@classbook.demo'));
    expect(created).toMatchObject({ tenantId: 'classbook', role: 'R01', name: 'Ada', lastname: 'Byron', passwordHash: null, status: 'active' });
  });

  it('refuses an e-mail the provider has not verified, even where linking is allowed', async () => {
    const landing = await callback(await throughProvider('classbook', 'student@classbook.demo'));
    expect(landing.pathname).toBe('/oidc/callback/error');
    expect(landing.searchParams.get('reason')).toBe('unknown-user');
    expect(landing.searchParams.get('tenant')).toBe('classbook');
  });

  it('refuses someone a tenant does not know when it neither links nor creates (the defaults)', async () => {
    const landing = await callback(await throughProvider('escola', 'teacher@classbook.demo'));
    expect(landing.pathname).toBe('/oidc/callback/error');
    expect(landing.searchParams.get('reason')).toBe('unknown-user');
  });

  it('keeps a deep link, never another site (ADR 0531)', async () => {
    for (const next of ['https://evil.example/home', '//evil.example', '/\\evil.example', '/auth/login']) {
      const landing = await callback(await throughProvider('classbook', 'teacher@classbook.demo', { next }));
      expect(landing.origin).toBe(PUBLIC_URL);
      expect(landing.searchParams.get('next')).toBe('/home');
    }
  });
});

describe('refusals', () => {
  it('refuses a state it never issued', async () => {
    const landing = await callback(`${CALLBACK}?code=made-up&state=forged-state`);
    expect(landing.pathname).toBe('/oidc/callback/error');
    expect(landing.searchParams.get('reason')).toBe('state');
  });

  it('refuses a callback without a state', async () => {
    expect((await callback(`${CALLBACK}?code=made-up`)).searchParams.get('reason')).toBe('state');
  });

  it('refuses a replayed callback', async () => {
    const url = await throughProvider('classbook', 'teacher@classbook.demo');
    expect((await callback(url)).pathname).toMatch(/^\/oidc\/callback\/[\w-]{20,}$/);
    const again = await callback(url);
    expect(again.pathname).toBe('/oidc/callback/error');
    expect(again.searchParams.get('reason')).toBe('state');
  });

  it('refuses an expired state', async () => {
    const url = await throughProvider('classbook', 'teacher@classbook.demo');
    await t.app.db.update(ssoRequests).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await callback(url)).searchParams.get('reason')).toBe('state');
  });

  it('refuses an ID token whose nonce is not the request’s', async () => {
    const url = await throughProvider('classbook', 'teacher@classbook.demo');
    // The request kept server-side expects another nonce than the one the provider signed.
    await t.app.db.update(ssoRequests).set({ nonce: 'another-nonce-than-the-one-sent' });
    const landing = await callback(url);
    expect(landing.pathname).toBe('/oidc/callback/error');
    expect(landing.searchParams.get('reason')).toBe('nonce');
  });

  it('shows the provider’s own refusal', async () => {
    const started = await start('classbook');
    idp.refuseNext = true;
    const url = await signInAtProvider(started.headers.location as string, CALLBACK);
    expect(new URL(url).searchParams.get('error')).toBe('access_denied');
    const landing = await callback(url);
    expect(landing.pathname).toBe('/oidc/callback/error');
    expect(landing.searchParams.get('reason')).toBe('idp');
  });

  it('sends an unknown provider or tenant to the error page, never a 500', async () => {
    const unknownProvider = await start('classbook', { provider: 'nope' });
    expect(unknownProvider.statusCode).toBe(302);
    expect(unknownProvider.headers.location).toBe('/oidc/callback/error?reason=provider&tenant=classbook');
    const noProviderHere = await start('tiza');
    expect(noProviderHere.headers.location).toBe('/oidc/callback/error?reason=provider&tenant=tiza');
    const unknownTenant = await start('no-such-tenant');
    expect(unknownTenant.headers.location).toBe('/oidc/callback/error?reason=provider');
  });
});

describe('TENANTS_FILE', () => {
  const env = { [SECRET_ENV]: 'x' };
  const provider = { id: 'idp', kind: 'oidc', name: 'IdP', issuer: 'https://idp.example', clientId: 'tiza', clientSecretEnv: SECRET_ENV };

  it('refuses a secret written in the file, naming the path and the field', () => {
    expect(() => checkTenantsFile({ tenants: [{ id: 'classbook', identityProviders: [{ ...provider, clientSecret: 'oops' }] }] }, '/etc/tiza/tenants.json', env)).toThrow(
      /TENANTS_FILE \/etc\/tiza\/tenants\.json is not valid:[\s\S]*\/tenants\/0\/identityProviders\/0/,
    );
  });

  it('refuses a secret variable that is not set, a plain-http issuer off this machine, a default language not offered', () => {
    expect(() => checkTenantsFile({ tenants: [{ id: 'classbook', identityProviders: [provider] }] }, 'f.json', {})).toThrow(/\/tenants\/0\/identityProviders\/0\/clientSecretEnv: the environment variable TIZA_TEST_OIDC_SECRET is not set/);
    expect(() => checkTenantsFile({ tenants: [{ id: 'classbook', identityProviders: [{ ...provider, issuer: 'http://idp.example' }] }] }, 'f.json', env)).toThrow(/\/issuer: must be https/);
    expect(() => checkTenantsFile({ tenants: [{ id: 'classbook', defaultLanguage: 'pt', languages: ['en'] }] }, 'f.json', env)).toThrow(/\/tenants\/0\/languages/);
    expect(() => checkTenantsFile({ tenants: [{ id: 'Not A Slug' }] }, 'f.json', env)).toThrow(/\/tenants\/0\/id/);
    expect(() => checkTenantsFile([], 'f.json', env)).toThrow(/f\.json is not valid/);
  });

  it('layers flags over a built-in tenant and refuses a new tenant without a name', async () => {
    await applyTenantsFile(t.app.db, { tenants: [{ id: 'escola', flags: { hideTeacher: true } }] }, 'f.json');
    const [row] = await t.app.db.select({ flags: tenants.flags }).from(tenants).where(eq(tenants.id, 'escola'));
    expect(row?.flags).toMatchObject({ hideTeacher: true, hideLibrary: true, createCourse: false });
    await expect(applyTenantsFile(t.app.db, { tenants: [{ id: 'brand-new' }] }, 'f.json')).rejects.toThrow(/\/tenants\/0\/name: tenant "brand-new" is new/);
  });
});
