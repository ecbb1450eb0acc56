import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { PreferencesStore } from '@application/users/PreferencesStore';
import { createTestContainer } from '@tests/fakes/testContainer';
import { aStudent, aTenant, aToken } from '@tests/fakes/mothers';
import { DEFAULT_TENANT_FLAGS } from '@domain/tenancy/tenant';

const TOKEN = aToken(new Date('2027-01-01T00:00:00Z'));

async function signedIn(options: Parameters<typeof createTestContainer>[0] = {}) {
  const made = createTestContainer(options);
  made.users.usersByToken.set(TOKEN, aStudent());
  await made.session.start(TOKEN, aStudent());
  return { ...made, store: new PreferencesStore(made.session) };
}

describe('PreferencesStore', () => {
  it('applies a preference at once, then says it was saved', async () => {
    const { store, session } = await signedIn();
    expect(store.state).toBe('idle');
    const saving = store.setLargerText(true);
    expect(store.state).toBe('saving');
    expect(session.accessibility.largerText).toBe(true);
    await saving;
    expect(store.state).toBe('saved');
  });

  it('says a refused save failed, and the session puts the choice back', async () => {
    const { store, session, preferences } = await signedIn();
    preferences.failure = appError('network', 'NETWORK');
    await store.setReducedMotion(true);
    expect(store.state).toBe('failed');
    expect(session.accessibility.reducedMotion).toBe(false);
  });

  it('a refused save of one switch leaves a change of the other in place', async () => {
    const { store, session, preferences } = await signedIn();
    await store.setLargerText(true);
    preferences.failure = appError('network', 'NETWORK');
    await store.setReducedMotion(true);
    expect(session.accessibility).toEqual({ largerText: true, reducedMotion: false });
  });

  it('tracks a language change too: spoken at once, kept for the next sessions', async () => {
    const { store, session, languages, users } = await signedIn();
    await store.setLanguage('en');
    expect(languages.language).toBe('en');
    expect(store.state).toBe('saved');
    expect(users.usersByToken.get(TOKEN)?.language).toBe('en');
    expect(session.user?.language).toBe('en');
  });
});

describe('SessionStore and kids mode', () => {
  it('the frame follows the server’s answer; a course’s pages follow the domain’s rule with the tenant and the level', async () => {
    const plain = await signedIn();
    expect(plain.session.kidsMode).toBe(false);
    expect(plain.session.kidsModeIn('el2')).toBe(true);
    expect(plain.session.kidsModeIn('el3')).toBe(false);

    const kidsTenant = await signedIn({ tenant: aTenant({ flags: { ...DEFAULT_TENANT_FLAGS, kidsMode: true } }) });
    expect(kidsTenant.session.kidsModeIn('el3')).toBe(true);
  });
});
