// The remote's extras on a projection (ADR 0524): zoom, pages, media and the timer over the WebSocket, what the state
// says of them, malformed commands answered without harm, and the same across two processes on PostgreSQL.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { lessons } from '../../server/src/db/schema';
import type { ProjectionStateDto } from '@contract/projection';
import { connectProjection } from './support/projectionSocket';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './support/testApp';

let t: TestApp;
let base: string;
let courseGuid: string;
let lessonGuid: string;
let teacher: Record<string, string>;
let teacherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  courseGuid = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  const [lesson] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(eq(lessons.courseGuid, courseGuid)).orderBy(asc(lessons.position)).limit(1);
  lessonGuid = lesson?.guid ?? '';
  teacherToken = await t.login('teacher@tiza.demo');
  teacher = { authorization: `Bearer ${teacherToken}`, ...t.ctx('tiza') };
});
afterAll(async () => {
  await t?.close();
});

async function open(): Promise<string> {
  const res = await t.inject({ method: 'POST', url: '/api/front/projection/sessions', headers: teacher, payload: { course_guid: courseGuid, lesson_guid: lessonGuid } });
  expect(res.statusCode).toBe(201);
  return (res.json() as { guid: string }).guid;
}

describe('the item’s view and the timer', () => {
  it('starts as the item opens, with an idle stopwatch, and names a book’s pages only', async () => {
    const guid = await open();
    const state = (await t.inject({ method: 'GET', url: `/api/front/projection/sessions/${guid}`, headers: teacher })).json() as ProjectionStateDto;
    expect(state.view).toEqual({ zoom: 1, page: 1, media: { playing: false, seconds: 0 } });
    expect(state.timer).toEqual({ running: false, elapsed_ms: 0, duration_ms: 0, idle: true });
    for (const item of state.items) expect(item.pages === null || item.content_type === 'CTTY_02').toBe(true);
  });

  it('zooms, turns pages, plays and skips media and runs a countdown; moving on resets the view, not the timer', async () => {
    const guid = await open();
    const remote = connectProjection(base, guid, teacherToken);
    const projector = connectProjection(base, guid, teacherToken);
    await Promise.all([remote.opened, projector.opened]);
    let state = await projector.stateAfter(-1);
    await remote.stateAfter(-1);
    const step = async (message: unknown) => {
      remote.send(message);
      state = await projector.stateAfter(state.version);
      return state;
    };
    expect((await step({ type: 'zoom', direction: 'in' })).view.zoom).toBe(1.25);
    expect((await step({ type: 'zoom', direction: 'in' })).view.zoom).toBe(1.5);
    expect((await step({ type: 'page', direction: 'next' })).view.page).toBe(2);
    expect((await step({ type: 'media', action: 'skip', seconds: 30 })).view.media).toEqual({ playing: false, seconds: 30 });
    expect((await step({ type: 'media', action: 'play' })).view.media.playing).toBe(true);
    expect((await step({ type: 'media', action: 'pause' })).view.media.seconds).toBeGreaterThanOrEqual(30);
    expect((await step({ type: 'timer', action: 'reset', seconds: 300 })).timer).toEqual({ running: false, elapsed_ms: 0, duration_ms: 300_000, idle: true });
    expect((await step({ type: 'timer', action: 'start' })).timer).toMatchObject({ running: true, duration_ms: 300_000, idle: false });
    const moved = await step({ type: 'next' });
    expect(moved.current).toBe(1);
    expect(moved.view).toEqual({ zoom: 1, page: 1, media: { playing: false, seconds: 0 } });
    expect(moved.timer).toMatchObject({ running: true, duration_ms: 300_000 });
    expect((await step({ type: 'timer', action: 'pause' })).timer.running).toBe(false);
    remote.close();
    projector.close();
  });

  it('answers malformed or incomplete commands with VALIDATION_FAILED and carries on', async () => {
    const guid = await open();
    const remote = connectProjection(base, guid, teacherToken);
    await remote.opened;
    const first = await remote.stateAfter(-1);
    const bad: unknown[] = [
      { type: 'zoom' },
      { type: 'zoom', direction: 'next' },
      { type: 'page', direction: 'in' },
      { type: 'media', action: 'skip' },
      { type: 'media', action: 'skip', seconds: 0 },
      { type: 'media', action: 'start' },
      { type: 'media', action: 'skip', seconds: 1e9 },
      { type: 'timer', action: 'reset' },
      { type: 'timer', action: 'reset', seconds: -5 },
      { type: 'timer', action: 'play' },
      { type: 'timer', action: 'start', seconds: 'ten' },
    ];
    for (const message of bad) {
      remote.send(message);
      const answer = await remote.next();
      expect(answer, JSON.stringify(message)).toEqual({ type: 'error', code: 'VALIDATION_FAILED' });
    }
    remote.socket.send('not json {');
    expect(await remote.next()).toEqual({ type: 'error', code: 'VALIDATION_FAILED' });
    remote.send({ type: 'zoom', direction: 'in' });
    const after = await remote.stateAfter(first.version);
    expect(after.view.zoom).toBe(1.25);
    expect(after.version).toBe(first.version + 1);
    remote.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('across server processes on one PostgreSQL', () => {
  it('a media command through one process reaches a projector on another', async () => {
    const other = await buildApp({ database: { kind: 'postgres', url: t.databaseUrl ?? '' }, prepared: true, jwtSecret: TEST_JWT_SECRET, attemptSweepMs: 0 });
    try {
      const otherBase = (await other.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
      const guid = await open();
      const projector = connectProjection(base, guid, teacherToken);
      const remote = connectProjection(otherBase, guid, teacherToken);
      await Promise.all([projector.opened, remote.opened]);
      const first = await projector.stateAfter(-1);
      remote.send({ type: 'media', action: 'play' });
      expect((await projector.stateAfter(first.version)).view.media.playing).toBe(true);
      projector.close();
      remote.close();
    } finally {
      await other.close();
    }
  });
});
