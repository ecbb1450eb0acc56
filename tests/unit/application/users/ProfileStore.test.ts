import { describe, expect, it } from 'vitest';
import { Err, Ok } from '@domain/shared/result';
import { DEFAULT_TENANT_FLAGS } from '@domain/tenancy/tenant';
import { ProfileStore } from '@application/users/ProfileStore';
import { SessionStore } from '@application/session/SessionStore';
import { ToastStore } from '@application/feedback/ToastStore';
import { appError } from '@application/shared/AppError';
import { InMemoryProfileGateway } from '@tests/fakes/InMemoryProfileGateway';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryAuthGateway } from '@tests/fakes/InMemoryAuthGateway';
import { InMemoryLanguageSwitcher } from '@tests/fakes/InMemoryLanguageSwitcher';
import { InMemorySessionRepository } from '@tests/fakes/InMemorySessionRepository';
import { InMemoryUserReader } from '@tests/fakes/InMemoryUserReader';
import { InMemoryUserPreferencesGateway } from '@tests/fakes/InMemoryUserPreferencesGateway';
import { RecordingNavigator } from '@tests/fakes/RecordingNavigator';
import { aTenant, aToken, aUser } from '@tests/fakes/mothers';

const NOW = new Date('2026-11-27T10:00:00Z');

async function setUp(flags = {}, loginMethods: ('password' | 'sso')[] = ['password']) {
  const token = aToken(new Date(NOW.getTime() + 3_600_000));
  const repository = new InMemorySessionRepository();
  const users = new InMemoryUserReader(() => repository.token);
  const tenant = aTenant({ flags: { ...DEFAULT_TENANT_FLAGS, ...flags }, loginMethods });
  const session = new SessionStore(tenant, repository, users, new InMemoryAuthGateway(), new InMemoryLanguageSwitcher(), new RecordingNavigator(), new FixedClock(NOW), new InMemoryUserPreferencesGateway(users, () => repository.token), new ToastStore());
  await session.start(token, aUser({ language: 'pt' }));
  const gateway = new InMemoryProfileGateway(() => session.user);
  return { session, gateway, store: new ProfileStore(gateway, session) };
}

describe('ProfileStore', () => {
  it('offers what the tenant allows: the domain’s profileAbilities', async () => {
    expect((await setUp()).store.abilities).toEqual({ editName: true, changeAvatar: true, changePassword: true });
    expect((await setUp({ editProfile: false, avatarChange: false }, ['sso'])).store.abilities).toEqual({ editName: false, changeAvatar: false, changePassword: false });
  });

  it('a saved name becomes the session’s user (the header shows it at once), keeping the language chosen here', async () => {
    const { store, session, gateway } = await setUp();
    gateway.answer = Ok(aUser({ name: 'María José', lastname: 'Ortega', language: null }));
    const result = await store.rename({ name: ' María  José', lastname: 'Ortega' });
    expect(result.ok).toBe(true);
    expect(gateway.sent).toEqual([{ name: ' María  José', lastname: 'Ortega' }]);
    expect(session.user).toMatchObject({ name: 'María José', lastname: 'Ortega', language: 'pt' });
  });

  it('a refused name leaves the session’s user as it was and hands the refusal to the form', async () => {
    const { store, session, gateway } = await setUp();
    const before = session.user;
    gateway.answer = Err(appError('validation', 'VALIDATION_FAILED', { details: [{ path: '/name', message: 'name.required' }] }));
    const result = await store.rename({ name: '', lastname: 'Ortega' });
    expect(result.err && result.val.details).toEqual([{ path: '/name', message: 'name.required' }]);
    expect(session.user).toBe(before);
  });

  it('a picture goes saving → saved and the session’s user carries its address; a refusal is failed with its reason', async () => {
    const { store, session, gateway } = await setUp();
    gateway.answer = Ok(aUser({ avatar: '/api/avatars/abc' }));
    const saving = store.setPicture(new Blob(['x'], { type: 'image/jpeg' }));
    expect(store.pictureState).toBe('saving');
    await saving;
    expect(store.pictureState).toBe('saved');
    expect(session.user?.avatar).toBe('/api/avatars/abc');

    gateway.answer = Err(appError('validation', 'FILE_TYPE_NOT_ALLOWED'));
    await store.setPicture(new Blob(['x']));
    expect(store.pictureState).toBe('failed');
    expect(store.pictureError?.code).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(session.user?.avatar).toBe('/api/avatars/abc');
  });

  it('a change of password is passed on as typed; the session stays', async () => {
    const { store, session, gateway } = await setUp();
    const result = await store.changePassword({ current: 'Pizarra-26', next: 'Pizarra-27' });
    expect(result.ok).toBe(true);
    expect(gateway.sent).toEqual([{ current: 'Pizarra-26', next: 'Pizarra-27' }]);
    expect(session.status).toBe('authenticated');
  });

  it('lists the ways of signing in and removes a link; the only way in stays, with the refusal to show', async () => {
    const { store, gateway } = await setUp();
    const link = (id: string) => ({ id, providerName: `IdP ${id}`, offered: true, email: null, linkedAt: NOW, lastSignInAt: NOW });
    gateway.password = false;
    gateway.links = [link('a'), link('b')];
    await store.signInMethods.load();
    expect(store.signInMethods.value).toMatchObject({ password: false, mayUnlink: true });
    const removing = store.unlink('a');
    expect(store.unlinking).toBe('a');
    expect((await removing).ok).toBe(true);
    expect(store.unlinking).toBeUndefined();
    expect(store.signInMethods.value?.links.map((one) => one.id)).toEqual(['b']);
    expect(store.signInMethods.value?.mayUnlink).toBe(false);
    const refused = await store.unlink('b');
    expect(refused.err && refused.val.code).toBe('LAST_SIGN_IN_METHOD');
    expect(store.signInMethods.value?.links).toHaveLength(1);
  });
});

