// How many statements each hot read sends to the database (issue 14, goal 1; ADR 0544): counted on the driver
// (`Database.observeStatements`), after a first call has put the caller's session in the process's memory. A count,
// not a timing: a change that makes a read send more statements (an N+1, an access check read twice, the session asked
// again) fails here on PGlite and on PostgreSQL alike.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons } from '../../server/src/db/schema';
import { BENCH_ANSWERS, BENCH_QUESTIONS, insertAssessment } from '../../server/src/demo/benchCohort';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
const TEACHER = 'teacher@tiza.demo';
const STUDENT = 'student@tiza.demo';
const headers = new Map<string, Record<string, string>>();
let courseGuid: string;
let lessonGuid: string;
let gradebookCourse: string;
/** The gradebook's setup with the access facts, then its grid (ADR 0485). */
const GRADEBOOK_STATEMENTS = 2;
/** A save: the attempt with its row's version, then the write under its lock (ADR 0547). */
const SAVE_STATEMENTS = 2;
/** A submit, its questions kept (ADR 0546): the attempt locked, its answers, the scores with the totals, the job read and written, the item done with its lesson's items read, the lesson's percent (ADR 0547); besides its transaction's begin and commit. */
const SUBMIT_STATEMENTS = 7;

/** The statements one call sends, and its status; the call is made once before, so only its steady state is counted. */
async function statementsOf(email: string, url: string): Promise<{ status: number; statements: string[] }> {
  const auth = headers.get(email) ?? (await t.as(email));
  headers.set(email, auth);
  expect((await t.inject({ method: 'GET', url, headers: auth })).statusCode).toBe(200);
  const statements: string[] = [];
  const stop = t.app.database.observeStatements((sql) => statements.push(sql));
  try {
    const res = await t.inject({ method: 'GET', url, headers: auth });
    return { status: res.statusCode, statements };
  } finally {
    stop();
  }
}

beforeAll(async () => {
  // No background poll (the roster sync's): only what the request sends is counted.
  t = await createTestApp({ syncPollMs: 0 });
  const auth = await t.as(TEACHER);
  headers.set(TEACHER, auth);
  const list = (await t.inject({ method: 'GET', url: '/api/front/courses?pageSize=100', headers: auth })).json() as { data: { guid: string; name: string }[] };
  // The teacher's course with the most lessons, and its first lesson with items.
  for (const course of list.data) {
    const detail = (await t.inject({ method: 'GET', url: `/api/front/courses/${course.guid}`, headers: auth })).json() as { units: { lessons: { lesson_guid: string; items_count: number }[] }[] };
    const lesson = detail.units.flatMap((u) => u.lessons).find((l) => l.items_count > 0);
    if (lesson && !lessonGuid) {
      courseGuid = course.guid;
      lessonGuid = lesson.lesson_guid;
    }
  }
  gradebookCourse = list.data.find((c) => c.name.startsWith('Lengua Castellana'))?.guid ?? '';
  expect(courseGuid && lessonGuid && gradebookCourse).toBeTruthy();
});

afterAll(async () => {
  await t?.close();
});

describe('statements per signed-in read (the session is in memory after the first call)', () => {
  it('counts what the driver is sent, nothing for a request that sends nothing', async () => {
    const { statements } = await statementsOf(TEACHER, '/api/front/courses');
    expect(statements.length).toBeGreaterThan(0);
    const health: string[] = [];
    const stop = t.app.database.observeStatements((sql) => health.push(sql));
    await t.inject({ method: 'GET', url: '/api/health' });
    stop();
    // /api/health is its one `select 1`; once unsubscribed, nothing more is heard.
    expect(health).toHaveLength(1);
    await t.inject({ method: 'GET', url: '/api/health' });
    expect(health).toHaveLength(1);
  });

  it.each([
    ['the course list', () => '/api/front/courses', 1],
    ['a course page', () => `/api/front/courses/${courseGuid}`, 1],
    ['a lesson page', () => `/api/front/lessons/${lessonGuid}`, 2],
    ['the resource tree', () => `/api/lms/courses/${courseGuid}/resources`, 1],
    ['the task list', () => '/api/front/tasks', 1],
    ['the gradebook', () => `/api/front/courses/${gradebookCourse}/gradebook`, GRADEBOOK_STATEMENTS],
  ])('%s, for its teacher', async (_name, url, expected) => {
    const { status, statements } = await statementsOf(TEACHER, url());
    expect(status).toBe(200);
    expect(statements, statements.join('\n---\n')).toHaveLength(expected);
  });

  it.each([
    ['the course list', () => '/api/front/courses', 1],
    ['a course page', () => `/api/front/courses/${courseGuid}`, 1],
    ['the task list', () => '/api/front/tasks', 1],
  ])('%s, for a student', async (_name, url, expected) => {
    const { status, statements } = await statementsOf(STUDENT, url());
    expect(status).toBe(200);
    expect(statements, statements.join('\n---\n')).toHaveLength(expected);
  });
});

describe('statements of a save and a submit at the bell (ADRs 0546, 0547)', () => {
  /** What `call` sends, with its status. */
  async function sent(call: () => Promise<{ statusCode: number; body: string }>): Promise<{ status: number; body: string; statements: string[] }> {
    const statements: string[] = [];
    const stop = t.app.database.observeStatements((sql) => statements.push(sql));
    try {
      const res = await call();
      return { status: res.statusCode, body: res.body, statements };
    } finally {
      stop();
    }
  }

  it('a save is the attempt read and one write; a submit reads no question once they are kept', async () => {
    const courseGuid = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const [lesson] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(and(eq(lessons.courseGuid, courseGuid), eq(lessons.published, true))).orderBy(asc(lessons.position)).limit(1);
    const { itemGuid, questionGuids } = await insertAssessment(t.app.db, { lessonGuid: lesson?.guid ?? '', questions: BENCH_QUESTIONS });
    const auth = headers.get(STUDENT) ?? (await t.as(STUDENT));
    headers.set(STUDENT, auth);
    // Opening the test keeps its questions in the process.
    const opened = await t.inject({ method: 'POST', url: `/api/front/assessments/${itemGuid}/attempts`, headers: auth, payload: {} });
    expect(opened.statusCode, opened.body).toBe(201);
    const attempt = (opened.json() as { guid: string }).guid;
    const batch = (revision: number) => ({ answers: questionGuids.map((guid, i) => ({ question_guid: guid, answer: BENCH_ANSWERS[i], revision })) });

    const save = await sent(() => t.inject({ method: 'PUT', url: `/api/front/attempts/${attempt}/answers`, headers: auth, payload: batch(1) }));
    expect(save.status, save.body).toBe(200);
    expect(save.statements, save.statements.join('\n---\n')).toHaveLength(SAVE_STATEMENTS);

    const submit = await sent(() => t.inject({ method: 'POST', url: `/api/front/attempts/${attempt}/submit`, headers: auth, payload: { submission_key: randomUUID() } }));
    expect(submit.status, submit.body).toBe(200);
    // In its transaction: PostgreSQL's driver is sent `begin` and `commit` too, PGlite's takes them itself.
    const work = submit.statements.filter((sql) => !/^(begin|commit)$/i.test(sql.trim()));
    expect(work, work.join('\n---\n')).toHaveLength(SUBMIT_STATEMENTS);
    expect(submit.statements.filter((sql) => /from "questions"/.test(sql))).toEqual([]);
  });
});
