import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_NOT_SAVED_KEY, SessionStore } from '@application/session/SessionStore';
import { ToastStore } from '@application/feedback/ToastStore';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryAuthGateway } from '@tests/fakes/InMemoryAuthGateway';
import { InMemoryLanguageSwitcher } from '@tests/fakes/InMemoryLanguageSwitcher';
import { InMemorySessionRepository } from '@tests/fakes/InMemorySessionRepository';
import { InMemoryUserReader } from '@tests/fakes/InMemoryUserReader';
import { InMemoryUserPreferencesGateway } from '@tests/fakes/InMemoryUserPreferencesGateway';
import { RecordingNavigator } from '@tests/fakes/RecordingNavigator';
import { aStudent, aTenant, aToken, aUser } from '@tests/fakes/mothers';
import { DEFAULT_TENANT_FLAGS, type TenantConfig } from '@domain/tenancy/tenant';
import { appError } from '@application/shared/AppError';

const NOW = new Date('2026-11-22T10:00:00Z');
const LIVE = aToken(new Date(NOW.getTime() + 3_600_000));
const EXPIRED = aToken(new Date(NOW.getTime() - 1000));

function setUp(tenant: TenantConfig = aTenant(), stored?: string) {
  const repository = new InMemorySessionRepository(stored);
  const users = new InMemoryUserReader(() => repository.token);
  const auth = new InMemoryAuthGateway();
  const languages = new InMemoryLanguageSwitcher();
  const navigator = new RecordingNavigator();
  const preferences = new InMemoryUserPreferencesGateway(users, () => repository.token);
  const toasts = new ToastStore();
  const session = new SessionStore(tenant, repository, users, auth, languages, navigator, new FixedClock(NOW), preferences, toasts);
  return { session, repository, users, auth, languages, navigator, preferences, toasts };
}

describe('SessionStore', () => {
  it('restores a stored live token into a session with its user and language', async () => {
    const { session, users, languages } = setUp(aTenant({ defaultLanguage: 'es' }), LIVE);
    users.usersByToken.set(LIVE, aUser({ language: 'pt' }));

    await session.restore();

    expect(session.status).toBe('authenticated');
    expect(session.user?.email).toBe('teacher@tiza.demo');
    expect(session.isTeacherLike).toBe(true);
    expect(languages.language).toBe('pt');
  });

  it('forgets an expired token without asking the server', async () => {
    const { session, repository, users, languages } = setUp(aTenant({ defaultLanguage: 'en' }), EXPIRED);
    users.usersByToken.set(EXPIRED, aUser());

    await session.restore();

    expect(session.status).toBe('anonymous');
    expect(repository.token).toBeUndefined();
    expect(languages.language).toBe('en');
  });

  it('treats an unreadable token as no session', async () => {
    const { session } = setUp(aTenant(), 'not-a-jwt');
    await session.restore();
    expect(session.status).toBe('anonymous');
  });

  it('drops a live token the server no longer accepts', async () => {
    const { session, repository } = setUp(aTenant(), LIVE);
    await session.restore();
    expect(session.status).toBe('anonymous');
    expect(repository.token).toBeUndefined();
  });

  it('keeps the stored token when the server cannot be reached', async () => {
    const { session, repository, users } = setUp(aTenant(), LIVE);
    users.failure = appError('network', 'NETWORK');
    await session.restore();
    expect(session.status).toBe('anonymous');
    expect(repository.token).toBe(LIVE);
  });

  it('speaks the tenant default when the user has no language or one the tenant does not offer', async () => {
    const { session, users, languages } = setUp(aTenant({ defaultLanguage: 'pt', languages: ['pt', 'es'] }), LIVE);
    users.usersByToken.set(LIVE, aUser({ language: 'en' }));
    await session.restore();
    expect(languages.language).toBe('pt');
  });

  it('signs out on the server, forgets the token and goes to login', async () => {
    const { session, repository, auth, navigator } = setUp();
    await session.start(LIVE, aUser());

    await session.signOut();

    expect(auth.logouts).toBe(1);
    expect(repository.token).toBeUndefined();
    expect(session.status).toBe('anonymous');
    expect(session.tenant.id).toBe('tiza');
    expect(navigator.visited).toEqual(['/auth/login']);
  });

  it('honours the tenant logout redirect and signs out only once', async () => {
    const tenant = aTenant({ flags: { ...DEFAULT_TENANT_FLAGS, logoutRedirect: 'https://publisher.example/bye' } });
    const { session, auth, navigator } = setUp(tenant);
    await session.start(LIVE, aUser());

    await Promise.all([session.signOut(), session.signOut()]);

    expect(auth.logouts).toBe(1);
    expect(navigator.visited).toEqual(['https://publisher.example/bye']);
  });

  it('ends a forbidden session at the user referrer, or at login when there is none', async () => {
    const withReferrer = setUp();
    await withReferrer.session.start(LIVE, aUser({ referrer: 'https://school.example/portal' }));
    withReferrer.session.end('forbidden');
    expect(withReferrer.navigator.visited).toEqual(['https://school.example/portal']);
    expect(withReferrer.repository.token).toBeUndefined();

    const without = setUp();
    await without.session.start(LIVE, aUser());
    without.session.end('forbidden');
    expect(without.navigator.visited).toEqual(['/auth/login?reason=forbidden']);
  });

  it('ends an expired session at login with the reason, coming back to the page afterwards', async () => {
    const { session, navigator } = setUp();
    await session.start(LIVE, aUser({ referrer: 'https://school.example/portal' }));
    navigator.here = '/course/c-1?tab=units';
    session.end('expired');
    expect(session.status).toBe('anonymous');
    expect(navigator.visited).toEqual([`/auth/login?reason=expired&returnTo=${encodeURIComponent('/course/c-1?tab=units')}`]);
  });

  it('offers creating and joining courses exactly as the server’s abilities say, whatever the role or tenant flag', async () => {
    const teacher = setUp();
    await teacher.session.start(LIVE, aUser({ abilities: { createCourse: true, joinCourse: true } }));
    expect(teacher.session.canCreateCourse).toBe(true);
    expect(teacher.session.canJoinCourse).toBe(true);

    // The server said no (e.g. the tenant switched creation off): the client does not second-guess it.
    const refused = setUp();
    await refused.session.start(LIVE, aUser({ abilities: { createCourse: false, joinCourse: false } }));
    expect(refused.session.canCreateCourse).toBe(false);
    expect(refused.session.canJoinCourse).toBe(false);

    // Nor does a client-side flag or role take away what the server granted.
    const granted = setUp(aTenant({ flags: { ...DEFAULT_TENANT_FLAGS, createCourse: false } }));
    await granted.session.start(LIVE, aUser({ role: 'R04', abilities: { createCourse: true, joinCourse: true } }));
    expect(granted.session.canCreateCourse).toBe(true);
    expect(granted.session.canJoinCourse).toBe(true);

    const student = setUp();
    await student.session.start(LIVE, aStudent());
    expect(student.session.canCreateCourse).toBe(false);
    expect(student.session.canJoinCourse).toBe(true);
  });

  describe('changing the language', () => {
    it('speaks it at once and saves it, so the next session starts in it', async () => {
      const { session, users, languages, preferences, toasts } = setUp(aTenant({ defaultLanguage: 'es' }));
      users.usersByToken.set(LIVE, aUser({ language: 'es' }));
      await session.start(LIVE, aUser({ language: 'es' }));

      const changing = session.changeLanguage('en');
      // Optimistic: before the server answers.
      expect(session.user?.language).toBe('en');
      await changing;

      expect(languages.language).toBe('en');
      expect(preferences.requested).toEqual(['en']);
      expect(toasts.toasts).toEqual([]);

      const next = setUp(aTenant({ defaultLanguage: 'es' }), LIVE);
      next.users.usersByToken.set(LIVE, users.usersByToken.get(LIVE) ?? aUser());
      await next.session.restore();
      expect(next.languages.language).toBe('en');
    });

    it('keeps the new language for the session and says it was not saved when the server fails', async () => {
      const { session, users, languages, preferences, toasts } = setUp();
      users.usersByToken.set(LIVE, aUser({ language: 'es' }));
      await session.start(LIVE, aUser({ language: 'es' }));
      preferences.failure = appError('network', 'NETWORK');

      await session.changeLanguage('pt');

      expect(languages.language).toBe('pt');
      expect(session.user?.language).toBe('pt');
      expect(session.preferredLanguage).toBe('pt');
      expect(toasts.toasts).toEqual([expect.objectContaining({ messageKey: LANGUAGE_NOT_SAVED_KEY, tone: 'error' })]);
      expect(users.usersByToken.get(LIVE)?.language).toBe('es');
    });

    it('does not let an older save answer undo a newer choice', async () => {
      const { session, users, languages, preferences } = setUp();
      users.usersByToken.set(LIVE, aUser({ language: 'es' }));
      await session.start(LIVE, aUser({ language: 'es' }));
      // The first save ('en') answers only after the second ('pt') has.
      let releaseFirst = (): void => undefined;
      const firstHeld = new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      const save = preferences.saveLanguage.bind(preferences);
      vi.spyOn(preferences, 'saveLanguage').mockImplementation(async (language) => {
        const answer = await save(language);
        if (language === 'en') await firstHeld;
        return answer;
      });

      const first = session.changeLanguage('en');
      await session.changeLanguage('pt');
      releaseFirst();
      await first;

      expect(session.user?.language).toBe('pt');
      expect(languages.language).toBe('pt');
    });

    it('only switches the language, saving nothing, when nobody is signed in', async () => {
      const { session, languages, preferences, toasts } = setUp();
      await session.restore();

      await session.changeLanguage('en');

      expect(languages.language).toBe('en');
      expect(preferences.requested).toEqual([]);
      expect(toasts.toasts).toEqual([]);
    });
  });

  it('offers neither before anyone signs in', () => {
    const { session } = setUp();
    expect(session.canCreateCourse).toBe(false);
    expect(session.canJoinCourse).toBe(false);
  });
});
