// Projection in class (docs/api-projection.md): opening, pairing a phone remote by its short code, and the projection's
// WebSocket — a real socket (the `ws` client) against the server listening on a port.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { lessonItems, lessons, projectionSessions } from '../../server/src/db/schema';
import type { ProjectionStateDto } from '@contract/projection';
import { connectProjection } from './support/projectionSocket';
import { createTestApp, PUBLIC_URL, TEST_JWT_SECRET, type TestApp } from './support/testApp';

let t: TestApp;
let base: string;
let courseGuid: string;
let lessonGuid: string;
let teacher: Record<string, string>;
let teacherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace(/^http/, 'ws');
  courseGuid = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  const [lesson] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(eq(lessons.courseGuid, courseGuid)).orderBy(asc(lessons.position)).limit(1);
  lessonGuid = lesson?.guid ?? '';
  teacherToken = await t.login('teacher@tiza.demo');
  teacher = { authorization: `Bearer ${teacherToken}`, ...t.ctx('tiza') };
});
afterAll(async () => {
  await t?.close();
});

async function open(): Promise<{ guid: string; short_token: string; remote_url: string; expires_at: string }> {
  const res = await t.inject({ method: 'POST', url: '/api/front/projection/sessions', headers: teacher, payload: { course_guid: courseGuid, lesson_guid: lessonGuid } });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const connect = connectProjection;

describe('opening a projection', () => {
  it('gives its teacher a short code and the remote’s URL', async () => {
    const opened = await open();
    expect(opened.short_token).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(opened.remote_url).toBe(`${PUBLIC_URL}/remote/${opened.short_token}`);
    expect(new Date(opened.expires_at).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
  });

  it('refuses students (403) and a lesson of another course (404)', async () => {
    const student = await t.as('student@tiza.demo');
    const asStudent = await t.inject({ method: 'POST', url: '/api/front/projection/sessions', headers: student, payload: { course_guid: courseGuid, lesson_guid: lessonGuid } });
    expect(asStudent.statusCode).toBe(403);
    const otherCourse = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const mismatched = await t.inject({ method: 'POST', url: '/api/front/projection/sessions', headers: teacher, payload: { course_guid: otherCourse, lesson_guid: lessonGuid } });
    expect(mismatched.statusCode).toBe(404);
  });

  it('projects only what the class may see', async () => {
    const opened = await open();
    const res = await t.inject({ method: 'GET', url: `/api/front/projection/sessions/${opened.guid}`, headers: teacher });
    const state = res.json() as ProjectionStateDto;
    const visible = await t.app.db
      .select({ guid: lessonItems.guid, audience: lessonItems.audience, published: lessonItems.published })
      .from(lessonItems)
      .where(eq(lessonItems.lessonGuid, lessonGuid))
      .orderBy(asc(lessonItems.position));
    expect(state.items.map((item) => item.guid)).toEqual(visible.filter((item) => item.audience === 'all' && item.published).map((item) => item.guid));
    expect(state).toMatchObject({ current: 0, blank: false, paired: false, lesson_guid: lessonGuid });
  });
});

describe('pairing a remote', () => {
  it('pairs the teacher who opened it, with any case and dashes typed', async () => {
    const opened = await open();
    const typed = `${opened.short_token.slice(0, 3).toLowerCase()}-${opened.short_token.slice(3)}`;
    const res = await t.inject({ method: 'POST', url: `/api/front/projection/pair/${typed}`, headers: teacher });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ guid: opened.guid, paired: true });
  });

  it('refuses another teacher, a student and an unknown code as not found, and an expired code as 410', async () => {
    const opened = await open();
    for (const email of ['teacher2@tiza.demo', 'student@tiza.demo']) {
      const res = await t.inject({ method: 'POST', url: `/api/front/projection/pair/${opened.short_token}`, headers: await t.as(email) });
      expect(res.statusCode, email).toBe(404);
      expect(res.json().code).toBe('CODE_NOT_FOUND');
    }
    const unknown = await t.inject({ method: 'POST', url: '/api/front/projection/pair/ZZZZZ2', headers: teacher });
    expect(unknown.statusCode).toBe(404);
    await t.app.db.update(projectionSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(projectionSessions.guid, opened.guid));
    const expired = await t.inject({ method: 'POST', url: `/api/front/projection/pair/${opened.short_token}`, headers: teacher });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('PAIRING_CODE_EXPIRED');
  });

  it('hides the projection from everyone but its teacher', async () => {
    const opened = await open();
    const res = await t.inject({ method: 'GET', url: `/api/front/projection/sessions/${opened.guid}`, headers: await t.as('teacher2@tiza.demo') });
    expect(res.statusCode).toBe(404);
  });
});

describe('the projection’s WebSocket', () => {
  it('sends the state on connecting and every change to the projector and the remote', async () => {
    const opened = await open();
    const projector = connect(base, opened.guid, teacherToken);
    const remote = connect(base, opened.guid, teacherToken);
    await Promise.all([projector.opened, remote.opened]);
    expect(projector.socket.protocol).toBe('tiza.projection');
    const first = await projector.stateAfter(-1);
    await remote.stateAfter(-1);
    expect(first.current).toBe(0);

    remote.send({ type: 'next' });
    const moved = await projector.stateAfter(first.version);
    expect(moved.current).toBe(1);
    expect((await remote.stateAfter(first.version)).current).toBe(1);

    remote.send({ type: 'blank', on: true });
    expect(await projector.stateAfter(moved.version)).toMatchObject({ current: 1, blank: true });

    remote.send({ type: 'jump' });
    expect(await remote.nextError()).toEqual({ type: 'error', code: 'VALIDATION_FAILED' });
    projector.close();
    remote.close();
  });

  it('tells the projector when a remote pairs', async () => {
    const opened = await open();
    const projector = connect(base, opened.guid, teacherToken);
    await projector.opened;
    const first = await projector.stateAfter(-1);
    await t.inject({ method: 'POST', url: `/api/front/projection/pair/${opened.short_token}`, headers: teacher });
    expect((await projector.stateAfter(first.version)).paired).toBe(true);
    projector.close();
  });

  it('refuses a socket without a session (401) and one of another teacher (404)', async () => {
    const opened = await open();
    await expect(connect(base, opened.guid, undefined).opened).rejects.toThrow('refused 401');
    await expect(connect(base, opened.guid, await t.login('teacher2@tiza.demo')).opened).rejects.toThrow('refused 404');
  });

  it('resumes after the socket drops: a new socket gets the state as it is now', async () => {
    const opened = await open();
    const remote = connect(base, opened.guid, teacherToken);
    await remote.opened;
    const first = await remote.stateAfter(-1);
    remote.send({ type: 'goto', index: 2 });
    await remote.stateAfter(first.version);
    remote.socket.terminate();
    const again = connect(base, opened.guid, teacherToken);
    await again.opened;
    expect((await again.stateAfter(-1)).current).toBe(2);
    again.close();
  });
});

describe('the teacher’s notes (ADR 0526)', () => {
  it('are written in the item editor, read back by its editors and the remote, and never reach a student or the projector', async () => {
    const opened = await open();
    const state = (await t.inject({ method: 'GET', url: `/api/front/projection/sessions/${opened.guid}`, headers: teacher })).json() as ProjectionStateDto;
    const item = state.items[0]?.guid ?? '';
    const words = 'Ask who has seen a volcano.\nThen the video.';

    const patched = await t.inject({ method: 'PATCH', url: `/api/front/lesson-items/${item}`, headers: teacher, payload: { teacher_notes: `  ${words.replace('\n', '\r\n')}  ` } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ teacher_notes: words });
    const tooLong = await t.inject({ method: 'PATCH', url: `/api/front/lesson-items/${item}`, headers: teacher, payload: { teacher_notes: 'x'.repeat(2001) } });
    expect(tooLong.statusCode).toBe(400);

    // The editor asks for them; the viewer's read (the projector's too) does not, and a student never gets the field.
    const editorRead = await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}?include=teacher_notes`, headers: teacher });
    expect(editorRead.json()).toMatchObject({ teacher_notes: words });
    const viewerRead = await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}`, headers: teacher });
    expect(viewerRead.json()).not.toHaveProperty('teacher_notes');
    const student = await t.as('student@tiza.demo');
    const asStudent = await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}?include=teacher_notes`, headers: student });
    expect(asStudent.statusCode).toBe(200);
    expect(asStudent.body).not.toContain('teacher_notes');
    expect(asStudent.body).not.toContain('volcano');
    const lessonAsStudent = await t.inject({ method: 'GET', url: `/api/front/lessons/${lessonGuid}`, headers: student });
    expect(lessonAsStudent.body).not.toContain('volcano');

    // The remote's read: the projection's teacher only.
    const notes = await t.inject({ method: 'GET', url: `/api/front/projection/sessions/${opened.guid}/notes`, headers: teacher });
    expect(notes.json()).toEqual({ notes: expect.arrayContaining([{ item_guid: item, teacher_notes: words }]) });
    for (const email of ['teacher2@tiza.demo', 'student@tiza.demo']) {
      const refused = await t.inject({ method: 'GET', url: `/api/front/projection/sessions/${opened.guid}/notes`, headers: await t.as(email) });
      expect(refused.statusCode).toBe(404);
    }

    // The projector's state and socket never carry them.
    const projector = connect(base, opened.guid, teacherToken);
    await projector.opened;
    const first = await projector.stateAfter(-1);
    projector.send({ type: 'goto', index: 0 });
    const again = await projector.stateAfter(first.version);
    for (const sent of [first, again, state]) expect(JSON.stringify(sent)).not.toMatch(/volcano|teacher_notes/);
    projector.close();

    // Blank notes clear them.
    const cleared = await t.inject({ method: 'PATCH', url: `/api/front/lesson-items/${item}`, headers: teacher, payload: { teacher_notes: '   ' } });
    expect(cleared.json()).toMatchObject({ teacher_notes: null });
    const none = await t.inject({ method: 'GET', url: `/api/front/projection/sessions/${opened.guid}/notes`, headers: teacher });
    expect((none.json() as { notes: { item_guid: string }[] }).notes.map((entry) => entry.item_guid)).not.toContain(item);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('across server processes on one PostgreSQL', () => {
  it('a command through one process reaches a projector on another', async () => {
    const other = await buildApp({ database: { kind: 'postgres', url: t.databaseUrl ?? '' }, prepared: true, jwtSecret: TEST_JWT_SECRET, attemptSweepMs: 0 });
    try {
      const otherBase = (await other.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
      const opened = await open();
      const projector = connect(base, opened.guid, teacherToken);
      const remote = connect(otherBase, opened.guid, teacherToken);
      await Promise.all([projector.opened, remote.opened]);
      const first = await projector.stateAfter(-1);
      remote.send({ type: 'next' });
      expect((await projector.stateAfter(first.version)).current).toBe(1);
      projector.close();
      remote.close();
    } finally {
      await other.close();
    }
  });
});
