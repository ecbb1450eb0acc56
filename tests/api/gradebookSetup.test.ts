// Setting a gradebook up (docs/api-gradebook.md "Settings", "Categories", "Gradebook fields of an item or column",
// "Manual columns"; ADRs 0231, 0232): the course's teachers write, school admins and students get 403, anyone else 404;
// every rule is the domain's (checkGradeScale, periodOfScheme, categoryOfCourse, category names ignoring case).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { columnScores, gradeAudit, gradeCategories, lessonItems, lessons } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';
import { denseGradebook } from './support/gradebookWire';

let t: TestApp;
let courseGuid: string;
/** Another course of the same teacher (its categories are not this course's). */
let otherCourseGuid: string;
let lessonGuid: string;
let studentGuid: string;
const tokens = new Map<string, Record<string, string>>();

const TEACHER = 'teacher@tiza.demo';
const STUDENT = 'student@tiza.demo';
const ADMIN = 'admin@tiza.demo';
const TEACHER2 = 'teacher2@tiza.demo';
const PROFESSOR = 'professor@escola.demo';

interface Item {
  guid: string; kind: string; name: string; content_type: string | null; lesson_guid: string | null; unit_guid: string | null; period: string | null;
  category_guid: string | null; weight: number; max_score: number; deliver_at: string | null; deliver_at_local: string | null;
  counts_for_final_grade: boolean; late_counts_as_zero: boolean; published: boolean;
}
interface Category { guid: string; name: string; weight: number; position: number }

async function headers(email: string): Promise<Record<string, string>> {
  const cached = tokens.get(email);
  if (cached) return cached;
  const fresh = await t.as(email);
  tokens.set(email, fresh);
  return fresh;
}

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, email: string, payload?: unknown) {
  return t.inject({ method, url, headers: await headers(email), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

const base = () => `/api/front/courses/${courseGuid}/gradebook`;
const gradebook = async (email = TEACHER) => denseGradebook((await call('GET', `/api/front/courses/${courseGuid}/gradebook`, email)).json());
const itemOf = async (guid: string, email = TEACHER): Promise<Item | undefined> => ((await gradebook(email)).items as Item[]).find((i) => i.guid === guid);
const categories = async (): Promise<Category[]> => (await gradebook()).categories as Category[];

async function assignment(name: string): Promise<string> {
  const [row] = await t.app.db
    .insert(lessonItems)
    .values({ lessonGuid, name, contentType: 'CTTY_14', position: 900, isEvaluable: true, data: { instructions_html: '<p>x</p>', accepts_text: true, accepts_files: false } })
    .returning({ guid: lessonItems.guid });
  if (!row) throw new Error('no item');
  return row.guid;
}

/** Who may write: the teacher gets `teacher`; school admin and student 403; a teacher elsewhere and another tenant 404. */
async function expectTeacherOnly(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  expect((await call(method, url, ADMIN, payload)).statusCode).toBe(403);
  expect((await call(method, url, STUDENT, payload)).statusCode).toBe(403);
  expect((await call(method, url, TEACHER2, payload)).statusCode).toBe(404);
  expect((await call(method, url, PROFESSOR, payload)).statusCode).toBe(404);
  expect((await t.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) })).statusCode).toBe(401);
}

beforeAll(async () => {
  t = await createTestApp();
  courseGuid = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
  otherCourseGuid = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  const [lesson] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(and(eq(lessons.courseGuid, courseGuid), eq(lessons.published, true))).orderBy(asc(lessons.position)).limit(1);
  if (!lesson) throw new Error('no lesson');
  lessonGuid = lesson.guid;
  studentGuid = await t.userGuid(STUDENT);
});
afterAll(async () => {
  await t?.close();
});

describe('settings', () => {
  it('sets the scheme, the scale and drop-lowest; the grid reads them', async () => {
    const scale = { kind: 'letters', bands: [{ label: 'A', minPercent: 85 }, { label: 'B', minPercent: 60 }, { label: 'C', minPercent: 0 }] };
    const res = await call('PUT', `${base()}/settings`, TEACHER, { period_scheme: 'semesters', scale, drop_lowest: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ period_scheme: 'semesters', periods: ['s01', 's02', 'annual'], scale, drop_lowest: 1, published_periods: [] });
    expect(await gradebook()).toMatchObject({ period_scheme: 'semesters', periods: ['s01', 's02', 'annual'], scale, drop_lowest: 1 });
    // One field at a time leaves the others as they are; unknown scale fields are not stored.
    const numeric = await call('PUT', `${base()}/settings`, TEACHER, { scale: { kind: 'numeric', max: 20, decimals: 1, colour: 'red' } });
    expect(numeric.json()).toEqual({ period_scheme: 'semesters', periods: ['s01', 's02', 'annual'], scale: { kind: 'numeric', max: 20, decimals: 1 }, drop_lowest: 1, published_periods: [] });
  });

  it('refuses a scale the domain refuses (400 at /scale with its code), a malformed one, and an empty body', async () => {
    const zero = await call('PUT', `${base()}/settings`, TEACHER, { scale: { kind: 'numeric', max: 0, decimals: 2 } });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/scale', message: 'scale.invalid-max' }] });
    const unordered = await call('PUT', `${base()}/settings`, TEACHER, { scale: { kind: 'custom', max: 10, levels: [{ label: 'Bien', value: 5 }, { label: 'Mal', value: 0 }] } });
    expect(unordered.json()).toMatchObject({ details: [{ path: '/scale', message: 'scale.lowest-level-not-zero' }] });
    const shape = await call('PUT', `${base()}/settings`, TEACHER, { scale: { kind: 'stars', max: 5 } });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().details[0].path).toMatch(/^\/scale/);
    expect((await call('PUT', `${base()}/settings`, TEACHER, { drop_lowest: 11 })).statusCode).toBe(400);
    expect((await call('PUT', `${base()}/settings`, TEACHER, { period_scheme: 'trimesters' })).statusCode).toBe(400);
    const empty = await call('PUT', `${base()}/settings`, TEACHER, {});
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/body' }] });
    await expectTeacherOnly('PUT', `${base()}/settings`, { drop_lowest: 0 });
  });

  it('a new scheme keeps the items’ period codes and drops the published periods it does not have', async () => {
    await call('PUT', `${base()}/settings`, TEACHER, { period_scheme: 'quarters' });
    const homework = await assignment('Tarea del primer trimestre');
    expect((await call('PATCH', `${base()}/items/${homework}`, TEACHER, { period: 't01' })).statusCode).toBe(200);
    expect((await call('PUT', `${base()}/periods/t01/publication`, TEACHER, { published: true })).statusCode).toBe(200);
    expect((await call('PUT', `${base()}/periods/annual/publication`, TEACHER, { published: true })).statusCode).toBe(200);

    const switched = await call('PUT', `${base()}/settings`, TEACHER, { period_scheme: 'terms' });
    expect(switched.json()).toMatchObject({ period_scheme: 'terms', periods: ['q01', 'q02', 'q03', 'q04', 'annual'], published_periods: ['annual'] });
    expect(await itemOf(homework)).toMatchObject({ period: 't01' });
    const books = (await call('GET', `/api/front/courses/${courseGuid}/gradebook-books`, TEACHER)).json().books as { period: string | null; items: { guid: string }[] }[];
    expect(books.find((b) => b.period === null)?.items.map((i) => i.guid)).toContain(homework);
    await call('PUT', `${base()}/settings`, TEACHER, { period_scheme: 'quarters', scale: { kind: 'numeric', max: 10, decimals: 2 }, drop_lowest: 0 });
    await call('PUT', `${base()}/periods/annual/publication`, TEACHER, { published: false });
  });
});

describe('categories', () => {
  it('adds categories last, refuses a name the course has in any case (409 CATEGORY_EXISTS), and trims names', async () => {
    const exams = await call('POST', `${base()}/categories`, TEACHER, { name: '  Exámenes ', weight: 60 });
    expect(exams.statusCode, exams.body).toBe(201);
    expect(exams.json()).toMatchObject({ name: 'Exámenes', weight: 60, position: 0 });
    expect((await call('POST', `${base()}/categories`, TEACHER, { name: 'Deberes', weight: 30 })).json()).toMatchObject({ position: 1 });
    expect((await call('POST', `${base()}/categories`, TEACHER, { name: 'Actitud', weight: 10 })).json()).toMatchObject({ position: 2 });
    const twice = await call('POST', `${base()}/categories`, TEACHER, { name: 'EXÁMENES', weight: 5 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CATEGORY_EXISTS' });
    const blank = await call('POST', `${base()}/categories`, TEACHER, { name: '   ', weight: 5 });
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/name', message: 'category.name-required' }] });
    expect((await call('POST', `${base()}/categories`, TEACHER, { name: 'x'.repeat(61), weight: 5 })).json()).toMatchObject({ details: [{ path: '/name', message: 'category.name-too-long' }] });
    expect((await call('POST', `${base()}/categories`, TEACHER, { name: 'Proyectos', weight: -1 })).statusCode).toBe(400);
    expect((await categories()).map((c) => [c.name, c.weight, c.position])).toEqual([['Exámenes', 60, 0], ['Deberes', 30, 1], ['Actitud', 10, 2]]);
    await expectTeacherOnly('POST', `${base()}/categories`, { name: `Otra ${randomUUID()}`, weight: 1 });
  });

  it('renames, reweighs and moves a category; the others shift so positions stay 0…n−1', async () => {
    const [exams, homework, attitude] = await categories();
    if (!exams || !homework || !attitude) throw new Error('categories missing');
    const moved = await call('PATCH', `${base()}/categories/${attitude.guid}`, TEACHER, { position: 0, name: 'Actitud en clase', weight: 15 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ guid: attitude.guid, name: 'Actitud en clase', weight: 15, position: 0 });
    expect((await categories()).map((c) => [c.name, c.position])).toEqual([['Actitud en clase', 0], ['Exámenes', 1], ['Deberes', 2]]);
    expect((await call('PATCH', `${base()}/categories/${exams.guid}`, TEACHER, { position: 99 })).json()).toMatchObject({ position: 2 });
    expect((await categories()).map((c) => c.name)).toEqual(['Actitud en clase', 'Deberes', 'Exámenes']);
    // Its own name in another case is no clash; another category's name is.
    expect((await call('PATCH', `${base()}/categories/${exams.guid}`, TEACHER, { name: 'exámenes' })).json()).toMatchObject({ name: 'exámenes' });
    expect((await call('PATCH', `${base()}/categories/${exams.guid}`, TEACHER, { name: 'DEBERES' })).json()).toMatchObject({ code: 'CATEGORY_EXISTS' });
    expect((await call('PATCH', `${base()}/categories/${exams.guid}`, TEACHER, {})).json()).toMatchObject({ details: [{ path: '/body' }] });
    expect((await call('PATCH', `${base()}/categories/${randomUUID()}`, TEACHER, { weight: 1 })).statusCode).toBe(404);
    await expectTeacherOnly('PATCH', `${base()}/categories/${exams.guid}`, { weight: 1 });
  });

  it('a category of another course is not found here', async () => {
    const [other] = await t.app.db.insert(gradeCategories).values({ courseGuid: otherCourseGuid, name: 'Laboratorio', weight: 1, position: 0 }).returning({ guid: gradeCategories.guid });
    if (!other) throw new Error('no category');
    expect((await call('PATCH', `${base()}/categories/${other.guid}`, TEACHER, { weight: 2 })).statusCode).toBe(404);
    expect((await call('DELETE', `${base()}/categories/${other.guid}`, TEACHER)).statusCode).toBe(404);
    const item = await assignment('Tarea con categoría ajena');
    const refused = await call('PATCH', `${base()}/items/${item}`, TEACHER, { category_guid: other.guid });
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/category_guid', message: 'category.unknown' }] });
  });

  it('deletes a category: its items become uncategorised and the rest renumber', async () => {
    const [first, second, third] = await categories();
    if (!first || !second || !third) throw new Error('categories missing');
    const item = await assignment('Tarea categorizada');
    expect((await call('PATCH', `${base()}/items/${item}`, TEACHER, { category_guid: first.guid })).json()).toMatchObject({ category_guid: first.guid });
    await expectTeacherOnly('DELETE', `${base()}/categories/${first.guid}`);
    const deleted = await call('DELETE', `${base()}/categories/${first.guid}`, TEACHER);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await categories()).map((c) => [c.guid, c.position])).toEqual([[second.guid, 0], [third.guid, 1]]);
    expect(await itemOf(item)).toMatchObject({ category_guid: null });
    expect((await call('DELETE', `${base()}/categories/${first.guid}`, TEACHER)).statusCode).toBe(404);
  });
});

describe('the gradebook fields of an item', () => {
  it('sets period, category, weight, flags and the due date (the school’s wall clock, the lesson item’s own date)', async () => {
    const item = await assignment('Tarea con fecha');
    const [category] = await categories();
    const res = await call('PATCH', `${base()}/items/${item}`, TEACHER, {
      period: 'T02', category_guid: category?.guid, weight: 2.5, counts_for_final_grade: false, late_counts_as_zero: true, deliver_at: '2026-12-01T23:59',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      guid: item, kind: 'item', name: 'Tarea con fecha', content_type: 'CTTY_14', lesson_guid: lessonGuid, unit_guid: expect.any(String), period: 't02', category_guid: category?.guid,
      weight: 2.5, max_score: 10, counts_for_final_grade: false, late_counts_as_zero: true, deliver_at: '2026-12-01T22:59:00.000Z', deliver_at_local: '2026-12-01T23:59:00', published: false,
    });
    const [row] = await t.app.db.select({ deliverAt: lessonItems.deliverAt }).from(lessonItems).where(eq(lessonItems.guid, item));
    expect(row?.deliverAt?.toISOString()).toBe('2026-12-01T22:59:00.000Z');
    expect((await call('GET', `/api/front/lesson-items/${item}`, TEACHER)).json()).toMatchObject({ lesson_item_deliver_at: '2026-12-01T23:59:00' });
    // Fields not sent stay; null removes period, category and due date.
    const cleared = await call('PATCH', `${base()}/items/${item}`, TEACHER, { period: null, category_guid: null, deliver_at: null });
    expect(cleared.json()).toMatchObject({ period: null, category_guid: null, deliver_at: null, deliver_at_local: null, weight: 2.5, late_counts_as_zero: true });
  });

  it('refuses what the domain refuses, the column-only fields on a lesson item, and what is not a gradable item of the course', async () => {
    const item = await assignment('Tarea rechazada');
    const wrongPeriod = await call('PATCH', `${base()}/items/${item}`, TEACHER, { period: 'q01' });
    expect(wrongPeriod.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/period', message: 'period.not-in-scheme' }] });
    expect((await call('PATCH', `${base()}/items/${item}`, TEACHER, { category_guid: randomUUID() })).json()).toMatchObject({ details: [{ path: '/category_guid', message: 'category.unknown' }] });
    expect((await call('PATCH', `${base()}/items/${item}`, TEACHER, { name: 'Otro nombre' })).json()).toMatchObject({ details: [{ path: '/name', message: 'gradebook.lesson-item-field' }] });
    expect((await call('PATCH', `${base()}/items/${item}`, TEACHER, { max_score: 20 })).json()).toMatchObject({ details: [{ path: '/max_score', message: 'gradebook.lesson-item-field' }] });
    expect((await call('PATCH', `${base()}/items/${item}`, TEACHER, { deliver_at: '2026-12-01T10:00:00Z' })).json()).toMatchObject({ details: [{ path: '/deliver_at' }] });
    expect((await call('PATCH', `${base()}/items/${item}`, TEACHER, { weight: 1001 })).statusCode).toBe(400);
    expect((await call('PATCH', `${base()}/items/${item}`, TEACHER, {})).json()).toMatchObject({ details: [{ path: '/body' }] });
    expect((await call('PATCH', `${base()}/items/${randomUUID()}`, TEACHER, { weight: 1 })).statusCode).toBe(404);
    const [text] = await t.app.db.insert(lessonItems).values({ lessonGuid, name: 'Apuntes', contentType: 'CTTY_01', position: 901, data: {} }).returning({ guid: lessonItems.guid });
    expect((await call('PATCH', `${base()}/items/${text?.guid}`, TEACHER, { weight: 1 })).statusCode).toBe(404);
    await expectTeacherOnly('PATCH', `${base()}/items/${item}`, { weight: 1 });
  });
});

describe('manual columns', () => {
  it('creates a column last with the defaults, edits its name and max score, and keeps its scores within it', async () => {
    const first = await call('POST', `${base()}/columns`, TEACHER, { name: ' Exposición oral ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      kind: 'column', name: 'Exposición oral', content_type: null, lesson_guid: null, lesson_name: null, unit_guid: null, unit_name: null,
      period: null, category_guid: null, weight: 1, max_score: 10, deliver_at: null, counts_for_final_grade: true, late_counts_as_zero: false, published: false,
    });
    const second = await call('POST', `${base()}/columns`, TEACHER, { name: 'Cuaderno', max_score: 4, period: 't01', weight: 2, deliver_at: '2026-06-15T09:00:00', late_counts_as_zero: true });
    expect(second.json()).toMatchObject({ kind: 'column', max_score: 4, period: 't01', weight: 2, deliver_at: '2026-06-15T07:00:00.000Z', deliver_at_local: '2026-06-15T09:00:00', late_counts_as_zero: true });
    const columnGuid = second.json().guid as string;
    const items = (await gradebook()).items as Item[];
    expect(items.slice(-2).map((i) => i.name)).toEqual(['Exposición oral', 'Cuaderno']);

    expect((await call('PUT', `${base()}/scores`, TEACHER, { item_guid: columnGuid, student_guid: studentGuid, score: 3.5 })).statusCode).toBe(200);
    const lower = await call('PATCH', `${base()}/items/${columnGuid}`, TEACHER, { max_score: 3 });
    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toMatchObject({ code: 'SCORES_ABOVE_MAX' });
    const edited = await call('PATCH', `${base()}/items/${columnGuid}`, TEACHER, { max_score: 3.5, name: 'Cuaderno de clase', counts_for_final_grade: false });
    expect(edited.json()).toMatchObject({ guid: columnGuid, name: 'Cuaderno de clase', max_score: 3.5, counts_for_final_grade: false, period: 't01' });
    expect((await call('PATCH', `${base()}/items/${columnGuid}`, TEACHER, { name: '  ' })).json()).toMatchObject({ details: [{ path: '/name', message: 'column.name-required' }] });
  });

  it('refuses a bad body: no name, a zero max score, a period of another scheme', async () => {
    expect((await call('POST', `${base()}/columns`, TEACHER, {})).statusCode).toBe(400);
    expect((await call('POST', `${base()}/columns`, TEACHER, { name: '   ' })).json()).toMatchObject({ details: [{ path: '/name', message: 'column.name-required' }] });
    expect((await call('POST', `${base()}/columns`, TEACHER, { name: 'x'.repeat(121) })).json()).toMatchObject({ details: [{ path: '/name', message: 'column.name-too-long' }] });
    expect((await call('POST', `${base()}/columns`, TEACHER, { name: 'Cero', max_score: 0 })).statusCode).toBe(400);
    expect((await call('POST', `${base()}/columns`, TEACHER, { name: 'Semestre', period: 's01' })).json()).toMatchObject({ details: [{ path: '/period', message: 'period.not-in-scheme' }] });
    await expectTeacherOnly('POST', `${base()}/columns`, { name: 'Ajena' });
  });

  it('deletes a column with its scores and audit rows', async () => {
    const column = (await call('POST', `${base()}/columns`, TEACHER, { name: 'Para borrar' })).json().guid as string;
    await call('PUT', `${base()}/scores`, TEACHER, { item_guid: column, student_guid: studentGuid, score: 8 });
    await expectTeacherOnly('DELETE', `${base()}/columns/${column}`);
    expect((await call('DELETE', `${base()}/columns/${column}`, TEACHER)).statusCode).toBe(204);
    expect(await itemOf(column)).toBeUndefined();
    expect(await t.app.db.select().from(columnScores).where(eq(columnScores.columnGuid, column))).toEqual([]);
    expect(await t.app.db.select().from(gradeAudit).where(eq(gradeAudit.columnGuid, column))).toEqual([]);
    expect((await call('DELETE', `${base()}/columns/${column}`, TEACHER)).statusCode).toBe(404);
    // A lesson item is not a column.
    expect((await call('DELETE', `${base()}/columns/${await assignment('No es columna')}`, TEACHER)).statusCode).toBe(404);
  });
});

describe('what the schema refuses before any rule runs', () => {
  /** A raw JSON body: `1e400` parses to Infinity and `\ud800` to an unpaired surrogate, which a JS object cannot carry through JSON.stringify. */
  const raw = async (method: 'POST' | 'PUT' | 'PATCH', url: string, json: string) =>
    t.inject({ method, url, headers: { ...(await headers(TEACHER)), 'content-type': 'application/json' }, payload: json });

  it('refuses numbers that are not finite or out of bounds and text with an unpaired surrogate (400 VALIDATION_FAILED), writing nothing', async () => {
    const before = await categories();
    const homework = await assignment('Tarea con números raros');
    const refused: [method: 'POST' | 'PUT' | 'PATCH', url: string, json: string][] = [
      ['POST', `${base()}/categories`, '{"name":"Exámenes","weight":1e400}'],
      ['POST', `${base()}/categories`, '{"name":"Exámenes","weight":"Infinity"}'],
      ['POST', `${base()}/categories`, '{"name":"Ex\\ud800menes","weight":10}'],
      ['PATCH', `${base()}/items/${homework}`, '{"weight":1e400}'],
      ['PATCH', `${base()}/items/${homework}`, '{"weight":-1e400}'],
      ['POST', `${base()}/columns`, '{"name":"Oral","max_score":1e400}'],
      ['POST', `${base()}/columns`, '{"name":"Or\\udc00al"}'],
      ['PUT', `${base()}/settings`, '{"scale":{"kind":"numeric","max":1e400,"decimals":2}}'],
      ['PUT', `${base()}/settings`, '{"scale":{"kind":"letters","bands":[{"label":"A\\ud800","minPercent":50},{"label":"B","minPercent":0}]}}'],
    ];
    for (const [method, url, json] of refused) {
      const res = await raw(method, url, json);
      expect(res.statusCode, `${method} ${url} ${json}`).toBe(400);
      expect(res.json(), json).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await categories()).toEqual(before);
    expect((await itemOf(homework))?.weight).toBe(1);
    expect((await gradebook()).items.some((i: Item) => i.name.startsWith('Or'))).toBe(false);
  });
});
