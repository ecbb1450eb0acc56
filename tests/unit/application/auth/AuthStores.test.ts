import { describe, expect, it } from 'vitest';
import { LoginLinkStore } from '@application/auth/LoginLinkStore';
import { RecoverPasswordStore } from '@application/auth/RecoverPasswordStore';
import { ResetPasswordStore } from '@application/auth/ResetPasswordStore';
import { SignIn } from '@application/auth/SignIn';
import { createTestContainer } from '@tests/fakes/testContainer';
import { aTenant, aToken, aUser } from '@tests/fakes/mothers';

describe('LoginLinkStore', () => {
  it('exchanges a one-time link for a session, once', async () => {
    const harness = createTestContainer();
    const token = aToken(new Date('2026-11-23T10:00:00Z'));
    harness.auth.loginLinks.set('link-1', { user: aUser(), password: '', token });
    const store = new LoginLinkStore(new SignIn(harness.auth, harness.session));

    await Promise.all([store.exchange('link-1'), store.exchange('link-1')]);

    expect(store.signingIn.status).toBe('ready');
    expect(harness.session.isAuthenticated).toBe(true);
  });

  it('fails with LOGIN_LINK_INVALID for a used or unknown link', async () => {
    const harness = createTestContainer();
    const store = new LoginLinkStore(new SignIn(harness.auth, harness.session));
    await store.exchange('spent');
    expect(store.signingIn.status).toBe('failed');
    expect(store.signingIn.error?.code).toBe('LOGIN_LINK_INVALID');
  });
});

describe('RecoverPasswordStore', () => {
  it('says the link was sent, whatever the address', async () => {
    const { auth } = createTestContainer();
    const store = new RecoverPasswordStore(auth);
    await store.submit('anyone@school.org');
    expect(store.status).toBe('sent');
    expect(store.sentTo).toBe('anyone@school.org');
    expect(auth.recoveries).toEqual(['anyone@school.org']);
  });
});

describe('ResetPasswordStore', () => {
  it('uses the tenant minimum and resets with a valid token', async () => {
    const { auth } = createTestContainer();
    auth.resetTokens.add('reset-1');
    const store = new ResetPasswordStore(auth, aTenant({ passwordMinLength: 10 }));
    expect(store.passwordMinLength).toBe(10);
    await store.submit('reset-1', 'a-long-password');
    expect(store.status).toBe('done');
  });

  it('reports RESET_TOKEN_INVALID', async () => {
    const { auth } = createTestContainer();
    const store = new ResetPasswordStore(auth, aTenant());
    await store.submit('unknown', 'a-long-password');
    expect(store.status).toBe('failed');
    expect(store.error?.code).toBe('RESET_TOKEN_INVALID');
  });
});
