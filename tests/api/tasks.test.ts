// The task list (docs/api-tasks.md, ADR 0230): a student's tasks with their own job, grades only once
// published, the same visibility as the lesson lists; a teacher's items waiting for grading with their counts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { jobs, lessonItems, lessons, units } from '../../server/src/db/schema';
import { insertAssessment, type QuestionSeed } from '../../server/src/demo/benchCohort';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let bio: string;
let mat: string;
/** The published lesson of bio's 'El agua' unit with the seeded assignments and Lucas's hand-ins. */
let aguaLesson: string;
const tokens = new Map<string, Record<string, string>>();

const PABLO = 'student@tiza.demo';
const LUCAS = 'lucas@tiza.demo';
const TEACHER = 'teacher@tiza.demo';
const TEACHER2 = 'teacher2@tiza.demo';
const ADMIN = 'admin@tiza.demo';
const ALUNO = 'aluno@escola.demo';
const PROFESSOR = 'professor@escola.demo';

const ESSAY: QuestionSeed[] = [{ type: 'QT_8', name: 'Redacción', points: 4, data: { min_words: null, max_words: null } }];

interface StudentTask {
  item_guid: string; item_name: string; content_type: string; course_guid: string; course_name: string;
  lesson_guid: string; lesson_name: string; deliver_at: string | null; deliver_at_local: string | null;
  can_deliver_late: boolean; job_status: string | null; has_saved_work: boolean; grades_published: boolean;
  job_evaluated_by: string | null; score: number | null; ranking_scale: number | null; feedback: string | null;
}
interface TeacherTask {
  item_guid: string; item_name: string; content_type: string; course_guid: string; course_name: string;
  lesson_guid: string; lesson_name: string; deliver_at: string | null; deliver_at_local: string | null;
  jobs_delivered: number; jobs_evaluated: number; students_count: number; waiting: number;
}

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

async function studentTasks(email: string, courseGuid?: string): Promise<StudentTask[]> {
  const res = await call('GET', `/api/front/tasks${courseGuid ? `?course_guid=${courseGuid}` : ''}`, email);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.view).toBe('student');
  expect(Object.keys(body)).toEqual(['view', 'tasks']);
  return body.tasks as StudentTask[];
}

async function teacherTasks(email: string, courseGuid?: string): Promise<TeacherTask[]> {
  const res = await call('GET', `/api/front/tasks${courseGuid ? `?course_guid=${courseGuid}` : ''}`, email);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.view).toBe('teacher');
  expect(Object.keys(body)).toEqual(['view', 'waiting']);
  return body.waiting as TeacherTask[];
}

function byName<T extends { item_name: string }>(tasks: readonly T[], name: string): T {
  const found = tasks.find((task) => task.item_name === name);
  if (!found) throw new Error(`no task ${name} in ${tasks.map((x) => x.item_name).join(', ')}`);
  return found;
}

/** A test in bio's 'El agua' lesson with one essay question a teacher grades; Lucas has submitted it. */
async function submittedByLucas(name: string) {
  const { itemGuid, questionGuids } = await insertAssessment(t.app.db, { lessonGuid: aguaLesson, name, questions: ESSAY, settings: { ranking_scale: 10 } });
  const attempt = (await call('POST', `/api/front/assessments/${itemGuid}/attempts`, LUCAS, {})).json();
  const submit = await call('POST', `/api/front/attempts/${attempt.guid}/submit`, LUCAS, {
    submission_key: randomUUID(),
    answers: [{ question_guid: questionGuids[0], answer: { text: 'El agua se evapora y vuelve con la lluvia.' }, revision: 1 }],
  });
  expect(submit.statusCode, submit.body).toBe(200);
  return { itemGuid, questionGuid: questionGuids[0] as string, attemptGuid: attempt.guid as string };
}

beforeAll(async () => {
  t = await createTestApp();
  bio = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  mat = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
  const [lesson] = await t.app.db
    .select({ guid: lessons.guid })
    .from(lessons)
    .innerJoin(units, eq(units.guid, lessons.unitGuid))
    .where(and(eq(units.courseGuid, bio), eq(units.name, 'El agua'), eq(lessons.name, 'Investiga el agua')));
  if (!lesson) throw new Error('no lesson Investiga el agua');
  aguaLesson = lesson.guid;
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/front/tasks — students', () => {
  it('lists the tasks of the courses the student learns in with their own job, by due date', async () => {
    const tasks = await studentTasks(LUCAS);
    expect(tasks.length).toBeGreaterThan(3);
    for (const task of tasks) expect(['CTTY_09', 'CTTY_14']).toContain(task.content_type);
    const courses = new Set(tasks.map((task) => task.course_guid));
    expect(courses.has(bio) && courses.has(mat)).toBe(true);

    const late = byName(tasks, 'Tarea: una gota de agua (con retraso)');
    expect(late).toMatchObject({
      content_type: 'CTTY_14', course_guid: bio, course_name: 'Biología y Geología 3º ESO', lesson_guid: aguaLesson, lesson_name: 'Investiga el agua',
      can_deliver_late: true, job_status: 'delivered', has_saved_work: false, grades_published: false, job_evaluated_by: null,
      score: null, ranking_scale: 10, feedback: null,
    });
    expect(late.deliver_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(late.deliver_at_local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(byName(tasks, 'Tarea: el agua en casa (cerrada)')).toMatchObject({ job_status: 'delivered', can_deliver_late: false });
    expect(byName(tasks, 'Tarea: dibuja el ciclo del agua')).toMatchObject({ job_status: null });
    const test = tasks.find((task) => task.content_type === 'CTTY_09');
    expect(test).toMatchObject({ ranking_scale: 10, job_status: null, has_saved_work: false });

    // deliver_at ascending, no due date last, then by name.
    const keys = tasks.map((task) => task.deliver_at ?? '9999');
    expect(keys).toEqual([...keys].sort());
  });

  it('never shows another student’s job', async () => {
    const tasks = await studentTasks(PABLO, bio);
    expect(byName(tasks, 'Tarea: una gota de agua (con retraso)')).toMatchObject({ job_status: null, score: null, feedback: null });
    expect(byName(tasks, 'Tarea: el agua en casa (cerrada)')).toMatchObject({ job_status: null });
  });

  it('sees exactly what the lesson item lists show a student: published items for everyone, in published lessons', async () => {
    const [hidden] = await t.app.db.insert(lessonItems).values([
      { lessonGuid: aguaLesson, name: 'Tarea oculta', contentType: 'CTTY_14', position: 90, isEvaluable: true, published: false, data: {} },
      { lessonGuid: aguaLesson, name: 'Tarea para profes', contentType: 'CTTY_14', position: 91, isEvaluable: true, audience: 'teachers', data: {} },
      { lessonGuid: aguaLesson, name: 'Lectura evaluable', contentType: 'CTTY_01', position: 92, isEvaluable: true, data: { html: '<p>x</p>' } },
    ]).returning({ guid: lessonItems.guid });
    expect(hidden).toBeDefined();
    const [unit] = await t.app.db.select({ guid: units.guid }).from(units).where(eq(units.courseGuid, bio)).orderBy(asc(units.position)).limit(1);
    const [draft] = await t.app.db.insert(lessons).values({ unitGuid: unit?.guid ?? '', courseGuid: bio, name: 'Borrador', position: 99, published: false }).returning({ guid: lessons.guid });
    await t.app.db.insert(lessonItems).values({ lessonGuid: draft?.guid ?? '', name: 'Tarea en borrador', contentType: 'CTTY_14', position: 1, isEvaluable: true, data: {} });

    const tasks = await studentTasks(PABLO, bio);
    const names = tasks.map((task) => task.item_name);
    expect(names).toContain('Lectura evaluable');
    for (const name of ['Tarea oculta', 'Tarea para profes', 'Tarea en borrador']) expect(names).not.toContain(name);

    // The same items the lesson routes list for the student, among those that take work.
    const courseLessons = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(eq(lessons.courseGuid, bio));
    const listed: string[] = [];
    for (const lesson of courseLessons) {
      const res = await call('GET', `/api/front/lessons/${lesson.guid}`, PABLO);
      if (res.statusCode === 404) continue;
      expect(res.statusCode).toBe(200);
      for (const item of res.json().items as { guid: string; content_type: string; content_is_evaluable: boolean }[]) {
        if (item.content_type === 'CTTY_09' || item.content_type === 'CTTY_14' || item.content_is_evaluable) listed.push(item.guid);
      }
    }
    expect(tasks.map((task) => task.item_guid).sort()).toEqual(listed.sort());
  });

  it('has saved work once an answer is saved in an open attempt, and not after submitting', async () => {
    const { itemGuid, questionGuids } = await insertAssessment(t.app.db, { lessonGuid: aguaLesson, name: 'Test: guardado', questions: ESSAY });
    const attempt = (await call('POST', `/api/front/assessments/${itemGuid}/attempts`, PABLO, {})).json();
    expect(byName(await studentTasks(PABLO, bio), 'Test: guardado').has_saved_work).toBe(false);
    const saved = await call('PUT', `/api/front/attempts/${attempt.guid}/answers`, PABLO, { answers: [{ question_guid: questionGuids[0], answer: { text: 'Borrador' }, revision: 1 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(byName(await studentTasks(PABLO, bio), 'Test: guardado').has_saved_work).toBe(true);
    // Another student's saved work is not this one's.
    expect(byName(await studentTasks(LUCAS, bio), 'Test: guardado').has_saved_work).toBe(false);
    await call('POST', `/api/front/attempts/${attempt.guid}/submit`, PABLO, { submission_key: randomUUID() });
    expect(byName(await studentTasks(PABLO, bio), 'Test: guardado')).toMatchObject({ has_saved_work: false, job_status: 'delivered' });
  });

  it('hides score and feedback until the grades are published, then shows them', async () => {
    const { itemGuid, questionGuid, attemptGuid } = await submittedByLucas('Test: publicación');
    const lucasGuid = await t.userGuid(LUCAS);
    const teacherGuid = await t.userGuid(TEACHER);
    expect((await call('PUT', `/api/front/attempts/${attemptGuid}/questions/${questionGuid}/grade`, TEACHER, { score: 3 })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/front/assessments/${itemGuid}/jobs/${lucasGuid}`, TEACHER, { feedback: 'Bien explicado.', evaluator_guid: teacherGuid })).statusCode).toBe(200);

    const before = byName(await studentTasks(LUCAS, bio), 'Test: publicación');
    expect(before).toMatchObject({ job_status: 'evaluated', grades_published: false, score: null, feedback: null, ranking_scale: 10, job_evaluated_by: teacherGuid });

    expect((await call('PUT', `/api/front/assessments/${itemGuid}/publication`, TEACHER, { published: true })).statusCode).toBe(200);
    const after = byName(await studentTasks(LUCAS, bio), 'Test: publicación');
    const me = (await call('GET', `/api/front/assessments/${itemGuid}/me`, LUCAS)).json();
    expect(after).toMatchObject({ job_status: 'evaluated', grades_published: true, score: me.job.score, feedback: 'Bien explicado.' });
    expect(after.score).toBe(7.5);
    // Published grades of an item are still only the caller's own.
    expect(byName(await studentTasks(PABLO, bio), 'Test: publicación')).toMatchObject({ grades_published: true, job_status: null, score: null, feedback: null });
  });

  it('narrows to one course, and a course the student is not in gives an empty list', async () => {
    const onlyBio = await studentTasks(LUCAS, bio);
    expect(onlyBio.length).toBeGreaterThan(0);
    expect(onlyBio.every((task) => task.course_guid === bio)).toBe(true);
    expect(await studentTasks(PABLO, await t.courseGuid('tiza', 'Inglés 5º Primaria'))).toEqual([]);
    expect(await studentTasks(PABLO, randomUUID())).toEqual([]);
    // A course_guid in upper case is the same course.
    expect((await studentTasks(LUCAS, bio.toUpperCase())).length).toBe(onlyBio.length);
  });
});

describe('GET /api/front/tasks — teachers', () => {
  it('lists items waiting for grading with their counts over the course’s students, oldest due first', async () => {
    const waiting = await teacherTasks(TEACHER);
    expect(waiting.length).toBeGreaterThan(0);
    for (const task of waiting) {
      expect(task.waiting).toBeGreaterThan(0);
      expect(task.waiting).toBe(task.jobs_delivered - task.jobs_evaluated);
      expect(task.jobs_delivered).toBeLessThanOrEqual(task.students_count);
    }
    const keys = waiting.map((task) => task.deliver_at ?? '9999');
    expect(keys).toEqual([...keys].sort());
    const drop = byName(waiting, 'Tarea: una gota de agua (con retraso)');
    expect(drop).toMatchObject({ content_type: 'CTTY_14', course_guid: bio, lesson_guid: aguaLesson, lesson_name: 'Investiga el agua', jobs_delivered: 1, jobs_evaluated: 0, students_count: 2, waiting: 1 });
    expect(drop.deliver_at_local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(Object.keys(drop).sort()).toEqual(['content_type', 'course_guid', 'course_name', 'deliver_at', 'deliver_at_local', 'item_guid', 'item_name', 'jobs_delivered', 'jobs_evaluated', 'lesson_guid', 'lesson_name', 'students_count', 'waiting']);
    expect(waiting.map((task) => task.item_name)).not.toContain('Tarea: dibuja el ciclo del agua');
  });

  it('counts the course’s students only: a job of someone else does not count', async () => {
    const drop = byName(await teacherTasks(TEACHER, bio), 'Tarea: una gota de agua (con retraso)');
    await t.app.db.insert(jobs).values({ itemGuid: drop.item_guid, personGuid: await t.userGuid('marta@tiza.demo'), status: 'delivered', text: 'No soy de este curso', deliveredAt: new Date() });
    expect(byName(await teacherTasks(TEACHER, bio), 'Tarea: una gota de agua (con retraso)')).toMatchObject({ jobs_delivered: 1, waiting: 1, students_count: 2 });
  });

  it('drops the counts once the teacher evaluates, and the item once nothing waits', async () => {
    const { itemGuid, questionGuid, attemptGuid } = await submittedByLucas('Test: por corregir');
    expect(byName(await teacherTasks(TEACHER, bio), 'Test: por corregir')).toMatchObject({ item_guid: itemGuid, content_type: 'CTTY_09', deliver_at: null, deliver_at_local: null, jobs_delivered: 1, jobs_evaluated: 0, students_count: 2, waiting: 1 });
    // The test has no due date: it comes after every dated item.
    expect((await teacherTasks(TEACHER, bio)).at(-1)?.deliver_at).toBeNull();
    expect((await call('PUT', `/api/front/attempts/${attemptGuid}/questions/${questionGuid}/grade`, TEACHER, { score: 2 })).statusCode).toBe(200);
    expect((await teacherTasks(TEACHER, bio)).map((task) => task.item_guid)).not.toContain(itemGuid);
  });

  it('narrows to one course; courses the caller does not teach give nothing', async () => {
    const all = await teacherTasks(TEACHER);
    const courses = new Set(all.map((task) => task.course_guid));
    expect(courses.has(bio) && courses.has(mat)).toBe(true);
    const onlyMat = await teacherTasks(TEACHER, mat);
    expect(onlyMat.length).toBeGreaterThan(0);
    expect(onlyMat).toEqual(all.filter((task) => task.course_guid === mat));
    expect(await teacherTasks(TEACHER2)).toEqual([]);
    expect(await teacherTasks(TEACHER2, bio)).toEqual([]);
  });

  it('gives a school admin who teaches nothing an empty list', async () => {
    expect(await teacherTasks(ADMIN)).toEqual([]);
    expect(await teacherTasks(ADMIN, bio)).toEqual([]);
  });

  it('shows another tenant’s users nothing of tiza', async () => {
    const aluno = await studentTasks(ALUNO);
    expect(aluno.some((task) => task.course_guid === bio || task.course_guid === mat)).toBe(false);
    expect(await studentTasks(ALUNO, bio)).toEqual([]);
    const professor = await teacherTasks(PROFESSOR);
    expect(professor.some((task) => task.course_guid === bio || task.course_guid === mat)).toBe(false);
    expect(await teacherTasks(PROFESSOR, bio)).toEqual([]);
  });
});

describe('GET /api/front/tasks — load', () => {
  /** The statements a call sends that read lesson items (the auth hook's session and tenant lookups do not). */
  async function itemQueries(email: string, courseGuid?: string): Promise<number> {
    await headers(email);
    // Counted on the driver (ADR 0544): the statement is built once (ADR 0548), so only what is sent tells.
    const sent: string[] = [];
    const stop = t.app.database.observeStatements((sql) => sent.push(sql));
    try {
      await call('GET', `/api/front/tasks${courseGuid ? `?course_guid=${courseGuid}` : ''}`, email);
      return sent.filter((sql) => sql.includes('"lesson_items"')).length;
    } finally {
      stop();
    }
  }

  it('reads with one statement per request, however many courses and items', async () => {
    expect(await itemQueries(LUCAS)).toBe(1);
    expect(await itemQueries(LUCAS, bio)).toBe(1);
    expect(await itemQueries(TEACHER)).toBe(1);
    expect(await itemQueries(TEACHER, mat)).toBe(1);
  });
});

describe('GET /api/front/tasks — refusals', () => {
  it('gives editorial admins and helpdesk, who teach no course, an empty teacher view (never a 403 that would end their session)', async () => {
    for (const email of ['editor@tiza.demo', 'helpdesk@tiza.demo']) {
      const res = await call('GET', '/api/front/tasks', email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ view: 'teacher', waiting: [] });
    }
  });

  it('answers 401 without a token or with a bad one', async () => {
    const ctx = t.ctx('tiza');
    expect((await t.inject({ method: 'GET', url: '/api/front/tasks', headers: ctx })).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    expect((await t.inject({ method: 'GET', url: '/api/front/tasks', headers: { ...ctx, authorization: 'Bearer nope' } })).statusCode).toBe(401);
  });

  it('answers 400 VALIDATION_FAILED for a course_guid that is not a uuid', async () => {
    const res = await call('GET', '/api/front/tasks?course_guid=not-a-guid', PABLO);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path: '/querystring/course_guid' })] });
  });
});
