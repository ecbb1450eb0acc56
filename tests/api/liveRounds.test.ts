// Live questions in class (docs/api-projection.md, ADR 0527, 0528): launching from the remote, students answering from
// the lesson page, the projector's aggregate over its WebSocket, the students' `event: live`, saving to the gradebook;
// and, on PostgreSQL, an answer through one process reaching a projector held by another.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentRoundDto } from '@contract/liveRounds';
import { buildApp } from '../../server/src/app';
import { columnScores, courseMembers, gradebookColumns, lessons, users } from '../../server/src/db/schema';
import { openStream } from './support/eventStream';
import { connectProjection } from './support/projectionSocket';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './support/testApp';

let t: TestApp;
let http: string;
let ws: string;
let courseGuid: string;
let lessonGuid: string;
let teacher: Record<string, string>;
let teacherToken: string;
let pablo: Record<string, string>;
let lucas: Record<string, string>;

const CAPITAL = {
  type: 'QT_1',
  prompt: '¿Cuál es la capital de Portugal?',
  data: { options: [{ id: 'a', text: 'Madrid' }, { id: 'b', text: 'Lisboa' }, { id: 'c', text: 'Oporto' }], correct: 'b', shuffle: false },
};

beforeAll(async () => {
  t = await createTestApp({ notificationSweepMs: 0 });
  http = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ws = http.replace(/^http/, 'ws');
  courseGuid = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  const [lesson] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(and(eq(lessons.courseGuid, courseGuid), eq(lessons.published, true))).orderBy(asc(lessons.position)).limit(1);
  lessonGuid = lesson?.guid ?? '';
  teacherToken = await t.login('teacher@tiza.demo');
  teacher = { authorization: `Bearer ${teacherToken}`, ...t.ctx('tiza') };
  pablo = await t.as('student@tiza.demo');
  lucas = await t.as('lucas@tiza.demo');
});
afterAll(async () => {
  await t?.close();
});

async function project(): Promise<string> {
  const res = await t.inject({ method: 'POST', url: '/api/front/projection/sessions', headers: teacher, payload: { course_guid: courseGuid, lesson_guid: lessonGuid } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { guid: string }).guid;
}

async function launch(projection: string, body: Record<string, unknown> = CAPITAL, headers = teacher) {
  return t.inject({ method: 'POST', url: `/api/front/projection/sessions/${projection}/rounds`, headers, payload: body });
}

async function launched(projection: string, body: Record<string, unknown> = CAPITAL): Promise<string> {
  const res = await launch(projection, body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { guid: string }).guid;
}

const answer = (round: string, headers: Record<string, string>, given: Record<string, unknown>) =>
  t.inject({ method: 'PUT', url: `/api/front/projection/rounds/${round}/answer`, headers, payload: { answer: given } });

const act = (projection: string, round: string, action: string) =>
  t.inject({ method: 'POST', url: `/api/front/projection/sessions/${projection}/rounds/${round}/actions`, headers: teacher, payload: { action } });

const lessonRound = async (headers: Record<string, string>) => {
  const res = await t.inject({ method: 'GET', url: `/api/front/projection/lessons/${lessonGuid}/round`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { round: StudentRoundDto | null }).round;
};

describe('launching a live question', () => {
  it('shows it to the course’s students, without its key, and ends the round before it', async () => {
    const projection = await project();
    const first = await launched(projection);
    const second = await launched(projection, { type: 'QT_3', prompt: 'El agua hierve a 100 °C', data: { correct: true } });
    const seen = await lessonRound(pablo);
    expect(seen).toMatchObject({ guid: second, type: 'QT_3', state: 'open', my_answer: null, key: null, my_outcome: null });
    expect(seen?.guid).not.toBe(first);
    const choice = await launched(projection);
    const asStudent = await lessonRound(lucas);
    expect(asStudent?.guid).toBe(choice);
    expect(asStudent?.data).toEqual({ options: CAPITAL.data.options });
    // Its teacher (and anyone not learning in it) reads no round: the lesson page asks only for students.
    expect(await lessonRound(teacher)).toBeNull();
  });

  it('is refused to students, other teachers and for a projection that is not theirs', async () => {
    const projection = await project();
    for (const email of ['student@tiza.demo', 'teacher2@tiza.demo', 'marta@tiza.demo']) {
      const res = await launch(projection, CAPITAL, await t.as(email));
      expect(res.statusCode, email).toBe(404);
    }
  });

  it('refuses a question of a type that does not run live, and question data its type refuses', async () => {
    const projection = await project();
    const manual = await launch(projection, { type: 'QT_8', prompt: 'Redacta', data: { min_words: null, max_words: null } });
    expect(manual.statusCode).toBe(400);
    expect(manual.json().code).toBe('VALIDATION_FAILED');
    const noKey = await launch(projection, { ...CAPITAL, data: { options: CAPITAL.data.options, correct: 'z', shuffle: false } });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ code: 'INVALID_QUESTION_DATA' });
    const blank = await launch(projection, { ...CAPITAL, prompt: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details[0]).toMatchObject({ path: '/prompt', message: 'round.prompt.blank' });
  });
});

describe('answering', () => {
  it('takes one answer per student; the same answer again is a retry, another is refused', async () => {
    const projection = await project();
    const round = await launched(projection);
    const first = await answer(round, pablo, { choice: 'b' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ round_guid: round, repeat: false });
    const retry = await answer(round, pablo, { choice: 'b' });
    expect(retry.json()).toEqual({ round_guid: round, repeat: true });
    const other = await answer(round, pablo, { choice: 'a' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('ALREADY_ANSWERED');
    expect(await lessonRound(pablo)).toMatchObject({ my_answer: { choice: 'b' } });
  });

  it('answers two at once, both kept', async () => {
    const projection = await project();
    const round = await launched(projection);
    const [a, b] = await Promise.all([answer(round, pablo, { choice: 'b' }), answer(round, lucas, { choice: 'a' })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const state = await t.inject({ method: 'GET', url: `/api/front/projection/sessions/${projection}`, headers: teacher });
    expect(state.json().live).toMatchObject({ answered: 2, correct: 1 });
  });

  it('refuses the course’s teachers (403), outsiders (404), malformed and empty answers (400) and answers after closing (409)', async () => {
    const projection = await project();
    const round = await launched(projection);
    expect((await answer(round, teacher, { choice: 'b' })).statusCode).toBe(403);
    expect((await answer(round, await t.as('marta@tiza.demo'), { choice: 'b' })).statusCode).toBe(404);
    const wrongShape = await answer(round, pablo, { text: 'Lisboa' });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().code).toBe('INVALID_ANSWER');
    const empty = await answer(round, pablo, { choice: null });
    expect(empty.statusCode).toBe(400);
    const notAnObject = await t.inject({ method: 'PUT', url: `/api/front/projection/rounds/${round}/answer`, headers: pablo, payload: { answer: 'b' } });
    expect(notAnObject.statusCode).toBe(400);
    const notAGuid = await t.inject({ method: 'PUT', url: '/api/front/projection/rounds/nope/answer', headers: pablo, payload: { answer: { choice: 'b' } } });
    expect(notAGuid.statusCode).toBe(400);
    expect((await act(projection, round, 'close')).statusCode).toBe(200);
    const late = await answer(round, lucas, { choice: 'b' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ROUND_NOT_OPEN');
  });
});

describe('the projector', () => {
  it('sees answers arrive aggregated without names, then names and the key once the teacher shows them', async () => {
    const projection = await project();
    const projector = connectProjection(ws, projection, teacherToken);
    await projector.opened;
    await projector.stateWhere((state) => state.live === null);
    const round = await launched(projection);
    const open = await projector.stateWhere((state) => state.live?.guid === round);
    expect(open.live).toMatchObject({ state: 'open', answered: 0, kind: 'bars', names: [] });
    expect(open.live?.class_size).toBeGreaterThanOrEqual(2);

    await answer(round, pablo, { choice: 'b' });
    await answer(round, lucas, { choice: 'a' });
    const two = await projector.stateWhere((state) => state.live?.answered === 2);
    expect(two.live?.tallies.map((tally) => [tally.label, tally.count])).toEqual([
      ['Madrid', 1],
      ['Lisboa', 1],
      ['Oporto', 0],
    ]);
    expect(two.live).toMatchObject({ correct: 1, correct_share: 0.5, names: [] });

    expect((await act(projection, round, 'reveal')).json()).toMatchObject({ state: 'revealed' });
    await projector.stateWhere((state) => state.live?.state === 'revealed');
    await act(projection, round, 'show-names');
    const named = await projector.stateWhere((state) => state.live?.names_shown === true);
    expect(named.live?.names.map((entry) => entry.answer).sort()).toEqual(['Lisboa', 'Madrid']);
    expect(await lessonRound(pablo)).toMatchObject({ state: 'revealed', key: { choice: 'b' }, my_outcome: 'correct' });
    expect(await lessonRound(lucas)).toMatchObject({ my_outcome: 'incorrect' });

    await act(projection, round, 'end');
    await projector.stateWhere((state) => state.live === null);
    // Rounds of other projections of this lesson (earlier tests) may still run: this one is gone from the page.
    expect((await lessonRound(pablo))?.guid).not.toBe(round);
    projector.close();
  });

  it('resumes the running round on a new socket', async () => {
    const projection = await project();
    const round = await launched(projection);
    await answer(round, pablo, { choice: 'c' });
    const again = connectProjection(ws, projection, teacherToken);
    await again.opened;
    const state = await again.stateWhere(() => true);
    expect(state.live).toMatchObject({ guid: round, answered: 1 });
    again.close();
  });

  it('refuses illegal steps: closing twice, anything after the end, another projection’s round', async () => {
    const projection = await project();
    const round = await launched(projection);
    expect((await act(projection, round, 'close')).statusCode).toBe(200);
    const twice = await act(projection, round, 'close');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ROUND_NOT_OPEN');
    await act(projection, round, 'end');
    expect((await act(projection, round, 'reveal')).json().code).toBe('ROUND_ENDED');
    const elsewhere = await project();
    expect((await act(elsewhere, round, 'reveal')).statusCode).toBe(404);
    const unknownAction = await act(projection, round, 'explode');
    expect(unknownAction.statusCode).toBe(400);
  });
});

describe('the students’ stream', () => {
  it('tells the course’s students when a round opens, is revealed and ends; nobody else', async () => {
    const projection = await project();
    const student = await openStream(http, pablo);
    const outsider = await openStream(http, await t.as('marta@tiza.demo'));
    expect((await student.nextEvent()).event).toBe('ready');
    expect((await outsider.nextEvent()).event).toBe('ready');
    const round = await launched(projection);
    expect(await student.nextLive()).toEqual({ course_guid: courseGuid, lesson_guid: lessonGuid, round_guid: round, change: 'opened' });
    await act(projection, round, 'reveal');
    expect((await student.nextLive()).change).toBe('revealed');
    await act(projection, round, 'end');
    expect((await student.nextLive()).change).toBe('ended');
    await t.app.liveRoundFanOut.settled();
    // Marta is not in the course: a board post of her own course is the next thing her stream carries, not a round.
    const maths = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    await t.inject({ method: 'POST', url: '/api/messages', headers: teacher, payload: { course_guid: maths, message: '<p>Para Matemáticas.</p>' } });
    for (;;) {
      const event = await outsider.next();
      expect(event.event).not.toBe('live');
      if (event.event === 'notification') break;
    }
    await student.close();
    await outsider.close();
  });
});

describe('the course’s students, kept between rounds', () => {
  it('stop telling a student who left the course and tell one who comes back, without a restart', async () => {
    const projection = await project();
    const stream = await openStream(http, lucas);
    expect((await stream.nextEvent()).event).toBe('ready');
    const first = await launched(projection);
    expect(await stream.nextLive()).toMatchObject({ round_guid: first, change: 'opened' });
    await t.app.liveRoundFanOut.settled();
    expect(t.app.liveRoundFanOut.students.size).toBeGreaterThan(0);
    const [lucasRow] = await t.app.db.select({ guid: users.guid }).from(users).where(eq(users.email, 'lucas@tiza.demo'));
    const membership = and(eq(courseMembers.courseGuid, courseGuid), eq(courseMembers.userGuid, lucasRow?.guid ?? ''));
    const [removed] = await t.app.db.delete(courseMembers).where(membership).returning();
    if (!removed) throw new Error('Lucas learns in the course');
    try {
      // Launched while Lucas is out of the course: neither its opening nor the first round's end reaches him.
      const whileOut = await launched(projection);
      await t.app.liveRoundFanOut.settled();
      await t.app.db.insert(courseMembers).values(removed);
      const back = await launched(projection);
      const heard: string[] = [];
      for (;;) {
        const change = await stream.nextLive();
        heard.push(`${change.round_guid}:${change.change}`);
        if (change.round_guid === back && change.change === 'opened') break;
      }
      expect(heard).not.toContain(`${whileOut}:opened`);
      expect(heard).not.toContain(`${first}:ended`);
    } finally {
      await t.app.db.insert(courseMembers).values(removed).onConflictDoNothing();
      await stream.close();
    }
  });
});

describe('saving to the gradebook', () => {
  it('refuses while answers may come, then makes one unpublished column scored like a test question; saving again answers the same column', async () => {
    const projection = await project();
    const round = await launched(projection, { ...CAPITAL, points: 5 });
    await answer(round, pablo, { choice: 'b' });
    await answer(round, lucas, { choice: 'c' });
    const save = () => t.inject({ method: 'POST', url: `/api/front/projection/sessions/${projection}/rounds/${round}/gradebook`, headers: teacher, payload: {} });
    const early = await save();
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('ROUND_OPEN');
    await act(projection, round, 'reveal');
    const saved = await save();
    expect(saved.statusCode, saved.body).toBe(201);
    const { column_guid: column } = saved.json() as { column_guid: string };
    expect(saved.json()).toMatchObject({ name: CAPITAL.prompt, scores: 2 });
    const [row] = await t.app.db.select().from(gradebookColumns).where(eq(gradebookColumns.guid, column));
    expect(row).toMatchObject({ courseGuid, maxScore: 5, gradesPublishedAt: null });
    const scores = await t.app.db.select({ score: columnScores.score }).from(columnScores).where(eq(columnScores.columnGuid, column));
    expect(scores.map((s) => s.score).sort()).toEqual([0, 5]);
    const again = await save();
    expect(again.statusCode).toBe(200);
    expect(again.json().column_guid).toBe(column);
    const grid = await t.inject({ method: 'GET', url: `/api/front/courses/${courseGuid}/gradebook`, headers: teacher });
    expect(grid.statusCode, grid.body).toBe(200);
    expect(grid.body).toContain(column);
  });

  it('is refused to anyone but the projection’s teacher', async () => {
    const projection = await project();
    const round = await launched(projection);
    await act(projection, round, 'close');
    for (const email of ['student@tiza.demo', 'teacher2@tiza.demo']) {
      const res = await t.inject({ method: 'POST', url: `/api/front/projection/sessions/${projection}/rounds/${round}/gradebook`, headers: await t.as(email), payload: {} });
      expect(res.statusCode, email).toBe(404);
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('across server processes on one PostgreSQL', () => {
  it('an answer through one process reaches a projector on another, and a launch reaches a student’s stream there', async () => {
    const other = await buildApp({ database: { kind: 'postgres', url: t.databaseUrl ?? '' }, prepared: true, jwtSecret: TEST_JWT_SECRET, attemptSweepMs: 0, notificationSweepMs: 0 });
    try {
      const otherHttp = await other.listen({ port: 0, host: '127.0.0.1' });
      const projection = await project();
      const projector = connectProjection(otherHttp.replace(/^http/, 'ws'), projection, teacherToken);
      const stream = await openStream(otherHttp, lucas);
      await projector.opened;
      expect((await stream.nextEvent()).event).toBe('ready');
      const round = await launched(projection);
      expect((await stream.nextLive()).round_guid).toBe(round);
      await answer(round, pablo, { choice: 'b' });
      expect((await projector.stateWhere((state) => state.live?.answered === 1)).live?.correct).toBe(1);
      projector.close();
      await stream.close();
    } finally {
      await other.close();
    }
  });
});
