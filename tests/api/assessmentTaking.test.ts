// Students take assessments (docs/api-attempts.md): start/resume, saves ordered by revision, the server's clock,
// idempotent submit, scores from the domain only, and the answer key never reaching a student.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { answers, attempts, jobs, itemProgress, lessonProgress, lessons, lessonItems } from '../../server/src/db/schema';
import { insertAssessment, type AssessmentSeed, type QuestionSeed } from '../../server/src/demo/benchCohort';
import { closeExpiredAttempts } from '../../server/src/commands/assessments/finishAttempt';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let lessonGuid: string;
const tokens = new Map<string, Record<string, string>>();

const STUDENT = 'student@tiza.demo';
const MARTA = 'marta@tiza.demo';
const HUGO = 'hugo@tiza.demo';
const LUCAS = 'lucas@tiza.demo';
const TEACHER = 'teacher@tiza.demo';
const ADMIN = 'admin@tiza.demo';
const ALUNO = 'aluno@escola.demo';

/** Answer-key fields and values no student response may contain. */
const KEY_FIELDS = ['"correct"', '"accepted"', '"pairs"', '"expression"', '"targets"'];
const KEY_VALUES = ['KEYSECRET', '2*x+2', '"x":11.5'];

const QUESTIONS: QuestionSeed[] = [
  { type: 'QT_1', name: 'Capital', points: 2, data: { options: [{ id: 'a', text: 'Madrid' }, { id: 'b', text: 'Lisboa' }], correct: 'a', shuffle: false } },
  { type: 'QT_3', name: 'Verdadero', points: 1, data: { correct: true } },
  { type: 'QT_7', name: 'Elemento', points: 1, data: { accepted: ['KEYSECRET-alpha', 'hidrogeno'], case_sensitive: false, max_length: 40 } },
  { type: 'QT_8', name: 'Redacción', points: 3, data: { min_words: null, max_words: null } },
  { type: 'QT_11', name: 'Encuentra', points: 1, data: { image_file_guid: randomUUID(), targets: [{ id: 't1', x: 11.5, y: 12.5, w: 10, h: 10 }], max_clicks: 3 } },
  { type: 'QT_15', name: 'Fórmula', points: 1, data: { expression: '2*x+2', variables: ['x'] } },
];

async function headers(email: string): Promise<Record<string, string>> {
  const cached = tokens.get(email);
  if (cached) return cached;
  const fresh = await t.as(email);
  tokens.set(email, fresh);
  return fresh;
}

const bodies: { email: string; body: string }[] = [];

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, email: string, payload?: unknown) {
  const res = await t.inject({ method, url, headers: await headers(email), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  bodies.push({ email, body: res.body });
  return res;
}

async function assessment(overrides: Partial<AssessmentSeed> = {}) {
  return insertAssessment(t.app.db, { lessonGuid, questions: QUESTIONS, ...overrides });
}

const start = (itemGuid: string, email: string) => call('POST', `/api/front/assessments/${itemGuid}/attempts`, email, {});

/** A right/wrong mix: 2 + 0 + 1 + (manual) + 1 + 1 = 5 of 9 points. */
function mixedAnswers(q: string[], revision = 1) {
  return [
    { question_guid: q[0], answer: { choice: 'a' }, revision },
    { question_guid: q[1], answer: { value: false }, revision },
    { question_guid: q[2], answer: { text: '  Hidrogeno ' }, revision },
    { question_guid: q[3], answer: { text: 'El agua es una molécula polar.' }, revision },
    { question_guid: q[4], answer: { points: [{ x: 15, y: 15 }] }, revision },
    { question_guid: q[5], answer: { text: '2(x+1)' }, revision },
  ];
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

describe('starting and resuming', () => {
  it('starts one attempt (201), resumes it (200), and concurrent starts make one attempt', async () => {
    const { itemGuid } = await assessment({ settings: { attempts_allowed: 3 } });
    const first = await start(itemGuid, STUDENT);
    expect(first.statusCode, first.body).toBe(201);
    const dto = first.json();
    expect(dto).toMatchObject({ item_guid: itemGuid, number: 1, status: 'in-progress', deadline_at: null, seconds_left: null, submitted_at: null, answers: {} });
    expect(dto.questions).toHaveLength(QUESTIONS.length);
    expect(dto.questions[0]).toMatchObject({ type: 'QT_1', position: 0, content_name: 'Capital', ranking_scale: 2 });
    expect(dto.questions[0].question_guid).toBe(dto.questions[0].content_guid);
    const again = await start(itemGuid, STUDENT);
    expect(again.statusCode).toBe(200);
    expect(again.json().guid).toBe(dto.guid);

    const racing = await Promise.all(Array.from({ length: 6 }, () => start(itemGuid, MARTA)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(racing.map((r) => r.json().guid)).size).toBe(1);
    const rows = await t.app.db.select({ guid: attempts.guid }).from(attempts).where(and(eq(attempts.itemGuid, itemGuid), eq(attempts.personGuid, await t.userGuid(MARTA))));
    expect(rows).toHaveLength(1);
  });

  it('refuses an empty assessment, a closed delivery, and a spent number of attempts with 409', async () => {
    const empty = await assessment({ questions: [] });
    expect((await start(empty.itemGuid, STUDENT)).json()).toMatchObject({ statusCode: 409, code: 'ASSESSMENT_EMPTY' });
    const closed = await assessment({ deliverAt: new Date(Date.now() - 3_600_000), canDeliverLate: false });
    expect((await start(closed.itemGuid, STUDENT)).json()).toMatchObject({ statusCode: 409, code: 'DELIVERY_CLOSED' });
    const me = (await call('GET', `/api/front/assessments/${closed.itemGuid}/me`, STUDENT)).json();
    expect(me).toMatchObject({ can_start: false, reason: 'closed', assessment: { delivery: 'closed', can_deliver_late: false } });

    const once = await assessment({ settings: { attempts_allowed: 1 } });
    const attempt = (await start(once.itemGuid, STUDENT)).json();
    expect((await call('POST', `/api/front/attempts/${attempt.guid}/submit`, STUDENT, { submission_key: randomUUID() })).statusCode).toBe(200);
    const refused = await start(once.itemGuid, STUDENT);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NO_ATTEMPTS_LEFT' });
    const after = (await call('GET', `/api/front/assessments/${once.itemGuid}/me`, STUDENT)).json();
    // Nothing answered, nothing to grade: evaluated at once, its score hidden until the grades are published.
    expect(after).toMatchObject({ can_start: false, reason: 'no-attempts-left', open_attempt_guid: null, job: { status: 'evaluated', score: null, feedback: null } });
    expect(after.attempts).toHaveLength(1);
    expect(after.attempts[0]).toMatchObject({ number: 1, status: 'submitted', auto_submitted: false, score: null });
  });

  it('answers 400 NOT_AN_ASSESSMENT for another kind of item, and 403 to teachers and school admins', async () => {
    const [other] = await t.app.db.select({ guid: lessonItems.guid }).from(lessonItems).where(and(eq(lessonItems.lessonGuid, lessonGuid), sql`${lessonItems.contentType} <> 'CTTY_09'`)).limit(1);
    if (!other) throw new Error('no other item');
    expect((await start(other.guid, STUDENT)).json()).toMatchObject({ statusCode: 400, code: 'NOT_AN_ASSESSMENT' });
    const { itemGuid } = await assessment();
    expect((await start(itemGuid, TEACHER)).statusCode).toBe(403);
    expect((await start(itemGuid, ADMIN)).statusCode).toBe(403);
    expect((await call('GET', `/api/front/assessments/${itemGuid}/me`, TEACHER)).statusCode).toBe(403);
    expect((await start(itemGuid, ALUNO)).statusCode).toBe(404);
  });
});

describe('saving answers', () => {
  it('keeps the highest revision: a stale save is ignored and its stored revision reported', async () => {
    const { itemGuid, questionGuids: q } = await assessment();
    const attempt = (await start(itemGuid, STUDENT)).json();
    const url = `/api/front/attempts/${attempt.guid}/answers`;
    const newer = await call('PUT', url, STUDENT, { answers: [{ question_guid: q[0], answer: { choice: 'b' }, revision: 5 }] });
    expect(newer.statusCode, newer.body).toBe(200);
    expect(newer.json()).toMatchObject({ saved: [{ question_guid: q[0], revision: 5 }], seconds_left: null });
    const stale = await call('PUT', url, STUDENT, { answers: [{ question_guid: q[0], answer: { choice: 'a' }, revision: 3 }, { question_guid: q[1], answer: { value: true }, revision: 1 }] });
    expect(stale.json().saved).toEqual([
      { question_guid: q[0], revision: 5 },
      { question_guid: q[1], revision: 1 },
    ]);
    const same = await call('PUT', url, STUDENT, { answers: [{ question_guid: q[0], answer: { choice: 'a' }, revision: 5 }] });
    expect(same.json().saved).toEqual([{ question_guid: q[0], revision: 5 }]);
    const dto = (await call('GET', `/api/front/attempts/${attempt.guid}`, STUDENT)).json();
    expect(dto.answers[q[0] ?? '']).toEqual({ answer: { choice: 'b' }, revision: 5 });
    expect(dto.answers[q[1] ?? '']).toEqual({ answer: { value: true }, revision: 1 });
    // Two revisions of one question in a batch: the higher one wins.
    const batch = await call('PUT', url, STUDENT, { answers: [{ question_guid: q[0], answer: { choice: 'a' }, revision: 7 }, { question_guid: q[0], answer: { choice: 'b' }, revision: 6 }] });
    expect(batch.json().saved).toEqual([{ question_guid: q[0], revision: 7 }, { question_guid: q[0], revision: 7 }]);
  });

  it('refuses answers of the wrong shape, unknown questions, and bad revisions with 400', async () => {
    const { itemGuid, questionGuids: q } = await assessment();
    const attempt = (await start(itemGuid, STUDENT)).json();
    const url = `/api/front/attempts/${attempt.guid}/answers`;
    const wrong = await call('PUT', url, STUDENT, { answers: [{ question_guid: q[1], answer: { value: true }, revision: 1 }, { question_guid: q[0], answer: { choice: 42 }, revision: 1 }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_ANSWER' });
    expect(wrong.json().details[0].path).toMatch(/^\/answers\/1\/answer/);
    const unknown = await call('PUT', url, STUDENT, { answers: [{ question_guid: randomUUID(), answer: { value: true }, revision: 1 }] });
    expect(unknown.json()).toMatchObject({ statusCode: 400, code: 'UNKNOWN_QUESTION', details: [{ path: '/answers/0/question_guid' }] });
    expect((await call('PUT', url, STUDENT, { answers: [{ question_guid: q[1], answer: { value: true }, revision: 0 }] })).statusCode).toBe(400);
    expect((await call('PUT', url, STUDENT, { answers: [] })).statusCode).toBe(400);
    // Nothing of the refused batches was stored.
    expect(await t.app.db.select().from(answers).where(eq(answers.attemptGuid, attempt.guid))).toEqual([]);
  });

  it('refuses what the contract does not take: a revision out of bounds or as text, text with a NUL or a lone surrogate', async () => {
    const { itemGuid, questionGuids: q } = await assessment();
    const attempt = (await start(itemGuid, STUDENT)).json();
    const url = `/api/front/attempts/${attempt.guid}/answers`;
    // Raw JSON: 1e400 and lone surrogates do not survive JSON.stringify.
    const raw = async (body: string) => t.inject({ method: 'PUT', url, headers: { ...(await headers(STUDENT)), 'content-type': 'application/json' }, payload: body });
    for (const revision of ['1e400', '"Infinity"', '"7"', '3000000000', '1.5']) {
      const res = await raw(`{"answers":[{"question_guid":"${q[1]}","answer":{"value":true},"revision":${revision}}]}`);
      expect(res.statusCode, revision).toBe(400);
      expect(res.json(), revision).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/answers/0/revision' }] });
    }
    for (const text of ['a\\u0000b', 'a\\ud800b', '\\udc00']) {
      const res = await raw(`{"answers":[{"question_guid":"${q[2]}","answer":{"text":"${text}"},"revision":1}]}`);
      expect(res.statusCode, text).toBe(400);
      expect(res.json().code, text).toBe('VALIDATION_FAILED');
      expect(res.json().details[0].path, text).toMatch(/^\/answers\/0\/answer/);
    }
    // A pair of surrogates is one character: taken.
    expect((await raw(`{"answers":[{"question_guid":"${q[2]}","answer":{"text":"H\\ud83d\\ude00"},"revision":1}]}`)).statusCode).toBe(200);
    expect((await t.app.db.select({ answer: answers.answer }).from(answers).where(eq(answers.attemptGuid, attempt.guid))).map((row) => row.answer)).toEqual([{ text: 'H😀' }]);
  });

  it('accepts saves within the grace after the deadline, then refuses them and closes the attempt itself', async () => {
    const { itemGuid, questionGuids: q } = await assessment({ settings: { duration_minutes: 10 } });
    const attempt = (await start(itemGuid, STUDENT)).json();
    expect(attempt.seconds_left).toBeGreaterThan(590);
    expect(new Date(attempt.deadline_at).getTime() - new Date(attempt.started_at).getTime()).toBe(600_000);
    const url = `/api/front/attempts/${attempt.guid}/answers`;
    // 5 s past the deadline: within the 15 s grace.
    await t.app.db.update(attempts).set({ deadlineAt: new Date(Date.now() - 5_000) }).where(eq(attempts.guid, attempt.guid));
    const inGrace = await call('PUT', url, STUDENT, { answers: [{ question_guid: q[0], answer: { choice: 'a' }, revision: 1 }] });
    expect(inGrace.statusCode, inGrace.body).toBe(200);
    expect(inGrace.json().seconds_left).toBe(0);
    await t.app.db.update(attempts).set({ deadlineAt: new Date(Date.now() - 60_000) }).where(eq(attempts.guid, attempt.guid));
    const late = await call('PUT', url, STUDENT, { answers: [{ question_guid: q[1], answer: { value: true }, revision: 1 }] });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'ATTEMPT_CLOSED' });
    const [row] = await t.app.db.select().from(attempts).where(eq(attempts.guid, attempt.guid));
    expect(row).toMatchObject({ status: 'submitted', autoSubmitted: true, submissionKey: null, points: 2, maxPoints: 9 });
    const [job] = await t.app.db.select().from(jobs).where(and(eq(jobs.itemGuid, itemGuid), eq(jobs.personGuid, await t.userGuid(STUDENT))));
    // The manual question was not answered: nothing waits for a teacher, so the job is evaluated straight away.
    expect(job).toMatchObject({ status: 'evaluated' });
    expect(job?.score).toBeCloseTo(2.22, 2);
    const [q2] = await t.app.db.select().from(answers).where(and(eq(answers.attemptGuid, attempt.guid), eq(answers.questionGuid, q[1] ?? '')));
    expect(q2).toMatchObject({ outcome: 'unanswered', autoPoints: 0, revision: 0 });
  });

  it('closes an expired attempt when it is read, and a late submit ignores the answers it brings', async () => {
    const { itemGuid, questionGuids: q } = await assessment({ settings: { duration_minutes: 5 } });
    const read = (await start(itemGuid, HUGO)).json();
    await t.app.db.update(attempts).set({ startedAt: new Date(Date.now() - 10 * 60_000), deadlineAt: new Date(Date.now() - 5 * 60_000) }).where(eq(attempts.guid, read.guid));
    const dto = (await call('GET', `/api/front/attempts/${read.guid}`, HUGO)).json();
    expect(dto).toMatchObject({ status: 'submitted', auto_submitted: true, seconds_left: 0 });
    expect(new Date(dto.submitted_at).getTime()).toBeLessThan(Date.now() - 4 * 60_000);

    const other = await assessment({ settings: { duration_minutes: 5 } });
    const late = (await start(other.itemGuid, LUCAS)).json();
    await t.app.db.update(attempts).set({ deadlineAt: new Date(Date.now() - 60_000) }).where(eq(attempts.guid, late.guid));
    const key = randomUUID();
    const submitted = await call('POST', `/api/front/attempts/${late.guid}/submit`, LUCAS, { submission_key: key, answers: [{ question_guid: other.questionGuids[0], answer: { choice: 'a' }, revision: 1 }] });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'submitted', auto_submitted: true, answers: {} });
    // Its retries answer the same.
    expect((await call('POST', `/api/front/attempts/${late.guid}/submit`, LUCAS, { submission_key: key })).statusCode).toBe(200);
    void q;
  });
});

describe('the sweeper', () => {
  it('closes expired open attempts nobody reads, and leaves the others open', async () => {
    const { itemGuid } = await assessment({ settings: { duration_minutes: 5 } });
    const expired = (await start(itemGuid, STUDENT)).json();
    const running = (await start(itemGuid, MARTA)).json();
    await t.app.db.update(attempts).set({ deadlineAt: new Date(Date.now() - 60_000) }).where(eq(attempts.guid, expired.guid));
    expect(await closeExpiredAttempts(t.app, { itemGuid })).toBe(1);
    const rows = await t.app.db.select({ guid: attempts.guid, status: attempts.status, auto: attempts.autoSubmitted }).from(attempts).where(eq(attempts.itemGuid, itemGuid));
    expect(rows.find((r) => r.guid === expired.guid)).toMatchObject({ status: 'submitted', auto: true });
    expect(rows.find((r) => r.guid === running.guid)).toMatchObject({ status: 'in-progress', auto: false });
    const [job] = await t.app.db.select().from(jobs).where(and(eq(jobs.itemGuid, itemGuid), eq(jobs.personGuid, await t.userGuid(STUDENT))));
    expect(job?.status).toBe('evaluated');
    expect(await closeExpiredAttempts(t.app, { itemGuid })).toBe(0);
  });

  // Every server process sweeps (ADR 0476). PostgreSQL only: PGlite has one session, a second transaction waits.
  it.skipIf(!process.env.TEST_DATABASE_URL)('skips an attempt another transaction holds instead of waiting, and two sweeps close each attempt once', async () => {
    const { itemGuid } = await assessment({ settings: { duration_minutes: 5 } });
    const guids = [(await start(itemGuid, STUDENT)).json().guid as string, (await start(itemGuid, MARTA)).json().guid as string];
    await t.app.db.update(attempts).set({ deadlineAt: new Date(Date.now() - 60_000) }).where(eq(attempts.itemGuid, itemGuid));
    await t.app.db.transaction(async (tx) => {
      await tx.select({ guid: attempts.guid }).from(attempts).where(eq(attempts.guid, guids[0] ?? '')).for('update');
      // Another process's sweep while this one holds the first attempt: it closes the second and leaves the first.
      expect(await closeExpiredAttempts(t.app, { itemGuid, skipLocked: true })).toBe(1);
    });
    const [a, b] = await Promise.all([closeExpiredAttempts(t.app, { itemGuid, skipLocked: true }), closeExpiredAttempts(t.app, { itemGuid, skipLocked: true })]);
    expect(a + b).toBe(1);
    const rows = await t.app.db.select({ status: attempts.status }).from(attempts).where(eq(attempts.itemGuid, itemGuid));
    expect(rows.map((r) => r.status)).toEqual(['submitted', 'submitted']);
    expect(await t.app.db.select().from(jobs).where(eq(jobs.itemGuid, itemGuid))).toHaveLength(2);
  });
});

describe('submitting', () => {
  it('is idempotent by submission_key: the same key twice, two at once → one submission; another key → 409', async () => {
    const { itemGuid, questionGuids: q } = await assessment();
    const attempt = (await start(itemGuid, STUDENT)).json();
    const key = randomUUID();
    const url = `/api/front/attempts/${attempt.guid}/submit`;
    const [a, b] = await Promise.all([
      call('POST', url, STUDENT, { submission_key: key, answers: mixedAnswers(q as string[]) }),
      call('POST', url, STUDENT, { submission_key: key, answers: mixedAnswers(q as string[]) }),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const strip = (body: string) => ({ ...JSON.parse(body), server_now: null, media: null });
    expect(strip(a.body)).toEqual(strip(b.body));
    const third = await call('POST', url, STUDENT, { submission_key: key.toUpperCase() });
    expect(third.statusCode).toBe(200);
    expect(strip(third.body)).toEqual(strip(a.body));
    expect(a.json()).toMatchObject({ status: 'submitted', auto_submitted: false, seconds_left: null });
    const other = await call('POST', url, STUDENT, { submission_key: randomUUID() });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'ALREADY_SUBMITTED' });

    const person = await t.userGuid(STUDENT);
    const rows = await t.app.db.select().from(attempts).where(and(eq(attempts.itemGuid, itemGuid), eq(attempts.personGuid, person)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'submitted', submissionKey: key, points: 5, maxPoints: 9, score: null });
    const jobRows = await t.app.db.select().from(jobs).where(and(eq(jobs.itemGuid, itemGuid), eq(jobs.personGuid, person)));
    expect(jobRows).toHaveLength(1);
    expect(jobRows[0]).toMatchObject({ status: 'delivered', score: null, late: false });
    const [progress] = await t.app.db.select().from(itemProgress).where(and(eq(itemProgress.itemGuid, itemGuid), eq(itemProgress.userGuid, person)));
    expect(progress?.progress).toBe(100);
    // The lesson's percent counts the item just done (written in the statement that read the lesson's items): what a
    // fresh recomputation finds.
    const [lessonRow] = await t.app.db.select().from(lessonProgress).where(and(eq(lessonProgress.lessonGuid, lessonGuid), eq(lessonProgress.userGuid, person)));
    expect(lessonRow?.progress).toBeGreaterThan(0);
    expect(lessonRow?.progress).toBe(await t.app.repos.progress.recomputeLesson(person, lessonGuid));
    // Saving after submitting is refused.
    const save = await call('PUT', `/api/front/attempts/${attempt.guid}/answers`, STUDENT, { answers: [{ question_guid: q[0], answer: { choice: 'b' }, revision: 9 }] });
    expect(save.json()).toMatchObject({ statusCode: 409, code: 'ATTEMPT_CLOSED' });
  });

  it('scores with the domain only: scores the client sends are dropped, never stored', async () => {
    const { itemGuid, questionGuids: q } = await assessment({ questions: QUESTIONS.filter((x) => x.type !== 'QT_8') });
    const attempt = (await start(itemGuid, MARTA)).json();
    const cheat = [
      { question_guid: q[0], answer: { choice: 'b', points: 2, score: 100, outcome: 'correct' }, revision: 1, points: 2, score: 10 },
      { question_guid: q[1], answer: { value: false }, revision: 1, auto_points: 1 },
    ];
    const res = await call('POST', `/api/front/attempts/${attempt.guid}/submit`, MARTA, { submission_key: randomUUID(), answers: cheat, score: 10, points: 6, auto_points: 6 });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.db.select().from(attempts).where(eq(attempts.guid, attempt.guid));
    // Nothing right: 0 of 6 points; an objective-only test is evaluated on submit.
    expect(row).toMatchObject({ points: 0, maxPoints: 6, score: 0 });
    const stored = await t.app.db.select({ answer: answers.answer, auto: answers.autoPoints }).from(answers).where(and(eq(answers.attemptGuid, attempt.guid), eq(answers.questionGuid, q[0] ?? '')));
    expect(stored[0]?.auto).toBe(0);
    expect(JSON.stringify(stored[0]?.answer)).not.toMatch(/score|points|outcome/);
    const [job] = await t.app.db.select().from(jobs).where(and(eq(jobs.itemGuid, itemGuid), eq(jobs.personGuid, await t.userGuid(MARTA))));
    expect(job).toMatchObject({ status: 'evaluated', score: 0 });
  });

  it('a second attempt replaces the first in the job (the latest submitted attempt drives it)', async () => {
    const objective = QUESTIONS.filter((x) => x.type === 'QT_1' || x.type === 'QT_3');
    const { itemGuid, questionGuids: q } = await assessment({ questions: objective, settings: { attempts_allowed: 2 } });
    const first = (await start(itemGuid, HUGO)).json();
    await call('POST', `/api/front/attempts/${first.guid}/submit`, HUGO, { submission_key: randomUUID(), answers: [{ question_guid: q[0], answer: { choice: 'b' }, revision: 1 }] });
    const second = await start(itemGuid, HUGO);
    expect(second.statusCode).toBe(201);
    expect(second.json().number).toBe(2);
    expect(second.json().answers).toEqual({});
    await call('POST', `/api/front/attempts/${second.json().guid}/submit`, HUGO, { submission_key: randomUUID(), answers: [{ question_guid: q[0], answer: { choice: 'a' }, revision: 1 }, { question_guid: q[1], answer: { value: true }, revision: 1 }] });
    const [job] = await t.app.db.select().from(jobs).where(and(eq(jobs.itemGuid, itemGuid), eq(jobs.personGuid, await t.userGuid(HUGO))));
    expect(job).toMatchObject({ status: 'evaluated', score: 10 });
  });
});

describe('who sees what', () => {
  it('a student never reads, saves or submits another’s attempt; teachers and other tenants get 404 too', async () => {
    const { itemGuid, questionGuids: q } = await assessment();
    const attempt = (await start(itemGuid, STUDENT)).json();
    for (const email of [MARTA, TEACHER, ADMIN, ALUNO]) {
      expect((await call('GET', `/api/front/attempts/${attempt.guid}`, email)).statusCode, email).toBe(404);
      expect((await call('PUT', `/api/front/attempts/${attempt.guid}/answers`, email, { answers: [{ question_guid: q[0], answer: { choice: 'a' }, revision: 1 }] })).statusCode, email).toBe(404);
      expect((await call('POST', `/api/front/attempts/${attempt.guid}/submit`, email, { submission_key: randomUUID() })).statusCode, email).toBe(404);
    }
    const [row] = await t.app.db.select().from(attempts).where(eq(attempts.guid, attempt.guid));
    expect(row?.status).toBe('in-progress');
  });

  it('lists the student’s assessments with their state; others get an empty list', async () => {
    const { itemGuid } = await assessment({ name: 'Listado' });
    await start(itemGuid, LUCAS);
    const mine = (await call('GET', '/api/front/my-assessments', LUCAS)).json();
    expect(mine.data.find((d: { item_guid: string }) => d.item_guid === itemGuid)).toMatchObject({ name: 'Listado', course_name: 'Matemáticas 2º ESO', lesson_guid: lessonGuid, job_status: 'pending', open_attempt: true });
    expect((await call('GET', '/api/front/my-assessments', TEACHER)).json()).toEqual({ data: [] });
    const hidden = await assessment({ name: 'Oculto', published: false });
    expect((await call('GET', '/api/front/my-assessments', LUCAS)).json().data.some((d: { item_guid: string }) => d.item_guid === hidden.itemGuid)).toBe(false);
    expect((await start(hidden.itemGuid, LUCAS)).statusCode).toBe(404);
  });

  it('never sends the answer key to a student, before or after submitting', async () => {
    const { itemGuid, questionGuids: q } = await assessment({ settings: { attempts_allowed: 2 } });
    await call('GET', `/api/front/assessments/${itemGuid}/me`, MARTA);
    const attempt = (await start(itemGuid, MARTA)).json();
    await call('GET', `/api/front/attempts/${attempt.guid}`, MARTA);
    await call('PUT', `/api/front/attempts/${attempt.guid}/answers`, MARTA, { answers: mixedAnswers(q as string[]) });
    await call('POST', `/api/front/attempts/${attempt.guid}/submit`, MARTA, { submission_key: randomUUID() });
    await call('GET', `/api/front/attempts/${attempt.guid}`, MARTA);
    await call('GET', `/api/front/assessments/${itemGuid}/me`, MARTA);
    await call('GET', `/api/front/assessments/${itemGuid}/results/${await t.userGuid(MARTA)}`, MARTA);
    await call('GET', '/api/front/my-assessments', MARTA);
    const studentBodies = bodies.filter((b) => [STUDENT, MARTA, HUGO, LUCAS, ALUNO].includes(b.email));
    expect(studentBodies.length).toBeGreaterThan(20);
    for (const { body } of studentBodies) {
      for (const needle of [...KEY_FIELDS, ...KEY_VALUES]) expect(body, `a student response holds ${needle}`).not.toContain(needle);
    }
  });
});
