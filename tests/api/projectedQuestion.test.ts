// A test's question asked to the class (`/projection/question/{g}`, ADR 0526): where it is projected, and asking it on a
// projection of its lesson — a live round built by the server from the stored question (the client sends no key), or,
// for a type answered on each device, a projection that only remembers it. Who is refused, and how.
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectionStateDto } from '@contract/projection';
import type { StudentRoundDto } from '@contract/liveRounds';
import { lessonItems, lessons, questions } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let courseGuid: string;
let teacher: Record<string, string>;
let pablo: Record<string, string>;

interface Located {
  guid: string;
  itemGuid: string;
  lessonGuid: string;
  name: string;
  description: string;
  points: number;
  data: Record<string, unknown>;
}

/** The first question of the given type in a published test of a published lesson of the course. */
async function questionOf(type: string): Promise<Located> {
  const [row] = await t.app.db
    .select({ guid: questions.guid, itemGuid: questions.itemGuid, lessonGuid: lessons.guid, name: questions.name, description: questions.description, points: questions.points, data: questions.data })
    .from(questions)
    .innerJoin(lessonItems, eq(lessonItems.guid, questions.itemGuid))
    .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
    .where(and(eq(lessons.courseGuid, courseGuid), eq(lessons.published, true), eq(lessonItems.published, true), eq(questions.type, type)))
    .orderBy(asc(lessons.position), asc(lessonItems.position))
    .limit(1);
  if (!row) throw new Error(`no ${type} question in the course`);
  return { ...row, points: Number(row.points) };
}

beforeAll(async () => {
  t = await createTestApp({ notificationSweepMs: 0 });
  courseGuid = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  teacher = await t.as('teacher@tiza.demo');
  pablo = await t.as('student@tiza.demo');
});
afterAll(async () => {
  await t?.close();
});

const place = (guid: string, headers = teacher) => t.inject({ method: 'GET', url: `/api/front/projection/questions/${guid}`, headers });

async function project(lessonGuid: string): Promise<string> {
  const res = await t.inject({ method: 'POST', url: '/api/front/projection/sessions', headers: teacher, payload: { course_guid: courseGuid, lesson_guid: lessonGuid } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { guid: string }).guid;
}

const ask = (projection: string, payload: Record<string, unknown>, headers = teacher) =>
  t.inject({ method: 'POST', url: `/api/front/projection/sessions/${projection}/question`, headers, payload });

async function state(projection: string): Promise<ProjectionStateDto> {
  const res = await t.inject({ method: 'GET', url: `/api/front/projection/sessions/${projection}`, headers: teacher });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProjectionStateDto;
}

describe('where a test’s question is projected', () => {
  it('answers its test, lesson and course to the course’s teacher', async () => {
    const question = await questionOf('QT_1');
    const res = await place(question.guid.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ question_guid: question.guid, item_guid: question.itemGuid, lesson_guid: question.lessonGuid, course_guid: courseGuid });
  });

  it('is refused to students and school admins (403), and unknown to other teachers and tenants (404)', async () => {
    const question = await questionOf('QT_1');
    expect((await place(question.guid, pablo)).statusCode).toBe(403);
    expect((await place(question.guid, await t.as('admin@tiza.demo'))).statusCode).toBe(403);
    for (const email of ['teacher2@tiza.demo', 'professor@escola.demo']) {
      const res = await place(question.guid, await t.as(email));
      expect(res.statusCode, email).toBe(404);
    }
    expect((await place('00000000-0000-4000-8000-0000000000ee')).statusCode).toBe(404);
    const malformed = await place('not-a-guid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('asking a test’s question on a projection of its lesson', () => {
  it('asks a live type at once, with the text, key and points the test stores', async () => {
    const question = await questionOf('QT_1');
    const projection = await project(question.lessonGuid);
    const res = await ask(projection, { question_guid: question.guid });
    expect(res.statusCode, res.body).toBe(201);
    const asked = res.json() as { question_guid: string; live: boolean; round_guid: string };
    expect(asked).toMatchObject({ question_guid: question.guid, live: true });

    const shown = await state(projection);
    expect(shown.question).toEqual({ guid: question.guid, item_guid: question.itemGuid, name: question.name, type: 'QT_1', live: true });
    expect(shown.live).toMatchObject({ guid: asked.round_guid, type: 'QT_1', state: 'open', points: question.points, data: question.data });
    // The prompt is the question's text without its markup.
    expect(shown.live?.prompt).toBe(question.description.replace(/<[^>]*>/g, '').trim());

    // The class answers it like any live question, on the lesson page; the key stays on the teacher's side.
    const lessonRound = await t.inject({ method: 'GET', url: `/api/front/projection/lessons/${question.lessonGuid}/round`, headers: pablo });
    const round = (lessonRound.json() as { round: StudentRoundDto | null }).round;
    expect(round).toMatchObject({ guid: asked.round_guid, type: 'QT_1', key: null });
    expect(round?.data).not.toHaveProperty('correct');
    const right = (question.data as { correct: string }).correct;
    const answered = await t.inject({ method: 'PUT', url: `/api/front/projection/rounds/${asked.round_guid}/answer`, headers: pablo, payload: { answer: { choice: right } } });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await state(projection)).live).toMatchObject({ answered: 1, correct: 1 });
  });

  it('only remembers a type answered on each device: no round, and the screens say so', async () => {
    const question = await questionOf('QT_8');
    const projection = await project(question.lessonGuid);
    const res = await ask(projection, { question_guid: question.guid });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ question_guid: question.guid, live: false, round_guid: null });
    const shown = await state(projection);
    expect(shown.question).toMatchObject({ guid: question.guid, type: 'QT_8', live: false });
    expect(shown.live ?? null).toBeNull();
  });

  it('ignores anything but the question’s guid: the key is read from the test', async () => {
    const question = await questionOf('QT_1');
    const projection = await project(question.lessonGuid);
    const res = await ask(projection, { question_guid: question.guid, type: 'QT_3', prompt: 'Otra', data: { correct: true }, points: 999 });
    expect(res.statusCode, res.body).toBe(201);
    expect((await state(projection)).live).toMatchObject({ type: 'QT_1', prompt: question.description.replace(/<[^>]*>/g, '').trim(), points: question.points, data: question.data });
  });

  it('refuses a question of another lesson, someone else’s projection, unknown and malformed guids — never a 500', async () => {
    const question = await questionOf('QT_1');
    const [other] = await t.app.db
      .select({ guid: lessons.guid })
      .from(lessons)
      .where(and(eq(lessons.courseGuid, courseGuid), eq(lessons.published, true), ne(lessons.guid, question.lessonGuid)))
      .orderBy(asc(lessons.position))
      .limit(1);
    expect((await ask(await project(other?.guid ?? ''), { question_guid: question.guid })).statusCode).toBe(404);

    const projection = await project(question.lessonGuid);
    for (const email of ['student@tiza.demo', 'teacher2@tiza.demo', 'professor@escola.demo']) {
      const res = await ask(projection, { question_guid: question.guid }, await t.as(email));
      expect(res.statusCode, email).toBe(404);
    }
    expect((await ask(projection, { question_guid: '00000000-0000-4000-8000-0000000000ee' })).statusCode).toBe(404);
    for (const payload of [{ question_guid: 'nope' }, {}, { question_guid: 7 }]) {
      const res = await ask(projection, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const bad = await t.inject({ method: 'POST', url: '/api/front/projection/sessions/nope/question', headers: teacher, payload: { question_guid: question.guid } });
    expect(bad.statusCode).toBe(400);
    // Nothing was asked on the projection by any refusal.
    expect((await state(projection)).question ?? null).toBeNull();
  });
});
