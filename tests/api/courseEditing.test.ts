// Editing and deleting courses (docs/api.md "Courses"; ADR 0239): PUT front/courses/{guid}, DELETE front/courses, PUT lms/courses.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, courses, files, jobs, lessonItems, lessons } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const details = { name: 'Matemáticas 2º ESO', discipline: 'ed6', education_level: 'el3', education_year: '2º' };

const put = async (email: string, guid: string, payload: unknown) =>
  t.inject({ method: 'PUT', url: `/api/front/courses/${guid}`, headers: await t.as(email), payload: payload as Record<string, unknown> });
const remove = async (email: string, payload: unknown) =>
  t.inject({ method: 'DELETE', url: '/api/front/courses', headers: await t.as(email), payload: payload as Record<string, unknown> });
const editorial = async (email: string, payload: unknown) =>
  t.inject({ method: 'PUT', url: '/api/lms/courses', headers: await t.as(email), payload: payload as Record<string, unknown> });
const detail = async (email: string, guid: string) => t.inject({ method: 'GET', url: `/api/front/courses/${guid}`, headers: await t.as(email) });
const listNames = async (email: string) =>
  ((await t.inject({ method: 'GET', url: '/api/front/courses?pageSize=100', headers: await t.as(email) })).json() as { data: { name: string }[] }).data.map((c) => c.name);

/** A new course of teacher@tiza.demo with a unit and a lesson, and nobody's work in it. */
async function freshCourse(name: string): Promise<string> {
  const headers = await t.as('teacher@tiza.demo');
  const created = await t.inject({ method: 'POST', url: '/api/front/courses', headers, payload: { name, discipline: 'ed10', education_level: 'el3' } });
  expect(created.statusCode).toBe(201);
  const guid = (created.json() as { guid: string }).guid;
  const unit = await t.inject({ method: 'POST', url: `/api/front/courses/${guid}/units`, headers, payload: { name: 'Unidad 1' } });
  expect(unit.statusCode).toBe(201);
  const lesson = await t.inject({ method: 'POST', url: `/api/front/units/${(unit.json() as { guid: string }).guid}/lessons`, headers, payload: { name: 'Lección 1' } });
  expect(lesson.statusCode).toBe(201);
  return guid;
}

const courseRow = async (guid: string) => (await t.app.db.select({ guid: courses.guid, archivedAt: courses.archivedAt }).from(courses).where(eq(courses.guid, guid)))[0];

describe('PUT /api/front/courses/{guid}', () => {
  it('lets a teacher of the course change its details, trimmed; the list and the page show them', async () => {
    const guid = await freshCourse('Biología 4º');
    const res = await put('teacher@tiza.demo', guid, { name: '  Biología y Geología 4º ESO ', discipline: 'ed9', education_level: 'el4', education_year: ' 4º ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ guid, name: 'Biología y Geología 4º ESO', discipline: 'ed9', education_level: 'el4', education_year: '4º', abilities: { update: true } });
    expect(await listNames('teacher@tiza.demo')).toContain('Biología y Geología 4º ESO');
    // PUT replaces all four details: an absent year is no year.
    const noYear = await put('teacher@tiza.demo', guid, { name: 'Biología y Geología 4º ESO', discipline: 'ed9', education_level: 'el4' });
    expect(noYear.json()).toMatchObject({ education_year: null });
  });

  it('refuses students and school admins with 403, other tenants and unknown guids with 404', async () => {
    const guid = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    expect((await put('student@tiza.demo', guid, details)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await put('admin@tiza.demo', guid, details)).statusCode).toBe(403);
    expect((await put('professor@escola.demo', guid, details)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await put('editor@tiza.demo', guid, details)).statusCode).toBe(404);
    expect((await put('teacher@tiza.demo', UNKNOWN, details)).statusCode).toBe(404);
    expect((await detail('teacher@tiza.demo', guid)).json()).toMatchObject({ name: 'Matemáticas 2º ESO' });
  });

  it.each([
    [{ ...details, name: '' }, '/name'],
    [{ ...details, name: '   ' }, '/name'],
    [{ ...details, name: 'x'.repeat(121) }, '/name'],
    [{ ...details, name: 42 }, '/name'],
    [{ ...details, discipline: 'ed99' }, '/discipline'],
    [{ ...details, education_level: 'Infinity' }, '/education_level'],
    [{ ...details, education_year: 'y'.repeat(41) }, '/education_year'],
    [{ discipline: 'ed6', education_level: 'el3' }, '/name'],
    [{ ...details, name: 'bad \ud800 surrogate' }, '/name'],
  ])('refuses %j with 400 VALIDATION_FAILED at %s', async (body, path) => {
    const guid = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const res = await put('teacher@tiza.demo', guid, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: expect.arrayContaining([expect.objectContaining({ path })]) });
  });

  it('refuses a malformed guid, a missing body and deep nesting with 400, never a 5xx', async () => {
    expect((await put('teacher@tiza.demo', 'not-a-guid', details)).statusCode).toBe(400);
    const headers = { ...(await t.as('teacher@tiza.demo')), 'content-type': 'application/json' };
    const guid = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    expect((await t.inject({ method: 'PUT', url: `/api/front/courses/${guid}`, headers, payload: '' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'PUT', url: `/api/front/courses/${guid}`, headers, payload: '['.repeat(5000) })).statusCode).toBe(400);
    expect((await put('teacher@tiza.demo', guid, [details])).statusCode).toBe(400);
  });
});

describe('DELETE /api/front/courses', () => {
  it('tells the course’s teachers what deleting would do, and nobody else', async () => {
    const fresh = await freshCourse('Curso sin trabajo');
    const worked = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    expect((await detail('teacher@tiza.demo', fresh)).json()).toMatchObject({ removal: 'delete' });
    expect((await detail('teacher@tiza.demo', worked)).json()).toMatchObject({ removal: 'archive' });
    expect((await detail('student@tiza.demo', worked)).json()).toMatchObject({ removal: null });
    expect((await detail('admin@tiza.demo', worked)).json()).toMatchObject({ removal: null });
  });

  it('deletes a course nobody worked in, with its units and lessons', async () => {
    const guid = await freshCourse('Curso para borrar');
    const res = await remove('teacher@tiza.demo', { guids: [guid, guid.toUpperCase()] });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await courseRow(guid)).toBeUndefined();
    expect(await t.app.db.select({ guid: lessons.guid }).from(lessons).where(eq(lessons.courseGuid, guid))).toEqual([]);
    expect((await detail('teacher@tiza.demo', guid)).statusCode).toBe(404);
    expect(await listNames('teacher@tiza.demo')).not.toContain('Curso para borrar');
  });

  it('removes a deleted course’s uploaded files from disk once it commits; a file that cannot be removed is no 500', async () => {
    const guid = await freshCourse('Curso con ficheros');
    const stored = async (name: string) => {
      const fileGuid = randomUUID();
      await t.app.db.insert(files).values({ guid: fileGuid, tenantId: 'tiza', courseGuid: guid, purpose: 'content', mediaType: 'document', mime: 'application/pdf', size: 4, name, sha256: 'x' });
      return { fileGuid, path: join(t.filesDir, 'tiza', fileGuid) };
    };
    const pdf = await stored('ficha.pdf');
    await mkdir(dirname(pdf.path), { recursive: true });
    await writeFile(pdf.path, '%PDF');
    // A file whose bytes cannot be removed (a folder with something in it stands in for a permission error).
    const stuck = await stored('atascado.pdf');
    await mkdir(join(stuck.path, 'inside'), { recursive: true });
    const other = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const kept = (await t.app.db.select({ guid: files.guid }).from(files).where(eq(files.courseGuid, other)))[0];

    const res = await remove('teacher@tiza.demo', { guids: [guid] });

    expect(res.statusCode).toBe(204);
    expect(existsSync(pdf.path)).toBe(false);
    expect(existsSync(stuck.path)).toBe(true);
    expect(await t.app.db.select({ guid: files.guid }).from(files).where(eq(files.courseGuid, guid))).toEqual([]);
    // Another course's files stay where they are.
    if (kept) expect(existsSync(join(t.filesDir, 'tiza', kept.guid))).toBe(true);
  });

  it('archives a course with students’ work: gone from lists, pages, tasks and join codes, its records kept', async () => {
    const guid = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
    const itemGuids = (await t.app.db.select({ guid: lessonItems.guid }).from(lessonItems).innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid)).where(eq(lessons.courseGuid, guid))).map((r) => r.guid);
    const countIn = async (table: typeof jobs | typeof attempts) =>
      (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(table).where(inArray(table.itemGuid, itemGuids)))[0]?.n ?? 0;
    const jobsBefore = await countIn(jobs);
    const attemptsBefore = await countIn(attempts);
    expect(jobsBefore + attemptsBefore).toBeGreaterThan(0);
    const filesBefore = await t.app.db.select({ guid: files.guid }).from(files).where(eq(files.courseGuid, guid));
    expect(filesBefore.length).toBeGreaterThan(0);
    for (const file of filesBefore) expect(existsSync(join(t.filesDir, 'tiza', file.guid))).toBe(true);

    expect((await remove('teacher@tiza.demo', { guids: [guid] })).statusCode).toBe(204);

    expect((await courseRow(guid))?.archivedAt).toBeInstanceOf(Date);
    // An archived course keeps its files, rows and bytes.
    for (const file of filesBefore) expect(existsSync(join(t.filesDir, 'tiza', file.guid)), file.guid).toBe(true);
    expect(await countIn(jobs)).toBe(jobsBefore);
    expect(await countIn(attempts)).toBe(attemptsBefore);
    expect(await listNames('teacher@tiza.demo')).not.toContain('Matemáticas 2º ESO');
    expect(await listNames('student@tiza.demo')).not.toContain('Matemáticas 2º ESO');
    expect((await detail('teacher@tiza.demo', guid)).statusCode).toBe(404);
    expect((await detail('student@tiza.demo', guid)).statusCode).toBe(404);
    const gradebook = await t.inject({ method: 'GET', url: `/api/front/courses/${guid}/gradebook`, headers: await t.as('teacher@tiza.demo') });
    expect(gradebook.statusCode).toBe(404);
    const tasks = await t.inject({ method: 'GET', url: '/api/front/tasks', headers: await t.as('student@tiza.demo') });
    expect(tasks.body).not.toContain(guid);
    const joined = await t.inject({ method: 'POST', url: '/api/front/join-course', headers: await t.as('marta@tiza.demo'), payload: { code: 'MATE2ESO' } });
    expect(joined.json()).toMatchObject({ statusCode: 404, code: 'CODE_NOT_FOUND' });
    // Archived is gone for the caller: deleting, editing it again is 404.
    expect((await remove('teacher@tiza.demo', { guids: [guid] })).statusCode).toBe(404);
    expect((await put('teacher@tiza.demo', guid, details)).statusCode).toBe(404);
  });

  it('is all or nothing: one guid the caller may not delete refuses the batch and nothing changes', async () => {
    const mine = await freshCourse('Curso que se queda');
    const escola = await t.courseGuid('escola', 'Língua Portuguesa 7º ano');
    const teacher2s = await t.courseGuid('tiza', 'Inglés 5º Primaria');
    const notTeacher2s = await t.courseGuid('tiza', 'Lengua Castellana y Literatura 2º ESO');
    // Unknown, another tenant's, a course of the tenant the teacher is no member of: 404, without telling which.
    expect((await remove('teacher@tiza.demo', { guids: [mine, UNKNOWN] })).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await remove('teacher@tiza.demo', { guids: [mine, escola] })).statusCode).toBe(404);
    expect((await remove('teacher2@tiza.demo', { guids: [teacher2s, notTeacher2s] })).statusCode).toBe(404);
    expect(await courseRow(mine)).toMatchObject({ archivedAt: null });
    expect(await courseRow(escola)).toMatchObject({ archivedAt: null });
    expect(await courseRow(teacher2s)).toMatchObject({ archivedAt: null });
    expect(await courseRow(notTeacher2s)).toMatchObject({ archivedAt: null });
  });

  it('refuses students and school admins with 403 for a course they see, and other tenants with 404', async () => {
    const guid = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
    expect((await remove('student@tiza.demo', { guids: [guid] })).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    // A course the caller sees but may not change wins over an unknown one: the answer never depends on the unknown.
    expect((await remove('student@tiza.demo', { guids: [guid, UNKNOWN] })).statusCode).toBe(403);
    expect((await remove('admin@tiza.demo', { guids: [guid] })).statusCode).toBe(403);
    expect((await remove('professor@escola.demo', { guids: [guid] })).statusCode).toBe(404);
    expect((await remove('editor@tiza.demo', { guids: [guid] })).statusCode).toBe(404);
    expect(await courseRow(guid)).toMatchObject({ archivedAt: null });
  });

  it.each([
    [{}],
    [{ guids: [] }],
    [{ guids: ['not-a-guid'] }],
    [{ guids: 'x' }],
    [{ guids: Array.from({ length: 101 }, () => UNKNOWN) }],
    [[UNKNOWN]],
  ])('refuses %j with 400 VALIDATION_FAILED', async (body) => {
    const res = await remove('teacher@tiza.demo', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('PUT /api/lms/courses', () => {
  it('lets an editorial admin change any course’s details where the tenant manages its courses', async () => {
    const guid = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
    const res = await editorial('editor@tiza.demo', { guid, name: 'Biología y Geología 3º', discipline: 'ed10', education_level: 'el3', education_year: '3º' });
    expect(res.statusCode).toBe(204);
    expect((await detail('teacher@tiza.demo', guid)).json()).toMatchObject({ name: 'Biología y Geología 3º', education_year: '3º' });
  });

  it('is off (403 FEATURE_DISABLED) where courses come from the school system, and refused to every other role', async () => {
    const escola = await t.courseGuid('escola', 'Língua Portuguesa 7º ano');
    const body = { guid: escola, name: 'Português', discipline: 'ed7', education_level: 'el3' };
    expect((await editorial('editor@escola.demo', body)).json()).toMatchObject({ statusCode: 403, code: 'FEATURE_DISABLED' });
    const tiza = await t.courseGuid('tiza', 'Tutoría 2º B');
    for (const email of ['teacher@tiza.demo', 'student@tiza.demo', 'admin@tiza.demo', 'helpdesk@tiza.demo']) {
      expect((await editorial(email, { ...body, guid: tiza })).statusCode, email).toBe(403);
    }
  });

  it('answers 404 for another tenant’s course or an unknown one, 400 for a malformed body', async () => {
    const escola = await t.courseGuid('escola', 'Língua Portuguesa 7º ano');
    expect((await editorial('editor@tiza.demo', { guid: escola, name: 'Ajeno', discipline: 'ed7', education_level: 'el3' })).statusCode).toBe(404);
    expect((await editorial('editor@tiza.demo', { guid: UNKNOWN, name: 'Nada', discipline: 'ed7', education_level: 'el3' })).statusCode).toBe(404);
    expect(await courseRow(escola)).toBeDefined();
    const guid = await t.courseGuid('tiza', 'Lengua Castellana y Literatura 2º ESO');
    for (const body of [{ guid, name: ' ', discipline: 'ed7', education_level: 'el3' }, { guid: 'x', name: 'Lengua', discipline: 'ed7', education_level: 'el3' }, { name: 'Lengua' }]) {
      expect((await editorial('editor@tiza.demo', body)).json(), JSON.stringify(body)).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    }
  });
});
