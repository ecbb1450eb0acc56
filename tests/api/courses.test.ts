import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Course {
  guid: string;
  name: string;
  type: string;
  school_guid: string;
  discipline: string;
  education_level: string;
  teacher_name: string | null;
  teacher_gender: string | null;
  students_count: number;
  lessons_count: number;
  progress: number | null;
  join_code: string | null;
  abilities: { update: boolean; manage_members: boolean; see_as_student: boolean };
}
interface Page {
  data: Course[];
  meta: { page: number; pageSize: number; total: number };
}
interface Detail extends Course {
  units: { guid: string; name: string; position: number; lessons: { lesson_guid: string; name: string; thumbnail: string | null; position: number; progress: number | null }[] }[];
}

const list = async (email: string, query = '') => {
  const res = await t.inject({ method: 'GET', url: `/api/front/courses${query}`, headers: await t.as(email) });
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
};

describe('GET /api/front/courses', () => {
  it('lists the caller’s courses with a default page size of 24', async () => {
    const page = await list('student@tiza.demo');
    expect(page.meta).toEqual({ page: 1, pageSize: 24, total: 4 });
    expect(page.data.map((c) => c.name)).toEqual(['Biología y Geología 3º ESO', 'Lengua Castellana y Literatura 2º ESO', 'Matemáticas 2º ESO', 'Tutoría 2º B']);
  });

  it('gives students their progress, no join code and no abilities; counts only published lessons', async () => {
    const mat = (await list('student@tiza.demo')).data.find((c) => c.name === 'Matemáticas 2º ESO');
    // 8 lessons, one unpublished: 7 published; progress 100+100+80+60+30+0+0 over 7 = 52.86 → 53.
    expect(mat).toMatchObject({
      discipline: 'ed6', education_level: 'el3', type: 'course', teacher_name: 'Lucía Martín Gómez', teacher_gender: 'female', students_count: 4, lessons_count: 7, progress: 53, join_code: null,
      abilities: { update: false, manage_members: false, see_as_student: false },
    });
  });

  it('gives teachers the join code, every lesson and their abilities', async () => {
    const mat = (await list('teacher@tiza.demo')).data.find((c) => c.name === 'Matemáticas 2º ESO');
    expect(mat).toMatchObject({ lessons_count: 8, progress: null, join_code: 'MATE2ESO', abilities: { update: true, manage_members: true, see_as_student: true } });
  });

  it('pages, caps the page size at 100 and treats a bad page size as the default', async () => {
    const first = await list('teacher@tiza.demo', '?pageSize=2');
    const second = await list('teacher@tiza.demo', '?pageSize=2&page=2');
    expect(first.meta).toEqual({ page: 1, pageSize: 2, total: 6 });
    expect(second.meta.page).toBe(2);
    expect(first.data.map((c) => c.guid)).not.toEqual(expect.arrayContaining(second.data.map((c) => c.guid)));
    expect((await list('teacher@tiza.demo', '?pageSize=1000')).meta.pageSize).toBe(100);
    expect((await list('teacher@tiza.demo', '?pageSize=abc')).meta.pageSize).toBe(24);
    const pastTheEnd = await list('teacher@tiza.demo', '?page=99');
    expect(pastTheEnd.data).toEqual([]);
    expect(pastTheEnd.meta.total).toBe(6);
    expect(second.meta.total).toBe(6);
  });

  it('filters by type', async () => {
    const groups = await list('teacher@tiza.demo', '?type=group');
    expect(groups.data.map((c) => c.name)).toEqual(['Tutoría 2º B']);
    expect(groups.meta.total).toBe(1);
  });

  it('refuses page 0 with VALIDATION_FAILED', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/front/courses?page=0', headers: await t.as('student@tiza.demo') });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: [{ path: '/querystring/page' }] });
  });
});

describe('GET /api/front/courses/{guid}', () => {
  const detail = async (email: string, guid: string, query = '') => t.inject({ method: 'GET', url: `/api/front/courses/${guid}${query}`, headers: await t.as(email) });

  it('answers units and lessons in order, with the student’s own progress and without unpublished lessons', async () => {
    const guid = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const res = await detail('student@tiza.demo', guid);
    expect(res.statusCode).toBe(200);
    const course = res.json() as Detail;
    expect(course.units.map((u) => [u.position, u.name])).toEqual([[1, 'Números y operaciones'], [2, 'Álgebra'], [3, 'Estadística y probabilidad']]);
    expect(course.units[0]?.lessons.map((l) => [l.name, l.progress])).toEqual([['Números enteros', 100], ['Fracciones y decimales', 100], ['Potencias y raíces', 80]]);
    expect(course.units[2]?.lessons.map((l) => l.name)).toEqual(['Tablas y gráficos']);
    expect(Object.keys(course.units[0]?.lessons[0] ?? {}).sort()).toEqual(['items_count', 'lesson_guid', 'name', 'position', 'progress', 'published', 'thumbnail']);
  });

  it('shows teachers the unpublished lesson, without student progress', async () => {
    const guid = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const course = (await detail('teacher@tiza.demo', guid)).json() as Detail;
    expect(course.units[2]?.lessons.map((l) => [l.name, l.progress])).toEqual([['Tablas y gráficos', null], ['Probabilidad', null]]);
  });

  it('lets a school admin see the courses of their school', async () => {
    const guid = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const res = await detail('admin@tiza.demo', guid);
    expect(res.statusCode).toBe(200);
    // A school admin reads like a teacher and changes nothing: the abilities say what the routes allow.
    expect((res.json() as Detail).abilities).toMatchObject({ update: false, see_as_student: true });
    const headers = await t.as('admin@tiza.demo');
    const addUnit = await t.inject({ method: 'POST', url: `/api/front/courses/${guid}/units`, headers, payload: { name: 'Unidad de prueba' } });
    expect(addUnit.statusCode).toBe(403);
    const otherSchool = await t.courseGuid('tiza', 'Inglés 5º Primaria');
    expect((await detail('admin@tiza.demo', otherSchool)).statusCode).toBe(404);
  });

  it('answers 404 to non-members, for unknown guids and when school_guid does not match', async () => {
    const guid = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
    expect((await detail('marta@tiza.demo', guid)).statusCode).toBe(404);
    expect((await detail('editor@tiza.demo', guid)).statusCode).toBe(404);
    expect((await detail('student@tiza.demo', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const course = (await detail('student@tiza.demo', guid)).json() as Detail;
    expect((await detail('student@tiza.demo', guid, `?school_guid=${course.school_guid}`)).statusCode).toBe(200);
    expect((await detail('student@tiza.demo', guid, '?school_guid=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses a malformed guid with VALIDATION_FAILED', async () => {
    const res = await detail('student@tiza.demo', 'not-a-guid');
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });
});

describe('POST /api/front/courses', () => {
  const create = async (email: string, body: Record<string, unknown>) => t.inject({ method: 'POST', url: '/api/front/courses', headers: await t.as(email), payload: body });
  const valid = { name: '  Física y Química 4º ESO ', discipline: 'ed9', education_level: 'el3' };

  it('creates a course in the teacher’s first school; the creator teaches it and it is listed', async () => {
    const res = await create('teacher@tiza.demo', { ...valid, token: 'licence-123', unexpected: 'dropped' });
    expect(res.statusCode).toBe(201);
    const course = res.json() as Course;
    expect(course).toMatchObject({ name: 'Física y Química 4º ESO', discipline: 'ed9', education_level: 'el3', type: 'course', students_count: 0, lessons_count: 0, teacher_name: 'Lucía Martín Gómez' });
    expect(course.join_code).toMatch(/^[A-Z0-9]{6,10}$/);
    expect(course.abilities.update).toBe(true);
    const me = (await t.inject({ method: 'GET', url: '/api/front/users/me', headers: await t.as('teacher@tiza.demo') })).json() as { schools: { guid: string }[] };
    expect(course.school_guid).toBe(me.schools[0]?.guid);
    expect((await list('teacher@tiza.demo')).data.map((c) => c.guid)).toContain(course.guid);
  });

  it('creates in another of the caller’s schools, never in a school they do not belong to', async () => {
    const me = (await t.inject({ method: 'GET', url: '/api/front/users/me', headers: await t.as('teacher@tiza.demo') })).json() as { schools: { guid: string }[] };
    const second = me.schools[1]?.guid;
    expect((await create('teacher@tiza.demo', { ...valid, school_guid: second })).json()).toMatchObject({ school_guid: second });
    expect((await create('teacher2@tiza.demo', { ...valid, school_guid: me.schools[0]?.guid })).statusCode).toBe(404);
  });

  it('is forbidden to students and refused when the tenant switched it off', async () => {
    expect((await create('student@tiza.demo', valid)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await create('professor@escola.demo', valid)).json()).toMatchObject({ statusCode: 403, code: 'FEATURE_DISABLED' });
  });

  it.each([
    [{ ...valid, discipline: 'ed14' }, '/discipline'],
    [{ ...valid, education_level: 'el5' }, '/education_level'],
    [{ ...valid, name: '' }, '/name'],
    [{ ...valid, name: '   ' }, '/name'],
    [{ discipline: 'ed6', education_level: 'el3' }, '/name'],
  ])('refuses %j with VALIDATION_FAILED at %s', async (body, path) => {
    const res = await create('teacher@tiza.demo', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path })] });
  });

  it('refuses text PostgreSQL cannot store (an unpaired surrogate) with VALIDATION_FAILED, creating nothing', async () => {
    const before = (await list('teacher@tiza.demo', '?pageSize=100')).meta.total;
    for (const body of [{ ...valid, name: 'Arte \ud800' }, { ...valid, education_year: '1\udc00' }, { ...valid, type: 'x\ud83d' }]) {
      const res = await create('teacher@tiza.demo', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const join = await t.inject({ method: 'POST', url: '/api/front/join-course', headers: await t.as('student@tiza.demo'), payload: { code: 'MATE\ud8002ESO' } });
    expect(join.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await list('teacher@tiza.demo', '?pageSize=100')).meta.total).toBe(before);
  });
});

describe('POST /api/front/join-course', () => {
  const join = async (email: string, code: string) => t.inject({ method: 'POST', url: '/api/front/join-course', headers: await t.as(email), payload: { code } });

  it('joins with a code typed in lower case with a dash, then refuses a second join', async () => {
    const res = await join('marta@tiza.demo', 'bio-geo3e');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Biología y Geología 3º ESO', students_count: 3, progress: 0, join_code: null });
    expect((await list('marta@tiza.demo')).data.map((c) => c.name)).toContain('Biología y Geología 3º ESO');
    const again = await join('marta@tiza.demo', 'BIOGEO3E');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_MEMBER' });
  });

  it('lets a teacher join as a teacher', async () => {
    const res = await join('teacher2@tiza.demo', 'HISTBACH1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ join_code: 'HISTBACH1', abilities: { update: true } });
  });

  it('answers 404 CODE_NOT_FOUND for unknown or malformed codes', async () => {
    for (const code of ['ZZZZZZZZ', 'x', '!!!!!!!!']) {
      const res = await join('student@tiza.demo', code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CODE_NOT_FOUND' });
    }
  });
});

describe('GET /api/front/courses/{guid}/teachers', () => {
  const teachers = async (email: string, guid: string) => t.inject({ method: 'GET', url: `/api/front/courses/${guid}/teachers`, headers: await t.as(email) });

  it('lists the course’s teachers by lastname for its teachers and its school’s admins', async () => {
    const ingles = await t.courseGuid('tiza', 'Inglés 5º Primaria');
    const res = await teachers('teacher2@tiza.demo', ingles);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { guid: string; name: string; lastname: string }[] };
    expect(body.data.map((teacher) => `${teacher.name} ${teacher.lastname}`)).toEqual(['Lucía Martín Gómez', 'Javier Ortega Ruiz']);
    expect(body.data[0]?.guid).toBe(await t.userGuid('teacher@tiza.demo'));
    const mat = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    expect(((await teachers('admin@tiza.demo', mat)).json() as { data: unknown[] }).data).toHaveLength(1);
  });

  it('refuses students (403), people outside the course and other tenants (404), and malformed guids (400)', async () => {
    const mat = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    expect((await teachers('student@tiza.demo', mat)).statusCode).toBe(403);
    expect((await teachers('teacher2@tiza.demo', mat)).statusCode).toBe(404);
    expect((await teachers('professor@escola.demo', mat)).statusCode).toBe(404);
    expect((await teachers('teacher@tiza.demo', 'not-a-guid')).statusCode).toBe(400);
    expect((await teachers('teacher@tiza.demo', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
