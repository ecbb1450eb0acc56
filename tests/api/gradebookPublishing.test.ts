// Publishing grades (docs/api-gradebook.md "Publishing", ADR 0234): one item or column at a time, or a whole period,
// which publishes the period's items and columns in the same transaction. A student never reads an unpublished score,
// another student's row or an unpublished column through any route; publishing moves their task to "grades published".
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { taskStatus } from '@domain/tasks/taskGrouping';
import { gradebookItems, jobs, lessonItems, lessons } from '../../server/src/db/schema';
import { insertAssessment, type QuestionSeed } from '../../server/src/demo/benchCohort';
import { createTestApp, type TestApp } from './support/testApp';
import { denseGradebook } from './support/gradebookWire';

let t: TestApp;
let courseGuid: string;
let otherCourseGuid: string;
let lessonGuid: string;
let studentGuid: string;
let martaGuid: string;
const tokens = new Map<string, Record<string, string>>();

const TEACHER = 'teacher@tiza.demo';
const STUDENT = 'student@tiza.demo';
const MARTA = 'marta@tiza.demo';
const ADMIN = 'admin@tiza.demo';
const TEACHER2 = 'teacher2@tiza.demo';
const PROFESSOR = 'professor@escola.demo';

const QUESTIONS: QuestionSeed[] = [
  { type: 'QT_1', name: 'Capital', points: 2, data: { options: [{ id: 'a', text: 'Madrid' }, { id: 'b', text: 'Lisboa' }], correct: 'a', shuffle: false } },
  { type: 'QT_3', name: 'Verdadero', points: 1, data: { correct: true } },
];

interface Item { guid: string; kind: string; name: string; period: string | null; published: boolean }
interface Cell { item_guid: string; score: number | null; manual: number | null; feedback: string | null; published: boolean }
interface Row { guid: string; cells: Cell[]; final_grades: { period: string; percent: number | null; published: boolean }[] }
interface Book { period: string | null; published: boolean; items: { guid: string; published: boolean }[]; unpublished_items: number; publish_warnings: unknown[] }

async function headers(email: string): Promise<Record<string, string>> {
  const cached = tokens.get(email);
  if (cached) return cached;
  const fresh = await t.as(email);
  tokens.set(email, fresh);
  return fresh;
}

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, email: string, payload?: unknown) {
  return t.inject({ method, url, headers: await headers(email), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

const base = () => `/api/front/courses/${courseGuid}/gradebook`;
const gradebook = async (email: string, query = '') => {
  const res = await call('GET', `/api/front/courses/${courseGuid}/gradebook${query}`, email);
  expect(res.statusCode, res.body).toBe(200);
  // The body with one cell object per item and student (the wire's cells are column-major, ADR 0485).
  return Object.assign(Object.create(res) as typeof res, { json: () => denseGradebook(res.json()) });
};
const books = async (email: string): Promise<Book[]> => (await call('GET', `/api/front/courses/${courseGuid}/gradebook-books`, email)).json().books;
const putScore = (body: Record<string, unknown>) => call('PUT', `${base()}/scores`, TEACHER, body);
const publishPeriod = (period: string, published: boolean, email = TEACHER) => call('PUT', `${base()}/periods/${period}/publication`, email, { published });
const publishItem = (guid: string, published: boolean, email = TEACHER) => call('PUT', `${base()}/items/${guid}/publication`, email, { published });
const rowOf = (body: { students: Row[] }, guid: string) => body.students.find((s) => s.guid === guid);
const cellOf = (row: Row | undefined, item: string) => row?.cells.find((c) => c.item_guid === item);

async function assignment(name: string, period?: string): Promise<string> {
  const [row] = await t.app.db
    .insert(lessonItems)
    .values({ lessonGuid, name, contentType: 'CTTY_14', position: 900, isEvaluable: true, data: { instructions_html: '<p>x</p>', accepts_text: true, accepts_files: false } })
    .returning({ guid: lessonItems.guid });
  if (!row) throw new Error('no item');
  if (period !== undefined) await t.app.db.insert(gradebookItems).values({ itemGuid: row.guid, periodCode: period });
  return row.guid;
}

async function column(name: string, period: string | null): Promise<string> {
  const res = await call('POST', `${base()}/columns`, TEACHER, { name, period });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().guid as string;
}

/** A test the student submitted (auto-graded, evaluated: 6.67 of 10). */
async function submittedTest(period: string): Promise<string> {
  const { itemGuid, questionGuids: q } = await insertAssessment(t.app.db, { lessonGuid, name: `Examen ${period}`, questions: QUESTIONS, settings: { ranking_scale: 10 } });
  await t.app.db.insert(gradebookItems).values({ itemGuid, periodCode: period });
  const attempt = (await call('POST', `/api/front/assessments/${itemGuid}/attempts`, STUDENT, {})).json();
  const res = await call('POST', `/api/front/attempts/${attempt.guid}/submit`, STUDENT, {
    submission_key: randomUUID(),
    answers: [{ question_guid: q[0], answer: { choice: 'a' }, revision: 1 }, { question_guid: q[1], answer: { value: false }, revision: 1 }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return itemGuid;
}

async function expectTeacherOnly(url: string, payload: unknown) {
  expect((await call('PUT', url, ADMIN, payload)).statusCode).toBe(403);
  expect((await call('PUT', url, STUDENT, payload)).statusCode).toBe(403);
  expect((await call('PUT', url, TEACHER2, payload)).statusCode).toBe(404);
  expect((await call('PUT', url, PROFESSOR, payload)).statusCode).toBe(404);
  expect((await t.inject({ method: 'PUT', url, payload: payload as Record<string, unknown> })).statusCode).toBe(401);
}

beforeAll(async () => {
  t = await createTestApp();
  courseGuid = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
  otherCourseGuid = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  const [lesson] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(and(eq(lessons.courseGuid, courseGuid), eq(lessons.published, true))).orderBy(asc(lessons.position)).limit(1);
  if (!lesson) throw new Error('no lesson');
  lessonGuid = lesson.guid;
  studentGuid = await t.userGuid(STUDENT);
  martaGuid = await t.userGuid(MARTA);
});
afterAll(async () => {
  await t?.close();
});

describe('publishing one item or column', () => {
  it('publishes and withdraws an item’s grades; publishing again keeps the first instant', async () => {
    const homework = await assignment('Tarea publicada');
    const first = await publishItem(homework, true);
    expect(first.statusCode, first.body).toBe(200);
    const at = first.json().grades_published_at as string;
    expect(first.json()).toEqual({ item_guid: homework, published: true, grades_published_at: expect.any(String) });
    expect((await publishItem(homework, true)).json().grades_published_at).toBe(at);
    expect(((await gradebook(TEACHER)).json().items as Item[]).find((i) => i.guid === homework)?.published).toBe(true);
    expect((await publishItem(homework, false)).json()).toEqual({ item_guid: homework, published: false, grades_published_at: null });
    await expectTeacherOnly(`${base()}/items/${homework}/publication`, { published: true });
  });

  it('publishes a column the same way; what is not a gradable item or column of the course is not found', async () => {
    const oral = await column('Exposición publicada', null);
    expect((await publishItem(oral, true)).json()).toMatchObject({ item_guid: oral, published: true });
    expect((await publishItem(randomUUID(), true)).statusCode).toBe(404);
    const [notes] = await t.app.db.insert(lessonItems).values({ lessonGuid, name: 'Apuntes', contentType: 'CTTY_01', position: 901, data: {} }).returning({ guid: lessonItems.guid });
    expect((await publishItem(notes?.guid ?? '', true)).statusCode).toBe(404);
    const [elsewhere] = await t.app.db.select({ guid: lessonItems.guid }).from(lessonItems).innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid)).where(and(eq(lessons.courseGuid, otherCourseGuid), eq(lessonItems.contentType, 'CTTY_14'))).limit(1);
    expect((await publishItem(elsewhere?.guid ?? '', true)).statusCode).toBe(404);
  });
});

describe('what a student reads', () => {
  it('never an unpublished column, nor its scores, nor another student’s, through the grid or the books', async () => {
    const hidden = await column(`Columna oculta ${randomUUID().slice(0, 6)}`, null);
    await putScore({ item_guid: hidden, student_guid: studentGuid, score: 8 });
    await putScore({ item_guid: hidden, student_guid: martaGuid, score: 3 });

    const before = await gradebook(STUDENT);
    expect(before.body).not.toContain(hidden);
    expect((await gradebook(STUDENT, `?job=${hidden}`)).json().items).toEqual([]);
    expect(JSON.stringify(await books(STUDENT))).not.toContain(hidden);
    expect(JSON.stringify(await books(TEACHER))).toContain(hidden);

    await publishItem(hidden, true);
    const after = (await gradebook(STUDENT)).json();
    expect(after.items.map((i: Item) => i.guid)).toContain(hidden);
    expect(after.students.map((s: Row) => s.guid)).toEqual([studentGuid]);
    expect(cellOf(rowOf(after, studentGuid), hidden)).toMatchObject({ score: 8, published: true });
    expect(JSON.stringify(after)).not.toContain(martaGuid);
    const marta = (await gradebook(MARTA)).json();
    expect(marta.students.map((s: Row) => s.guid)).toEqual([martaGuid]);
    expect(cellOf(rowOf(marta, martaGuid), hidden)?.score).toBe(3);
  });

  it('reads a job’s feedback only once the item is published; the teacher always does', async () => {
    const testGuid = await submittedTest('t03');
    await t.app.db.update(jobs).set({ feedback: 'Repasa el verdadero/falso' }).where(and(eq(jobs.itemGuid, testGuid), eq(jobs.personGuid, studentGuid)));
    expect(cellOf(rowOf((await gradebook(TEACHER)).json(), studentGuid), testGuid)?.feedback).toBe('Repasa el verdadero/falso');
    expect(cellOf(rowOf((await gradebook(STUDENT)).json(), studentGuid), testGuid)).toMatchObject({ feedback: null, score: null });
    await publishItem(testGuid, true);
    expect(cellOf(rowOf((await gradebook(STUDENT)).json(), studentGuid), testGuid)).toMatchObject({ feedback: 'Repasa el verdadero/falso', published: true });
  });
});

describe('publishing a period', () => {
  it('publishes the period’s items and columns in one go, answers the warnings that stood before, and moves the task to grades published', async () => {
    const exam = await submittedTest('t01');
    const homework = await assignment('Tarea del primer trimestre', 't01');
    await putScore({ item_guid: homework, student_guid: studentGuid, score: 9 });
    const oral = await column('Exposición del primer trimestre', 't01');
    await putScore({ item_guid: oral, student_guid: studentGuid, score: 7 });
    const empty = await column('Cuaderno del primer trimestre', 't01');
    const later = await assignment('Tarea del segundo trimestre', 't02');
    await putScore({ item_guid: later, student_guid: studentGuid, score: 5 });

    const task = async () => {
      const res = await call('GET', `/api/front/tasks?course_guid=${courseGuid}`, STUDENT);
      expect(res.statusCode, res.body).toBe(200);
      const found = (res.json().tasks as { item_guid: string; job_status: 'pending' | 'delivered' | 'evaluated' | null; has_saved_work: boolean; grades_published: boolean; score: number | null }[]).find((x) => x.item_guid === exam);
      if (!found) throw new Error('the test is not in the task list');
      return { ...found, status: taskStatus({ jobStatus: found.job_status, hasSavedWork: found.has_saved_work, gradesPublished: found.grades_published }) };
    };
    expect(await task()).toMatchObject({ status: 'graded', score: null });
    const studentT01 = async () => rowOf((await gradebook(STUDENT)).json(), studentGuid)?.final_grades.find((g) => g.period === 't01');
    expect(await studentT01()).toMatchObject({ percent: null, published: false });

    const book = (await books(TEACHER)).find((b) => b.period === 't01');
    expect(book?.publish_warnings).toEqual([{ code: 'publish.unpublished-activities', count: 3 }]);
    await expectTeacherOnly(`${base()}/periods/t01/publication`, { published: true });

    const res = await publishPeriod('t01', true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ period: 't01', published: true, published_periods: ['t01'], items_published: 4, warnings: book?.publish_warnings });
    const items = (await gradebook(TEACHER)).json().items as Item[];
    for (const guid of [exam, homework, oral, empty]) expect(items.find((i) => i.guid === guid)?.published, guid).toBe(true);
    expect(items.find((i) => i.guid === later)?.published).toBe(false);

    expect(await task()).toMatchObject({ status: 'grades-published', grades_published: true });
    expect((await task()).score).toBeCloseTo(6.67, 2);
    const mine = rowOf((await gradebook(STUDENT)).json(), studentGuid);
    expect(cellOf(mine, homework)).toMatchObject({ score: 9, published: true });
    expect(cellOf(mine, oral)).toMatchObject({ score: 7, published: true });
    expect(cellOf(mine, later)).toMatchObject({ score: null, published: false });
    expect((await studentT01())?.published).toBe(true);
    expect((await studentT01())?.percent).toEqual(expect.any(Number));

    // Again: nothing left to publish, nothing to warn about; the period stays once.
    expect((await publishPeriod('t01', true)).json()).toEqual({ period: 't01', published: true, published_periods: ['t01'], items_published: 0, warnings: [] });

    // Unpublishing hides the final grade again; the items stay published.
    expect((await publishPeriod('t01', false)).json()).toEqual({ period: 't01', published: false, published_periods: [], items_published: 0, warnings: [] });
    expect(await studentT01()).toMatchObject({ percent: null, published: false });
    expect(cellOf(rowOf((await gradebook(STUDENT)).json(), studentGuid), homework)).toMatchObject({ score: 9, published: true });
  });

  it('the annual publication publishes the items without a period of the scheme, not the terms’ items', async () => {
    const unassigned = await assignment('Tarea sin trimestre');
    const otherScheme = await assignment('Tarea de otro calendario', 'q02');
    const annual = await column('Proyecto anual', 'annual');
    const term = await assignment('Tarea del tercer trimestre', 't03');
    await putScore({ item_guid: unassigned, student_guid: studentGuid, score: 6 });

    const before = (await gradebook(TEACHER)).json().items as Item[];
    const inScheme = new Set(['t01', 't02', 't03']);
    const expected = before.filter((i) => !i.published && (i.period === null || !inScheme.has(i.period))).map((i) => i.guid);
    expect(expected).toEqual(expect.arrayContaining([unassigned, otherScheme, annual]));
    const annualBook = (await books(TEACHER)).find((b) => b.period === 'annual');

    const res = await publishPeriod('ANNUAL', true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ period: 'annual', published: true, items_published: expected.length, warnings: annualBook?.publish_warnings });
    expect(res.json().warnings).toContainEqual({ code: 'publish.unpublished-earlier-periods', periods: ['t01', 't02', 't03'] });
    const after = (await gradebook(TEACHER)).json().items as Item[];
    for (const guid of expected) expect(after.find((i) => i.guid === guid)?.published, guid).toBe(true);
    expect(after.find((i) => i.guid === term)?.published).toBe(false);
    await publishPeriod('annual', false);
  });

  it('refuses a period the course’s scheme does not have (400 at /period)', async () => {
    const other = await publishPeriod('q01', true);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/period', message: 'period.not-in-scheme' }] });
    expect((await publishPeriod('someday', true)).statusCode).toBe(400);
    expect((await publishPeriod('t02', 'yes' as unknown as boolean)).statusCode).toBe(400);
  });
});
