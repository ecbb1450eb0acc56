// The gradebook (docs/api-gradebook.md, ADRs 0231, 0232): the grid for teachers and school admins, a student's
// own published row only, manual scores and excuses validated by the domain with optimistic concurrency and an audit
// row, the audit trail, and the final grade computed on the server with the domain's finalGrade.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { finalGrade } from '@domain/gradebook/finalGrade';
import { NUMERIC_0_10 } from '@domain/gradebook/gradeScales';
import { formatLocalDateTime } from '@domain/lessons/deliverDate';
import { columnScores, courseGradebooks, gradeAudit, gradeCategories, gradebookItems, lessonItems, lessons, scoreOverrides } from '../../server/src/db/schema';
import { insertAssessment, type QuestionSeed } from '../../server/src/demo/benchCohort';
import { createTestApp, type TestApp } from './support/testApp';
import { denseGradebook } from './support/gradebookWire';

let t: TestApp;
let courseGuid: string;
let lessonGuid: string;
const tokens = new Map<string, Record<string, string>>();

const STUDENT = 'student@tiza.demo';
const MARTA = 'marta@tiza.demo';
const TEACHER = 'teacher@tiza.demo';
const ADMIN = 'admin@tiza.demo';
const PROFESSOR = 'professor@escola.demo';
/** A teacher of another school of the tenant: not a member of the course. */
const TEACHER2 = 'teacher2@tiza.demo';

// Auto-graded: Q1 right (2 of 2) and Q2 wrong (0 of 1) give a complete score of 2/3 on the ranking scale 10.
const QUESTIONS: QuestionSeed[] = [
  { type: 'QT_1', name: 'Capital', points: 2, data: { options: [{ id: 'a', text: 'Madrid' }, { id: 'b', text: 'Lisboa' }], correct: 'a', shuffle: false } },
  { type: 'QT_3', name: 'Verdadero', points: 1, data: { correct: true } },
];

interface Cell { item_guid: string; score: number | null; source: string | null; precalculated: number | null; manual: number | null; published: boolean; job_status: string | null; excused: boolean; feedback: string | null }
interface Row { guid: string; cells: Cell[]; final_grades: { period: string; percent: number | null; grade: unknown; published: boolean }[] }

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

const gradebook = async (email: string, query = '') => {
  const res = await call('GET', `/api/front/courses/${courseGuid}/gradebook${query}`, email);
  // The body with one cell object per item and student (the wire's cells are column-major, ADR 0485).
  return Object.assign(Object.create(res) as typeof res, { json: () => (res.statusCode === 200 ? denseGradebook(res.json()) : res.json()) });
};
const putScore = (email: string, body: Record<string, unknown>) => call('PUT', `/api/front/courses/${courseGuid}/gradebook/scores`, email, body);
const cellOf = (row: Row | undefined, itemGuid: string) => row?.cells.find((c) => c.item_guid === itemGuid);

/** A test the student has submitted (auto-graded, evaluated: 6.67 of 10). */
async function submittedTest(email = STUDENT) {
  const { itemGuid, questionGuids: q } = await insertAssessment(t.app.db, { lessonGuid, questions: QUESTIONS, settings: { ranking_scale: 10 } });
  const attempt = (await call('POST', `/api/front/assessments/${itemGuid}/attempts`, email, {})).json();
  const res = await call('POST', `/api/front/attempts/${attempt.guid}/submit`, email, {
    submission_key: randomUUID(),
    answers: [
      { question_guid: q[0], answer: { choice: 'a' }, revision: 1 },
      { question_guid: q[1], answer: { value: false }, revision: 1 },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return itemGuid;
}

async function assignment(name: string): Promise<string> {
  const [row] = await t.app.db
    .insert(lessonItems)
    .values({ lessonGuid, name, contentType: 'CTTY_14', position: 900, isEvaluable: true, data: { instructions_html: '<p>x</p>', accepts_text: true, accepts_files: false } })
    .returning({ guid: lessonItems.guid });
  if (!row) throw new Error('no item');
  return row.guid;
}

let studentGuid: string;
let martaGuid: string;

beforeAll(async () => {
  t = await createTestApp();
  courseGuid = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
  const [lesson] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(and(eq(lessons.courseGuid, courseGuid), eq(lessons.published, true))).orderBy(asc(lessons.position)).limit(1);
  if (!lesson) throw new Error('no lesson');
  lessonGuid = lesson.guid;
  studentGuid = await t.userGuid(STUDENT);
  martaGuid = await t.userGuid(MARTA);
});
afterAll(async () => {
  await t?.close();
});

describe('the grid', () => {
  it('gives a teacher every student × gradable item with precalculated and manual scores, defaults in code', async () => {
    const testGuid = await submittedTest();
    const res = await gradebook(TEACHER);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ course_guid: courseGuid, view: 'teacher', period_scheme: 'quarters', periods: ['t01', 't02', 't03', 'annual'], published_periods: [], categories: [] });
    expect(body.students.map((s: Row) => s.guid)).toEqual(expect.arrayContaining([studentGuid, martaGuid]));
    expect(body.students).toHaveLength(4);
    const item = body.items.find((i: { guid: string }) => i.guid === testGuid);
    expect(item).toMatchObject({ content_type: 'CTTY_09', period: null, category_guid: null, max_score: 10, counts_for_final_grade: true, late_counts_as_zero: false, published: false });
    for (const s of body.students as Row[]) expect(s.cells).toHaveLength(body.items.length);
    const mine = cellOf(body.students.find((s: Row) => s.guid === studentGuid), testGuid);
    expect(mine).toMatchObject({ source: 'precalculated', manual: null, job_status: 'evaluated' });
    expect(mine?.score).toBeCloseTo(6.67, 2);
    expect(cellOf(body.students.find((s: Row) => s.guid === martaGuid), testGuid)).toMatchObject({ score: null, source: null, job_status: null });
  });

  it('narrows to one column with job=<item guid>; attempt=first reads the first submitted attempt', async () => {
    const testGuid = await submittedTest();
    const body = (await gradebook(TEACHER, `?job=${testGuid}&attempt=first&courseGuid=${courseGuid}`)).json();
    expect(body.items.map((i: { guid: string }) => i.guid)).toEqual([testGuid]);
    expect(cellOf(body.students.find((s: Row) => s.guid === studentGuid), testGuid)?.precalculated).toBeCloseTo(6.67, 2);
    expect((await gradebook(TEACHER, '?attempt=middle')).statusCode).toBe(400);
  });

  it('lets the school admin read, and hides the course from another tenant (404)', async () => {
    const res = await gradebook(ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ view: 'admin' });
    expect((await gradebook(PROFESSOR)).statusCode).toBe(404);
    expect((await call('GET', `/api/front/courses/${courseGuid}/gradebook-books`, PROFESSOR)).statusCode).toBe(404);
    expect((await putScore(PROFESSOR, { item_guid: randomUUID(), student_guid: studentGuid, score: 1 })).statusCode).toBe(404);
  });
});

describe('a student', () => {
  it('reads only their own row, and never an unpublished score', async () => {
    const testGuid = await submittedTest();
    const homework = await assignment('Tarea del cuaderno');
    expect((await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: 9 })).statusCode).toBe(200);
    expect((await putScore(TEACHER, { item_guid: homework, student_guid: martaGuid, score: 4 })).statusCode).toBe(200);

    const before = await gradebook(STUDENT);
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain(martaGuid);
    const body = before.json();
    expect(body.view).toBe('student');
    expect(body.students.map((s: Row) => s.guid)).toEqual([studentGuid]);
    expect(cellOf(body.students[0], testGuid)).toMatchObject({ score: null, precalculated: null, manual: null, source: null, published: false });
    expect(cellOf(body.students[0], homework)).toMatchObject({ score: null, manual: null, published: false });
    expect(body.students[0].final_grades.every((g: { percent: number | null }) => g.percent === null)).toBe(true);

    const published = await call('PUT', `/api/front/assessments/${testGuid}/publication`, TEACHER, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    const after = (await gradebook(STUDENT)).json();
    expect(cellOf(after.students[0], testGuid)?.score).toBeCloseTo(6.67, 2);
    expect(cellOf(after.students[0], testGuid)?.published).toBe(true);
    expect(cellOf(after.students[0], homework)).toMatchObject({ score: null, published: false });

    const martaView = (await gradebook(MARTA)).json();
    expect(martaView.students.map((s: Row) => s.guid)).toEqual([martaGuid]);
    expect(JSON.stringify(martaView)).not.toContain(studentGuid);
    expect((await putScore(STUDENT, { item_guid: homework, student_guid: studentGuid, score: 10 })).statusCode).toBe(403);
  });

  it('customized_by looks at their own published cells only: no trace of another student’s or an unpublished manual score', async () => {
    const teacherGuid = await t.userGuid(TEACHER);
    const martas = await assignment('Tarea corregida a Marta');
    const hidden = await assignment('Tarea corregida sin publicar');
    const shown = await assignment('Tarea corregida publicada');
    const column = (await call('POST', `/api/front/courses/${courseGuid}/gradebook/columns`, TEACHER, { name: 'Oral de Marta' })).json().guid as string;
    await putScore(TEACHER, { item_guid: martas, student_guid: martaGuid, score: 6 });
    await putScore(TEACHER, { item_guid: column, student_guid: martaGuid, score: 7 });
    await putScore(TEACHER, { item_guid: hidden, student_guid: studentGuid, score: 7 });
    await putScore(TEACHER, { item_guid: shown, student_guid: studentGuid, score: 8 });
    for (const guid of [shown, column]) {
      expect((await call('PUT', `/api/front/courses/${courseGuid}/gradebook/items/${guid}/publication`, TEACHER, { published: true })).statusCode).toBe(200);
    }

    const teachers = (await gradebook(TEACHER, `?customized_by=${teacherGuid}`)).json().items.map((i: { guid: string }) => i.guid);
    expect(teachers).toEqual(expect.arrayContaining([martas, hidden, shown, column]));
    const students = (await gradebook(STUDENT, `?customized_by=${teacherGuid}`)).json().items.map((i: { guid: string }) => i.guid);
    expect(students).toContain(shown);
    expect(students).not.toContain(martas);
    expect(students).not.toContain(column);
    expect(students).not.toContain(hidden);
    expect((await gradebook(STUDENT)).json().items.map((i: { guid: string }) => i.guid)).toEqual(expect.arrayContaining([martas, hidden, shown, column]));
    expect((await call('DELETE', `/api/front/courses/${courseGuid}/gradebook/columns/${column}`, TEACHER)).statusCode).toBe(204);
  });
});

describe('manual scores', () => {
  it('validates with the domain rules: 400 VALIDATION_FAILED with the path and the score code', async () => {
    const homework = await assignment('Tarea validada');
    const over = await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: 11 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/score', message: 'score.out-of-range' }] });
    const decimals = await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: 7.125 });
    expect(decimals.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/score', message: 'score.too-many-decimals' }] });
    expect((await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: -1 })).statusCode).toBe(400);
    expect((await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: 'x' })).statusCode).toBe(400);
    expect((await putScore(TEACHER, { item_guid: homework, student_guid: await t.userGuid(TEACHER), score: 5 })).statusCode).toBe(404);
    expect((await putScore(TEACHER, { item_guid: randomUUID(), student_guid: studentGuid, score: 5 })).statusCode).toBe(404);
  });

  it('writes the override with an audit row, is idempotent, 409 on a stale expected_previous, null clears it', async () => {
    const homework = await assignment('Tarea auditada');
    const teacherGuid = await t.userGuid(TEACHER);
    const first = await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: 7.5, expected_previous: null });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ score: 7.5, source: 'manual', manual: 7.5, changed: true });
    const again = await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: 7.5, expected_previous: 7.5 });
    expect(again.json()).toMatchObject({ score: 7.5, changed: false });
    const stale = await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: 6, expected_previous: 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'SCORE_CHANGED', details: [{ path: '/expected_previous' }] });
    expect((await putScore(ADMIN, { item_guid: homework, student_guid: studentGuid, score: 6 })).statusCode).toBe(403);
    const cleared = await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: null, expected_previous: 7.5 });
    expect(cleared.json()).toMatchObject({ score: null, manual: null, source: null, changed: true });

    const audit = await t.app.db.select().from(gradeAudit).where(and(eq(gradeAudit.itemGuid, homework), eq(gradeAudit.personGuid, studentGuid))).orderBy(asc(gradeAudit.at));
    expect(audit.map((a) => [a.oldPoints, a.newPoints, a.source, a.changedBy, a.questionGuid])).toEqual([
      [null, 7.5, 'gradebook-override', teacherGuid, null],
      [7.5, null, 'gradebook-override', teacherGuid, null],
    ]);
    const cell = cellOf((await gradebook(TEACHER)).json().students.find((s: Row) => s.guid === studentGuid), homework);
    expect(cell).toMatchObject({ score: null, manual: null });
  });

  it('a manual score wins over the precalculated one and customized_by lists the columns the user changed', async () => {
    const testGuid = await submittedTest();
    const res = await putScore(TEACHER, { item_guid: testGuid, student_guid: studentGuid, score: 9.25 });
    expect(res.json()).toMatchObject({ score: 9.25, source: 'manual', manual: 9.25 });
    expect(res.json().precalculated).toBeCloseTo(6.67, 2);
    const mine = (await gradebook(TEACHER, `?customized_by=${await t.userGuid(TEACHER)}`)).json();
    expect(mine.items.map((i: { guid: string }) => i.guid)).toContain(testGuid);
    expect((await gradebook(TEACHER, `?customized_by=${randomUUID()}`)).json().items).toEqual([]);
  });
});

describe('final grades and books', () => {
  it('computes each period’s final grade on the server with the domain’s finalGrade', async () => {
    const db = t.app.db;
    const [exams, homework] = await db.insert(gradeCategories).values([
      { courseGuid, name: 'Exámenes', weight: 60, position: 0 },
      { courseGuid, name: 'Deberes', weight: 40, position: 1 },
    ]).returning({ guid: gradeCategories.guid });
    if (!exams || !homework) throw new Error('no categories');
    const testGuid = await submittedTest();
    const task = await assignment('Tarea del trimestre');
    const ignored = await assignment('Tarea que no cuenta');
    await db.insert(gradebookItems).values([
      { itemGuid: testGuid, periodCode: 't01', categoryGuid: exams.guid },
      { itemGuid: task, periodCode: 't01', categoryGuid: homework.guid },
      { itemGuid: ignored, periodCode: 't01', categoryGuid: homework.guid, countsForFinalGrade: false },
    ]);
    await putScore(TEACHER, { item_guid: task, student_guid: studentGuid, score: 8 });
    await putScore(TEACHER, { item_guid: ignored, student_guid: studentGuid, score: 1 });

    const body = (await gradebook(TEACHER)).json();
    const row: Row = body.students.find((s: Row) => s.guid === studentGuid);
    const precalculated = cellOf(row, testGuid)?.score ?? null;
    const expected = finalGrade({
      items: [
        { id: testGuid, category: exams.guid, maxScore: 10, score: precalculated },
        { id: task, category: homework.guid, maxScore: 10, score: 8 },
        { id: ignored, category: homework.guid, maxScore: 10, score: 1, countsForFinalGrade: false },
      ],
      categories: [{ id: exams.guid, weight: 60 }, { id: homework.guid, weight: 40 }],
      options: { scale: NUMERIC_0_10 },
    });
    const t01 = row.final_grades.find((g) => g.period === 't01');
    expect(t01).toMatchObject({ percent: expected.percent, grade: expected.grade, published: false });
    expect(t01?.percent).toBeCloseTo(0.6 * 66.67 + 0.4 * 80, 1);
    expect(row.final_grades.find((g) => g.period === 't02')).toMatchObject({ percent: null, grade: null });

    // The student: nothing until the period is published, then published items only.
    expect((await gradebook(STUDENT)).json().students[0].final_grades.find((g: { period: string }) => g.period === 't01')).toMatchObject({ percent: null, published: false });
    await db.insert(courseGradebooks).values({ courseGuid, publishedPeriods: ['t01'] });
    await call('PUT', `/api/front/assessments/${testGuid}/publication`, TEACHER, { published: true });
    const studentT01 = (await gradebook(STUDENT)).json().students[0].final_grades.find((g: { period: string }) => g.period === 't01');
    const onlyPublished = finalGrade({
      items: [{ id: testGuid, category: exams.guid, maxScore: 10, score: precalculated, published: true }, { id: task, category: homework.guid, maxScore: 10, score: null, published: false }],
      categories: [{ id: exams.guid, weight: 60 }, { id: homework.guid, weight: 40 }],
      options: { scale: NUMERIC_0_10, publishedOnly: true },
    });
    expect(studentT01).toMatchObject({ percent: onlyPublished.percent, grade: onlyPublished.grade, published: true });

    const books = await call('GET', `/api/front/courses/${courseGuid}/gradebook-books`, TEACHER);
    expect(books.statusCode, books.body).toBe(200);
    const booksBody = books.json();
    expect(booksBody.books.map((b: { period: string | null }) => b.period)).toEqual(['t01', 't02', 't03', 'annual', null]);
    const b1 = booksBody.books[0];
    expect(b1).toMatchObject({ period: 't01', published: true, unpublished_items: 2 });
    expect(b1.items.map((i: { guid: string }) => i.guid).sort()).toEqual([testGuid, task, ignored].sort());
    expect(b1.publish_warnings).toEqual([{ code: 'publish.unpublished-activities', count: 2 }]);
    expect(booksBody.books[2].publish_warnings).toEqual([{ code: 'publish.unpublished-earlier-periods', periods: ['t02'] }]);
    await db.delete(courseGradebooks).where(eq(courseGradebooks.courseGuid, courseGuid));
    await db.delete(gradeCategories).where(eq(gradeCategories.courseGuid, courseGuid));
  });
});

describe('what the grid tells the page', () => {
  it('names the course, its school and time zone, says what the reader may do, and lists items with their kind and local due date', async () => {
    const body = (await gradebook(TEACHER)).json();
    expect(body).toMatchObject({ course_name: 'Matemáticas 2º ESO', school_name: 'IES Ramón y Cajal', time_zone: 'Europe/Madrid', drop_lowest: 0, abilities: { update: true, export: true } });
    expect((await gradebook(ADMIN)).json().abilities).toEqual({ update: false, export: true });
    expect((await gradebook(STUDENT)).json().abilities).toEqual({ update: false, export: false });
    const items = body.items as { kind: string; lesson_guid: string | null; unit_guid: string | null; deliver_at: string | null; deliver_at_local: string | null }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.kind).toBe('item');
      expect(item.unit_guid).toEqual(expect.any(String));
      expect(item.deliver_at_local).toBe(item.deliver_at === null ? null : formatLocalDateTime(new Date(item.deliver_at), 'Europe/Madrid'));
    }
    for (const s of body.students as Row[]) for (const cell of s.cells) expect(cell).toMatchObject({ excused: expect.any(Boolean) });
  });
});

describe('excuses', () => {
  const rowOf = async (itemGuid: string) =>
    (await t.app.db.select().from(scoreOverrides).where(and(eq(scoreOverrides.itemGuid, itemGuid), eq(scoreOverrides.personGuid, studentGuid))))[0];

  it('excuses without a score, keeps the score while excused, and an empty row goes away when the excuse does', async () => {
    const homework = await assignment('Tarea excusada');
    const excused = await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, excused: true });
    expect(excused.statusCode, excused.body).toBe(200);
    expect(excused.json()).toMatchObject({ score: null, manual: null, excused: true, changed: true });
    expect(await rowOf(homework)).toMatchObject({ score: null, excused: true });
    expect((await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, excused: true })).json()).toMatchObject({ changed: false });

    expect((await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: 7, expected_previous: null })).json()).toMatchObject({ score: 7, excused: true });
    // Clearing the score of an excused student keeps the excuse.
    expect((await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: null })).json()).toMatchObject({ score: null, excused: true, changed: true });
    expect(await rowOf(homework)).toMatchObject({ score: null, excused: true });
    // Taking the excuse back from a row without a score removes the row.
    expect((await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, excused: false })).json()).toMatchObject({ excused: false, changed: true });
    expect(await rowOf(homework)).toBeUndefined();

    const both = await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: 5, excused: true });
    expect(both.json()).toMatchObject({ score: 5, manual: 5, excused: true, changed: true });
    const cell = cellOf((await gradebook(TEACHER)).json().students.find((s: Row) => s.guid === studentGuid), homework);
    expect(cell).toMatchObject({ score: 5, excused: true });
    const audit = await t.app.db.select().from(gradeAudit).where(and(eq(gradeAudit.itemGuid, homework), eq(gradeAudit.personGuid, studentGuid)));
    expect(audit.map((a) => a.source).sort()).toEqual(['gradebook-excuse', 'gradebook-excuse', 'gradebook-excuse', 'gradebook-override', 'gradebook-override', 'gradebook-override']);
  });

  it('refuses a body with neither a score nor an excuse (400 at /body), and a student or admin writing one (403)', async () => {
    const homework = await assignment('Tarea sin nada');
    const empty = await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/body' }] });
    expect((await putScore(ADMIN, { item_guid: homework, student_guid: studentGuid, excused: true })).statusCode).toBe(403);
    expect((await putScore(STUDENT, { item_guid: homework, student_guid: studentGuid, excused: true })).statusCode).toBe(403);
    expect((await putScore(TEACHER2, { item_guid: homework, student_guid: studentGuid, excused: true })).statusCode).toBe(404);
  });

  it('leaves an excused item out of the final grade; taking the excuse back counts it again', async () => {
    const db = t.app.db;
    const good = await assignment('Examen bueno');
    const bad = await assignment('Examen malo');
    await db.insert(gradebookItems).values([{ itemGuid: good, periodCode: 't02' }, { itemGuid: bad, periodCode: 't02' }]);
    await putScore(TEACHER, { item_guid: good, student_guid: studentGuid, score: 10 });
    await putScore(TEACHER, { item_guid: bad, student_guid: studentGuid, score: 2 });
    const t02 = async () => ((await gradebook(TEACHER)).json().students.find((s: Row) => s.guid === studentGuid) as Row).final_grades.find((g) => g.period === 't02');
    expect((await t02())?.percent).toBe(60);
    await putScore(TEACHER, { item_guid: bad, student_guid: studentGuid, excused: true });
    expect(await t02()).toMatchObject({ percent: 100, grade: { kind: 'number', value: 10, max: 10 } });
    await putScore(TEACHER, { item_guid: bad, student_guid: studentGuid, excused: false });
    expect((await t02())?.percent).toBe(60);
    await db.delete(gradebookItems).where(eq(gradebookItems.itemGuid, good));
    await db.delete(gradebookItems).where(eq(gradebookItems.itemGuid, bad));
  });
});

describe('manual columns in the grid', () => {
  it('scores a column like an item (its own max), lists it after the lesson items, and excuses on it', async () => {
    const created = await call('POST', `/api/front/courses/${courseGuid}/gradebook/columns`, TEACHER, { name: 'Exposición oral', max_score: 5 });
    expect(created.statusCode, created.body).toBe(201);
    const column = created.json().guid as string;
    expect((await putScore(TEACHER, { item_guid: column, student_guid: studentGuid, score: 6 })).json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/score', message: 'score.out-of-range' }] });
    const saved = await putScore(TEACHER, { item_guid: column, student_guid: studentGuid, score: 4.5, expected_previous: null });
    expect(saved.json()).toMatchObject({ item_guid: column, score: 4.5, source: 'manual', manual: 4.5, precalculated: null, excused: false, changed: true });
    expect((await putScore(TEACHER, { item_guid: column, student_guid: martaGuid, excused: true })).json()).toMatchObject({ excused: true, score: null });

    const body = (await gradebook(TEACHER)).json();
    const kinds = (body.items as { kind: string }[]).map((i) => i.kind);
    expect(kinds.indexOf('column')).toBe(kinds.length - kinds.filter((k) => k === 'column').length);
    expect(body.items.find((i: { guid: string }) => i.guid === column)).toMatchObject({ kind: 'column', content_type: null, lesson_guid: null, unit_guid: null, max_score: 5 });
    expect(cellOf(body.students.find((s: Row) => s.guid === studentGuid), column)).toMatchObject({ score: 4.5, source: 'manual', manual_by: await t.userGuid(TEACHER) });
    expect(cellOf(body.students.find((s: Row) => s.guid === martaGuid), column)).toMatchObject({ score: null, excused: true });
    expect((await gradebook(TEACHER, `?job=${column}`)).json().items.map((i: { guid: string }) => i.guid)).toEqual([column]);
    expect((await gradebook(TEACHER, `?customized_by=${await t.userGuid(TEACHER)}`)).json().items.map((i: { guid: string }) => i.guid)).toContain(column);

    const rows = await t.app.db.select().from(columnScores).where(eq(columnScores.columnGuid, column));
    expect(rows.map((r) => [r.personGuid, r.score, r.excused]).sort()).toEqual([[martaGuid, null, true], [studentGuid, 4.5, false]].sort());
    const audit = await t.app.db.select().from(gradeAudit).where(eq(gradeAudit.columnGuid, column));
    expect(audit.map((a) => [a.itemGuid, a.source]).sort()).toEqual([[null, 'gradebook-excuse'], [null, 'gradebook-override']]);
  });
});

describe('two teachers at once', () => {
  it('serialises two writes that saw the same score: one is saved, the other gets 409 SCORE_CHANGED', async () => {
    const homework = await assignment('Tarea disputada');
    await headers(TEACHER);
    await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: 5 });
    const [a, b] = await Promise.all([
      putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: 6, expected_previous: 5 }),
      putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: 7, expected_previous: 5 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = (a.statusCode === 200 ? a : b).json().manual;
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ code: 'SCORE_CHANGED', details: [{ path: '/expected_previous', message: 'score.changed', current: winner }] });
    expect(cellOf((await gradebook(TEACHER)).json().students.find((s: Row) => s.guid === studentGuid), homework)?.manual).toBe(winner);
  });
});

describe('the audit trail', () => {
  interface Entry { item_guid: string; student_guid: string; action: string; before: number | null; after: number | null; changed_by: { guid: string; name: string; lastname: string } | null; at: string }
  const audit = (email: string, query = '') => call('GET', `/api/front/courses/${courseGuid}/gradebook/audit${query}`, email);

  it('lists the gradebook’s own changes newest first, with who made them, filtered by item, student and limit', async () => {
    const homework = await assignment('Tarea del registro');
    const column = (await call('POST', `/api/front/courses/${courseGuid}/gradebook/columns`, TEACHER, { name: 'Cuaderno' })).json().guid as string;
    await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: 4 });
    await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: 6 });
    await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, excused: true });
    await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, excused: false });
    await putScore(TEACHER, { item_guid: homework, student_guid: studentGuid, score: null });
    await putScore(TEACHER, { item_guid: homework, student_guid: martaGuid, score: 9 });
    await putScore(TEACHER, { item_guid: column, student_guid: martaGuid, score: 3 });
    // The assessments' own grading writes grade_audit too: never listed here.
    await t.app.db.insert(gradeAudit).values({ tenantId: 'tiza', itemGuid: homework, personGuid: studentGuid, changedBy: await t.userGuid(TEACHER), oldPoints: 1, newPoints: 2, at: new Date() });

    const res = await audit(TEACHER, `?item=${homework}&student=${studentGuid}`);
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().entries as Entry[];
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['cleared', 6, null],
      ['unexcused', null, null],
      ['excused', null, null],
      ['entered', 4, 6],
      ['entered', null, 4],
    ]);
    expect(entries.every((e) => e.item_guid === homework && e.student_guid === studentGuid)).toBe(true);
    expect(entries[0]?.changed_by).toEqual({ guid: await t.userGuid(TEACHER), name: 'Lucía', lastname: 'Martín Gómez' });
    expect([...entries].sort((x, y) => y.at.localeCompare(x.at))).toEqual(entries);

    const byColumn = (await audit(ADMIN, `?item=${column}`)).json().entries as Entry[];
    expect(byColumn.map((e) => [e.item_guid, e.student_guid, e.action, e.after])).toEqual([[column, martaGuid, 'entered', 3]]);
    const marta = (await audit(TEACHER, `?student=${martaGuid}&limit=500`)).json().entries as Entry[];
    expect(marta.slice(0, 2).map((e) => e.item_guid)).toEqual([column, homework]);
    expect(marta.every((e) => e.student_guid === martaGuid)).toBe(true);
    expect((await audit(TEACHER, '?limit=2')).json().entries).toHaveLength(2);
    expect((await audit(TEACHER, '?limit=0')).statusCode).toBe(400);
  });

  it('is for teachers and school admins of the course: a student gets 403, anyone else 404', async () => {
    expect((await audit(ADMIN)).statusCode).toBe(200);
    expect((await audit(STUDENT)).statusCode).toBe(403);
    expect((await audit(TEACHER2)).statusCode).toBe(404);
    expect((await audit(PROFESSOR)).statusCode).toBe(404);
  });
});
