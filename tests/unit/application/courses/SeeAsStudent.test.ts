// See as student in the SPA (ADR 0555): the store, the tab's keeper, and the header every call carries meanwhile.
import { describe, expect, it, vi } from 'vitest';
import { SeeAsStudentStore } from '@application/courses/SeeAsStudentStore';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { SessionStoragePreviewKeeper } from '@infrastructure/storage/SessionStoragePreviewKeeper';

const COURSE = '0b6f3c1e-8a1d-4b7e-9c2a-1d2e3f4a5b6c';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('SeeAsStudentStore', () => {
  it('starts on a course, survives a reload of the tab, and leaving answers where the teacher was', () => {
    const storage = memoryStorage();
    const store = new SeeAsStudentStore(new SessionStoragePreviewKeeper(storage, 'tiza'));
    expect(store.courseGuid).toBeUndefined();
    store.start(COURSE.toUpperCase(), 'Matemáticas', '/course/x?tab=1');
    expect(store.courseGuid).toBe(COURSE);
    expect(store.previews(COURSE.toUpperCase())).toBe(true);
    expect(store.previews('another')).toBe(false);

    const reloaded = new SeeAsStudentStore(new SessionStoragePreviewKeeper(storage, 'tiza'));
    expect(reloaded.preview).toEqual({ courseGuid: COURSE, courseName: 'Matemáticas', returnTo: '/course/x?tab=1' });
    // Another tenant's tab state is its own.
    expect(new SeeAsStudentStore(new SessionStoragePreviewKeeper(storage, 'escola')).preview).toBeUndefined();

    expect(reloaded.leave()).toBe('/course/x?tab=1');
    expect(reloaded.preview).toBeUndefined();
    expect(new SeeAsStudentStore(new SessionStoragePreviewKeeper(storage, 'tiza')).preview).toBeUndefined();
  });

  it.each([
    ['not JSON', '{'],
    ['a course that is no guid', JSON.stringify({ courseGuid: 'x', courseName: 'M', returnTo: '/home' })],
    ['a way back to another site', JSON.stringify({ courseGuid: COURSE, courseName: 'M', returnTo: 'https://evil.example' })],
  ])('reads %s as no preview', (_what, raw) => {
    const storage = memoryStorage();
    storage.setItem('tiza.seeAsStudent.tiza', raw);
    expect(new SessionStoragePreviewKeeper(storage, 'tiza').restore()).toBeUndefined();
  });

  it('leaving without a preview goes home, and a storage that refuses writes keeps the mode in memory', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error('quota'); }, removeItem: () => { throw new Error('quota'); } };
    const store = new SeeAsStudentStore(new SessionStoragePreviewKeeper(refusing, 'tiza'));
    expect(store.leave()).toBe('/home');
    store.start(COURSE, 'M', '/course/m');
    expect(store.courseGuid).toBe(COURSE);
  });
});

describe('the HTTP client while a course is seen as a student', () => {
  it('names the course in x-see-as-student on every call, and stops when the mode ends', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    let previewed: string | undefined = COURSE;
    const http = new FetchHttpClient({ baseUrl: '/api', tenantId: 'tiza', token: () => 'jwt', onSessionRefused: () => undefined, seeAsStudent: () => previewed, fetch: fetchMock });
    await http.get('/front/courses/x');
    await http.post('/messages', {});
    previewed = undefined;
    await http.get('/front/courses/x');
    const sent = fetchMock.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers as Record<string, string>);
    expect(sent.map((headers) => headers['x-see-as-student'])).toEqual([COURSE, COURSE, undefined]);
    expect(http.describe('/front/courses/x/files').headers['x-see-as-student']).toBeUndefined();
  });
});
