// Spec §4, ADR 0234: once an activity's grades are published — by itself or with its period — it is view-only for
// students: no new attempt (409 GRADES_PUBLISHED, /me says reason 'published') and no hand-in (409 GRADES_PUBLISHED).
// An attempt already in progress can still be resumed and submitted: no answer is lost.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { gradebookItems, lessonItems, lessons } from '../../server/src/db/schema';
import { insertAssessment, type QuestionSeed } from '../../server/src/demo/benchCohort';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let courseGuid: string;
let lessonGuid: string;
const tokens = new Map<string, Record<string, string>>();

const TEACHER = 'teacher@tiza.demo';
const STUDENT = 'student@tiza.demo';
const MARTA = 'marta@tiza.demo';

const QUESTIONS: QuestionSeed[] = [{ type: 'QT_3', name: 'Verdadero', points: 1, data: { correct: true } }];

async function headers(email: string): Promise<Record<string, string>> {
  const cached = tokens.get(email);
  if (cached) return cached;
  const fresh = await t.as(email);
  tokens.set(email, fresh);
  return fresh;
}

async function call(method: 'GET' | 'POST' | 'PUT', url: string, email: string, payload?: unknown) {
  return t.inject({ method, url, headers: await headers(email), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

const publishItem = (guid: string, published: boolean) => call('PUT', `/api/front/courses/${courseGuid}/gradebook/items/${guid}/publication`, TEACHER, { published });
const me = async (item: string, email = STUDENT) => (await call('GET', `/api/front/assessments/${item}/me`, email)).json();
const start = (item: string, email = STUDENT) => call('POST', `/api/front/assessments/${item}/attempts`, email, {});
const handIn = (item: string, key = randomUUID(), email = STUDENT) => call('POST', `/api/front/lesson-items/${item}/hand-in`, email, { text: 'Mi respuesta', submission_key: key });

async function test(name: string): Promise<string> {
  const { itemGuid } = await insertAssessment(t.app.db, { lessonGuid, name, questions: QUESTIONS, settings: { ranking_scale: 10, attempts_allowed: 3 } });
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

beforeAll(async () => {
  t = await createTestApp();
  courseGuid = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
  const [lesson] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(and(eq(lessons.courseGuid, courseGuid), eq(lessons.published, true))).orderBy(asc(lessons.position)).limit(1);
  if (!lesson) throw new Error('no lesson');
  lessonGuid = lesson.guid;
});
afterAll(async () => {
  await t?.close();
});

describe('a test whose grades are published', () => {
  it('cannot be started: /me says why, the start is refused; withdrawing the grades opens it again', async () => {
    const item = await test('Examen publicado');
    expect(await me(item)).toMatchObject({ can_start: true, reason: null });
    expect((await publishItem(item, true)).statusCode).toBe(200);
    expect(await me(item)).toMatchObject({ can_start: false, reason: 'published', open_attempt_guid: null, assessment: { grades_published: true } });
    const refused = await start(item);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'GRADES_PUBLISHED' });

    await publishItem(item, false);
    expect(await me(item)).toMatchObject({ can_start: true, reason: null });
    expect((await start(item)).statusCode).toBe(201);
  });

  it('an attempt already in progress is resumed and submitted after publishing; then no new one', async () => {
    const item = await test('Examen en curso');
    const started = await start(item, MARTA);
    expect(started.statusCode, started.body).toBe(201);
    const attempt = started.json();
    await publishItem(item, true);

    expect(await me(item, MARTA)).toMatchObject({ can_start: true, reason: null, open_attempt_guid: attempt.guid });
    const resumed = await start(item, MARTA);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().guid).toBe(attempt.guid);
    const submitted = await call('POST', `/api/front/attempts/${attempt.guid}/submit`, MARTA, {
      submission_key: randomUUID(),
      answers: [{ question_guid: attempt.questions[0].question_guid, answer: { value: true }, revision: 1 }],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await me(item, MARTA)).toMatchObject({ can_start: false, reason: 'published', open_attempt_guid: null });
    expect((await start(item, MARTA)).json()).toMatchObject({ code: 'GRADES_PUBLISHED' });
  });

  it('publishing its period is publishing it', async () => {
    const item = await test('Examen del segundo trimestre');
    await t.app.db.insert(gradebookItems).values({ itemGuid: item, periodCode: 't02' });
    const published = await call('PUT', `/api/front/courses/${courseGuid}/gradebook/periods/t02/publication`, TEACHER, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(await me(item)).toMatchObject({ can_start: false, reason: 'published' });
    expect((await start(item)).statusCode).toBe(409);
  });
});

describe('an assignment whose grades are published', () => {
  it('cannot be handed in; a retry of a hand-in made before still answers its job; withdrawing opens it again', async () => {
    const item = await assignment('Tarea publicada');
    const key = randomUUID();
    expect((await handIn(item, key, MARTA)).statusCode).toBe(200);
    await publishItem(item, true);

    const refused = await handIn(item);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'GRADES_PUBLISHED' });
    const retry = await handIn(item, key, MARTA);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'delivered' });

    await publishItem(item, false);
    expect((await handIn(item)).statusCode).toBe(200);
  });
});
