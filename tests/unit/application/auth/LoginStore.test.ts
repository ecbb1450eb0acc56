import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { LoginStore } from '@application/auth/LoginStore';
import { SignIn } from '@application/auth/SignIn';
import { createTestContainer } from '@tests/fakes/testContainer';
import { aToken, aUser } from '@tests/fakes/mothers';

const TOKEN = aToken(new Date('2026-11-23T10:00:00Z'));

function setUp() {
  const harness = createTestContainer();
  harness.auth.addAccount(aUser({ language: 'en' }), 'tiza-demo', TOKEN);
  const store = new LoginStore(new SignIn(harness.auth, harness.session));
  return { ...harness, store };
}

describe('LoginStore', () => {
  it('signs in: keeps the token, holds the user and switches to their language', async () => {
    const { store, session, repository, languages } = setUp();

    const ok = await store.submit('teacher@tiza.demo', 'tiza-demo');

    expect(ok).toBe(true);
    expect(store.status).toBe('signed-in');
    expect(session.isAuthenticated).toBe(true);
    expect(repository.token).toBe(TOKEN);
    expect(languages.language).toBe('en');
  });

  it.each([
    ['nobody@tiza.demo', 'tiza-demo', 'USER_NOT_FOUND'],
    ['teacher@tiza.demo', 'wrong', 'PASSWORD_INCORRECT'],
  ])('reports %s / %s as %s and stays signed out', async (email, password, code) => {
    const { store, session } = setUp();
    const ok = await store.submit(email, password);
    expect(ok).toBe(false);
    expect(store.status).toBe('failed');
    expect(store.error?.code).toBe(code);
    expect(session.isAuthenticated).toBe(false);
  });

  it.each([
    appError('unauthorized', 'USER_NOT_SYNCHRONISED', { status: 401 }),
    appError('validation', 'INVALID_EMAIL', { status: 400 }),
    appError('rate-limited', 'RATE_LIMITED', { status: 429, retryAfterSeconds: 30 }),
    appError('network', 'NETWORK'),
  ])('passes the gateway failure $code through to the view', async (failure) => {
    const { store, auth } = setUp();
    auth.failure = failure;
    await store.submit('teacher@tiza.demo', 'tiza-demo');
    expect(store.error).toEqual(failure);
  });

  it('clears the previous error when submitting again', async () => {
    const { store } = setUp();
    await store.submit('teacher@tiza.demo', 'wrong');
    const pending = store.submit('teacher@tiza.demo', 'tiza-demo');
    expect(store.error).toBeUndefined();
    expect(store.isSubmitting).toBe(true);
    await pending;
    expect(store.status).toBe('signed-in');
  });

  it('ignores a second submit while the first is pending', async () => {
    const { store } = setUp();
    const first = store.submit('teacher@tiza.demo', 'tiza-demo');
    expect(await store.submit('teacher@tiza.demo', 'tiza-demo')).toBe(false);
    expect(await first).toBe(true);
  });
});
