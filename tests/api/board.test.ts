// The course boards (docs/api-board.md, ADR 0510): who reads which audience, who posts, pins, edits and deletes,
// replies, pinned-first order and pagination, sanitising on write, and the per-course switch for students.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';
import { signedInCalls } from './support/signedInCalls';

let t: TestApp;
let mat: string;
let bio: string;
let portugues: string;

const TEACHER = 'teacher@tiza.demo';
const PABLO = 'student@tiza.demo';
const MARTA = 'marta@tiza.demo';
const IRENE = 'irene@tiza.demo';
const ADMIN = 'admin@tiza.demo';
const PROFESSOR = 'professor@escola.demo';

interface Message {
  guid: string; course_guid: string; parent_guid: string | null; message: string; message_for: string; is_pinned: boolean;
  author: { guid: string; name: string } | null; abilities: { update: boolean; delete: boolean; pin: boolean }; replies: Message[];
}

const { call } = signedInCalls(() => t);

async function post(email: string, body: Record<string, unknown>): Promise<Message> {
  const res = await call('POST', '/api/messages', email, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Message;
}

async function board(email: string, courseGuid: string, query = '') {
  const res = await call('GET', `/api/front/courses/${courseGuid}/messages${query}`, email);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Message[]; meta: { page: number; per_page: number; total: number }; board: { course_name: string; students_may_post: boolean; abilities: { post: boolean; moderate: boolean } } };
}

beforeAll(async () => {
  t = await createTestApp();
  mat = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
  bio = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  portugues = await t.courseGuid('escola', 'Língua Portuguesa 7º ano');
});
afterAll(async () => {
  await t?.close();
});

describe('the demo boards', () => {
  it('greet in the tenant’s language, the pinned welcome first, and keep the teachers’ note from students', async () => {
    const teacher = await board(TEACHER, mat);
    expect(teacher.data[0]?.is_pinned).toBe(true);
    expect(teacher.data[0]?.message).toContain('Bienvenidos');
    expect(teacher.data.map((m) => m.message_for).sort()).toEqual(['all', 'students', 'teachers']);
    expect(teacher.board.abilities).toEqual({ post: true, moderate: true });
    const student = await board(PABLO, mat);
    expect(student.data.map((m) => m.message_for)).not.toContain('teachers');
    expect(student.board.abilities).toEqual({ post: true, moderate: false });
    const withReplies = student.data.find((m) => m.replies.length > 0);
    expect(withReplies?.replies.map((r) => r.author?.name)).toEqual(['Pablo', 'Lucía']);
    const aluno = await board(PROFESSOR, portugues);
    expect(aluno.data[0]?.message).toContain('Bem-vindos');
  });
});

describe('posting', () => {
  it('a teacher posts a pinned message to the students; it comes first, sanitised, and students read it', async () => {
    const message = await post(TEACHER, { course_guid: bio, message: '<p onclick="x()">Examen <strong>el lunes</strong><script>alert(1)</script> $x^2$</p>', message_for: 'students', is_pinned: true });
    expect(message.message).toBe('<p>Examen <strong>el lunes</strong> $x^2$</p>');
    expect(message.abilities).toEqual({ update: true, delete: true, pin: true });
    const student = await board(PABLO, bio);
    expect(student.data[0]?.guid).toBe(message.guid);
    const one = await call('GET', `/api/messages/${message.guid}`, PABLO);
    expect(one.statusCode).toBe(200);
    expect(one.json().abilities).toEqual({ update: false, delete: false, pin: false });
  });

  it('students never read a teacher-only message, by list or by guid (404)', async () => {
    const note = await post(TEACHER, { course_guid: bio, message: '<p>Solo profes</p>', message_for: 'teachers' });
    expect((await board(PABLO, bio)).data.map((m) => m.guid)).not.toContain(note.guid);
    expect((await call('GET', `/api/messages/${note.guid}`, PABLO)).statusCode).toBe(404);
    expect((await call('POST', '/api/messages', PABLO, { course_guid: bio, message: '<p>hola</p>', parent_guid: note.guid })).statusCode).toBe(404);
    expect((await call('GET', `/api/messages/${note.guid}`, ADMIN)).statusCode).toBe(200);
  });

  it('a student posts to everyone but may not pin nor aim at an audience (403), and an empty message is refused (400)', async () => {
    const mine = await post(PABLO, { course_guid: bio, message: '<p>¿Alguien tiene los apuntes del martes?</p>' });
    expect(mine.message_for).toBe('all');
    expect(mine.abilities).toEqual({ update: true, delete: true, pin: false });
    expect((await call('POST', '/api/messages', PABLO, { course_guid: bio, message: '<p>x</p>', is_pinned: true })).statusCode).toBe(403);
    expect((await call('POST', '/api/messages', PABLO, { course_guid: bio, message: '<p>x</p>', message_for: 'teachers' })).statusCode).toBe(403);
    const empty = await call('POST', '/api/messages', PABLO, { course_guid: bio, message: '<p> </p><script>x</script>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([{ path: '/message', message: 'board.message-required' }]);
  });

  it('outsiders do not see the board: another school’s student, another tenant’s teacher, a school admin writing (403)', async () => {
    expect((await call('GET', `/api/front/courses/${bio}/messages`, IRENE)).statusCode).toBe(404);
    expect((await call('POST', '/api/messages', IRENE, { course_guid: bio, message: '<p>hola</p>' })).statusCode).toBe(404);
    expect((await call('GET', `/api/front/courses/${bio}/messages`, PROFESSOR)).statusCode).toBe(404);
    expect((await call('POST', '/api/messages', ADMIN, { course_guid: bio, message: '<p>hola</p>' })).statusCode).toBe(403);
    const theirs = (await board(PROFESSOR, portugues)).data[0];
    expect((await call('GET', `/api/messages/${theirs?.guid ?? ''}`, TEACHER)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/messages', TEACHER, { guid: theirs?.guid })).statusCode).toBe(404);
  });
});

describe('replies, edits and deletes', () => {
  it('a reply shares its parent’s audience, cannot be pinned, and comes with its parent oldest first', async () => {
    const parent = await post(TEACHER, { course_guid: mat, message: '<p>Deberes: ejercicios 1 a 5</p>', message_for: 'students' });
    const first = await post(PABLO, { course_guid: mat, message: '<p>¿Del libro?</p>', parent_guid: parent.guid });
    expect(first.message_for).toBe('students');
    expect(first.abilities.pin).toBe(false);
    await post(TEACHER, { course_guid: mat, message: '<p>Sí, del libro</p>', parent_guid: parent.guid });
    const res = await call('GET', `/api/messages/${parent.guid}`, MARTA);
    expect((res.json() as Message).replies.map((r) => r.message)).toEqual(['<p>¿Del libro?</p>', '<p>Sí, del libro</p>']);
    expect((await call('POST', '/api/messages', TEACHER, { course_guid: mat, message: '<p>x</p>', parent_guid: parent.guid, is_pinned: true })).statusCode).toBe(400);
    expect((await call('POST', '/api/messages', TEACHER, { course_guid: mat, message: '<p>x</p>', parent_guid: first.guid })).statusCode).toBe(404);
    expect((await call('POST', '/api/messages', TEACHER, { course_guid: bio, message: '<p>x</p>', parent_guid: parent.guid })).statusCode).toBe(404);
  });

  it('students edit and delete only their own; teachers pin, unpin and delete anyone’s, replies going with it', async () => {
    const mine = await post(PABLO, { course_guid: mat, message: '<p>Primera versión</p>' });
    const marta = await post(MARTA, { course_guid: mat, message: '<p>Lo de Marta</p>' });
    const edited = await call('PUT', `/api/messages/${mine.guid}`, PABLO, { message: '<p>Segunda versión</p>' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe('<p>Segunda versión</p>');
    expect((await call('PUT', `/api/messages/${mine.guid}`, PABLO, { is_pinned: true })).statusCode).toBe(403);
    expect((await call('PUT', `/api/messages/${marta.guid}`, PABLO, { message: '<p>no</p>' })).statusCode).toBe(403);
    expect((await call('DELETE', '/api/messages', PABLO, { guid: marta.guid })).statusCode).toBe(403);
    const pinned = await call('PUT', `/api/messages/${marta.guid}`, TEACHER, { is_pinned: true });
    expect(pinned.json().is_pinned).toBe(true);
    expect((await board(PABLO, mat)).data.filter((m) => m.is_pinned).map((m) => m.guid)).toContain(marta.guid);
    const reply = await post(PABLO, { course_guid: mat, message: '<p>Respuesta</p>', parent_guid: marta.guid });
    expect((await call('DELETE', '/api/messages', TEACHER, { guid: marta.guid })).statusCode).toBe(204);
    expect((await call('GET', `/api/messages/${reply.guid}`, PABLO)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/messages', PABLO, { guid: mine.guid })).statusCode).toBe(204);
    expect((await call('DELETE', '/api/messages', PABLO, { guid: mine.guid })).statusCode).toBe(404);
  });
});

describe('the board page and the switch', () => {
  it('pages pinned first then newest, without overlap', async () => {
    const all = await board(TEACHER, mat, '?per_page=50');
    const first = await board(TEACHER, mat, '?per_page=2&page=1');
    const second = await board(TEACHER, mat, '?per_page=2&page=2');
    expect(first.meta).toEqual({ page: 1, per_page: 2, total: all.meta.total });
    expect([...first.data, ...second.data].map((m) => m.guid)).toEqual(all.data.slice(0, 4).map((m) => m.guid));
    const pinnedFlags = all.data.map((m) => m.is_pinned);
    expect(pinnedFlags).toEqual([...pinnedFlags].sort((a, b) => Number(b) - Number(a)));
  });

  it('a teacher stops students posting; the board says so and a student’s post is 403', async () => {
    expect((await call('PUT', `/api/front/courses/${bio}/board`, PABLO, { students_may_post: false })).statusCode).toBe(403);
    expect((await call('PUT', `/api/front/courses/${bio}/board`, TEACHER, { students_may_post: false })).statusCode).toBe(200);
    const student = await board(PABLO, bio);
    expect(student.board).toEqual({ course_name: 'Biología y Geología 3º ESO', students_may_post: false, kids_mode: false, abilities: { post: false, moderate: false } });
    expect((await call('POST', '/api/messages', PABLO, { course_guid: bio, message: '<p>hola</p>' })).statusCode).toBe(403);
    await call('PUT', `/api/front/courses/${bio}/board`, TEACHER, { students_may_post: true });
    await post(PABLO, { course_guid: bio, message: '<p>hola otra vez</p>' });
  });
});

describe('the all-courses view (GET front/courses/all-courses/messages)', () => {
  interface Recent { guid: string; course_guid: string; course_name: string; message: string; message_for: string; created_at: string; author: { name: string } | null }
  async function recent(email: string, query = '') {
    const res = await call('GET', `/api/front/courses/all-courses/messages${query}`, email);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Recent[]; meta: { page: number; per_page: number; total: number } };
  }

  it('lists the newest messages of the caller’s courses with their course, as each board shows them to the caller', async () => {
    const forStudents = await post(TEACHER, { course_guid: mat, message: '<p>Repaso de <b>ecuaciones</b> mañana.</p>', message_for: 'students' });
    const forTeachers = await post(TEACHER, { course_guid: mat, message: '<p>Reunión de departamento.</p>', message_for: 'teachers' });

    const teacher = await recent(TEACHER);
    expect(teacher.data[0]).toMatchObject({ guid: forTeachers.guid, course_guid: mat, course_name: 'Matemáticas 2º ESO', message_for: 'teachers', author: { name: expect.any(String) } });
    expect(teacher.data[1]?.guid).toBe(forStudents.guid);
    const times = teacher.data.map((m) => Date.parse(m.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const student = await recent(PABLO, '?per_page=50');
    expect(student.data[0]?.guid).toBe(forStudents.guid);
    expect(student.data.map((m) => m.message_for)).not.toContain('teachers');
    expect(student.data.map((m) => m.guid)).not.toContain(forTeachers.guid);
    // Replies stay on their boards: only top-level messages are listed.
    const reply = await post(PABLO, { course_guid: mat, message: '<p>¡Gracias!</p>', parent_guid: forStudents.guid });
    expect((await recent(PABLO)).data.map((m) => m.guid)).not.toContain(reply.guid);

    // A school admin of the school reads them all; a member of other courses and another tenant’s teacher do not.
    expect((await recent(ADMIN, '?per_page=50')).data.map((m) => m.guid)).toContain(forTeachers.guid);
    expect((await recent(MARTA, '?per_page=50')).data.map((m) => m.course_guid)).not.toContain(bio);
    const escola = await recent(PROFESSOR, '?per_page=50');
    expect(escola.data.length).toBeGreaterThan(0);
    expect(escola.data.every((m) => m.course_guid === portugues || m.course_name !== 'Matemáticas 2º ESO')).toBe(true);
    expect(escola.data.map((m) => m.guid)).not.toContain(forStudents.guid);
  });

  it('pages newest first without overlap, and refuses an anonymous caller (401) and a malformed page (400)', async () => {
    const first = await recent(PABLO, '?per_page=2');
    const second = await recent(PABLO, '?per_page=2&page=2');
    expect(first.meta).toMatchObject({ page: 1, per_page: 2 });
    expect(first.meta.total).toBeGreaterThan(2);
    expect(second.data.map((m) => m.guid).filter((g) => first.data.some((m) => m.guid === g))).toEqual([]);
    expect(Date.parse(second.data[0]?.created_at ?? '')).toBeLessThanOrEqual(Date.parse(first.data[1]?.created_at ?? ''));
    expect((await t.inject({ method: 'GET', url: '/api/front/courses/all-courses/messages', headers: t.ctx('tiza') })).statusCode).toBe(401);
    expect((await call('GET', '/api/front/courses/all-courses/messages?per_page=500', PABLO)).statusCode).toBe(400);
  });
});
