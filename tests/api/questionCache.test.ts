// The questions of an assessment being taken are kept in each server process (ADR 0546); a change of them reaches
// every process at its commit (a trigger on `questions`, the channel `tiza_question_changes`). Here a change made
// through the authoring routes, once nothing holds the questions locked any more (the only attempt gone, as when its
// student is deleted), is seen by the next read: in the same process at once, on PGlite and on PostgreSQL, and on
// PostgreSQL by a second server process sharing the database within a second.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { answers, attempts, lessons } from '../../server/src/db/schema';
import { insertAssessment, type QuestionSeed } from '../../server/src/demo/benchCohort';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './support/testApp';

const onPostgres = process.env.TEST_DATABASE_URL !== undefined;
const STUDENT = 'student@tiza.demo';
const TEACHER = 'teacher@tiza.demo';

const QUESTIONS: QuestionSeed[] = [
  { type: 'QT_1', name: 'Capital', points: 2, data: { options: [{ id: 'a', text: 'Madrid' }, { id: 'b', text: 'Lisboa' }], correct: 'a', shuffle: false } },
  { type: 'QT_3', name: 'Verdadero', points: 1, data: { correct: true } },
];

let t: TestApp;
let second: FastifyInstance | undefined;
let lessonGuid: string;

beforeAll(async () => {
  t = await createTestApp();
  const courseGuid = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
  const [lesson] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(and(eq(lessons.courseGuid, courseGuid), eq(lessons.published, true))).orderBy(asc(lessons.position)).limit(1);
  if (!lesson) throw new Error('no lesson');
  lessonGuid = lesson.guid;
  if (onPostgres) second = await buildApp({ database: { kind: 'postgres', url: t.databaseUrl ?? '' }, jwtSecret: TEST_JWT_SECRET, attemptSweepMs: 0 });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

type Inject = TestApp['inject'];

/** The question names a student's freshly started attempt shows, through `inject`. */
async function startedNames(inject: Inject, itemGuid: string, headers: Record<string, string>): Promise<{ guid: string; names: string[] }> {
  const res = await inject({ method: 'POST', url: `/api/front/assessments/${itemGuid}/attempts`, headers, payload: {} });
  expect(res.statusCode, res.body).toBe(201);
  const dto = res.json() as { guid: string; questions: { content_name: string }[] };
  return { guid: dto.guid, names: dto.questions.map((q) => q.content_name) };
}

/** The attempt goes (as with its student deleted): its questions are no longer locked for their authors. */
async function dropAttempt(guid: string): Promise<void> {
  await t.app.db.delete(attempts).where(eq(attempts.guid, guid));
}

describe('the questions kept per process', () => {
  it('a question changed and one deleted through the authoring routes are seen by the next attempt and save in the same process', async () => {
    const { itemGuid, questionGuids: q } = await insertAssessment(t.app.db, { lessonGuid, questions: QUESTIONS });
    const student = await t.as(STUDENT);
    const teacher = await t.as(TEACHER);
    const first = await startedNames(t.inject, itemGuid, student);
    expect(first.names).toEqual(['Capital', 'Verdadero']);
    // A save checks the batch against the kept questions.
    const saved = await t.inject({ method: 'PUT', url: `/api/front/attempts/${first.guid}/answers`, headers: student, payload: { answers: [{ question_guid: q[1], answer: { value: true }, revision: 1 }] } });
    expect(saved.statusCode, saved.body).toBe(200);
    // While an attempt exists the authors are refused; once it is gone they may change the questions.
    const locked = await t.inject({ method: 'PATCH', url: `/api/front/questions/${q[0]}`, headers: teacher, payload: { content_name: 'Capital de Portugal' } });
    expect(locked.statusCode).toBe(409);
    await dropAttempt(first.guid);
    expect((await t.inject({ method: 'PATCH', url: `/api/front/questions/${q[0]}`, headers: teacher, payload: { content_name: 'Capital de Portugal' } })).statusCode).toBe(200);
    expect((await t.inject({ method: 'DELETE', url: `/api/front/questions/${q[1]}`, headers: teacher })).statusCode).toBe(204);

    const again = await startedNames(t.inject, itemGuid, student);
    expect(again.names).toEqual(['Capital de Portugal']);
    const stale = await t.inject({ method: 'PUT', url: `/api/front/attempts/${again.guid}/answers`, headers: student, payload: { answers: [{ question_guid: q[1], answer: { value: true }, revision: 1 }] } });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'UNKNOWN_QUESTION' });
    const submitted = await t.inject({ method: 'POST', url: `/api/front/attempts/${again.guid}/submit`, headers: student, payload: { submission_key: randomUUID(), answers: [{ question_guid: q[0], answer: { choice: 'a' }, revision: 1 }] } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    // Scored against the one question left: 2 of 2 points.
    expect(submitted.json()).toMatchObject({ status: 'submitted', questions: [{ content_name: 'Capital de Portugal' }] });
    const [row] = await t.app.db.select({ points: attempts.points, maxPoints: attempts.maxPoints }).from(attempts).where(eq(attempts.guid, again.guid));
    expect(row).toEqual({ points: 2, maxPoints: 2 });
  });

  it.runIf(onPostgres)('a change made through one server process is seen by another within a second', async () => {
    const other = second as FastifyInstance;
    const inject: Inject = (options) => other.inject(options);
    const { itemGuid, questionGuids: q } = await insertAssessment(t.app.db, { lessonGuid, questions: QUESTIONS });
    const student = await t.as(STUDENT);
    const teacher = await t.as(TEACHER);
    // The second process keeps the questions.
    const first = await startedNames(inject, itemGuid, student);
    expect(first.names).toEqual(['Capital', 'Verdadero']);
    await dropAttempt(first.guid);
    // The first process changes them.
    expect((await t.inject({ method: 'PATCH', url: `/api/front/questions/${q[0]}`, headers: teacher, payload: { content_name: 'Capital de Portugal' } })).statusCode).toBe(200);
    const deadline = Date.now() + 1000;
    let seen = await startedNames(inject, itemGuid, student);
    while (seen.names[0] !== 'Capital de Portugal' && Date.now() < deadline) {
      await dropAttempt(seen.guid);
      await new Promise((resolve) => setImmediate(resolve));
      seen = await startedNames(inject, itemGuid, student);
    }
    expect(seen.names).toEqual(['Capital de Portugal', 'Verdadero']);
  });
});

describe('a save writes under the attempt’s lock only while the attempt is the row it read (ADR 0547)', () => {
  it('writes nothing once the attempt changed after it was read, and keeps the highest revision when it did not', async () => {
    const { itemGuid, questionGuids: q } = await insertAssessment(t.app.db, { lessonGuid, questions: QUESTIONS });
    const student = await t.as(STUDENT);
    const { guid } = await startedNames(t.inject, itemGuid, student);
    const repo = t.app.repos.attempts;
    const stored = () => t.app.db.select({ question: answers.questionGuid, revision: answers.revision }).from(answers).where(eq(answers.attemptGuid, guid));
    const batch = (revision: number) => [{ questionGuid: q[1] ?? '', answer: { value: true }, revision }];

    const read = await repo.findContextVersioned(guid);
    if (!read) throw new Error('no attempt');
    // Its time changed after the read (any update of the row): nothing is written, the caller decides again.
    await t.app.db.update(attempts).set({ deadlineAt: new Date(Date.now() + 600_000) }).where(eq(attempts.guid, guid));
    expect(await repo.saveAnswersIfUnchanged(guid, read.version, batch(1))).toBeUndefined();
    expect(await stored()).toEqual([]);

    const now = await repo.findContextVersioned(guid);
    if (!now) throw new Error('no attempt');
    expect(now.version).not.toBe(read.version);
    expect(await repo.saveAnswersIfUnchanged(guid, now.version, batch(3))).toEqual(new Map([[q[1], 3]]));
    // A lower revision is ignored and the stored one answered; the row's version is unchanged by saves.
    expect(await repo.saveAnswersIfUnchanged(guid, now.version, batch(2))).toEqual(new Map([[q[1], 3]]));
    expect(await stored()).toEqual([{ question: q[1], revision: 3 }]);

    // Submitted meanwhile: nothing is written.
    const submitted = await t.inject({ method: 'POST', url: `/api/front/attempts/${guid}/submit`, headers: student, payload: { submission_key: randomUUID() } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await repo.saveAnswersIfUnchanged(guid, now.version, batch(9))).toBeUndefined();
    expect((await stored()).find((row) => row.question === q[1])).toEqual({ question: q[1], revision: 3 });
  });
});
