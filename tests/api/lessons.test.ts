// Units and lessons: create, rename, reorder, move, delete, the lesson page; who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { courseMembers, jobs, lessonItems, lessons, units } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
async function call(email: string, method: Method, url: string, payload?: unknown) {
  return t.inject({ method, url, headers: await t.as(email), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

interface LessonDto { lesson_guid: string; name: string; position: number; published: boolean; items_count: number; progress: number | null }
interface Detail { units: { guid: string; name: string; position: number; lessons: LessonDto[] }[] }
interface LessonItem { guid: string; lesson_item_name: string; content_type: string; position: number; published: boolean; audience: string; progress: number | null; job_status: string | null; jobs_amount: number | null; jobs_delivered: number | null; jobs_evaluated: number | null }
interface LessonDetail { lesson_guid: string; name: string; published: boolean; progress: number | null; course_guid: string; unit_guid: string; unit_name: string; time_zone: string; abilities: { update: boolean }; items: LessonItem[] }

const TEACHER = 'teacher@tiza.demo';
const STUDENT = 'student@tiza.demo';
const OTHER_TEACHER = 'teacher2@tiza.demo';
const ADMIN = 'admin@tiza.demo';
const EDITOR = 'editor@tiza.demo';
const OTHER_TENANT_TEACHER = 'professor@escola.demo';
const HISTORY = 'Historia del Mundo Contemporáneo 1º Bachillerato';
const BIOLOGY = 'Biología y Geología 3º ESO';

const detail = async (email: string, courseGuid: string) => {
  const res = await call(email, 'GET', `/api/front/courses/${courseGuid}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Detail;
};
/** The course's lessons in course order: [name, position]. */
const order = (d: Detail) => d.units.flatMap((u) => u.lessons.map((l) => [u.name, l.name, l.position] as const));

describe('units', () => {
  it('a teacher appends a unit, renames it and deletes it; later units close the gap', async () => {
    const course = await t.courseGuid('tiza', HISTORY);
    const created = await call(TEACHER, 'POST', `/api/front/courses/${course}/units`, { name: '  La Restauración  ' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'La Restauración', position: 3, lessons: [] });
    const guid = (created.json() as { guid: string }).guid;

    const renamed = await call(TEACHER, 'PATCH', `/api/front/units/${guid}`, { name: 'La Restauración borbónica' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ guid, name: 'La Restauración borbónica', position: 3 });

    const blank = await call(TEACHER, 'PATCH', `/api/front/units/${guid}`, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/name' }] });

    expect((await call(TEACHER, 'DELETE', `/api/front/units/${guid}`)).statusCode).toBe(204);
    expect((await detail(TEACHER, course)).units.map((u) => [u.name, u.position])).toEqual([['El Antiguo Régimen', 1], ['Las revoluciones', 2]]);
  });

  it('refuses students and admins (403), teachers of other courses and other tenants (404)', async () => {
    const course = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const url = `/api/front/courses/${course}/units`;
    expect((await call(STUDENT, 'POST', url, { name: 'x' })).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await call(ADMIN, 'POST', url, { name: 'x' })).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await call(OTHER_TEACHER, 'POST', url, { name: 'x' })).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await call(EDITOR, 'POST', url, { name: 'x' })).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await call(OTHER_TENANT_TEACHER, 'POST', url, { name: 'x' })).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    const [unit] = await t.app.db.select({ guid: units.guid }).from(units).where(eq(units.courseGuid, course)).orderBy(asc(units.position)).limit(1);
    expect((await call(STUDENT, 'PATCH', `/api/front/units/${unit?.guid}`, { name: 'x' })).statusCode).toBe(403);
    expect((await call(OTHER_TEACHER, 'DELETE', `/api/front/units/${unit?.guid}`)).statusCode).toBe(404);
    expect((await call(OTHER_TENANT_TEACHER, 'DELETE', `/api/front/units/${unit?.guid}`)).statusCode).toBe(404);
    expect((await call(ADMIN, 'DELETE', `/api/front/units/${unit?.guid}`)).statusCode).toBe(403);
    expect(await t.app.db.select({ guid: units.guid }).from(units).where(eq(units.courseGuid, course))).toHaveLength(3);
  });

  it('reorders units only with a permutation of all of them; lessons follow their units', async () => {
    const PROFESSOR = 'professor@escola.demo';
    const course = await t.courseGuid('escola', 'Matemática 7º ano');
    const before = await detail(PROFESSOR, course);
    const [numbers, geometry] = before.units.map((u) => u.guid) as [string, string];
    const url = `/api/front/courses/${course}/units/order`;
    for (const guids of [[numbers], [numbers, numbers], [numbers, geometry, geometry], [numbers, '00000000-0000-4000-8000-000000000000']]) {
      const res = await call(PROFESSOR, 'PUT', url, { guids });
      expect(res.statusCode, JSON.stringify(guids)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/guids' }] });
    }
    expect((await call('aluno@escola.demo', 'PUT', url, { guids: [geometry, numbers] })).statusCode).toBe(403);
    expect((await call(TEACHER, 'PUT', url, { guids: [geometry, numbers] })).statusCode).toBe(404);
    expect((await call(PROFESSOR, 'PUT', url, { guids: [geometry, numbers] })).statusCode).toBe(204);
    const after = await detail(PROFESSOR, course);
    expect(after.units.map((u) => [u.name, u.position])).toEqual([['Geometria', 1], ['Números racionais', 2]]);
    expect(order(after)).toEqual([
      ['Geometria', 'Triângulos', 1],
      ['Geometria', 'Áreas e perímetros', 2],
      ['Números racionais', 'Números inteiros', 3],
      ['Números racionais', 'Frações', 4],
    ]);
  });
});

describe('lessons', () => {
  it('a new lesson goes at the end of its unit and the later lessons shift (one course-wide sequence)', async () => {
    const course = await t.courseGuid('tiza', HISTORY);
    const first = (await detail(TEACHER, course)).units[0];
    const res = await call(TEACHER, 'POST', `/api/front/units/${first?.guid}/lessons`, { name: 'El absolutismo', published: false });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'El absolutismo', position: 3, published: false, items_count: 0, progress: null, thumbnail: null });
    expect(order(await detail(TEACHER, course))).toEqual([
      ['El Antiguo Régimen', 'La sociedad estamental', 1],
      ['El Antiguo Régimen', 'La Ilustración', 2],
      ['El Antiguo Régimen', 'El absolutismo', 3],
      ['Las revoluciones', 'La Revolución Industrial', 4],
      ['Las revoluciones', 'La Revolución francesa', 5],
    ]);
  });

  it('moves a lesson into another unit at an index: the later lessons shift, the answer is the course', async () => {
    const course = await t.courseGuid('tiza', HISTORY);
    const d = await detail(TEACHER, course);
    const french = d.units[1]?.lessons.find((l) => l.name === 'La Revolución francesa');
    const res = await call(TEACHER, 'POST', `/api/front/lessons/${french?.lesson_guid}/move`, { unit_guid: d.units[0]?.guid, index: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const expected = [
      ['El Antiguo Régimen', 'La sociedad estamental', 1],
      ['El Antiguo Régimen', 'La Revolución francesa', 2],
      ['El Antiguo Régimen', 'La Ilustración', 3],
      ['El Antiguo Régimen', 'El absolutismo', 4],
      ['Las revoluciones', 'La Revolución Industrial', 5],
    ];
    expect(order(res.json() as Detail)).toEqual(expected);
    expect(order(await detail(TEACHER, course))).toEqual(expected);

    // Past the end of the target unit: clamped to its end.
    const back = await call(TEACHER, 'POST', `/api/front/lessons/${french?.lesson_guid}/move`, { unit_guid: d.units[1]?.guid, index: 99 });
    expect(order(back.json() as Detail).slice(3)).toEqual([
      ['Las revoluciones', 'La Revolución Industrial', 4],
      ['Las revoluciones', 'La Revolución francesa', 5],
    ]);
  });

  it('refuses a move into a unit of another course (404) and by anyone but the course’s teachers', async () => {
    const course = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const other = await t.courseGuid('tiza', BIOLOGY);
    const d = await detail(TEACHER, course);
    const lesson = d.units[0]?.lessons[0]?.lesson_guid;
    const foreignUnit = (await detail(TEACHER, other)).units[0]?.guid;
    const url = `/api/front/lessons/${lesson}/move`;
    expect((await call(TEACHER, 'POST', url, { unit_guid: foreignUnit, index: 0 })).statusCode).toBe(404);
    expect((await call(TEACHER, 'POST', url, { unit_guid: d.units[1]?.guid, index: -1 })).statusCode).toBe(400);
    expect((await call(STUDENT, 'POST', url, { unit_guid: d.units[1]?.guid, index: 0 })).statusCode).toBe(403);
    expect((await call(ADMIN, 'POST', url, { unit_guid: d.units[1]?.guid, index: 0 })).statusCode).toBe(403);
    expect((await call(OTHER_TEACHER, 'POST', url, { unit_guid: d.units[1]?.guid, index: 0 })).statusCode).toBe(404);
    expect((await call(OTHER_TENANT_TEACHER, 'POST', url, { unit_guid: d.units[1]?.guid, index: 0 })).statusCode).toBe(404);
    expect(order(await detail(TEACHER, course))).toEqual(order(d));
  });

  it('renames and unpublishes a lesson; students then no longer see it', async () => {
    const course = await t.courseGuid('tiza', 'Lengua Castellana y Literatura 2º ESO');
    const lesson = (await detail(TEACHER, course)).units[0]?.lessons[1];
    const url = `/api/front/lessons/${lesson?.lesson_guid}`;
    expect((await call(STUDENT, 'GET', url)).statusCode).toBe(200);
    expect((await call(STUDENT, 'PATCH', url, { published: false })).statusCode).toBe(403);
    const res = await call(TEACHER, 'PATCH', url, { name: 'La narración (I)', published: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'La narración (I)', published: false, items_count: 3 });
    expect((await call(STUDENT, 'GET', url)).statusCode).toBe(404);
    expect((await call(STUDENT, 'PATCH', url, { published: true })).statusCode).toBe(404);
    expect((await detail(STUDENT, course)).units[0]?.lessons.map((l) => l.name)).toEqual(['El texto y sus propiedades']);
  });

  it('deletes a lesson with its items; the later lessons close the gap', async () => {
    const course = await t.courseGuid('tiza', 'Tutoría 2º B');
    const d = await detail(TEACHER, course);
    const first = d.units[0]?.lessons[0]?.lesson_guid ?? '';
    expect((await call(OTHER_TEACHER, 'DELETE', `/api/front/lessons/${first}`)).statusCode).toBe(404);
    expect((await call(STUDENT, 'DELETE', `/api/front/lessons/${first}`)).statusCode).toBe(403);
    expect((await call(TEACHER, 'DELETE', `/api/front/lessons/${first}`)).statusCode).toBe(204);
    expect(order(await detail(TEACHER, course))).toEqual([['Primer trimestre', 'Técnicas de estudio', 1]]);
    expect(await t.app.db.select().from(lessonItems).where(eq(lessonItems.lessonGuid, first))).toEqual([]);
    expect((await call(TEACHER, 'GET', `/api/front/lessons/${first}`)).statusCode).toBe(404);
  });

  it('deleting a unit takes its lessons and items; later lessons close the gap', async () => {
    const course = await t.courseGuid('tiza', 'Inglés 5º Primaria');
    const d = await detail(TEACHER, course);
    const gone = d.units[0]?.lessons.map((l) => l.lesson_guid) ?? [];
    expect((await call(TEACHER, 'DELETE', `/api/front/units/${d.units[0]?.guid}`)).statusCode).toBe(204);
    expect(await t.app.db.select().from(lessons).where(inArray(lessons.guid, gone))).toEqual([]);
    expect(await t.app.db.select().from(lessonItems).where(inArray(lessonItems.lessonGuid, gone))).toEqual([]);
    const after = await detail(TEACHER, course);
    expect(after.units.map((u) => [u.name, u.position])).toEqual([['At school', 1]]);
    expect(order(after)).toEqual([['At school', 'School subjects', 1], ['At school', 'Telling the time', 2]]);
  });
});

describe('GET /api/front/lessons/:lessonGuid', () => {
  it('gives teachers every item with job counts over the course’s students', async () => {
    const course = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const lessonGuid = (await detail(TEACHER, course)).units[0]?.lessons[0]?.lesson_guid ?? '';
    const items = await t.app.db.select().from(lessonItems).where(eq(lessonItems.lessonGuid, lessonGuid)).orderBy(asc(lessonItems.position));
    const assignment = items.find((i) => i.isEvaluable);
    if (!assignment) throw new Error('no item');
    // Two students delivered, one evaluated; a teacher's own job does not count.
    const [pablo, marta, teacher] = await Promise.all([t.userGuid(STUDENT), t.userGuid('marta@tiza.demo'), t.userGuid(TEACHER)]);
    await t.app.db.insert(jobs).values([
      { itemGuid: assignment.guid, personGuid: pablo, status: 'delivered', deliveredAt: new Date() },
      { itemGuid: assignment.guid, personGuid: marta, status: 'evaluated', deliveredAt: new Date(), score: 8 },
      { itemGuid: assignment.guid, personGuid: teacher, status: 'delivered', deliveredAt: new Date() },
    ]);
    const students = await t.app.db.select().from(courseMembers).where(and(eq(courseMembers.courseGuid, course), eq(courseMembers.role, 'student')));

    const res = await call(TEACHER, 'GET', `/api/front/lessons/${lessonGuid}`);
    expect(res.statusCode, res.body).toBe(200);
    const lesson = res.json() as LessonDetail;
    expect(lesson).toMatchObject({ name: 'Números enteros', published: true, progress: null, course_guid: course, unit_name: 'Números y operaciones', time_zone: 'Europe/Madrid', abilities: { update: true } });
    expect(lesson.items.map((i) => i.guid)).toEqual(items.map((i) => i.guid));
    const mine = lesson.items.find((i) => i.guid === assignment.guid);
    expect(mine).toMatchObject({ jobs_amount: students.length, jobs_delivered: 2, jobs_evaluated: 1, progress: null, job_status: null });

    const asStudent = (await (await call(STUDENT, 'GET', `/api/front/lessons/${lessonGuid}`)).json()) as LessonDetail;
    expect(asStudent).toMatchObject({ progress: 100, abilities: { update: false } });
    expect(asStudent.items.find((i) => i.guid === assignment.guid)).toMatchObject({ job_status: 'delivered', jobs_amount: null, jobs_delivered: null, jobs_evaluated: null });
  });

  it('shows students only published items for everyone, never teacher-only ones', async () => {
    const course = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const lessonGuid = (await detail(TEACHER, course)).units[1]?.lessons[0]?.lesson_guid ?? '';
    const items = await t.app.db.select().from(lessonItems).where(eq(lessonItems.lessonGuid, lessonGuid)).orderBy(asc(lessonItems.position));
    await t.app.db.update(lessonItems).set({ published: false }).where(eq(lessonItems.guid, items[0]?.guid ?? ''));
    await t.app.db.update(lessonItems).set({ audience: 'teachers' }).where(eq(lessonItems.guid, items[1]?.guid ?? ''));
    const asStudent = (await call(STUDENT, 'GET', `/api/front/lessons/${lessonGuid}`)).json() as LessonDetail;
    expect(asStudent.items.map((i) => i.guid)).toEqual([items[2]?.guid]);
    const asAdmin = await call(ADMIN, 'GET', `/api/front/lessons/${lessonGuid}`);
    expect(asAdmin.statusCode).toBe(200);
    expect((asAdmin.json() as LessonDetail).items).toHaveLength(3);
    expect((asAdmin.json() as LessonDetail).abilities).toEqual({ update: false });
    const courseForStudent = await detail(STUDENT, course);
    expect(courseForStudent.units[1]?.lessons[0]).toMatchObject({ items_count: 1, published: true });
  });

  it('hides draft lessons from students and every lesson from outsiders (404)', async () => {
    const course = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const draft = (await detail(TEACHER, course)).units[2]?.lessons.find((l) => l.name === 'Probabilidad');
    expect(draft?.published).toBe(false);
    expect((await call(TEACHER, 'GET', `/api/front/lessons/${draft?.lesson_guid}`)).statusCode).toBe(200);
    expect((await call(STUDENT, 'GET', `/api/front/lessons/${draft?.lesson_guid}`)).statusCode).toBe(404);
    const published = (await detail(TEACHER, course)).units[0]?.lessons[0]?.lesson_guid;
    for (const outsider of [OTHER_TEACHER, EDITOR, 'helpdesk@tiza.demo', OTHER_TENANT_TEACHER, 'irene@tiza.demo']) {
      const res = await call(outsider, 'GET', `/api/front/lessons/${published}`);
      expect(res.statusCode, outsider).toBe(404);
    }
    expect((await call(TEACHER, 'GET', '/api/front/lessons/not-a-guid')).statusCode).toBe(400);
  });
});
