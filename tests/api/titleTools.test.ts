// Teaching from a library title (ADRs 0556–0558): a course made of a title, a title's lessons added to a course, and
// `/tools/{courseProjectGuid}`; who may, retries, and a copy that fails halfway leaving nothing.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';
import { courseProjects, courses, lessonItems, lessons, libraryTitles, licences, questions, tenants, units } from '../../server/src/db/schema';
import { TitleToolsRepository } from '../../server/src/repositories/TitleToolsRepository';

let t: TestApp;
let guide: string;
beforeAll(async () => {
  t = await createTestApp();
  // Escola shows its library here: its teachers may add a title's lessons, but not make courses (createCourse off).
  const [escola] = await t.app.db.select().from(tenants).where(eq(tenants.id, 'escola'));
  if (!escola) throw new Error('no escola tenant in the demo data');
  await t.app.db.update(tenants).set({ flags: { ...escola.flags, hideLibrary: false } }).where(eq(tenants.id, 'escola'));
  guide = await titleGuid('tiza', 'Matemáticas 2º ESO — Guía del profesorado');
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function titleGuid(tenant: string, name: string): Promise<string> {
  const [row] = await t.app.db.select({ guid: libraryTitles.guid }).from(libraryTitles).where(and(eq(libraryTitles.tenantId, tenant), eq(libraryTitles.name, name)));
  if (!row) throw new Error(`no title ${name}`);
  return row.guid;
}

interface Outline {
  units: { guid: string; name: string; lessons: { guid: string; name: string; items_count: number; course_lesson_guid: string | null }[] }[];
  teacher_resources: { name: string }[];
  can_add_lessons: boolean;
  can_create_course?: boolean;
}

const outline = async (email: string, title = guide) => t.inject({ method: 'GET', url: `/api/front/library/titles/${title}`, headers: await t.as(email) });
const makeCourse = async (email: string, body: Record<string, unknown>, title = guide) =>
  t.inject({ method: 'POST', url: `/api/front/library/titles/${title}/courses`, headers: await t.as(email), payload: body });
const addLessons = async (email: string, courseGuid: string, lessonGuids: string[], title = guide) =>
  t.inject({ method: 'POST', url: `/api/front/courses/${courseGuid}/titles/${title}/lessons`, headers: await t.as(email), payload: { lesson_guids: lessonGuids } });

async function courseCount(tenant: string): Promise<number> {
  return (await t.app.db.select({ guid: courses.guid }).from(courses).where(eq(courses.tenantId, tenant))).length;
}

describe('GET /api/front/library/titles/:titleGuid', () => {
  it('shows a licence holder the title’s units, lessons and teacher’s resources, and what they may do', async () => {
    const res = await outline('teacher@tiza.demo');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Outline;
    expect(body.units.map((unit) => unit.name)).toEqual(['1. Números enteros', '2. Fracciones', '3. Estadística']);
    expect(body.units[0]?.lessons.map((lesson) => [lesson.name, lesson.items_count])).toEqual([['Sumas y restas de enteros', 3], ['Multiplicación y división de enteros', 3]]);
    expect(body.teacher_resources.map((resource) => resource.name)).toEqual(['Solucionario: sumas y restas', 'Programación de aula: fracciones']);
    expect(body).toMatchObject({ can_add_lessons: true, can_create_course: true });
  });

  it('is not found by a teacher without a licence of it, nor from another tenant', async () => {
    expect((await outline('teacher2@tiza.demo')).statusCode).toBe(404);
    expect((await outline('teacher@classbook.demo')).statusCode).toBe(404);
  });

  it('says where the tenant does not let teachers make courses', async () => {
    const res = await outline('professor@escola.demo', await titleGuid('escola', 'Português 7.º ano — Guia do professor'));
    expect(res.json()).toMatchObject({ can_add_lessons: true, can_create_course: false });
  });
});

describe('POST /api/front/library/titles/:titleGuid/courses', () => {
  it('makes a course of the teacher’s with a copy of every lesson, its items and questions; the library and the tools know it', async () => {
    const project = randomUUID();
    const before = await courseCount('tiza');
    const res = await makeCourse('teacher@tiza.demo', { course_project_guid: project, name: 'Matemáticas 2º B', education_year: '2º ESO' });
    expect(res.statusCode).toBe(201);
    const made = res.json() as { course_project_guid: string; course: { guid: string; name: string; discipline: string; education_level: string; lessons_count: number }; lessons_copied: number };
    expect(made).toMatchObject({ course_project_guid: project, lessons_copied: 5, course: { name: 'Matemáticas 2º B', discipline: 'ed6', education_level: 'el3', lessons_count: 5 } });
    expect(await courseCount('tiza')).toBe(before + 1);

    const detail = (await t.inject({ method: 'GET', url: `/api/front/courses/${made.course.guid}`, headers: await t.as('teacher@tiza.demo') })).json() as { units: { name: string; lessons: { name: string; published: boolean }[] }[] };
    expect(detail.units.map((unit) => `${unit.name}: ${unit.lessons.map((lesson) => lesson.name).join(', ')}`)).toEqual([
      '1. Números enteros: Sumas y restas de enteros, Multiplicación y división de enteros',
      '2. Fracciones: Fracciones equivalentes, Operaciones con fracciones',
      '3. Estadística: Tablas de frecuencias',
    ]);
    const copied = await t.app.db
      .select({ name: lessonItems.name, audience: lessonItems.audience, type: lessonItems.contentType, guid: lessonItems.guid })
      .from(lessonItems)
      .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
      .where(eq(lessons.courseGuid, made.course.guid))
      .orderBy(asc(lessons.position), asc(lessonItems.position));
    expect(copied).toHaveLength(13);
    expect(copied.filter((item) => item.audience === 'teachers').map((item) => item.name)).toEqual(['Solucionario: sumas y restas', 'Programación de aula: fracciones']);
    const tests = copied.filter((item) => item.type === 'CTTY_09').map((item) => item.guid);
    expect(await t.app.db.select({ guid: questions.guid }).from(questions).where(inArray(questions.itemGuid, tests))).toHaveLength(10);

    const library = (await t.inject({ method: 'GET', url: '/api/front/library', headers: await t.as('teacher@tiza.demo') })).json() as { entries: { title: { guid: string }; courses: unknown[] }[] };
    expect(library.entries.find((entry) => entry.title.guid === guide)?.courses).toEqual([{ course_project_guid: project, course_guid: made.course.guid, course_name: 'Matemáticas 2º B' }]);

    const tools = await t.inject({ method: 'GET', url: `/api/front/tools/${project}`, headers: await t.as('teacher@tiza.demo') });
    expect(tools.statusCode).toBe(200);
    const toolsBody = tools.json() as Outline & { course: { guid: string } };
    expect(toolsBody.course.guid).toBe(made.course.guid);
    expect(toolsBody.units.flatMap((unit) => unit.lessons).every((lesson) => lesson.course_lesson_guid !== null)).toBe(true);
  });

  it('answers a retry with the course the first attempt made, never a second', async () => {
    const project = randomUUID();
    const body = { course_project_guid: project, name: 'Matemáticas 2º C' };
    const first = await makeCourse('teacher@tiza.demo', body);
    const before = await courseCount('tiza');
    const again = await makeCourse('teacher@tiza.demo', body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ course_project_guid: project, course: { guid: (first.json() as { course: { guid: string } }).course.guid }, lessons_copied: 5 });
    expect(await courseCount('tiza')).toBe(before);
  });

  it('refuses a project guid someone else used', async () => {
    const project = randomUUID();
    await makeCourse('teacher@tiza.demo', { course_project_guid: project, name: 'Matemáticas 2º D' });
    expect((await t.inject({ method: 'POST', url: '/api/front/licences', headers: await t.as('teacher2@tiza.demo'), payload: { code: 'TIZA-PROF-MATE' } })).statusCode).toBe(201);
    const res = await makeCourse('teacher2@tiza.demo', { course_project_guid: project, name: 'Otro curso' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'COURSE_PROJECT_TAKEN' });
  });

  it('leaves nothing when the copy fails halfway', async () => {
    vi.spyOn(TitleToolsRepository.prototype, 'insertItems').mockRejectedValueOnce(new Error('the disk is full'));
    const project = randomUUID();
    const before = await courseCount('tiza');
    const res = await makeCourse('teacher@tiza.demo', { course_project_guid: project, name: 'Curso a medias' });
    expect(res.statusCode).toBe(500);
    expect(await courseCount('tiza')).toBe(before);
    expect(await t.app.db.select().from(courseProjects).where(eq(courseProjects.guid, project))).toEqual([]);
    expect(await t.app.db.select().from(courses).where(eq(courses.name, 'Curso a medias'))).toEqual([]);
    // And the retry the client makes then succeeds.
    expect((await makeCourse('teacher@tiza.demo', { course_project_guid: project, name: 'Curso a medias' })).statusCode).toBe(201);
  });

  it('refuses where the tenant does not let teachers make courses, and an expired licence', async () => {
    const escolaGuide = await titleGuid('escola', 'Português 7.º ano — Guia do professor');
    const off = await makeCourse('professor@escola.demo', { course_project_guid: randomUUID(), name: 'Português 7.º B' }, escolaGuide);
    expect(off.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
    expect(off.statusCode).toBe(403);

    const classbookGuide = await titleGuid('classbook', 'Maths Year 5 — Teacher’s Guide');
    const teacher = await t.userGuid('teacher@classbook.demo');
    await t.app.db.update(licences).set({ endsOn: '2020-01-01' }).where(and(eq(licences.userGuid, teacher), eq(licences.titleGuid, classbookGuide)));
    const expired = await makeCourse('teacher@classbook.demo', { course_project_guid: randomUUID(), name: 'Maths 5B' }, classbookGuide);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ code: 'TITLE_LICENCE_EXPIRED' });
    expect((await outline('teacher@classbook.demo', classbookGuide)).json()).toMatchObject({ can_add_lessons: false, can_create_course: false, licence_ends_on: null });
  });

  it('refuses students and a blank name', async () => {
    expect((await makeCourse('student@tiza.demo', { course_project_guid: randomUUID(), name: 'X' })).statusCode).toBe(403);
    const blank = await makeCourse('teacher@tiza.demo', { course_project_guid: randomUUID(), name: '   ' });
    expect(blank.statusCode).toBe(400);
  });
});

describe('POST /api/front/courses/:guid/titles/:titleGuid/lessons', () => {
  it('adds the chosen lessons as drafts in new units at the end, once; deleting a copy frees its lesson', async () => {
    const course = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const title = (await outline('teacher@tiza.demo')).json() as Outline;
    const [fractions, sums] = [title.units[1]?.lessons[1]?.guid ?? '', title.units[0]?.lessons[0]?.guid ?? ''];
    const unitsBefore = await t.app.db.select({ position: units.position }).from(units).where(eq(units.courseGuid, course));

    const res = await addLessons('teacher@tiza.demo', course, [fractions, sums]);
    expect(res.statusCode).toBe(200);
    const added = res.json() as { course_project_guid: string; added: number; already_added: number };
    expect(added).toMatchObject({ added: 2, already_added: 0 });
    const newUnits = await t.app.db
      .select({ name: units.name, position: units.position, lesson: lessons.name, published: lessons.published })
      .from(units)
      .innerJoin(lessons, eq(lessons.unitGuid, units.guid))
      .where(and(eq(units.courseGuid, course), inArray(units.name, ['1. Números enteros', '2. Fracciones'])))
      .orderBy(asc(units.position));
    expect(newUnits).toEqual([
      { name: '1. Números enteros', position: unitsBefore.length + 1, lesson: 'Sumas y restas de enteros', published: false },
      { name: '2. Fracciones', position: unitsBefore.length + 2, lesson: 'Operaciones con fracciones', published: false },
    ]);

    // A retry adds nothing.
    expect((await addLessons('teacher@tiza.demo', course, [sums, fractions])).json()).toMatchObject({ course_project_guid: added.course_project_guid, added: 0, already_added: 2 });

    const tools = (await t.inject({ method: 'GET', url: `/api/front/tools/${added.course_project_guid}`, headers: await t.as('teacher@tiza.demo') })).json() as Outline;
    const addedLesson = tools.units[0]?.lessons[0]?.course_lesson_guid;
    expect(addedLesson).toEqual(expect.any(String));
    expect(tools.units[0]?.lessons[1]?.course_lesson_guid).toBeNull();

    const removed = await t.inject({ method: 'DELETE', url: `/api/front/lessons/${addedLesson}`, headers: await t.as('teacher@tiza.demo') });
    expect(removed.statusCode).toBe(204);
    expect((await addLessons('teacher@tiza.demo', course, [sums])).json()).toMatchObject({ added: 1, already_added: 0 });
  });

  it('adds nothing when the copy fails halfway', async () => {
    const course = await t.courseGuid('tiza', 'Lengua Castellana y Literatura 2º ESO');
    const title = (await outline('teacher@tiza.demo')).json() as Outline;
    const lesson = title.units[2]?.lessons[0]?.guid ?? '';
    const lessonsBefore = (await t.app.db.select({ guid: lessons.guid }).from(lessons).where(eq(lessons.courseGuid, course))).length;
    vi.spyOn(TitleToolsRepository.prototype, 'insertItems').mockRejectedValueOnce(new Error('the disk is full'));
    expect((await addLessons('teacher@tiza.demo', course, [lesson])).statusCode).toBe(500);
    expect(await t.app.db.select({ guid: lessons.guid }).from(lessons).where(eq(lessons.courseGuid, course))).toHaveLength(lessonsBefore);
    expect(await t.app.db.select().from(courseProjects).where(eq(courseProjects.courseGuid, course))).toEqual([]);
  });

  it('adds where the tenant makes courses elsewhere; refuses a lesson not of the title and a course not the caller’s', async () => {
    const escolaGuide = await titleGuid('escola', 'Português 7.º ano — Guia do professor');
    const course = await t.courseGuid('escola', 'Língua Portuguesa 7º ano');
    const title = (await outline('professor@escola.demo', escolaGuide)).json() as Outline;
    expect((await addLessons('professor@escola.demo', course, [title.units[0]?.lessons[0]?.guid ?? ''], escolaGuide)).json()).toMatchObject({ added: 1 });

    const tizaCourse = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const unknown = await addLessons('teacher@tiza.demo', tizaCourse, [randomUUID()]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'TITLE_LESSON_UNKNOWN', details: [{ path: '/lesson_guids' }] });
    const tizaLesson = ((await outline('teacher@tiza.demo')).json() as Outline).units[0]?.lessons[0]?.guid ?? '';
    expect((await addLessons('teacher@tiza.demo', course, [tizaLesson])).statusCode).toBe(404);
    expect((await addLessons('teacher@tiza.demo', tizaCourse, [])).statusCode).toBe(400);
  });
});

describe('GET /api/front/tools/:courseProjectGuid', () => {
  it('is the course’s teachers’: anyone else is told there is none', async () => {
    const project = randomUUID();
    await makeCourse('teacher@tiza.demo', { course_project_guid: project, name: 'Matemáticas 2º E' });
    expect((await t.inject({ method: 'GET', url: `/api/front/tools/${project}`, headers: await t.as('teacher2@tiza.demo') })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/front/tools/${project}`, headers: await t.as('teacher@classbook.demo') })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/front/tools/${project}`, headers: await t.as('student@tiza.demo') })).statusCode).toBe(403);
  });
});
