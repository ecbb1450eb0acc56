// SAML 2.0 sign-in through a local identity provider on loopback (ADR 0550): samlify signs real Responses with a test
// key; Tiza, the service provider, refuses every Response that is not for it, not signed, altered, out of its window,
// answering no request of its own, or used before — each to the translated error page with its reason, never a 500.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthAccounts, samlAssertions, samlRequests, users } from '../../server/src/db/schema';
import { checkTenantsFile, type TenantsFile } from '../../server/src/setup/tenantsFile';
import { LOCAL_SAML_CERTIFICATE, startLocalSamlIdp, type AuthnRequestSeen, type LocalSamlIdp, type ResponseTweaks } from '../support/localSamlIdp';
import { createTestApp, PUBLIC_URL, type TestApp } from './support/testApp';

let t: TestApp;
let idp: LocalSamlIdp;

const acsPath = (tenant: string) => `/api/front/auth/saml/${tenant}/harbour/acs`;

function tenantsFile(): TenantsFile {
  const provider = { id: 'harbour', kind: 'saml' as const, name: 'Harbour ID', entryPoint: idp.ssoUrl, idpIssuer: idp.entityId, idpCert: [LOCAL_SAML_CERTIFICATE] };
  return {
    tenants: [
      // Classbook links e-mails its provider vouches for and makes teachers of newcomers.
      { id: 'classbook', identityProviders: [{ ...provider, linkByEmail: true, createAccounts: true, newAccountRole: 'R02' }] },
      // Escola keeps the defaults (only identities linked already), and names its audience itself.
      { id: 'escola', identityProviders: [{ ...provider, name: 'Escola SAML', spEntityId: 'https://tiza.example/escola' }] },
    ],
  };
}

beforeAll(async () => {
  idp = await startLocalSamlIdp();
  t = await createTestApp({ tenantsFile: { file: checkTenantsFile(tenantsFile(), 'test', {}), source: 'test' } });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const start = (tenant: string, query: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: `/api/front/auth/saml/start?${new URLSearchParams({ tenant, provider: 'harbour', ...query }).toString()}` });

/** Start: the AuthnRequest the browser carries to the provider. */
async function requestOf(tenant: string, query: Record<string, string> = {}): Promise<AuthnRequestSeen> {
  const started = await start(tenant, query);
  expect(started.statusCode).toBe(302);
  return idp.readRequest(started.headers.location as string);
}

/** The browser posts the provider's Response to the consumer service; where it is sent next. */
async function post(tenant: string, samlResponse: string) {
  const res = await t.inject({ method: 'POST', url: acsPath(tenant), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '' }).toString() });
  expect(res.statusCode).toBe(303);
  return new URL(res.headers.location as string, PUBLIC_URL);
}

/** Start → the provider signs in `email` → the consumer service: where the browser lands. */
async function signIn(tenant: string, email: string, tweaks: ResponseTweaks = {}, query: Record<string, string> = {}) {
  const request = await requestOf(tenant, query);
  return post(tenant, await idp.respond(request, email, tweaks));
}

function expectRefused(landing: URL, reason: string) {
  expect(landing.pathname).toBe('/saml/callback/error');
  expect(landing.searchParams.get('reason')).toBe(reason);
}

async function exchange(tenant: string, landing: URL) {
  const token = decodeURIComponent(landing.pathname.replace('/saml/callback/', ''));
  return t.inject({ method: 'POST', url: `/api/front/auth/login/${encodeURIComponent(token)}`, headers: t.ctx(tenant) });
}

describe('the tenant’s configuration', () => {
  it('names the SAML provider on its tenant’s login page only, with the saml login method', async () => {
    const classbook = (await t.inject({ method: 'GET', url: '/api/front/tenant', headers: t.ctx('classbook') })).json();
    expect(classbook.identityProviders).toEqual([{ id: 'harbour', kind: 'saml', name: 'Harbour ID' }]);
    expect(classbook.loginMethods).toContain('saml');
    expect(classbook.loginMethods).not.toContain('oidc');
    expect(JSON.stringify(classbook)).not.toContain(idp.ssoUrl);
    const tiza = (await t.inject({ method: 'GET', url: '/api/front/tenant', headers: t.ctx('tiza') })).json();
    expect(tiza.loginMethods).not.toContain('saml');
  });

  it('publishes the service provider’s metadata for the provider’s operator', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/front/auth/saml/classbook/harbour/metadata' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(res.body).toContain(`entityID="${PUBLIC_URL}/api/front/auth/saml/classbook/harbour/metadata"`);
    expect(res.body).toContain(`Location="${PUBLIC_URL}${acsPath('classbook')}"`);
    expect(res.body).toContain('WantAssertionsSigned="true"');
    expect((await t.inject({ method: 'GET', url: '/api/front/auth/saml/escola/harbour/metadata' })).body).toContain('entityID="https://tiza.example/escola"');
    for (const url of ['/api/front/auth/saml/tiza/harbour/metadata', '/api/front/auth/saml/classbook/nope/metadata', '/api/front/auth/saml/no-such/harbour/metadata']) {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('signing in through the provider', () => {
  it('sends the browser to the provider with an AuthnRequest (HTTP-Redirect), keeping its id server-side', async () => {
    const res = await start('classbook', { next: '/home' });
    const to = new URL(res.headers.location as string);
    expect(`${to.origin}${to.pathname}`).toBe(idp.ssoUrl);
    expect(res.headers['cache-control']).toBe('no-store');
    const request = idp.readRequest(to.href);
    expect(request.acsUrl).toBe(`${PUBLIC_URL}${acsPath('classbook')}`);
    expect(request.spEntityId).toBe(`${PUBLIC_URL}/api/front/auth/saml/classbook/harbour/metadata`);
    const kept = await t.app.db.select().from(samlRequests).where(eq(samlRequests.tenantId, 'classbook'));
    expect(kept.length).toBeGreaterThan(0);
    expect(JSON.stringify(kept)).not.toContain(request.id);
  });

  it('links an existing account by the e-mail the provider vouches for, where the tenant allows it, and lands on the deep link', async () => {
    const landing = await signIn('classbook', 'teacher@classbook.demo', {}, { next: '/course/abc/lesson/def?tab=2#item' });
    expect(landing.pathname).toMatch(/^\/saml\/callback\/[\w-]{20,}$/);
    expect(landing.searchParams.get('tenant')).toBe('classbook');
    expect(landing.searchParams.get('next')).toBe('/course/abc/lesson/def?tab=2#item');
    const session = await exchange('classbook', landing);
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ email: 'teacher@classbook.demo' });
    expect((await exchange('classbook', landing)).statusCode).toBe(401);
    const [link] = await t.app.db.select().from(oauthAccounts).where(eq(oauthAccounts.subject, 'harbour-teacher-1'));
    expect(link).toMatchObject({ tenantId: 'classbook', issuer: idp.entityId, userGuid: await t.userGuid('teacher@classbook.demo') });
  });

  it('matches a linked subject afterwards, whatever e-mail the provider says now', async () => {
    const account = idp.accounts.get('teacher@classbook.demo');
    if (!account) throw new Error('no local account');
    idp.accounts.set('renamed@classbook.demo', { ...account, email: 'renamed@classbook.demo' });
    const session = await exchange('classbook', await signIn('classbook', 'renamed@classbook.demo'));
    expect(session.json().user).toMatchObject({ email: 'teacher@classbook.demo' });
    idp.accounts.delete('renamed@classbook.demo');
  });

  it('makes a teacher of a newcomer where the tenant makes accounts as teachers', async () => {
    const session = await exchange('classbook', await signIn('classbook', 'newcomer.saml@classbook.demo'));
    expect(session.statusCode).toBe(200);
    const [created] = await t.app.db.select().from(users).where(eq(users.email, 'newcomer.saml@classbook.demo'));
    expect(created).toMatchObject({ tenantId: 'classbook', role: 'R02', name: 'Mary', lastname: 'Somerville', passwordHash: null, status: 'active' });
  });

  it('refuses someone a tenant does not know when it neither links nor creates (the defaults)', async () => {
    const landing = await signIn('escola', 'teacher@classbook.demo');
    expectRefused(landing, 'unknown-user');
    expect(landing.searchParams.get('tenant')).toBe('escola');
  });

  it('keeps a deep link, never another site (ADR 0531)', async () => {
    for (const next of ['https://evil.example/home', '//evil.example', '/auth/login']) {
      const landing = await signIn('classbook', 'teacher@classbook.demo', {}, { next });
      expect(landing.origin).toBe(PUBLIC_URL);
      expect(landing.searchParams.get('next')).toBe('/home');
    }
  });
});

describe('refusals', () => {
  it('refuses an assertion for another audience', async () => {
    expectRefused(await signIn('classbook', 'teacher@classbook.demo', { audience: 'https://other.example/sp' }), 'audience');
  });

  it('refuses an assertion for another recipient, and a Response sent to another destination', async () => {
    expectRefused(await signIn('classbook', 'teacher@classbook.demo', { recipient: `${PUBLIC_URL}${acsPath('escola')}` }), 'recipient');
    expectRefused(await signIn('classbook', 'teacher@classbook.demo', { destination: 'https://other.example/acs' }), 'recipient');
  });

  it('refuses an unsigned assertion, even inside a signed Response', async () => {
    expectRefused(await signIn('classbook', 'teacher@classbook.demo', { sign: 'none' }), 'signature');
    expectRefused(await signIn('classbook', 'teacher@classbook.demo', { sign: 'response' }), 'signature');
  });

  it('refuses an assertion altered after it was signed', async () => {
    const request = await requestOf('classbook');
    const signed = Buffer.from(await idp.respond(request, 'newcomer.saml@classbook.demo'), 'base64').toString('utf8');
    expect(signed).toContain('newcomer.saml@classbook.demo');
    const tampered = signed.replace('harbour-newcomer-7', 'harbour-teacher-1');
    expectRefused(await post('classbook', Buffer.from(tampered, 'utf8').toString('base64')), 'signature');
  });

  it('refuses the same Response posted twice (a replay)', async () => {
    const request = await requestOf('classbook');
    const response = await idp.respond(request, 'teacher@classbook.demo');
    expect((await post('classbook', response)).pathname).toMatch(/^\/saml\/callback\/[\w-]{20,}$/);
    expectRefused(await post('classbook', response), 'replay');
    const [seen] = await t.app.db.select().from(samlAssertions).where(eq(samlAssertions.tenantId, 'classbook'));
    expect(seen?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses an expired assertion and one not valid yet, past the two minutes of clock skew, and takes one within them', async () => {
    const minute = 60 * 1000;
    expectRefused(await signIn('classbook', 'teacher@classbook.demo', { issuedAt: new Date(Date.now() - 10 * minute) }), 'expired');
    expectRefused(await signIn('classbook', 'teacher@classbook.demo', { issuedAt: new Date(Date.now() + 5 * minute) }), 'expired');
    expect((await signIn('classbook', 'teacher@classbook.demo', { issuedAt: new Date(Date.now() + minute) })).pathname).toMatch(/^\/saml\/callback\/[\w-]{20,}$/);
  });

  it('refuses a Response to a request it never sent, to one already answered, to an expired one and to another tenant’s', async () => {
    expectRefused(await signIn('classbook', 'teacher@classbook.demo', { inResponseTo: '_never-sent-by-tiza' }), 'state');
    const request = await requestOf('classbook');
    expect((await post('classbook', await idp.respond(request, 'teacher@classbook.demo'))).pathname).toMatch(/^\/saml\/callback\//);
    // A second assertion (another id) for the same request.
    expectRefused(await post('classbook', await idp.respond(request, 'teacher@classbook.demo')), 'state');
    const stale = await requestOf('classbook');
    await t.app.db.update(samlRequests).set({ expiresAt: sql`now() - interval '1 second'` });
    expectRefused(await post('classbook', await idp.respond(stale, 'teacher@classbook.demo')), 'state');
    // Escola's request answered at Classbook's consumer service (for Classbook's audience and recipient).
    const escola = await requestOf('escola');
    const classbook = await requestOf('classbook');
    expectRefused(await post('classbook', await idp.respond({ ...classbook, id: escola.id }, 'teacher@classbook.demo')), 'state');
  });

  it('sends an unknown provider or tenant to the error page, never a 500', async () => {
    expect((await start('classbook', { provider: 'nope' })).headers.location).toBe('/saml/callback/error?reason=provider&tenant=classbook');
    expect((await start('tiza')).headers.location).toBe('/saml/callback/error?reason=provider&tenant=tiza');
    expect((await start('no-such-tenant')).headers.location).toBe('/saml/callback/error?reason=provider');
    expectRefused(await post('tiza', 'PHg+'), 'provider');
  });

  it('refuses what is not a Response, never a 500', async () => {
    for (const body of ['', 'bm90IHhtbA==', '!!!not base64!!!', Buffer.from('<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"/>').toString('base64')]) {
      expectRefused(await post('classbook', body), 'provider');
    }
    const noField = await t.inject({ method: 'POST', url: acsPath('classbook'), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'RelayState=x' });
    expect(noField.statusCode).toBe(303);
    expect(noField.headers.location).toBe('/saml/callback/error?reason=provider&tenant=classbook');
    const huge = await t.inject({ method: 'POST', url: acsPath('classbook'), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `SAMLResponse=${'A'.repeat(300 * 1024)}` });
    expect([400, 413]).toContain(huge.statusCode);
    const badPath = await t.inject({ method: 'POST', url: '/api/front/auth/saml/Not%20A%20Slug/harbour/acs', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'SAMLResponse=x' });
    expect(badPath.statusCode).toBe(400);
    const text = await t.inject({ method: 'POST', url: acsPath('classbook'), headers: { 'content-type': 'text/plain' }, payload: 'SAMLResponse=x' });
    expect([400, 415]).toContain(text.statusCode);
  });
});

describe('TENANTS_FILE', () => {
  const provider = { id: 'idp', kind: 'saml', name: 'IdP', entryPoint: 'https://idp.example/sso', idpIssuer: 'https://idp.example', idpCert: [LOCAL_SAML_CERTIFICATE] };
  const check = (entry: Record<string, unknown>) => () => checkTenantsFile({ tenants: [{ id: 'classbook', identityProviders: [entry] }] }, 'f.json', {});

  it('takes a SAML provider, its certificate as PEM or as its base64 body', () => {
    expect(check(provider)).not.toThrow();
    const body = LOCAL_SAML_CERTIFICATE.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    expect(check({ ...provider, idpCert: [body], attributes: { email: 'mail' }, nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent' })).not.toThrow();
  });

  it('names the field of a SAML provider that is wrong', () => {
    expect(check({ ...provider, idpCert: ['MIIB'.padEnd(200, 'x')] })).toThrow(/\/tenants\/0\/identityProviders\/0\/idpCert\/0: not an X\.509 certificate/);
    expect(check({ ...provider, entryPoint: 'http://idp.example/sso' })).toThrow(/\/identityProviders\/0\/entryPoint: must be https/);
    expect(check({ ...provider, idpIssuer: undefined })).toThrow(/\/identityProviders\/0\/idpIssuer/);
    expect(check({ ...provider, clientId: 'x' })).toThrow(/\/identityProviders\/0\/clientId/);
    expect(check({ ...provider, attributes: { mail: 'x' } })).toThrow(/\/identityProviders\/0\/attributes\/mail/);
    expect(check({ ...provider, kind: 'ldap' })).toThrow(/\/identityProviders\/0\/kind: must be "oidc" or "saml"/);
  });
});
