// Grading hand-ins (docs/api-media.md "Grading", ADR 0432): PUT …/jobs/{guid}/evaluation, POST …/return,
// PUT …/evaluator; the job's evaluation is the assignment's gradebook cell, the task list's score and My grades'.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { courseMembers, gradeAudit, lessonItems, lessons } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';
import { denseGradebook } from './support/gradebookWire';

let t: TestApp;
let bio: string;
let lessonGuid: string;
let student: Record<string, string>;
let lucas: Record<string, string>;
let teacher: Record<string, string>;
let pabloGuid: string;

interface Job { guid: string | null; person_guid: string; status: string; score: number | null; feedback: string | null; evaluator_guid: string | null }
interface Cell { item_guid: string; score: number | null; manual: number | null; source: string | null; job_status: string | null; feedback: string | null }
interface Row { guid: string; cells: Cell[] }

beforeAll(async () => {
  t = await createTestApp();
  bio = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  const [lesson] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(and(eq(lessons.courseGuid, bio), eq(lessons.name, 'Investiga el agua')));
  lessonGuid = lesson?.guid ?? '';
  student = await t.as('student@tiza.demo');
  lucas = await t.as('lucas@tiza.demo');
  teacher = await t.as('teacher@tiza.demo');
  pabloGuid = await t.userGuid('student@tiza.demo');
});
afterAll(async () => {
  await t?.close();
});

/** A fresh assignment (0–10 unless told) that the student has handed in; answers the item and the job's guid. */
async function handedIn(options: { max?: number; deliverInDays?: number } = {}): Promise<{ item: string; job: string }> {
  const [row] = await t.app.db
    .insert(lessonItems)
    .values({
      lessonGuid, name: `Grading ${randomUUID()}`, contentType: 'CTTY_14', position: 99, isEvaluable: true, deliverAt: new Date(Date.now() + (options.deliverInDays ?? 3) * 86_400_000),
      data: { instructions_html: '<p>Do it.</p>', accepts_text: true, accepts_files: true, ...(options.max === undefined ? {} : { ranking_scale: options.max }) },
    })
    .returning({ guid: lessonItems.guid });
  const item = row?.guid ?? '';
  const res = await t.inject({ method: 'POST', url: `/api/front/lesson-items/${item}/hand-in`, headers: student, payload: { text: 'My work', submission_key: randomUUID() } });
  expect(res.statusCode, res.body).toBe(200);
  return { item, job: (res.json() as Job).guid ?? '' };
}

const evaluate = (headers: Record<string, string>, job: string, payload: unknown) =>
  t.inject({ method: 'PUT', url: `/api/front/jobs/${job}/evaluation`, headers, payload: payload as Record<string, unknown> });
const jobsOf = async (item: string) => (await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}/jobs`, headers: teacher })).json() as { data: Job[]; max_score: number };
const mine = async (item: string) => (await jobsOf(item)).data.find((j) => j.person_guid === pabloGuid);
const gridCell = async (headers: Record<string, string>, item: string, studentGuid = pabloGuid) => {
  const body = denseGradebook((await t.inject({ method: 'GET', url: `/api/front/courses/${bio}/gradebook`, headers })).json()) as unknown as { students: Row[] };
  return body.students.find((s) => s.guid === studentGuid)?.cells.find((c) => c.item_guid === item);
};
const myTask = async (item: string) => {
  const body = (await t.inject({ method: 'GET', url: `/api/front/tasks?course_guid=${bio}`, headers: student })).json() as { tasks: { item_guid: string; job_status: string | null; score: number | null; feedback: string | null }[] };
  return body.tasks.find((task) => task.item_guid === item);
};
const publish = (item: string) => t.inject({ method: 'PUT', url: `/api/front/courses/${bio}/gradebook/items/${item}/publication`, headers: teacher, payload: { published: true } });

describe('PUT /api/front/jobs/{guid}/evaluation', () => {
  it('grades a hand-in: the job is evaluated with its score and sanitised feedback, in the list of jobs', async () => {
    const { item, job } = await handedIn();
    const res = await evaluate(teacher, job, { score: 7.5, feedback: '<p>Bien <strong>hecho</strong><script>alert(1)</script><img src="x" onerror="alert(1)"></p>' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ guid: job, status: 'evaluated', score: 7.5, feedback: '<p>Bien <strong>hecho</strong></p>' });
    expect(await mine(item)).toMatchObject({ status: 'evaluated', score: 7.5 });
    expect((await jobsOf(item)).max_score).toBe(10);
  });

  it('re-grades: the latest score wins, feedback absent is kept, blank clears it; each grade is in the cell’s history', async () => {
    const { item, job } = await handedIn();
    await evaluate(teacher, job, { score: 5, feedback: 'Revisa la conclusión' });
    const again = await evaluate(teacher, job, { score: 6.25 });
    expect(again.json()).toMatchObject({ status: 'evaluated', score: 6.25, feedback: 'Revisa la conclusión' });
    expect((await evaluate(teacher, job, { score: 6.25, feedback: '  <p> </p> ' })).json()).toMatchObject({ score: 6.25, feedback: null });
    const audit = await t.app.db.select({ old: gradeAudit.oldPoints, next: gradeAudit.newPoints }).from(gradeAudit).where(and(eq(gradeAudit.itemGuid, item), eq(gradeAudit.source, 'gradebook-override')));
    expect(audit.map((a) => [a.old, a.next])).toEqual(expect.arrayContaining([[null, 5], [5, 6.25]]));
  });

  it('refuses a score the item’s scale does not take (400 at /score with the rule’s code), leaving the job as it was', async () => {
    const { item, job } = await handedIn({ max: 20 });
    for (const [score, code] of [[21, 'score.out-of-range'], [-1, 'score.out-of-range'], [7.555, 'score.too-many-decimals']] as const) {
      const res = await evaluate(teacher, job, { score });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/score', message: code }] });
    }
    expect((await evaluate(teacher, job, { score: 18 })).statusCode).toBe(200);
    expect((await jobsOf(item)).max_score).toBe(20);
  });

  it('answers malformed bodies and guids with 400, never 500', async () => {
    const { job } = await handedIn();
    const bodies: unknown[] = [{}, { score: 'Infinity' }, { score: '7' }, { score: null }, { score: 5, feedback: 7 }, { score: 5, feedback: 'a'.repeat(20_001) }, { score: 5, feedback: '\ud800' }, []];
    for (const payload of bodies) {
      const res = await evaluate(teacher, job, payload);
      expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBe(400);
    }
    expect((await evaluate(teacher, 'not-a-guid', { score: 5 })).statusCode).toBe(400);
    expect((await t.inject({ method: 'PUT', url: `/api/front/jobs/${job}/evaluation`, headers: { ...teacher, 'content-type': 'application/json' }, payload: '{"score": 5' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'PUT', url: `/api/front/jobs/${job}/evaluation`, headers: { ...teacher, 'content-type': 'application/json' }, payload: '{"score": 1e400}' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'POST', url: `/api/front/jobs/${job}/return`, headers: teacher, payload: { feedback: 3 } })).statusCode).toBe(400);
    expect((await t.inject({ method: 'PUT', url: `/api/front/jobs/${job}/evaluator`, headers: teacher, payload: { evaluator_guid: 'x' } })).statusCode).toBe(400);
  });

  it('is never for students (403), for school admins (403) nor for teachers of other courses or tenants (404)', async () => {
    const { item, job } = await handedIn();
    expect((await evaluate(student, job, { score: 10 })).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await evaluate(lucas, job, { score: 10 })).statusCode).toBe(403);
    expect((await evaluate(await t.as('admin@tiza.demo'), job, { score: 10 })).statusCode).toBe(403);
    expect((await evaluate(await t.as('teacher2@tiza.demo'), job, { score: 10 })).statusCode).toBe(404);
    expect((await evaluate(await t.as('professor@escola.demo'), job, { score: 10 })).statusCode).toBe(404);
    expect((await evaluate(teacher, randomUUID(), { score: 10 })).statusCode).toBe(404);
    expect(await mine(item)).toMatchObject({ status: 'delivered', score: null });
  });

  it('takes assignments only: a test’s job is graded through its attempts (400 NOT_AN_ASSIGNMENT)', async () => {
    const [test] = await t.app.db.select({ guid: lessonItems.guid }).from(lessonItems).innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid)).where(and(eq(lessons.courseGuid, bio), eq(lessonItems.contentType, 'CTTY_09')));
    if (!test) throw new Error('no test in the lesson');
    const { jobs: jobsTable } = await import('../../server/src/db/schema');
    const [row] = await t.app.db.insert(jobsTable).values({ itemGuid: test.guid, personGuid: await t.userGuid('lucas@tiza.demo'), status: 'delivered' }).onConflictDoNothing().returning({ guid: jobsTable.guid });
    expect(row).toBeDefined();
    expect((await evaluate(teacher, row?.guid ?? '', { score: 5 })).json()).toMatchObject({ statusCode: 400, code: 'NOT_AN_ASSIGNMENT' });
  });
});

describe('one grade everywhere', () => {
  it('the grading route shows in the teacher’s grid, and empties the teacher’s waiting-for-grading list', async () => {
    const { item, job } = await handedIn();
    const waiting = async () => ((await t.inject({ method: 'GET', url: `/api/front/tasks?course_guid=${bio}`, headers: teacher })).json() as { waiting: { item_guid: string }[] }).waiting.some((w) => w.item_guid === item);
    expect(await waiting()).toBe(true);
    await evaluate(teacher, job, { score: 8 });
    expect(await gridCell(teacher, item)).toMatchObject({ score: 8, manual: 8, source: 'manual', job_status: 'evaluated' });
    expect(await waiting()).toBe(false);
  });

  it('a score typed in the gradebook grid grades the job (evaluated), and removing it puts the hand-in back to waiting', async () => {
    const { item } = await handedIn();
    const put = (score: number | null) => t.inject({ method: 'PUT', url: `/api/front/courses/${bio}/gradebook/scores`, headers: teacher, payload: { item_guid: item, student_guid: pabloGuid, score } });
    const saved = await put(7.5);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ score: 7.5, manual: 7.5, source: 'manual', changed: true });
    expect(await mine(item)).toMatchObject({ status: 'evaluated', score: 7.5 });
    expect((await put(11)).json()).toMatchObject({ statusCode: 400, details: [{ path: '/score', message: 'score.out-of-range' }] });
    expect((await put(null)).json()).toMatchObject({ score: null, manual: null });
    expect(await mine(item)).toMatchObject({ status: 'delivered', score: null });
  });

  it('a student with nothing handed in graded in the grid gets an evaluated job (work given on paper)', async () => {
    const { item } = await handedIn();
    const lucasGuid = await t.userGuid('lucas@tiza.demo');
    const res = await t.inject({ method: 'PUT', url: `/api/front/courses/${bio}/gradebook/scores`, headers: teacher, payload: { item_guid: item, student_guid: lucasGuid, score: 4 } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await jobsOf(item)).data.find((j) => j.person_guid === lucasGuid)).toMatchObject({ status: 'evaluated', score: 4 });
  });

  it('the task list, My grades and the student’s record agree: nothing before publishing, the same score and feedback after', async () => {
    const { item, job } = await handedIn();
    await evaluate(teacher, job, { score: 7.5, feedback: '<p>Muy bien</p>' });
    expect(await myTask(item)).toMatchObject({ job_status: 'evaluated', score: null, feedback: null });
    expect(await gridCell(student, item)).toMatchObject({ score: null, feedback: null });
    const record = async () => (await t.inject({ method: 'GET', url: `/api/front/lesson-items/${item}/records/${pabloGuid}`, headers: student })).json() as { job: Job };
    expect((await record()).job).toMatchObject({ status: 'evaluated', score: null, feedback: null });
    expect((await publish(item)).statusCode).toBe(200);
    expect(await myTask(item)).toMatchObject({ job_status: 'evaluated', score: 7.5, feedback: '<p>Muy bien</p>' });
    expect(await gridCell(student, item)).toMatchObject({ score: 7.5, feedback: '<p>Muy bien</p>' });
    expect((await record()).job).toMatchObject({ score: 7.5, feedback: '<p>Muy bien</p>' });
    // A grade corrected after publishing shows everywhere at once.
    await t.inject({ method: 'PUT', url: `/api/front/courses/${bio}/gradebook/scores`, headers: teacher, payload: { item_guid: item, student_guid: pabloGuid, score: 8 } });
    expect(await myTask(item)).toMatchObject({ score: 8 });
    expect(await gridCell(student, item)).toMatchObject({ score: 8 });
  });
});

describe('handing back and the evaluator', () => {
  it('hands a job back: pending with an evaluator, the student hands in again (even after the due date), then it is graded', async () => {
    const { item, job } = await handedIn({ deliverInDays: 3 });
    await evaluate(teacher, job, { score: 3 });
    const back = await t.inject({ method: 'POST', url: `/api/front/jobs/${job}/return`, headers: teacher, payload: { feedback: 'Falta la conclusión' } });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'pending', score: null, feedback: 'Falta la conclusión', evaluator_guid: await t.userGuid('teacher@tiza.demo') });
    expect(await myTask(item)).toMatchObject({ job_status: 'pending' });
    // The due date passes; the student may still hand the work in again.
    await t.app.db.update(lessonItems).set({ deliverAt: new Date(Date.now() - 86_400_000), canDeliverLate: false }).where(eq(lessonItems.guid, item));
    const again = await t.inject({ method: 'POST', url: `/api/front/lesson-items/${item}/hand-in`, headers: student, payload: { text: 'Now with a conclusion', submission_key: randomUUID() } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'delivered', text: 'Now with a conclusion' });
    expect((await evaluate(teacher, job, { score: 9 })).json()).toMatchObject({ status: 'evaluated', score: 9 });
  });

  it('refuses to hand back what was never handed in (409) and once the grades are published (409)', async () => {
    const { item, job } = await handedIn();
    await evaluate(teacher, job, { score: 6 });
    await publish(item);
    expect((await t.inject({ method: 'POST', url: `/api/front/jobs/${job}/return`, headers: teacher, payload: {} })).json()).toMatchObject({ statusCode: 409, code: 'GRADES_PUBLISHED' });
    const other = await handedIn();
    await t.inject({ method: 'POST', url: `/api/front/jobs/${other.job}/return`, headers: teacher, payload: {} });
    expect((await t.inject({ method: 'POST', url: `/api/front/jobs/${other.job}/return`, headers: teacher, payload: {} })).json()).toMatchObject({ statusCode: 409, code: 'NOTHING_TO_RETURN' });
    expect((await t.inject({ method: 'POST', url: `/api/front/jobs/${other.job}/return`, headers: student, payload: {} })).statusCode).toBe(403);
  });

  it('names another teacher of the course as the evaluator; refuses someone who does not teach it', async () => {
    const { job } = await handedIn();
    const teacher2 = await t.userGuid('teacher2@tiza.demo');
    const set = (evaluator: string, headers = teacher) => t.inject({ method: 'PUT', url: `/api/front/jobs/${job}/evaluator`, headers, payload: { evaluator_guid: evaluator } });
    expect((await set(teacher2)).json()).toMatchObject({ statusCode: 400, details: [{ path: '/evaluator_guid' }] });
    expect((await set(pabloGuid)).statusCode).toBe(400);
    expect((await set(teacher2, student)).statusCode).toBe(403);
    await t.app.db.insert(courseMembers).values({ courseGuid: bio, userGuid: teacher2, role: 'teacher' }).onConflictDoNothing();
    const res = await set(teacher2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'delivered', evaluator_guid: teacher2 });
    // The new evaluator teaches the course now: they may grade it.
    expect((await evaluate(await t.as('teacher2@tiza.demo'), job, { score: 7 })).json()).toMatchObject({ status: 'evaluated', score: 7, evaluator_guid: teacher2 });
  });
});
