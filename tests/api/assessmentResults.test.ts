// Results of assessments (docs/api-attempts.md): the teacher's list, one student's attempt, manual grading
// validated by the domain, evaluator and feedback, and results a student reads only once published.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { attempts, gradeAudit, jobs, lessons } from '../../server/src/db/schema';
import { insertAssessment, type QuestionSeed } from '../../server/src/demo/benchCohort';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let lessonGuid: string;
const tokens = new Map<string, Record<string, string>>();

const STUDENT = 'student@tiza.demo';
const MARTA = 'marta@tiza.demo';
const TEACHER = 'teacher@tiza.demo';
const ADMIN = 'admin@tiza.demo';
const PROFESSOR = 'professor@escola.demo';

const QUESTIONS: QuestionSeed[] = [
  { type: 'QT_1', name: 'Capital', points: 2, data: { options: [{ id: 'a', text: 'Madrid' }, { id: 'b', text: 'Lisboa' }], correct: 'a', shuffle: false } },
  { type: 'QT_3', name: 'Verdadero', points: 1, data: { correct: true } },
  { type: 'QT_8', name: 'Redacción', points: 3, data: { min_words: null, max_words: null } },
];

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

/** An assessment the student has submitted: Q1 right (2), Q2 wrong (0), Q3 a long text waiting for a teacher. */
async function submitted(options: { attemptsAllowed?: number } = {}) {
  const { itemGuid, questionGuids: q } = await insertAssessment(t.app.db, { lessonGuid, questions: QUESTIONS, settings: { attempts_allowed: options.attemptsAllowed ?? 1, ranking_scale: 10 } });
  const attempt = (await call('POST', `/api/front/assessments/${itemGuid}/attempts`, STUDENT, {})).json();
  const res = await call('POST', `/api/front/attempts/${attempt.guid}/submit`, STUDENT, {
    submission_key: randomUUID(),
    answers: [
      { question_guid: q[0], answer: { choice: 'a' }, revision: 1 },
      { question_guid: q[1], answer: { value: false }, revision: 1 },
      { question_guid: q[2], answer: { text: 'El agua es una molécula polar.' }, revision: 1 },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { itemGuid, q: q as [string, string, string], attemptGuid: attempt.guid as string, studentGuid: await t.userGuid(STUDENT) };
}

beforeAll(async () => {
  t = await createTestApp();
  const courseGuid = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
  const [lesson] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(and(eq(lessons.courseGuid, courseGuid), eq(lessons.published, true))).orderBy(asc(lessons.position)).limit(1);
  if (!lesson) throw new Error('no lesson');
  lessonGuid = lesson.guid;
});
afterAll(async () => {
  await t?.close();
});

describe('the results list', () => {
  it('lists every student of the course by lastname with job, attempts and what waits for grading', async () => {
    const { itemGuid, attemptGuid, studentGuid } = await submitted();
    const res = await call('GET', `/api/front/assessments/${itemGuid}/results`, TEACHER);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.assessment).toMatchObject({ guid: itemGuid, ranking_scale: 10, questions_count: 3, max_points: 6, grades_published_at: null });
    expect(body.jobs.map((j: { student_lastname: string }) => j.student_lastname)).toEqual(['Fernández Gil', 'García López', 'Moreno Vega', 'Sánchez Díaz']);
    const mine = body.jobs.find((j: { person_guid: string }) => j.person_guid === studentGuid);
    expect(mine).toMatchObject({ status: 'delivered', score: null, late: false, attempts: 1, last_attempt_guid: attemptGuid, needs_grading: 1, evaluator_guid: null });
    expect(mine.submitted_at).toEqual(expect.any(String));
    expect(body.jobs.find((j: { person_guid: string }) => j.person_guid !== studentGuid)).toMatchObject({ status: 'pending', attempts: 0, last_attempt_guid: null, needs_grading: 0 });
    expect(body.teachers).toEqual([expect.objectContaining({ name: 'Lucía', lastname: 'Martín Gómez' })]);
    expect((await call('GET', `/api/front/assessments/${itemGuid}/results`, ADMIN)).statusCode).toBe(200);
    expect((await call('GET', `/api/front/assessments/${itemGuid}/results`, STUDENT)).statusCode).toBe(403);
    expect((await call('GET', `/api/front/assessments/${itemGuid}/results`, PROFESSOR)).statusCode).toBe(404);
  });

  it('closes expired open attempts before listing', async () => {
    const { itemGuid } = await insertAssessment(t.app.db, { lessonGuid, questions: QUESTIONS, settings: { duration_minutes: 5 } });
    const attempt = (await call('POST', `/api/front/assessments/${itemGuid}/attempts`, MARTA, {})).json();
    await t.app.db.update(attempts).set({ deadlineAt: new Date(Date.now() - 60_000) }).where(eq(attempts.guid, attempt.guid));
    const body = (await call('GET', `/api/front/assessments/${itemGuid}/results`, TEACHER)).json();
    expect(body.jobs.find((j: { person_guid: string }) => j.person_guid === attempt.guid)).toBeUndefined();
    const marta = body.jobs.find((j: { last_attempt_guid: string | null }) => j.last_attempt_guid === attempt.guid);
    expect(marta).toMatchObject({ status: 'evaluated', score: 0, attempts: 1 });
  });
});

describe('one student’s result', () => {
  it('shows teachers each answer with the key, points and outcome', async () => {
    const { itemGuid, q, attemptGuid, studentGuid } = await submitted();
    const res = await call('GET', `/api/front/assessments/${itemGuid}/results/${studentGuid}`, TEACHER);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.student).toMatchObject({ guid: studentGuid, name: 'Pablo' });
    expect(body.attempt).toMatchObject({ guid: attemptGuid, number: 1, status: 'submitted', points: 2, max_points: 6, score: null });
    expect(body.questions).toEqual([
      expect.objectContaining({ question_guid: q[0], correct: { choice: 'a' }, answer: { choice: 'a' }, points: 2, outcome: 'correct' }),
      expect.objectContaining({ question_guid: q[1], correct: { value: true }, answer: { value: false }, points: 0, outcome: 'incorrect' }),
      expect.objectContaining({ question_guid: q[2], correct: null, points: null, outcome: 'needs-grading', feedback: null }),
    ]);
    expect(body.job).toEqual({ status: 'delivered', score: null, feedback: null, evaluator_guid: null });
    expect((await call('GET', `/api/front/assessments/${itemGuid}/results/${studentGuid}?attempt=first`, ADMIN)).json().attempt.guid).toBe(attemptGuid);
    expect((await call('GET', `/api/front/assessments/${itemGuid}/results/${studentGuid}?attempt=${randomUUID()}`, TEACHER)).statusCode).toBe(404);
    expect((await call('GET', `/api/front/assessments/${itemGuid}/results/${await t.userGuid(TEACHER)}`, TEACHER)).statusCode).toBe(404);
  });

  it('is the student’s own only once published (409 before), never another student’s (404)', async () => {
    const { itemGuid, studentGuid } = await submitted();
    const own = `/api/front/assessments/${itemGuid}/results/${studentGuid}`;
    const before = await call('GET', own, STUDENT);
    expect(before.statusCode).toBe(409);
    expect(before.json()).toMatchObject({ code: 'RESULTS_NOT_PUBLISHED' });
    expect((await call('GET', `/api/front/assessments/${itemGuid}/me`, STUDENT)).json()).toMatchObject({ assessment: { grades_published: false }, job: { score: null } });

    expect((await call('PUT', `/api/front/assessments/${itemGuid}/publication`, STUDENT, { published: true })).statusCode).toBe(403);
    expect((await call('PUT', `/api/front/assessments/${itemGuid}/publication`, ADMIN, { published: true })).statusCode).toBe(403);
    const published = await call('PUT', `/api/front/assessments/${itemGuid}/publication`, TEACHER, { published: true });
    expect(published.statusCode).toBe(200);
    const at = published.json().grades_published_at;
    expect(at).toEqual(expect.any(String));
    // Publishing again keeps the first time.
    expect((await call('PUT', `/api/front/assessments/${itemGuid}/publication`, TEACHER, { published: true })).json().grades_published_at).toBe(at);

    const after = await call('GET', own, STUDENT);
    expect(after.statusCode, after.body).toBe(200);
    // No attempts left: the key shows.
    expect(after.json().questions[0]).toMatchObject({ correct: { choice: 'a' }, points: 2 });
    expect(after.json().attempts[0]).toMatchObject({ score: null });
    expect((await call('GET', own, MARTA)).statusCode).toBe(404);
    expect((await call('GET', `/api/front/assessments/${itemGuid}/results/${await t.userGuid(MARTA)}`, STUDENT)).statusCode).toBe(404);

    expect((await call('PUT', `/api/front/assessments/${itemGuid}/publication`, TEACHER, { published: false })).json()).toEqual({ grades_published_at: null });
    expect((await call('GET', own, STUDENT)).statusCode).toBe(409);
  });

  it('hides the key from a student who may still try again', async () => {
    const { itemGuid, studentGuid } = await submitted({ attemptsAllowed: 2 });
    await call('PUT', `/api/front/assessments/${itemGuid}/publication`, TEACHER, { published: true });
    const body = (await call('GET', `/api/front/assessments/${itemGuid}/results/${studentGuid}`, STUDENT)).json();
    expect(body.questions.map((q: { correct: unknown }) => q.correct)).toEqual([null, null, null]);
    expect(body.questions[0]).toMatchObject({ points: 2, outcome: 'correct' });
  });
});

describe('manual grading', () => {
  it('validates the score with the domain: out of range, too many decimals, not a number', async () => {
    const { itemGuid, q, attemptGuid } = await submitted();
    const url = `/api/front/attempts/${attemptGuid}/questions/${q[2]}/grade`;
    for (const [score, code] of [
      [3.5, 'score.out-of-range'],
      [-1, 'score.out-of-range'],
      ['1,234', 'score.too-many-decimals'],
      [1.555, 'score.too-many-decimals'],
      ['tres', 'score.not-a-number'],
      ['', 'score.required'],
    ] as const) {
      const res = await call('PUT', url, TEACHER, { score });
      expect(res.statusCode, `${score}`).toBe(400);
      expect(res.json(), `${score}`).toMatchObject({ code: 'INVALID_SCORE', details: [{ path: '/score', message: code }] });
    }
    expect((await call('PUT', url, TEACHER, { score: null })).json()).toMatchObject({ code: 'INVALID_SCORE', details: [{ message: 'score.required' }] });
    expect(await t.app.db.select().from(gradeAudit).where(eq(gradeAudit.itemGuid, itemGuid))).toEqual([]);
  });

  it('refuses a score beyond any number and feedback with a NUL or a lone surrogate (400 VALIDATION_FAILED), storing nothing', async () => {
    const { itemGuid, q, attemptGuid, studentGuid } = await submitted();
    const raw = async (method: 'PUT' | 'PATCH', url: string, body: string) =>
      t.inject({ method, url, headers: { ...(await headers(TEACHER)), 'content-type': 'application/json' }, payload: body });
    const grade = `/api/front/attempts/${attemptGuid}/questions/${q[2]}/grade`;
    for (const body of ['{"score":1e400}', '{"score":-1e400}', '{"score":1,"feedback":"a\\u0000b"}', '{"score":1,"feedback":"\\ud800"}']) {
      const res = await raw('PUT', grade, body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().code, body).toBe('VALIDATION_FAILED');
    }
    const job = `/api/front/assessments/${itemGuid}/jobs/${studentGuid}`;
    for (const body of ['{"feedback":"a\\u0000b"}', '{"feedback":"x\\udfff"}']) {
      const res = await raw('PATCH', job, body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().code, body).toBe('VALIDATION_FAILED');
      expect(res.json().details[0].path, body).toBe('/feedback');
    }
    expect(await t.app.db.select().from(gradeAudit).where(eq(gradeAudit.itemGuid, itemGuid))).toEqual([]);
  });

  it('grades an answer: totals and job recomputed with the domain, evaluated when nothing waits, audited', async () => {
    const { itemGuid, q, attemptGuid, studentGuid } = await submitted();
    const res = await call('PUT', `/api/front/attempts/${attemptGuid}/questions/${q[2]}/grade`, TEACHER, { score: '2,5', feedback: ' Bien argumentado. ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.question).toMatchObject({ question_guid: q[2], points: 2.5, outcome: 'partial', feedback: 'Bien argumentado.', graded_by: await t.userGuid(TEACHER) });
    // 2 + 0 + 2.5 of 6 on a scale of 10.
    expect(body.attempt).toMatchObject({ points: 4.5, max_points: 6, score: 7.5 });
    expect(body.job).toMatchObject({ status: 'evaluated', score: 7.5 });
    const [job] = await t.app.db.select().from(jobs).where(and(eq(jobs.itemGuid, itemGuid), eq(jobs.personGuid, studentGuid)));
    expect(job).toMatchObject({ status: 'evaluated', score: 7.5, evaluatedBy: await t.userGuid(TEACHER) });
    // A teacher may override an automatic score too.
    const regrade = await call('PUT', `/api/front/attempts/${attemptGuid}/questions/${q[1]}/grade`, TEACHER, { score: 1 });
    expect(regrade.json()).toMatchObject({ attempt: { points: 5.5, score: 9.17 }, job: { status: 'evaluated', score: 9.17 } });
    const audit = await t.app.db.select().from(gradeAudit).where(and(eq(gradeAudit.itemGuid, itemGuid), eq(gradeAudit.personGuid, studentGuid))).orderBy(asc(gradeAudit.at));
    expect(audit).toEqual([
      expect.objectContaining({ itemGuid, questionGuid: q[2], oldPoints: null, newPoints: 2.5, feedback: 'Bien argumentado.' }),
      expect.objectContaining({ itemGuid, questionGuid: q[1], oldPoints: 0, newPoints: 1 }),
    ]);
    const list = (await call('GET', `/api/front/assessments/${itemGuid}/results`, TEACHER)).json();
    expect(list.jobs.find((j: { person_guid: string }) => j.person_guid === studentGuid)).toMatchObject({ status: 'evaluated', score: 9.17, needs_grading: 0 });
  });

  it('is for the course’s teachers and submitted attempts only', async () => {
    const { q, attemptGuid } = await submitted();
    const url = `/api/front/attempts/${attemptGuid}/questions/${q[2]}/grade`;
    expect((await call('PUT', url, ADMIN, { score: 1 })).statusCode).toBe(403);
    expect((await call('PUT', url, STUDENT, { score: 3 })).statusCode).toBe(403);
    expect((await call('PUT', url, PROFESSOR, { score: 1 })).statusCode).toBe(404);
    expect((await call('PUT', `/api/front/attempts/${attemptGuid}/questions/${randomUUID()}/grade`, TEACHER, { score: 1 })).statusCode).toBe(404);
    const { itemGuid } = await insertAssessment(t.app.db, { lessonGuid, questions: QUESTIONS });
    const open = (await call('POST', `/api/front/assessments/${itemGuid}/attempts`, MARTA, {})).json();
    const refused = await call('PUT', `/api/front/attempts/${open.guid}/questions/${open.questions[2].question_guid}/grade`, TEACHER, { score: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ATTEMPT_NOT_SUBMITTED' });
  });
});

describe('evaluator and feedback', () => {
  it('sets the evaluator (a teacher of the course) and the feedback; the student reads it once published', async () => {
    const { itemGuid, studentGuid } = await submitted();
    const url = `/api/front/assessments/${itemGuid}/jobs/${studentGuid}`;
    const teacherGuid = await t.userGuid(TEACHER);
    const set = await call('PATCH', url, TEACHER, { evaluator_guid: teacherGuid, feedback: 'Repasa el tema 2.' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ status: 'delivered', score: null, feedback: 'Repasa el tema 2.', evaluator_guid: teacherGuid });
    const notTeacher = await call('PATCH', url, TEACHER, { evaluator_guid: await t.userGuid(MARTA) });
    expect(notTeacher.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: [{ path: '/evaluator_guid' }] });
    expect((await call('PATCH', url, TEACHER, { evaluator_guid: await t.userGuid('teacher2@tiza.demo') })).statusCode).toBe(400);
    expect((await call('PATCH', url, ADMIN, { feedback: 'x' })).statusCode).toBe(403);
    expect((await call('PATCH', url, STUDENT, { feedback: 'x' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/front/assessments/${itemGuid}/jobs/${teacherGuid}`, TEACHER, { feedback: 'x' })).statusCode).toBe(404);
    expect((await call('PATCH', url, TEACHER, { evaluator_guid: null })).json()).toMatchObject({ evaluator_guid: null, feedback: 'Repasa el tema 2.' });

    expect((await call('GET', `/api/front/assessments/${itemGuid}/me`, STUDENT)).json().job).toEqual({ status: 'delivered', score: null, feedback: null });
    await call('PUT', `/api/front/assessments/${itemGuid}/publication`, TEACHER, { published: true });
    expect((await call('GET', `/api/front/assessments/${itemGuid}/me`, STUDENT)).json().job).toEqual({ status: 'delivered', score: null, feedback: 'Repasa el tema 2.' });
  });
});
