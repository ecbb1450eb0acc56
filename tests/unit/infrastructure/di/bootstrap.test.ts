import { LanguageSwitcher } from '@application/shared/ports/LanguageSwitcher';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoursesStore } from '@application/courses/CoursesStore';
import { LoginStore } from '@application/auth/LoginStore';
import { SessionStore } from '@application/session/SessionStore';
import { ToastStore } from '@application/feedback/ToastStore';
import { bootstrap } from '@infrastructure/di/bootstrap';
import { AttemptStore } from '@application/assessments/taking/AttemptStore';
import { QuestionsPanelStore } from '@application/assessments/authoring/QuestionsPanelStore';
import { FeatureLoader } from '@application/shared/ports/FeatureLoader';
import { LessonStore } from '@application/lessons/LessonStore';
import { TasksStore } from '@application/tasks/TasksStore';
import { LiveBoard } from '@application/board/LiveBoard';
import { RecentMessagesStore } from '@application/board/RecentMessagesStore';
import { BoardFeed } from '@application/board/ports/BoardFeed';
import { NotificationFeed } from '@application/notifications/ports/NotificationFeed';
import { aToken } from '@tests/fakes/mothers';

const tenantDto = {
  id: 'escola',
  name: 'Escola Demo',
  defaultLanguage: 'pt',
  languages: ['pt', 'es', 'en'],
  loginMethods: ['password'],
  flags: {},
  theme: { primary: '#0a7', accent: '#fa0', brand: 'Escola' },
  passwordMinLength: 8,
};

const userDto = {
  guid: 'u-1', role_guid: 'R01', name: 'Aluno', lastname: 'Demo', email: 'aluno@escola.demo', avatar: null, referrer: null,
  language: null, tenant: 'escola', schools: [{ guid: 's-1', name: 'Escola', time_zone: 'Europe/Lisbon' }],
  abilities: { create_course: false, join_course: true },
};

describe('bootstrap (composition root)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('reads the tenant, builds its container, restores the session and speaks the tenant language', async () => {
    const token = aToken(new Date(Date.now() + 3_600_000));
    localStorage.setItem('tiza:session:escola', JSON.stringify({ value: token, storedAt: Date.now(), ttlSeconds: 86_400 }));
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.endsWith('/front/tenant')) return new Response(JSON.stringify(tenantDto));
      if (url.endsWith('/front/users/me')) return new Response(JSON.stringify(userDto));
      return new Response('{}', { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);

    const started = await bootstrap({ storage: localStorage, location: { hostname: 'localhost', search: '?tenant=escola', pathname: '/home', assign: vi.fn() }, languages: ['en'] });

    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const session = started.container.get(SessionStore);
    expect(session.status).toBe('authenticated');
    expect(session.user?.email).toBe('aluno@escola.demo');
    // European Portuguese: its catalogue, its plural rules and the page's language for screen readers.
    expect(started.container.get(LanguageSwitcher).current()).toBe('pt');
    expect(started.i18n.language).toBe('pt-PT');
    expect(document.documentElement.lang).toBe('pt-PT');
    // Singletons are shared; screen stores are new per request.
    expect(started.container.get(ToastStore)).toBe(started.container.get(ToastStore));
    expect(started.container.get(CoursesStore)).not.toBe(started.container.get(CoursesStore));
    expect(started.container.get(LoginStore)).toBeInstanceOf(LoginStore);
    // /home's recent messages are there from the start, like the bell.
    expect(started.container.get(RecentMessagesStore)).toBeInstanceOf(RecentMessagesStore);
    const meCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/front/users/me'));
    const headers = (meCall?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers.authorization).toBe(`Bearer ${token}`);
    expect(JSON.parse(headers.login_context ?? '')).toEqual({ tenant: 'escola', surface: 'web' });
  });

  it('binds lessons, viewers, resources and tasks and adds their Spanish texts only when the learning feature loads', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async (input) => (String(input).endsWith('/front/tenant') ? new Response(JSON.stringify({ ...tenantDto, id: 'tiza', defaultLanguage: 'es' })) : new Response('{}', { status: 401 }))));
    const started = await bootstrap({ storage: localStorage, location: { hostname: 'localhost', search: '?tenant=tiza', pathname: '/', assign: vi.fn() }, languages: ['es'] });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const { container, i18n } = started;
    expect(container.isBound(LessonStore)).toBe(false);
    expect(i18n.hasResourceBundle('es', 'lesson')).toBe(false);

    await container.get(FeatureLoader).load('learning');

    expect(container.get(LessonStore)).toBeInstanceOf(LessonStore);
    expect(container.get(TasksStore)).toBeInstanceOf(TasksStore);
    // The open board follows the session's one stream, the bell's (ADR 0516).
    expect(container.get(LiveBoard)).toBeInstanceOf(LiveBoard);
    expect(container.get<unknown>(BoardFeed)).toBe(container.get<unknown>(NotificationFeed));
    expect(i18n.hasResourceBundle('es', 'tasks')).toBe(true);
    expect(i18n.hasResourceBundle('es', 'viewer')).toBe(true);
  });

  it('binds the assessments and adds their Spanish texts only when the feature loads, once', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async (input) => (String(input).endsWith('/front/tenant') ? new Response(JSON.stringify({ ...tenantDto, id: 'tiza', defaultLanguage: 'es' })) : new Response('{}', { status: 401 }))));
    const started = await bootstrap({ storage: localStorage, location: { hostname: 'localhost', search: '?tenant=tiza', pathname: '/', assign: vi.fn() }, languages: ['es'] });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const { container, i18n } = started;
    expect(container.isBound(AttemptStore)).toBe(false);
    expect(i18n.hasResourceBundle('es', 'questions')).toBe(false);

    const features = container.get(FeatureLoader);
    const first = features.load('assessments');
    expect(features.load('assessments')).toBe(first);
    await first;

    expect(container.get(AttemptStore)).toBeInstanceOf(AttemptStore);
    expect(container.get(QuestionsPanelStore)).toBeInstanceOf(QuestionsPanelStore);
    expect(i18n.getFixedT('es', 'assessment')('intro.start')).toBe('Empezar el examen');
    // Tests sit in lessons: the learning feature came with them.
    expect(container.get(LessonStore)).toBeInstanceOf(LessonStore);
    await features.load('assessments');
  });

  it('fails softly when the tenant cannot be read, in the browser language', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    const started = await bootstrap({ storage: localStorage, location: { hostname: 'localhost', search: '', pathname: '/', assign: vi.fn() }, languages: ['en-GB'] });
    expect(started.ok).toBe(false);
    if (started.ok) return;
    expect(started.error.code).toBe('NETWORK');
    expect(started.i18n.language).toBe('en');
  });
});
