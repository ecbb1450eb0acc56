// One's own ways of signing in on the profile (ADR 0533): the password and the links to identity providers, and a link
// removed only while another way in remains — on PGlite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInMethodsDto } from '@contract/users';
import { oauthAccounts, tenants, users } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const METHODS = '/api/front/users/me/sign-in-methods';

async function link(email: string, issuer: string, subject: string): Promise<void> {
  const userGuid = await t.userGuid(email);
  const [user] = await t.app.db.select({ tenantId: users.tenantId }).from(users).where(eq(users.guid, userGuid));
  await t.app.db.insert(oauthAccounts).values({ tenantId: user?.tenantId ?? '', issuer, subject, userGuid, email });
}

const read = async (who: string | Record<string, string>) => {
  const res = await t.inject({ method: 'GET', url: METHODS, headers: typeof who === 'string' ? await t.as(who) : who });
  expect(res.statusCode).toBe(200);
  return res.json() as SignInMethodsDto;
};

describe('the profile’s ways of signing in', () => {
  it('lists the password and each link, named by the tenant’s button or the issuer’s host', async () => {
    expect(await read('teacher@tiza.demo')).toEqual({ password: true, links: [], may_unlink: true });
    await t.app.db
      .update(tenants)
      .set({ identityProviders: [{ id: 'riverside', kind: 'oidc', name: 'Riverside Login', issuer: 'https://login.riverside.example', clientId: 'tiza', createAccounts: false, linkByEmail: false, newAccountRole: 'R01' }] })
      .where(eq(tenants.id, 'tiza'));
    await link('teacher@tiza.demo', 'https://login.riverside.example', 'sub-teacher');
    await link('teacher@tiza.demo', 'https://old-idp.example/realms/school', 'sub-old');
    const methods = await read('teacher@tiza.demo');
    expect(methods.password).toBe(true);
    expect(methods.links.map(({ provider_name, offered, email }) => ({ provider_name, offered, email }))).toEqual([
      { provider_name: 'Riverside Login', offered: true, email: 'teacher@tiza.demo' },
      { provider_name: 'old-idp.example', offered: false, email: 'teacher@tiza.demo' },
    ]);
    expect(methods.links.every((one) => /^[A-Za-z0-9_-]{22}$/.test(one.id))).toBe(true);
  });

  it('removes a link while a password remains, and only the caller’s own', async () => {
    const before = await read('teacher@tiza.demo');
    const old = before.links.find((one) => !one.offered);
    if (!old) throw new Error('no link to remove');
    // Another person's request with this id finds nothing of theirs: 404, and the teacher keeps the link.
    const foreign = await t.inject({ method: 'DELETE', url: `${METHODS}/${old.id}`, headers: await t.as('marta@tiza.demo') });
    expect(foreign.statusCode).toBe(404);
    expect((await read('teacher@tiza.demo')).links).toHaveLength(2);

    const removed = await t.inject({ method: 'DELETE', url: `${METHODS}/${old.id}`, headers: await t.as('teacher@tiza.demo') });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as SignInMethodsDto).links.map((one) => one.provider_name)).toEqual(['Riverside Login']);
    // Again: it is gone.
    expect((await t.inject({ method: 'DELETE', url: `${METHODS}/${old.id}`, headers: await t.as('teacher@tiza.demo') })).statusCode).toBe(404);
  });

  it('refuses to remove the only way in of an account without a password, keeping the link', async () => {
    const email = 'hugo@tiza.demo';
    const headers = await t.as(email);
    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.guid, await t.userGuid(email)));
    await link(email, 'https://login.riverside.example', 'sub-hugo');
    const only = await read(headers);
    expect(only).toMatchObject({ password: false, may_unlink: false });
    const refused = await t.inject({ method: 'DELETE', url: `${METHODS}/${only.links[0]?.id ?? ''}`, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LAST_SIGN_IN_METHOD' });
    expect(await t.app.db.$count(oauthAccounts, and(eq(oauthAccounts.userGuid, await t.userGuid(email))))).toBe(1);

    // With a second link, either may go; then the last one stays.
    await link(email, 'https://old-idp.example/realms/school', 'sub-hugo-old');
    const two = await read(headers);
    expect(two.may_unlink).toBe(true);
    const first = await t.inject({ method: 'DELETE', url: `${METHODS}/${two.links[1]?.id ?? ''}`, headers });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ may_unlink: false });
  });

  it('answers a malformed id with 400 and an id of nothing with 404, never a 500', async () => {
    const headers = await t.as('teacher@tiza.demo');
    for (const id of ['not%20base64!', 'a'.repeat(65), '..%2F..']) expect((await t.inject({ method: 'DELETE', url: `${METHODS}/${id}`, headers })).statusCode, id).toBe(400);
    for (const id of ['AAAA', 'x'.repeat(64)]) {
      const res = await t.inject({ method: 'DELETE', url: `${METHODS}/${id}`, headers });
      expect(res.statusCode, id).toBe(404);
    }
    expect((await t.inject({ method: 'GET', url: METHODS })).statusCode).toBe(401);
  });
});
