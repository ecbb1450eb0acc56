// "See as student" (ADR 0553): a course's staff send `x-see-as-student: <courseGuid>` and the server answers that
// course's reads as it answers one of its students (published lessons and items for everyone only, no teacher notes,
// no progress of their own), refuses every write that carries it (409 PREVIEW_READ_ONLY, nothing recorded), and shows a
// test's questions without an attempt. Malformed headers are 400, never 500. Hide teacher (ADR 0554): a tenant's
// switch withholds the teacher's name from the course's students, never from its staff.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetailDto } from '@contract/courses';
import { SEE_AS_STUDENT_HEADER } from '@contract/courses';
import type { LessonDetailDto } from '@contract/lessons';
import type { ResourceTreeDto } from '@contract/resources';
import { attempts, boardMessages, itemProgress, lessonItems, lessons } from '../../server/src/db/schema';
import { insertAssessment } from '../../server/src/demo/benchCohort';
import { signedInCalls } from './support/signedInCalls';
import { createTestApp, type TestApp } from './support/testApp';

const TEACHER = 'teacher@tiza.demo';
const STUDENT = 'student@tiza.demo';
const OTHER_TENANT_TEACHER = 'teacher@classbook.demo';

let t: TestApp;
let courseGuid: string;
let lessonGuid: string;
let testGuid: string;
let teacherOnlyItem: string;
let draftItem: string;

const { headers } = signedInCalls(() => t);

async function as(email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { preview?: string; payload?: unknown } = {}) {
  const extra = options.preview === undefined ? {} : { [SEE_AS_STUDENT_HEADER]: options.preview };
  return t.inject({ method, url, headers: { ...(await headers(email)), ...extra }, ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }) });
}

const preview = (email: string, url: string) => as(email, 'GET', url, { preview: courseGuid });

async function rowsOf(table: typeof attempts | typeof boardMessages | typeof itemProgress): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  courseGuid = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
  const [lesson] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(and(eq(lessons.courseGuid, courseGuid), eq(lessons.published, true))).orderBy(asc(lessons.position)).limit(1);
  if (!lesson) throw new Error('no published lesson');
  lessonGuid = lesson.guid;
  testGuid = (await insertAssessment(t.app.db, { lessonGuid, questions: [{ type: 'QT_7', name: 'Elemento', points: 1, data: { accepted: ['KEYSECRET-alpha'], case_sensitive: false, max_length: 40 } }] })).itemGuid;
  // One item for teachers only and one draft in the same lesson: a student sees neither.
  const [teacherOnly, draft] = await t.app.db
    .insert(lessonItems)
    .values([
      { lessonGuid, name: 'Guía del profesor', contentType: 'CTTY_01', position: 90, published: true, audience: 'teachers', data: {} },
      { lessonGuid, name: 'Borrador', contentType: 'CTTY_01', position: 91, published: false, audience: 'all', data: {} },
    ])
    .returning({ guid: lessonItems.guid });
  if (!teacherOnly || !draft) throw new Error('items not inserted');
  teacherOnlyItem = teacherOnly.guid;
  draftItem = draft.guid;
});
afterAll(async () => {
  await t?.close();
});

describe('a teacher sees the course as a student', () => {
  it('is answered the course a student gets: no teacher abilities, no drafts, no progress of their own', async () => {
    const own = (await as(TEACHER, 'GET', `/api/front/courses/${courseGuid}`)).json() as CourseDetailDto;
    expect(own.abilities).toEqual({ update: true, manage_members: true, see_as_student: true });
    const seen = await preview(TEACHER, `/api/front/courses/${courseGuid}`);
    expect(seen.statusCode, seen.body).toBe(200);
    const course = seen.json() as CourseDetailDto;
    expect(course.abilities).toEqual({ update: false, manage_members: false, see_as_student: false });
    expect(course).toMatchObject({ join_code: null, removal: null, progress: null });
    const lessonsSeen = course.units.flatMap((unit) => unit.lessons);
    expect(lessonsSeen.every((l) => l.published && l.progress === null)).toBe(true);
    const student = (await as(STUDENT, 'GET', `/api/front/courses/${courseGuid}`)).json() as CourseDetailDto;
    expect(lessonsSeen.map((l) => [l.lesson_guid, l.items_count])).toEqual(student.units.flatMap((u) => u.lessons).map((l) => [l.lesson_guid, l.items_count]));
  });

  it('reads a lesson without teacher-only or unpublished items, and those items are not found', async () => {
    const lesson = (await preview(TEACHER, `/api/front/lessons/${lessonGuid}`)).json() as LessonDetailDto;
    const guids = lesson.items.map((item) => item.guid);
    expect(guids).toContain(testGuid);
    expect(guids).not.toContain(teacherOnlyItem);
    expect(guids).not.toContain(draftItem);
    expect(lesson.abilities.update).toBe(false);
    expect(lesson.progress).toBeNull();
    expect(lesson.items.every((item) => item.progress === null && item.jobs_amount === null)).toBe(true);
    const own = (await as(TEACHER, 'GET', `/api/front/lessons/${lessonGuid}`)).json() as LessonDetailDto;
    expect(own.items.map((item) => item.guid)).toEqual(expect.arrayContaining([teacherOnlyItem, draftItem]));
    expect((await preview(TEACHER, `/api/front/lesson-items/${teacherOnlyItem}`)).statusCode).toBe(404);
    expect((await preview(TEACHER, `/api/front/lesson-items/${draftItem}`)).statusCode).toBe(404);
    expect((await as(TEACHER, 'GET', `/api/front/lesson-items/${draftItem}`)).statusCode).toBe(200);
  });

  it('reads the materials a student reads', async () => {
    const tree = (await preview(TEACHER, `/api/lms/courses/${courseGuid}/resources`)).json() as ResourceTreeDto;
    const all = tree.sections.flatMap((s) => s.groups.flatMap((g) => g.resources));
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((r) => r.audience === 'all' && r.published)).toBe(true);
    expect(all.map((r) => r.guid)).not.toContain(teacherOnlyItem);
  });

  it('shows a test’s questions without their key and makes no attempt', async () => {
    const before = await rowsOf(attempts);
    const me = await preview(TEACHER, `/api/front/assessments/${testGuid}/me`);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ attempts: [] });
    const shown = await preview(TEACHER, `/api/front/assessments/${testGuid}/preview`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ item_guid: testGuid, questions: [{ type: 'QT_7', content_name: 'Elemento' }] });
    expect(shown.body).not.toContain('KEYSECRET');
    expect(await rowsOf(attempts)).toBe(before);
  });

  it('is the only way to the preview of a test: without the header a teacher is refused, a student always', async () => {
    expect((await as(TEACHER, 'GET', `/api/front/assessments/${testGuid}/preview`)).statusCode).toBe(403);
    expect((await as(STUDENT, 'GET', `/api/front/assessments/${testGuid}/preview`, { preview: courseGuid })).statusCode).toBe(403);
    expect((await as(OTHER_TENANT_TEACHER, 'GET', `/api/front/assessments/${testGuid}/preview`, { preview: courseGuid })).statusCode).toBe(404);
  });

  it('never opens a course the caller does not see, and a header naming another course changes nothing', async () => {
    expect((await as(OTHER_TENANT_TEACHER, 'GET', `/api/front/courses/${courseGuid}`, { preview: courseGuid })).statusCode).toBe(404);
    const other = randomUUID();
    const own = (await as(TEACHER, 'GET', `/api/front/courses/${courseGuid}`, { preview: other })).json() as CourseDetailDto;
    expect(own.abilities.update).toBe(true);
  });

  it('reads the board a student reads and is offered no write on it', async () => {
    const posted = await as(TEACHER, 'POST', '/api/messages', { payload: { course_guid: courseGuid, message: '<p>Mañana, examen.</p>' } });
    expect(posted.statusCode, posted.body).toBe(201);
    const guid = (posted.json() as { guid: string }).guid;
    const board = (await preview(TEACHER, `/api/front/courses/${courseGuid}/messages`)).json() as { data: { guid: string; abilities: object; message_for: string }[]; board: { abilities: { post: boolean; moderate: boolean } } };
    expect(board.board.abilities).toEqual({ post: false, moderate: false });
    expect(board.data.every((m) => m.message_for !== 'teachers')).toBe(true);
    expect(board.data.find((m) => m.guid === guid)?.abilities).toEqual({ update: false, delete: false, pin: false });
    expect(((await preview(TEACHER, `/api/messages/${guid}`)).json() as { abilities: object }).abilities).toEqual({ update: false, delete: false, pin: false });
    expect(((await as(TEACHER, 'GET', `/api/messages/${guid}`)).json() as { abilities: { update: boolean } }).abilities.update).toBe(true);
  });

  it('is offered no hand-in: an assignment is view-only in a preview', async () => {
    const lesson = (await preview(TEACHER, `/api/front/lessons/${lessonGuid}`)).json() as LessonDetailDto;
    const students = (await as(STUDENT, 'GET', `/api/front/lessons/${lessonGuid}`)).json() as LessonDetailDto;
    // The student may turn the test in; the preview of the same lesson may turn nothing in.
    expect(students.items.find((item) => item.guid === testGuid)?.student_status?.turn_in).not.toBe('view-only');
    const withStatus = lesson.items.filter((item) => item.student_status !== null);
    expect(withStatus.map((item) => item.guid)).toContain(testGuid);
    expect(withStatus.every((item) => item.student_status?.turn_in === 'view-only')).toBe(true);
  });

  it('a student who sends it is answered as the student they are', async () => {
    const plain = (await as(STUDENT, 'GET', `/api/front/courses/${courseGuid}`)).json() as CourseDetailDto;
    const flagged = (await preview(STUDENT, `/api/front/courses/${courseGuid}`)).json() as CourseDetailDto;
    expect(flagged.units).toEqual(plain.units);
    expect(flagged.abilities).toEqual(plain.abilities);
  });
});

describe('a preview writes nothing', () => {
  it.each([
    ['POST', (): string => `/api/front/assessments/${testGuid}/attempts`, {}],
    ['POST', (): string => '/api/messages', { course_guid: courseGuid, message: '<p>Hola</p>' }],
    ['PUT', (): string => `/api/front/lesson-items/${testGuid}/progress`, { progress: 50 }],
    ['PUT', (): string => `/api/front/courses/${courseGuid}`, { name: 'Otro', discipline: 'ed6', education_level: 'el3' }],
    ['DELETE', (): string => '/api/front/courses', { guids: [courseGuid] }],
  ] as const)('%s %s → 409 PREVIEW_READ_ONLY, for the teacher and for anyone', async (method, url, payload) => {
    const before = await Promise.all([rowsOf(attempts), rowsOf(boardMessages), rowsOf(itemProgress)]);
    for (const email of [TEACHER, STUDENT, OTHER_TENANT_TEACHER]) {
      const res = await as(email, method, url(), { preview: courseGuid, payload });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PREVIEW_READ_ONLY' });
    }
    expect(await Promise.all([rowsOf(attempts), rowsOf(boardMessages), rowsOf(itemProgress)])).toEqual(before);
    const course = (await as(TEACHER, 'GET', `/api/front/courses/${courseGuid}`)).json() as CourseDetailDto;
    expect(course.name).toBe('Matemáticas 2º ESO');
  });
});

describe('malformed input', () => {
  it.each(['not-a-guid', '', `${'a'.repeat(300)}`, `${courseGuid},${courseGuid}`])('a header of %j is 400 VALIDATION_FAILED, never 500', async (value) => {
    for (const url of [`/api/front/courses/${courseGuid}`, `/api/front/assessments/${testGuid}/preview`]) {
      const res = await as(TEACHER, 'GET', url, { preview: value });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it.each(['nope', '1', `${'f'.repeat(36)}`])('the preview of a test with item guid %j is 400, never 500', async (guid) => {
    const res = await as(TEACHER, 'GET', `/api/front/assessments/${guid}/preview`, { preview: courseGuid });
    expect(res.statusCode, res.body).toBe(400);
  });

  it('the preview of something that is not a test is 400 NOT_AN_ASSESSMENT', async () => {
    const [item] = await t.app.db.select({ guid: lessonItems.guid }).from(lessonItems).where(and(eq(lessonItems.lessonGuid, lessonGuid), eq(lessonItems.published, true), ne(lessonItems.contentType, 'CTTY_09'), eq(lessonItems.audience, 'all'))).limit(1);
    if (!item) throw new Error('no plain item');
    const res = await preview(TEACHER, `/api/front/assessments/${item.guid}/preview`);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'NOT_AN_ASSESSMENT' });
  });
});
