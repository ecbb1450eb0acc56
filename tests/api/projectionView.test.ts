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
    expect(state.view).toEqual({ zoom: 1, page: 1, page_count: state.items[0]?.pages ?? null, media: { playing: false, seconds: 0, length: null } });
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
    expect((await step({ type: 'media', action: 'skip', seconds: 30 })).view.media).toEqual({ playing: false, seconds: 30, length: null });
    expect((await step({ type: 'media', action: 'play' })).view.media.playing).toBe(true);
    expect((await step({ type: 'media', action: 'pause' })).view.media.seconds).toBeGreaterThanOrEqual(30);
    expect((await step({ type: 'timer', action: 'reset', seconds: 300 })).timer).toEqual({ running: false, elapsed_ms: 0, duration_ms: 300_000, idle: true });
    expect((await step({ type: 'timer', action: 'start' })).timer).toMatchObject({ running: true, duration_ms: 300_000, idle: false });
    const moved = await step({ type: 'next' });
    expect(moved.current).toBe(1);
    expect(moved.view).toEqual({ zoom: 1, page: 1, page_count: moved.items[1]?.pages ?? null, media: { playing: false, seconds: 0, length: null } });
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
      const answer = await remote.nextError();
      expect(answer, JSON.stringify(message)).toEqual({ type: 'error', code: 'VALIDATION_FAILED' });
    }
    remote.socket.send('not json {');
    expect(await remote.nextError()).toEqual({ type: 'error', code: 'VALIDATION_FAILED' });
    remote.send({ type: 'zoom', direction: 'in' });
    const after = await remote.stateAfter(first.version);
    expect(after.view.zoom).toBe(1.25);
    expect(after.version).toBe(first.version + 1);
    remote.close();
  });
});

describe('what the projector measured of the item it opened (ADR 0526)', () => {
  const PROJECTOR = '?role=projector';

  it('reaches the remote’s state, survives a reconnect, bounds the remote’s pages and skips, and goes with a move', async () => {
    const guid = await open();
    const projector = connectProjection(base, guid, teacherToken, PROJECTOR);
    const remote = connectProjection(base, guid, teacherToken);
    await Promise.all([projector.opened, remote.opened]);
    let state = await remote.stateAfter(-1);
    await projector.stateAfter(-1);
    const item = state.items[0]?.guid ?? '';
    projector.send({ type: 'measured', item_guid: item, page_count: 2, length_seconds: 90.5 });
    state = await remote.stateAfter(state.version);
    expect(state.view).toMatchObject({ page: 1, page_count: state.items[0]?.pages ?? 2, media: { seconds: 0, length: 90.5 } });

    const again = connectProjection(base, guid, teacherToken);
    await again.opened;
    expect((await again.stateAfter(-1)).view.media.length).toBe(90.5);
    again.close();

    const step = async (message: unknown) => {
      remote.send(message);
      state = await remote.stateAfter(state.version);
      return state;
    };
    if (state.items[0]?.pages === null) {
      expect((await step({ type: 'page', direction: 'next' })).view.page).toBe(2);
      expect((await step({ type: 'page', direction: 'next' })).view.page).toBe(2);
    }
    expect((await step({ type: 'media', action: 'skip', seconds: 3600 })).view.media).toEqual({ playing: false, seconds: 90.5, length: 90.5 });
    const moved = await step({ type: 'next' });
    expect(moved.view).toMatchObject({ page: 1, page_count: moved.items[1]?.pages ?? null, media: { seconds: 0, length: null } });
    projector.close();
    remote.close();
  });

  it('refuses it from a remote’s socket, and ignores a report on an item no longer on screen', async () => {
    const guid = await open();
    const projector = connectProjection(base, guid, teacherToken, PROJECTOR);
    const remote = connectProjection(base, guid, teacherToken);
    await Promise.all([projector.opened, remote.opened]);
    let state = await remote.stateAfter(-1);
    await projector.stateAfter(-1);
    const [first, second] = state.items;

    remote.send({ type: 'measured', item_guid: first?.guid, page_count: 5 });
    expect(await remote.nextError()).toEqual({ type: 'error', code: 'PROJECTOR_ONLY' });
    const asRemote = connectProjection(base, guid, teacherToken, '?role=remote');
    await asRemote.opened;
    await asRemote.stateAfter(-1);
    asRemote.send({ type: 'measured', item_guid: first?.guid, length_seconds: 5 });
    expect(await asRemote.nextError()).toEqual({ type: 'error', code: 'PROJECTOR_ONLY' });
    asRemote.close();

    // The class moves on; the projector's report on the first item arrives after: nothing changes. Its report on the
    // second lands, and is the only change after the move.
    remote.send({ type: 'next' });
    state = await remote.stateAfter(state.version);
    expect(state.current).toBe(1);
    projector.send({ type: 'measured', item_guid: first?.guid, page_count: 7, length_seconds: 70 });
    projector.send({ type: 'measured', item_guid: second?.guid, length_seconds: 30 });
    const measured = await remote.stateAfter(state.version);
    expect(measured.version).toBe(state.version + 1);
    expect(measured.view).toMatchObject({ page_count: second?.pages ?? null, media: { length: 30 } });
    // The same report again changes nothing (no new state): the next change is the remote's zoom.
    projector.send({ type: 'measured', item_guid: second?.guid, length_seconds: 30 });
    remote.send({ type: 'zoom', direction: 'in' });
    const zoomed = await remote.stateAfter(measured.version);
    expect(zoomed).toMatchObject({ version: measured.version + 1, view: { zoom: 1.25, media: { length: 30 } } });
    projector.close();
    remote.close();
  });

  it('answers a malformed report with VALIDATION_FAILED and carries on; an unknown role is a 400, not a 500', async () => {
    const guid = await open();
    const projector = connectProjection(base, guid, teacherToken, PROJECTOR);
    await projector.opened;
    const first = await projector.stateAfter(-1);
    const item = first.items[0]?.guid;
    const bad: unknown[] = [
      { type: 'measured' },
      { type: 'measured', item_guid: item },
      { type: 'measured', page_count: 3 },
      { type: 'measured', item_guid: 'not-a-guid', page_count: 3 },
      { type: 'measured', item_guid: item, page_count: 0 },
      { type: 'measured', item_guid: item, page_count: 10_000 },
      { type: 'measured', item_guid: item, page_count: 2.5 },
      { type: 'measured', item_guid: item, page_count: '3' },
      { type: 'measured', item_guid: item, length_seconds: -1 },
      { type: 'measured', item_guid: item, length_seconds: 86_401 },
      { type: 'measured', item_guid: item, length_seconds: 'Infinity' },
      { type: 'measured', item_guid: item, length_seconds: null },
    ];
    for (const message of bad) {
      projector.send(message);
      expect(await projector.nextError(), JSON.stringify(message)).toEqual({ type: 'error', code: 'VALIDATION_FAILED' });
    }
    projector.socket.send('{"type":"measured","item_guid":"' + item + '","length_seconds":1e999}');
    expect(await projector.nextError()).toEqual({ type: 'error', code: 'VALIDATION_FAILED' });
    projector.send({ type: 'measured', item_guid: item, length_seconds: 12 });
    const after = await projector.stateAfter(first.version);
    expect(after).toMatchObject({ version: first.version + 1, view: { media: { length: 12 } } });
    projector.close();

    const strange = connectProjection(base, guid, teacherToken, '?role=screen');
    await expect(strange.opened).rejects.toThrow('refused 400');
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
