// Hand-ins (POST …/hand-in), the teacher's list of jobs (GET …/jobs) and a student's record (GET …/records/{user}).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { files, jobs, lessonItems, lessonProgress, lessons } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let bio: string;
let lessonGuid: string;
let student: Record<string, string>;
let lucas: Record<string, string>;
let teacher: Record<string, string>;

interface Job {
  guid: string | null;
  person_guid: string;
  student_name: string;
  status: string;
  late: boolean;
  text: string | null;
  files: { guid: string; url: string; media_type: string }[];
  delivered_at: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  bio = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  const [lesson] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(and(eq(lessons.courseGuid, bio), eq(lessons.name, 'Investiga el agua')));
  lessonGuid = lesson?.guid ?? '';
  student = await t.as('student@tiza.demo');
  lucas = await t.as('lucas@tiza.demo');
  teacher = await t.as('teacher@tiza.demo');
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;

/** A fresh assignment in the rich lesson, its deadline relative to the server clock. */
async function assignment(options: { deliverInDays?: number | null; late?: boolean; acceptsText?: boolean; acceptsFiles?: boolean } = {}): Promise<string> {
  const deliverAt = options.deliverInDays === null || options.deliverInDays === undefined ? null : new Date(Date.now() + options.deliverInDays * DAY);
  const [row] = await t.app.db
    .insert(lessonItems)
    .values({
      lessonGuid, name: `Test assignment ${randomUUID()}`, contentType: 'CTTY_14', position: 99, isEvaluable: true, deliverAt, canDeliverLate: options.late ?? false,
      data: { instructions_html: '<p>Do it.</p>', accepts_text: options.acceptsText ?? true, accepts_files: options.acceptsFiles ?? true },
    })
    .returning({ guid: lessonItems.guid });
  return row?.guid ?? '';
}

const handIn = (headers: Record<string, string>, itemGuid: string, body: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: `/api/front/lesson-items/${itemGuid}/hand-in`, headers, payload: body });

async function bioItem(name: string): Promise<string> {
  const [row] = await t.app.db.select({ guid: lessonItems.guid }).from(lessonItems).innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid)).where(and(eq(lessons.courseGuid, bio), eq(lessonItems.name, name)));
  if (!row) throw new Error(`no demo item ${name}`);
  return row.guid;
}

const BOUNDARY = '----tizahandinboundary';
async function uploadHandIn(headers: Record<string, string>, file = 'water-worksheet.es.pdf', type = 'application/pdf'): Promise<{ guid: string; url: string }> {
  const content = await readFile(join(process.cwd(), 'server', 'demo-media', file));
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nhand-in\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const res = await t.inject({ method: 'POST', url: `/api/front/courses/${bio}/files`, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { guid: string; url: string };
}

const jobCount = async (itemGuid: string) => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.itemGuid, itemGuid)))[0]?.n ?? 0;

describe('POST /api/front/lesson-items/{guid}/hand-in', () => {
  it('delivers on time, sets progress 100 and the lesson’s, and answers the same job for the same key', async () => {
    const item = await assignment({ deliverInDays: 3 });
    const key = randomUUID();
    const res = await handIn(student, item, { text: '  My answer  ', submission_key: key });
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json() as Job;
    expect(job).toMatchObject({ status: 'delivered', late: false, text: 'My answer', files: [], student_name: 'Pablo', person_guid: await t.userGuid('student@tiza.demo') });
    expect(job.guid).toEqual(expect.any(String));
    expect(Date.parse(job.delivered_at ?? '')).toBeLessThanOrEqual(Date.now());

    const again = await handIn(student, item, { text: 'something else', submission_key: key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(job);
    expect(await jobCount(item)).toBe(1);
    const other = await handIn(student, item, { text: 'a second go', submission_key: randomUUID() });
    expect(other.json()).toMatchObject({ statusCode: 409, code: 'ALREADY_DELIVERED' });

    const record = await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}/records/${job.person_guid}`, headers: student });
    expect(record.json()).toMatchObject({ progress: 100, job: { guid: job.guid } });
    const [lesson] = await t.app.db.select().from(lessonProgress).where(and(eq(lessonProgress.lessonGuid, lessonGuid), eq(lessonProgress.userGuid, job.person_guid)));
    expect(lesson?.progress).toBeGreaterThan(0);
  });

  it('makes exactly one job of a double submit', async () => {
    const item = await assignment({ deliverInDays: 3 });
    const key = randomUUID();
    const answers = await Promise.all([handIn(student, item, { text: 'twice', submission_key: key }), handIn(student, item, { text: 'twice', submission_key: key })]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((answers[0]?.json() as Job).guid).toBe((answers[1]?.json() as Job).guid);
    expect(await jobCount(item)).toBe(1);
  });

  it('marks a hand-in after the deadline late when late delivery is allowed, refuses it when not', async () => {
    const lateOk = await assignment({ deliverInDays: -1, late: true });
    expect((await handIn(student, lateOk, { text: 'sorry', submission_key: randomUUID() })).json()).toMatchObject({ status: 'delivered', late: true });
    const closed = await assignment({ deliverInDays: -1, late: false });
    expect((await handIn(student, closed, { text: 'sorry', submission_key: randomUUID() })).json()).toMatchObject({ statusCode: 409, code: 'DELIVERY_CLOSED' });
    expect(await jobCount(closed)).toBe(0);
    const noDeadline = await assignment({ deliverInDays: null });
    expect((await handIn(student, noDeadline, { text: 'whenever', submission_key: randomUUID() })).json()).toMatchObject({ status: 'delivered', late: false });
    // The demo's closed assignment too.
    expect((await handIn(student, await bioItem('Tarea: el agua en casa (cerrada)'), { text: 'x', submission_key: randomUUID() })).json()).toMatchObject({ code: 'DELIVERY_CLOSED' });
  });

  it('refuses a hand-in exactly when the task list says the item can no longer be turned in, and lists that item as missed', async () => {
    const closed = await assignment({ deliverInDays: -1, late: false });
    const lateOk = await assignment({ deliverInDays: -1, late: true });
    const open = await assignment({ deliverInDays: 3 });
    const statuses = async () => {
      const res = await t.inject({ method: 'GET', url: `/api/front/tasks?course_guid=${bio}`, headers: student });
      expect(res.statusCode, res.body).toBe(200);
      const tasks = (res.json() as { tasks: { item_guid: string; status: unknown }[] }).tasks;
      return (guid: string) => tasks.find((task) => task.item_guid === guid)?.status;
    };

    const before = await statuses();
    expect(before(closed)).toEqual({ label: 'closed', group: 'missed', turn_in: 'closed' });
    expect(before(lateOk)).toEqual({ label: 'late', group: 'to-do', turn_in: 'open-late' });
    expect(before(open)).toEqual({ label: 'not-started', group: 'to-do', turn_in: 'open' });

    const refused = await handIn(student, closed, { text: 'too late', submission_key: randomUUID() });
    expect(refused.statusCode).toBe(409);
    const { code } = refused.json() as { code: string };
    expect(code).toBe('DELIVERY_CLOSED');
    // The SPA shows the refusal in the student's language.
    for (const language of ['es', 'en', 'pt']) {
      const viewer = JSON.parse(await readFile(join(process.cwd(), 'locales', language, 'viewer.json'), 'utf8')) as { errors: Record<string, string> };
      expect(viewer.errors[code], `${language} viewer.errors.${code}`).toBeTruthy();
    }
    expect(await jobCount(closed)).toBe(0);

    expect((await handIn(student, lateOk, { text: 'sorry', submission_key: randomUUID() })).statusCode).toBe(200);
    expect((await handIn(student, open, { text: 'on time', submission_key: randomUUID() })).statusCode).toBe(200);
    const after = await statuses();
    expect(after(closed)).toEqual({ label: 'closed', group: 'missed', turn_in: 'closed' });
    expect(after(lateOk)).toEqual({ label: 'turned-in', group: 'turned-in', turn_in: 'done' });
    expect(after(open)).toEqual({ label: 'turned-in', group: 'turned-in', turn_in: 'done' });
  });

  it('refuses empty hand-ins, what the assignment does not take, and items that are not assignments', async () => {
    const item = await assignment({ deliverInDays: 3, acceptsFiles: false });
    expect((await handIn(student, item, { text: '   ', submission_key: randomUUID() })).json()).toMatchObject({ statusCode: 400, code: 'HAND_IN_EMPTY' });
    expect((await handIn(student, item, { submission_key: randomUUID() })).json()).toMatchObject({ statusCode: 400, code: 'HAND_IN_EMPTY' });
    const file = await uploadHandIn(student, 'river.png', 'image/png');
    expect((await handIn(student, item, { file_guids: [file.guid], submission_key: randomUUID() })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: [{ path: '/file_guids' }] });
    const textless = await assignment({ deliverInDays: 3, acceptsText: false });
    expect((await handIn(student, textless, { text: 'hi', submission_key: randomUUID() })).json()).toMatchObject({ statusCode: 400, details: [{ path: '/text' }] });
    expect((await handIn(student, await bioItem('Lectura: la densidad del agua'), { text: 'hi', submission_key: randomUUID() })).json()).toMatchObject({ statusCode: 400, code: 'NOT_AN_ASSIGNMENT' });
    expect((await handIn(student, item, { text: 'hi' })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await handIn(student, item, { text: 'x'.repeat(20_001), submission_key: randomUUID() })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(await jobCount(item)).toBe(0);
  });

  it('hands in the student’s own uploaded files, with signed URLs; another student’s files are not usable', async () => {
    const item = await assignment({ deliverInDays: 3 });
    const mine = await uploadHandIn(student);
    const theirs = await uploadHandIn(lucas, 'river.png', 'image/png');
    const refused = await handIn(student, item, { file_guids: [mine.guid, theirs.guid], submission_key: randomUUID() });
    expect(refused.json()).toMatchObject({ statusCode: 400, code: 'FILE_NOT_USABLE', details: [{ path: '/file_guids/1' }] });
    const res = await handIn(student, item, { file_guids: [mine.guid], submission_key: randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json() as Job;
    expect(job.files).toEqual([expect.objectContaining({ guid: mine.guid, media_type: 'pdf' })]);
    const download = await t.inject({ method: 'GET', url: job.files[0]?.url ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // A teacher's content file is not a hand-in either.
    const other = await assignment({ deliverInDays: 3 });
    const [content] = await t.app.db.select({ guid: files.guid }).from(files).where(and(eq(files.courseGuid, bio), eq(files.purpose, 'content'))).limit(1);
    expect((await handIn(lucas, other, { file_guids: [content?.guid], submission_key: randomUUID() })).json()).toMatchObject({ code: 'FILE_NOT_USABLE' });
  });

  it('is for the course’s students only', async () => {
    const item = await assignment({ deliverInDays: 3 });
    const body = { text: 'x', submission_key: randomUUID() };
    expect((await handIn(teacher, item, body)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await handIn(await t.as('admin@tiza.demo'), item, body)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await handIn(await t.as('marta@tiza.demo'), item, body)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await handIn(await t.as('teacher2@tiza.demo'), item, body)).statusCode).toBe(404);
    await t.app.db.update(lessonItems).set({ published: false }).where(eq(lessonItems.guid, item));
    expect((await handIn(student, item, body)).statusCode).toBe(404);
  });
});

describe('GET /api/front/lesson-items/{guid}/jobs', () => {
  it('lists one job per student of the course for its teacher and school admin', async () => {
    const item = await bioItem('Tarea: una gota de agua (con retraso)');
    const res = await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}/jobs`, headers: teacher });
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as { data: Job[] }).data;
    // Two students: Lucas delivered late (seeded), Pablo not yet.
    expect(data.map((j) => [j.student_name, j.status, j.late])).toEqual([['Pablo', 'pending', false], ['Lucas', 'delivered', true]]);
    expect(data[0]?.guid).toBeNull();
    expect((await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}/jobs`, headers: await t.as('admin@tiza.demo') })).statusCode).toBe(200);
  });

  it('is not for students (403) nor for other courses’ teachers (404)', async () => {
    const item = await bioItem('Tarea: una gota de agua (con retraso)');
    expect((await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}/jobs`, headers: student })).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}/jobs`, headers: await t.as('teacher2@tiza.demo') })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}/jobs`, headers: await t.as('professor@escola.demo') })).statusCode).toBe(404);
  });
});

describe('GET /api/front/lesson-items/{guid}/records/{user}', () => {
  it('shows a student their own record and the teacher any student’s; never another student’s', async () => {
    const item = await bioItem('Tarea: el agua en casa (cerrada)');
    const lucasGuid = await t.userGuid('lucas@tiza.demo');
    const own = await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}/records/${lucasGuid}`, headers: lucas });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ user: { guid: lucasGuid, name: 'Lucas' }, item: { guid: item, content_type: 'CTTY_14' }, progress: 100, job: { status: 'delivered', late: false }, can_grade: false });
    // The teacher grades it there (an assignment of their course); the school admin only reads it.
    const forTeacher = await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}/records/${lucasGuid}`, headers: teacher });
    expect(forTeacher.statusCode).toBe(200);
    expect(forTeacher.json()).toMatchObject({ can_grade: true });
    expect((await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}/records/${lucasGuid}`, headers: await t.as('admin@tiza.demo') })).json()).toMatchObject({ can_grade: false });
    expect((await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}/records/${lucasGuid}`, headers: student })).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    const pablo = await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}/records/${await t.userGuid('student@tiza.demo')}`, headers: student });
    expect(pablo.json()).toMatchObject({ progress: 0, position: null, updated_at: null, job: null });
  });

  it('answers 404 for someone who is not a student of the course, and to outsiders', async () => {
    const item = await bioItem('Tarea: el agua en casa (cerrada)');
    expect((await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}/records/${await t.userGuid('marta@tiza.demo')}`, headers: teacher })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}/records/${await t.userGuid('teacher@tiza.demo')}`, headers: teacher })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}/records/${await t.userGuid('lucas@tiza.demo')}`, headers: await t.as('teacher2@tiza.demo') })).statusCode).toBe(404);
  });
});
