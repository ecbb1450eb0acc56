// Notifications (docs/api-notifications.md, ADRs 0512–0514): who is told of what, in the event's transaction; the
// caller's own list and marks; the live stream (read with fetch against the server listening on a port), its replay
// with Last-Event-ID and its heartbeat; and, on PostgreSQL, a stream held by another server process.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationDto, NotificationPageDto } from '@contract/notifications';
import { buildApp } from '../../server/src/app';
import { notifySoonDeadlines } from '../../server/src/commands/notifications/notify';
import { lessonItems, lessons } from '../../server/src/db/schema';
import { openStream } from './support/eventStream';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './support/testApp';

let t: TestApp;
let base: string;
let bio: string;
let lessonGuid: string;
let teacher: Record<string, string>;
let student: Record<string, string>;
let lucas: Record<string, string>;
let marta: Record<string, string>;

beforeAll(async () => {
  // A short heartbeat, so the stream test sees one without waiting 25 s.
  t = await createTestApp({ streamHeartbeatMs: 300 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  bio = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  const [lesson] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(eq(lessons.courseGuid, bio)).orderBy(asc(lessons.position)).limit(1);
  lessonGuid = lesson?.guid ?? '';
  teacher = await t.as('teacher@tiza.demo');
  student = await t.as('student@tiza.demo');
  lucas = await t.as('lucas@tiza.demo');
  // Marta is in other courses of the teacher's, not in Biología.
  marta = await t.as('marta@tiza.demo');
});
afterAll(async () => {
  await t?.close();
});

async function list(headers: Record<string, string>, query = ''): Promise<NotificationPageDto> {
  const res = await t.inject({ method: 'GET', url: `/api/front/notifications${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function post(payload: Record<string, unknown>): Promise<string> {
  const res = await t.inject({ method: 'POST', url: '/api/messages', headers: teacher, payload: { course_guid: bio, ...payload } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { guid: string }).guid;
}

const aboutMessage = (page: NotificationPageDto, guid: string) => page.data.filter((n) => n.data.message?.guid === guid);
const aboutItem = (page: NotificationPageDto, guid: string) => page.data.filter((n) => n.data.item?.guid === guid);

async function newItem(fields: Partial<typeof lessonItems.$inferInsert> = {}): Promise<string> {
  const [row] = await t.app.db
    .insert(lessonItems)
    .values({ lessonGuid, name: `Item ${randomUUID()}`, contentType: 'CTTY_14', position: 99, isEvaluable: true, data: { instructions_html: '<p>Do it.</p>', accepts_text: true, accepts_files: true }, ...fields })
    .returning({ guid: lessonItems.guid });
  return row?.guid ?? '';
}

describe('the demo', () => {
  it('has told the student of the teacher’s reminder (read) and of work to come (unread), in the tenant’s words', async () => {
    const page = await list(student, '?per_page=100');
    expect(page.meta.unread).toBeGreaterThan(0);
    const reminder = page.data.find((n) => n.type === 'board.message' && n.data.course?.guid === bio);
    expect(reminder).toMatchObject({ viewed_at: expect.any(String), data: { message: { excerpt: expect.stringContaining('Recordad') } } });
    expect(page.data.some((n) => n.viewed_at === null && (n.type === 'content.published' || n.type === 'test.published'))).toBe(true);
    const teacherPage = await list(teacher, '?per_page=100');
    expect(teacherPage.data.some((n) => n.type === 'board.message' && n.data.parent_message !== undefined && n.viewed_at === null)).toBe(true);
  });
});

describe('who is told of what', () => {
  it('a board message tells everyone its audience includes, never its author; a reply tells the author it answers', async () => {
    const forAll = await post({ message: '<p>Mañana traed la <b>bata</b> de laboratorio.</p>' });
    const mine = aboutMessage(await list(student), forAll);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'board.message', viewed_at: null, data: { course: { guid: bio }, message: { excerpt: 'Mañana traed la bata de laboratorio.' } } });
    expect(aboutMessage(await list(lucas), forAll)).toHaveLength(1);
    expect(aboutMessage(await list(teacher), forAll)).toHaveLength(0);
    expect(aboutMessage(await list(marta), forAll)).toHaveLength(0);

    const forTeachers = await post({ message: '<p>Reunión de departamento el jueves.</p>', message_for: 'teachers' });
    expect(aboutMessage(await list(student), forTeachers)).toHaveLength(0);

    const reply = await t.inject({ method: 'POST', url: '/api/messages', headers: student, payload: { course_guid: bio, message: '<p>¿Vale una de casa?</p>', parent_guid: forAll } });
    expect(reply.statusCode, reply.body).toBe(201);
    const replyGuid = (reply.json() as { guid: string }).guid;
    expect(aboutMessage(await list(teacher), replyGuid)).toMatchObject([{ type: 'board.message', data: { parent_message: { guid: forAll }, user: { name: expect.stringContaining('Pablo') } } }]);
    expect(aboutMessage(await list(lucas), replyGuid)).toHaveLength(0);
  });

  it('content published through the API tells the course’s students once; a hidden item tells nobody until published', async () => {
    const created = await t.inject({ method: 'POST', url: `/api/front/lessons/${lessonGuid}/items`, headers: teacher, payload: { lesson_item_name: 'Lectura: el microscopio', content_type: 'CTTY_01', data: { html: '<p>Lee.</p>' }, published: false } });
    expect(created.statusCode, created.body).toBe(201);
    const guid = (created.json() as { guid: string }).guid;
    expect(aboutItem(await list(student), guid)).toHaveLength(0);
    for (let i = 0; i < 2; i++) {
      const patched = await t.inject({ method: 'PATCH', url: `/api/front/lesson-items/${guid}`, headers: teacher, payload: { published: true } });
      expect(patched.statusCode, patched.body).toBeLessThan(300);
    }
    expect(aboutItem(await list(student), guid)).toMatchObject([{ type: 'content.published', data: { item: { name: 'Lectura: el microscopio', lesson_guid: lessonGuid, content_type: 'CTTY_01' } } }]);
    expect(aboutItem(await list(teacher), guid)).toHaveLength(0);
  });

  it('a hand-in tells the teacher; grading it tells the student', async () => {
    const item = await newItem({ deliverAt: new Date(Date.now() + 3 * 86_400_000) });
    const handIn = await t.inject({ method: 'POST', url: `/api/front/lesson-items/${item}/hand-in`, headers: student, payload: { text: 'Mi informe', submission_key: randomUUID() } });
    expect(handIn.statusCode, handIn.body).toBe(200);
    expect(aboutItem(await list(teacher), item)).toMatchObject([{ type: 'hand-in.received', data: { user: { guid: await t.userGuid('student@tiza.demo') } } }]);
    const job = (handIn.json() as { guid: string }).guid;
    const graded = await t.inject({ method: 'PUT', url: `/api/front/jobs/${job}/evaluation`, headers: teacher, payload: { score: 8 } });
    expect(graded.statusCode, graded.body).toBe(200);
    expect(aboutItem(await list(student), item).map((n) => n.type)).toEqual(['hand-in.graded']);
    expect(aboutItem(await list(lucas), item)).toHaveLength(0);
  });

  it('publishing grades tells the students once; a test’s results are `test.result`', async () => {
    const item = await newItem();
    for (let i = 0; i < 2; i++) {
      const res = await t.inject({ method: 'PUT', url: `/api/front/courses/${bio}/gradebook/items/${item}/publication`, headers: teacher, payload: { published: true } });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(aboutItem(await list(lucas), item).map((n) => n.type)).toEqual(['grades.published']);

    const test = await newItem({ contentType: 'CTTY_09', data: { attempts_allowed: 1, ranking_scale: 10 } });
    const res = await t.inject({ method: 'PUT', url: `/api/front/assessments/${test}/publication`, headers: teacher, payload: { published: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(aboutItem(await list(student), test).map((n) => n.type)).toEqual(['test.result']);
  });

  it('a deadline within 24 hours tells each student who has not handed in, once', async () => {
    const now = new Date();
    const soon = await newItem({ deliverAt: new Date(now.getTime() + 12 * 3_600_000) });
    const later = await newItem({ deliverAt: new Date(now.getTime() + 48 * 3_600_000) });
    const handIn = await t.inject({ method: 'POST', url: `/api/front/lesson-items/${soon}/hand-in`, headers: lucas, payload: { text: 'Hecho', submission_key: randomUUID() } });
    expect(handIn.statusCode, handIn.body).toBe(200);
    await t.app.transaction((repos) => notifySoonDeadlines(repos, now));
    await t.app.transaction((repos) => notifySoonDeadlines(repos, now));
    expect(aboutItem(await list(student), soon).map((n) => n.type)).toEqual(['deliver.soon']);
    expect(aboutItem(await list(lucas), soon)).toHaveLength(0);
    expect(aboutItem(await list(student), later)).toHaveLength(0);
  });

  it('under kids mode a student is not told of board messages, but is of new work', async () => {
    const kidsTeacher = await t.as('teacher@classbook.demo');
    const kid = await t.as('student@classbook.demo');
    const science = await t.courseGuid('classbook', 'Science Year 5');
    const res = await t.inject({ method: 'POST', url: '/api/messages', headers: kidsTeacher, payload: { course_guid: science, message: '<p>Bring a leaf tomorrow!</p>' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(aboutMessage(await list(kid), (res.json() as { guid: string }).guid)).toHaveLength(0);
    const [lesson] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(eq(lessons.courseGuid, science)).limit(1);
    const created = await t.inject({ method: 'POST', url: `/api/front/lessons/${lesson?.guid}/items`, headers: kidsTeacher, payload: { lesson_item_name: 'Leaves', content_type: 'CTTY_01', data: { html: '<p>Look.</p>' } } });
    expect(created.statusCode, created.body).toBe(201);
    expect(aboutItem(await list(kid), (created.json() as { guid: string }).guid).map((n) => n.type)).toEqual(['content.published']);
  });
});

describe('the caller’s own list and marks', () => {
  it('marks one viewed (and opened), refuses anyone else’s, and marks all read', async () => {
    await post({ message: '<p>Recordad el examen del viernes.</p>' });
    const before = await list(student);
    expect(before.meta.unread).toBeGreaterThan(0);
    const first = before.data[0] as NotificationDto;
    expect(before.data.map((n) => n.id)).toEqual([...before.data.map((n) => n.id)].sort((a, b) => b - a));

    const others = await t.inject({ method: 'POST', url: `/api/front/notifications/${first.guid}/viewed`, headers: lucas, payload: {} });
    expect(others.statusCode).toBe(404);
    const opened = await t.inject({ method: 'POST', url: `/api/front/notifications/${first.guid}/viewed`, headers: student, payload: { consumed: true } });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ guid: first.guid, viewed_at: expect.any(String), consumed_at: expect.any(String) });
    expect((await list(student)).meta.unread).toBe(before.meta.unread - 1);

    const unreadOnly = await list(student, '?unread=true&per_page=100');
    expect(unreadOnly.data.every((n) => n.viewed_at === null)).toBe(true);

    const all = await t.inject({ method: 'POST', url: '/api/front/notifications/viewed', headers: student });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ unread: 0 });
    expect((await list(student)).meta.unread).toBe(0);
    expect((await list(lucas)).meta.unread).toBeGreaterThan(0);
  });

  it('pages newest first', async () => {
    const page1 = await list(lucas, '?per_page=2&page=1');
    const page2 = await list(lucas, '?per_page=2&page=2');
    expect(page1.data).toHaveLength(2);
    expect(page1.meta).toMatchObject({ page: 1, per_page: 2, total: expect.any(Number) });
    expect((page2.data[0]?.id ?? 0) < (page1.data[1]?.id ?? 0)).toBe(true);
  });
});

describe('the live stream', () => {
  it('refuses a caller without a session, and a Last-Event-ID that is not an id', async () => {
    const anonymous = await fetch(`${base}/api/front/notifications/stream`, { headers: t.ctx('tiza') });
    expect(anonymous.status).toBe(401);
    const bad = await fetch(`${base}/api/front/notifications/stream`, { headers: { ...student, 'last-event-id': 'abc' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('pushes a new notification with its id, beats, and replays what a reconnecting client missed', async () => {
    const stream = await openStream(base, student);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const ready = await stream.nextEvent();
    expect(ready.event).toBe('ready');
    expect(JSON.parse(ready.data ?? '{}')).toEqual({ unread: expect.any(Number) });

    const first = await post({ message: '<p>Primer aviso en directo.</p>' });
    const pushed = await stream.nextEvent();
    expect(pushed.event).toBe('notification');
    const notification = JSON.parse(pushed.data ?? '{}') as NotificationDto;
    expect(notification.data.message?.guid).toBe(first);
    expect(pushed.id).toBe(String(notification.id));

    // A heartbeat comes as a comment line.
    for (;;) if ((await stream.next()).comment === 'heartbeat') break;
    await stream.close();

    const missed = await post({ message: '<p>Aviso mientras no estaba.</p>' });
    const again = await openStream(base, { ...student, 'last-event-id': pushed.id ?? '' });
    expect((await again.nextEvent()).event).toBe('ready');
    const replayed = await again.nextEvent();
    expect(JSON.parse(replayed.data ?? '{}')).toMatchObject({ data: { message: { guid: missed } } });
    expect(Number(replayed.id)).toBeGreaterThan(Number(pushed.id));
    await again.close();
  });

  it('sends nobody another person’s notifications', async () => {
    const theirs = await openStream(base, marta);
    expect((await theirs.nextEvent()).event).toBe('ready');
    const mine = await openStream(base, student);
    expect((await mine.nextEvent()).event).toBe('ready');
    const guid = await post({ message: '<p>Solo para Biología.</p>' });
    expect(JSON.parse((await mine.nextEvent()).data ?? '{}')).toMatchObject({ data: { message: { guid } } });
    // Marta's stream gets one of her own next, not Pablo's Biología one: a message in a course of hers.
    const maths = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const res = await t.inject({ method: 'POST', url: '/api/messages', headers: teacher, payload: { course_guid: maths, message: '<p>Para Matemáticas.</p>' } });
    expect(res.statusCode, res.body).toBe(201);
    const event = JSON.parse((await theirs.nextEvent()).data ?? '{}') as NotificationDto;
    expect(event.data.course?.guid).toBe(maths);
    await theirs.close();
    await mine.close();
  });
});

describe('board changes on the stream (ADR 0516)', () => {
  async function change(method: 'PUT' | 'DELETE', url: string, payload: Record<string, unknown>) {
    const res = await t.inject({ method, url, headers: teacher, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }

  it('tells each reader of the course what they see change, without an id, and tells outsiders nothing', async () => {
    const pablo = await openStream(base, student);
    const teacherStream = await openStream(base, teacher);
    const outsider = await openStream(base, marta);
    for (const stream of [pablo, teacherStream, outsider]) expect((await stream.nextEvent()).event).toBe('ready');

    const guid = await post({ message: '<p>En directo al tablón.</p>', is_pinned: true });
    const created = await pablo.nextBoard();
    expect(created.change).toEqual({ course_guid: bio, message_guid: guid, parent_guid: null, change: 'created' });
    expect(created.event.id).toBeUndefined();
    expect((await teacherStream.nextBoard()).change).toMatchObject({ message_guid: guid, change: 'created' });

    await change('PUT', `/api/messages/${guid}`, { message: '<p>En directo, corregido.</p>' });
    expect((await pablo.nextBoard()).change).toMatchObject({ message_guid: guid, change: 'updated' });
    // Aimed at the teachers: gone for the student, changed for the teacher.
    await change('PUT', `/api/messages/${guid}`, { message_for: 'teachers' });
    expect((await pablo.nextBoard()).change).toMatchObject({ message_guid: guid, change: 'deleted' });
    expect((await teacherStream.nextBoard()).change).toMatchObject({ message_guid: guid, change: 'updated' });
    expect((await teacherStream.nextBoard()).change).toMatchObject({ message_guid: guid, change: 'updated' });
    // A teachers-only message the student never read: the teacher hears its deletion, the student nothing; the
    // student's next change is the one of the message after it.
    await change('DELETE', '/api/messages', { guid });
    expect((await teacherStream.nextBoard()).change).toMatchObject({ message_guid: guid, change: 'deleted' });
    const next = await post({ message: '<p>Y otro más.</p>' });
    expect((await pablo.nextBoard()).change).toMatchObject({ message_guid: next, change: 'created' });

    // Marta is not in Biología: her first board change is one of a course of hers.
    const maths = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const res = await t.inject({ method: 'POST', url: '/api/messages', headers: teacher, payload: { course_guid: maths, message: '<p>Para Matemáticas, en directo.</p>' } });
    expect(res.statusCode, res.body).toBe(201);
    expect((await outsider.nextBoard()).change.course_guid).toBe(maths);
    for (const stream of [pablo, teacherStream, outsider]) await stream.close();
  });

  it('a reply is a change of its board with its parent', async () => {
    const parent = await post({ message: '<p>¿Dudas del tema 4?</p>' });
    const stream = await openStream(base, teacher);
    expect((await stream.nextEvent()).event).toBe('ready');
    const res = await t.inject({ method: 'POST', url: '/api/messages', headers: student, payload: { course_guid: bio, message: '<p>Sí, la 3.</p>', parent_guid: parent } });
    expect(res.statusCode, res.body).toBe(201);
    expect((await stream.nextBoard()).change).toEqual({ course_guid: bio, message_guid: (res.json() as { guid: string }).guid, parent_guid: parent, change: 'created' });
    await stream.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('across server processes on one PostgreSQL', () => {
  /** A second server process on the same database, and Lucas's stream held by it (ready). */
  async function streamOnAnotherProcess() {
    const other = await buildApp({ database: { kind: 'postgres', url: t.databaseUrl ?? '' }, prepared: true, jwtSecret: TEST_JWT_SECRET, attemptSweepMs: 0, notificationSweepMs: 0 });
    const stream = await openStream(await other.listen({ port: 0, host: '127.0.0.1' }), lucas);
    expect((await stream.nextEvent()).event).toBe('ready');
    return { other, stream };
  }

  it('a message posted through one process reaches a stream held by another', async () => {
    const { other, stream } = await streamOnAnotherProcess();
    try {
      const guid = await post({ message: '<p>Desde el otro proceso.</p>' });
      expect(JSON.parse((await stream.nextEvent()).data ?? '{}')).toMatchObject({ type: 'board.message', data: { message: { guid } } });
      await stream.close();
    } finally {
      await other.close();
    }
  });

  it('a board change posted through one process reaches a stream held by another', async () => {
    const { other, stream } = await streamOnAnotherProcess();
    try {
      const guid = await post({ message: '<p>Cambio del tablón desde el otro proceso.</p>' });
      expect((await stream.nextBoard()).change).toEqual({ course_guid: bio, message_guid: guid, parent_guid: null, change: 'created' });
      const res = await t.inject({ method: 'DELETE', url: '/api/messages', headers: teacher, payload: { guid } });
      expect(res.statusCode, res.body).toBe(204);
      expect((await stream.nextBoard()).change).toMatchObject({ message_guid: guid, change: 'deleted' });
      await stream.close();
    } finally {
      await other.close();
    }
  });
});

