// Kids mode (ADR 0536) and a person's accessibility preferences (ADR 0537): the User says whether the app's frame is
// in kids mode (the tenant's switch, or a student whose courses are all preschool or primary), a kids-mode student
// reads the board but never posts on it or attaches a file to it, and their bell and mailbox get less. Preferences:
// reduced motion and larger text, the caller's own, kept for every device; malformed input is a 400, never a 500.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPageDto } from '@contract/notifications';
import { lessons } from '../../server/src/db/schema';
import { multipart } from './support/multipart';
import { signedInCalls } from './support/signedInCalls';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/testApp';

let t: TestApp;
let ingles: string;
let mat: string;
let science: string;

const IRENE = 'irene@tiza.demo'; // a student of Inglés 5º Primaria only
const PABLO = 'student@tiza.demo'; // secondary courses
const TEACHER = 'teacher@tiza.demo';
const OLIVER = 'student@classbook.demo'; // Classbook switches kids mode on

const { headers, call } = signedInCalls(() => t);

interface Me {
  kids_mode: boolean;
  reduced_motion: boolean;
  larger_text: boolean;
  language: string | null;
}

const me = async (email: string) => (await call('GET', '/api/front/users/me', email)).json() as Me;

beforeAll(async () => {
  t = await createTestApp();
  ingles = await t.courseGuid('tiza', 'Inglés 5º Primaria');
  mat = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
  science = await t.courseGuid('classbook', 'Science Year 5');
});
afterAll(async () => {
  await t?.close();
});

async function patch(email: string, payload: unknown) {
  return t.inject({ method: 'PATCH', url: '/api/front/users/me', headers: await headers(email), payload: payload as Record<string, unknown> });
}

describe('who is in kids mode', () => {
  it.each([
    [IRENE, true],
    [PABLO, false],
    [TEACHER, false],
    [OLIVER, true],
    ['teacher@classbook.demo', false],
    ['aluno@escola.demo', false],
  ])('%s → kids_mode %s, in /users/me and in the login answer', async (email, kids) => {
    expect((await me(email)).kids_mode).toBe(kids);
    const login = await t.inject({ method: 'POST', url: '/api/front/auth/login', headers: t.ctx(t.tenantOf(email)), payload: { email, password: DEMO_PASSWORD } });
    expect((login.json() as { user: Me }).user.kids_mode).toBe(kids);
  });
});

describe('the board in kids mode', () => {
  it('a kids-mode student reads the board, is told it is theirs to read, and may not post, reply or attach', async () => {
    const page = await call('GET', `/api/front/courses/${ingles}/messages`, IRENE);
    expect(page.statusCode, page.body).toBe(200);
    const { board, data } = page.json() as { board: { kids_mode: boolean; students_may_post: boolean; abilities: { post: boolean } }; data: { guid: string }[] };
    expect(board).toMatchObject({ kids_mode: true, students_may_post: true, abilities: { post: false } });

    const posted = await call('POST', '/api/messages', IRENE, { course_guid: ingles, message: '<p>Hello!</p>' });
    expect(posted.statusCode, posted.body).toBe(403);
    const first = data[0];
    if (first) expect((await call('POST', '/api/messages', IRENE, { course_guid: ingles, message: '<p>Me too</p>', parent_guid: first.guid })).statusCode).toBe(403);

    const form = multipart([['purpose', 'board']], { filename: 'a.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n') });
    const upload = await t.inject({ method: 'POST', url: `/api/front/courses/${ingles}/files`, headers: { ...(await headers(IRENE)), ...form.headers }, payload: form.payload });
    expect(upload.statusCode, upload.body).toBe(403);
  });

  it('the tenant’s switch puts every student of it in kids mode; teachers post as ever, and a secondary student too', async () => {
    expect((await call('POST', '/api/messages', OLIVER, { course_guid: science, message: '<p>Hi</p>' })).statusCode).toBe(403);
    expect((await call('POST', '/api/messages', 'teacher@classbook.demo', { course_guid: science, message: '<p>Bring a leaf</p>' })).statusCode).toBe(201);
    expect((await call('POST', '/api/messages', TEACHER, { course_guid: ingles, message: '<p>Good morning!</p>' })).statusCode).toBe(201);
    const teacherBoard = (await call('GET', `/api/front/courses/${ingles}/messages`, TEACHER)).json() as { board: { kids_mode: boolean; abilities: { post: boolean } } };
    expect(teacherBoard.board).toMatchObject({ kids_mode: false, abilities: { post: true } });
    expect((await call('POST', '/api/messages', PABLO, { course_guid: mat, message: '<p>¿Hay deberes?</p>' })).statusCode).toBe(201);
  });
});

describe('notifications in kids mode', () => {
  const list = async (email: string) => (await call('GET', '/api/front/notifications?per_page=100', email)).json() as NotificationPageDto;

  it('a student of a primary course is not told of board messages there, but is of new work; no digest is offered', async () => {
    const res = await call('POST', '/api/messages', TEACHER, { course_guid: ingles, message: '<p>Mañana traed el libro.</p>' });
    expect(res.statusCode, res.body).toBe(201);
    const guid = (res.json() as { guid: string }).guid;
    expect((await list(IRENE)).data.filter((n) => n.data.message?.guid === guid)).toHaveLength(0);

    const [lesson] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(eq(lessons.courseGuid, ingles)).orderBy(asc(lessons.position)).limit(1);
    const created = await call('POST', `/api/front/lessons/${lesson?.guid}/items`, TEACHER, { lesson_item_name: 'Colours', content_type: 'CTTY_01', data: { html: '<p>Red, blue.</p>' } });
    expect(created.statusCode, created.body).toBe(201);
    const item = (created.json() as { guid: string }).guid;
    expect((await list(IRENE)).data.filter((n) => n.data.item?.guid === item).map((n) => n.type)).toEqual(['content.published']);

    const digest = await call('GET', '/api/front/notifications/preferences', IRENE);
    expect(digest.json()).toMatchObject({ digest_offered: false });
    expect((await call('PUT', '/api/front/notifications/preferences', IRENE, { daily_digest: true })).statusCode).toBe(403);
    expect((await call('GET', '/api/front/notifications/preferences', PABLO)).json()).toMatchObject({ digest_offered: true });
  });
});

describe('PATCH /api/front/users/me: reduced motion and larger text', () => {
  it('saves each when sent, keeps the other, answers the User, and the next login (another device) has them', async () => {
    expect(await me('marta@tiza.demo')).toMatchObject({ reduced_motion: false, larger_text: false });
    const res = await patch('marta@tiza.demo', { larger_text: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ larger_text: true, reduced_motion: false });
    expect((await patch('marta@tiza.demo', { reduced_motion: true })).json()).toMatchObject({ larger_text: true, reduced_motion: true });
    const elsewhere = await t.inject({ method: 'GET', url: '/api/front/users/me', headers: await t.as('marta@tiza.demo') });
    expect(elsewhere.json()).toMatchObject({ larger_text: true, reduced_motion: true });
    expect((await patch('marta@tiza.demo', { larger_text: false, language: 'en' })).json()).toMatchObject({ larger_text: false, reduced_motion: true, language: 'en' });
  });

  it('changes only the caller: a guid in the body names nobody', async () => {
    const other = await t.userGuid('hugo@tiza.demo');
    expect((await patch('lucas@tiza.demo', { larger_text: true, guid: other, user_guid: other })).statusCode).toBe(200);
    expect((await me('hugo@tiza.demo')).larger_text).toBe(false);
    expect((await me('lucas@tiza.demo')).larger_text).toBe(true);
  });

  it.each([
    [{ larger_text: 'yes' }],
    [{ reduced_motion: 1 }],
    [{ reduced_motion: null }],
    [{ larger_text: [true] }],
    [{ larger_text: { on: true } }],
    [{ language: 'fr' }],
    [{ guid: 'x' }],
  ])('refuses %j with 400 VALIDATION_FAILED, never a 500', async (payload) => {
    const res = await patch(PABLO, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { code: string }).code).toBe('VALIDATION_FAILED');
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await t.inject({ method: 'PATCH', url: '/api/front/users/me', headers: { ...(await headers(PABLO)), 'content-type': 'application/json' }, payload: '{"larger_text": tru' });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await t.inject({ method: 'PATCH', url: '/api/front/users/me', headers: t.ctx('tiza'), payload: { larger_text: true } })).statusCode).toBe(401);
  });
});
