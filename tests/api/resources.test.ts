// Spec §7 resource calls and the content type catalogue: lists by section, deadlines, atomic bulk delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { lessonItems, lessons } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let maths: string;
let biology: string;
let escola: string;
beforeAll(async () => {
  t = await createTestApp();
  maths = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
  biology = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  escola = await t.courseGuid('escola', 'Língua Portuguesa 7º ano');
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'PATCH' | 'DELETE';
async function call(email: string, method: Method, url: string, payload?: unknown) {
  return t.inject({ method, url, headers: await t.as(email), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

interface Resource { guid: string; name: string; type: string; lesson_guid: string; unit_guid: string; deliver_at: string | null; can_deliver_late: string; published: boolean; audience: string }
interface Tree { course_guid: string; sections: { id: string; name: string; groups: { id: string; name: string; resources: Resource[] }[] }[] }
interface Flat { data: (Resource & { section_name: string; group_name: string })[]; meta: { total: number } }

const TEACHER = 'teacher@tiza.demo';
const STUDENT = 'student@tiza.demo';

async function itemsOf(courseGuid: string) {
  return t.app.db
    .select({ guid: lessonItems.guid, lessonGuid: lessonItems.lessonGuid, contentType: lessonItems.contentType })
    .from(lessonItems)
    .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
    .where(eq(lessons.courseGuid, courseGuid))
    .orderBy(asc(lessons.position), asc(lessonItems.position));
}

describe('GET /api/lms/courses/:guid/resources', () => {
  it('lists every material by unit and lesson for teachers, in course order, with its CTTY type', async () => {
    const res = await call(TEACHER, 'GET', `/api/lms/courses/${maths}/resources`);
    expect(res.statusCode, res.body).toBe(200);
    const tree = res.json() as Tree;
    expect(tree.course_guid).toBe(maths);
    expect(tree.sections.map((s) => s.name)).toEqual(['Números y operaciones', 'Álgebra', 'Estadística y probabilidad']);
    expect(tree.sections[2]?.groups.map((g) => g.name)).toEqual(['Tablas y gráficos', 'Probabilidad']);
    const all = tree.sections.flatMap((s) => s.groups.flatMap((g) => g.resources));
    expect(all).toHaveLength(24);
    expect(all.map((r) => r.guid)).toEqual((await itemsOf(maths)).map((i) => i.guid));
    expect(all[0]).toMatchObject({ type: expect.stringMatching(/^CTTY_/), can_deliver_late: 'YES', audience: 'all', published: true });
    const evaluable = all.find((r) => r.type === 'CTTY_14');
    expect(evaluable?.deliver_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('gives students published lessons and items for everyone only (no classroom resources)', async () => {
    const [hidden, draft] = (await itemsOf(maths)).slice(0, 2);
    await t.app.db.update(lessonItems).set({ audience: 'teachers' }).where(eq(lessonItems.guid, hidden?.guid ?? ''));
    await t.app.db.update(lessonItems).set({ published: false }).where(eq(lessonItems.guid, draft?.guid ?? ''));
    const tree = (await call(STUDENT, 'GET', `/api/lms/courses/${maths}/resources`)).json() as Tree;
    const all = tree.sections.flatMap((s) => s.groups.flatMap((g) => g.resources));
    // 24 items, 3 in the draft lesson, 2 hidden above.
    expect(all).toHaveLength(19);
    expect(all.map((r) => r.guid)).not.toContain(hidden?.guid);
    expect(all.map((r) => r.guid)).not.toContain(draft?.guid);
    expect(tree.sections.flatMap((s) => s.groups.map((g) => g.name))).not.toContain('Probabilidad');
    const teacherTree = (await call(TEACHER, 'GET', `/api/lms/courses/${maths}/resources`)).json() as Tree;
    expect(teacherTree.sections.flatMap((s) => s.groups.flatMap((g) => g.resources)).find((r) => r.guid === hidden?.guid)).toMatchObject({ audience: 'teachers' });
    await t.app.db.update(lessonItems).set({ audience: 'all', published: true }).where(inArray(lessonItems.guid, [hidden?.guid ?? '', draft?.guid ?? '']));
  });

  it('lists a referenced course the caller sees, else 404; outsiders get 404', async () => {
    const res = await call(TEACHER, 'GET', `/api/lms/courses/${maths}/resources?referencedCourse=${biology}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Tree).course_guid).toBe(biology);
    expect((await call(TEACHER, 'GET', `/api/lms/courses/${maths}/resources?referencedCourse=${escola}`)).statusCode).toBe(404);
    expect((await call('irene@tiza.demo', 'GET', `/api/lms/courses/${maths}/resources`)).statusCode).toBe(404);
    expect((await call('professor@escola.demo', 'GET', `/api/lms/courses/${maths}/resources`)).statusCode).toBe(404);
    expect((await call('teacher2@tiza.demo', 'GET', `/api/lms/courses/${maths}/resources`)).statusCode).toBe(404);
    expect((await call(TEACHER, 'GET', `/api/lms/courses/${maths}/resources?referencedCourse=nope`)).statusCode).toBe(400);
    expect((await call('admin@tiza.demo', 'GET', `/api/lms/courses/${maths}/resources`)).statusCode).toBe(200);
  });

  it('refuses a login_context naming another tenant (403 TENANT_MISMATCH)', async () => {
    const headers = { ...(await t.as(TEACHER)), ...t.ctx('escola') };
    const res = await t.inject({ method: 'GET', url: `/api/lms/courses/${maths}/resources`, headers });
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'TENANT_MISMATCH' });
  });
});

describe('GET /api/v3/front/courses/:id/resources', () => {
  it('answers one flat list in course order with section and group names', async () => {
    const res = await call(TEACHER, 'GET', `/api/v3/front/courses/${biology}/resources?course_guid=${biology}`);
    expect(res.statusCode, res.body).toBe(200);
    const flat = res.json() as Flat;
    const items = await itemsOf(biology);
    expect(flat.meta.total).toBe(items.length);
    expect(flat.data.map((r) => r.guid)).toEqual(items.map((i) => i.guid));
    expect(flat.data[0]).toMatchObject({ section_name: 'La célula', group_name: 'Niveles de organización' });
  });

  it('answers the same materials as the tree, field by field, for teachers and students', async () => {
    for (const who of [TEACHER, STUDENT]) {
      const tree = (await call(who, 'GET', `/api/lms/courses/${biology}/resources`)).json() as Tree;
      const flat = (await call(who, 'GET', `/api/v3/front/courses/${biology}/resources`)).json() as Flat;
      const fromTree = tree.sections.flatMap((s) => s.groups.flatMap((g) => g.resources.map((r) => ({ ...r, section_name: s.name, group_name: g.name }))));
      expect(fromTree.length).toBeGreaterThan(0);
      expect(fromTree).toEqual(flat.data);
    }
  });

  it('refuses a course_guid other than the path’s (400) and outsiders (404)', async () => {
    expect((await call(TEACHER, 'GET', `/api/v3/front/courses/${biology}/resources?course_guid=${maths}`)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await call('marta@tiza.demo', 'GET', `/api/v3/front/courses/${biology}/resources`)).statusCode).toBe(404);
    expect((await call('editor@tiza.demo', 'GET', `/api/v3/front/courses/${biology}/resources`)).statusCode).toBe(404);
  });
});

describe('PATCH /api/lms/resource-material-course/:resourceGuid', () => {
  it('sets the deadline in the school’s zone and late delivery (teachers of that course)', async () => {
    const item = (await itemsOf(biology))[0];
    const url = `/api/lms/resource-material-course/${item?.guid}`;
    const res = await call(TEACHER, 'PATCH', url, { course_guid: biology, deliver_at: '2026-03-29T02:30:00', can_deliver_late: 'NO' });
    expect(res.statusCode, res.body).toBe(200);
    // 02:30 does not happen in Madrid on 29 March 2026 (DST gap): it moves forward to 03:30 CEST.
    expect(res.json()).toMatchObject({ guid: item?.guid, deliver_at: '2026-03-29T03:30:00', can_deliver_late: 'NO' });
    const [row] = await t.app.db.select().from(lessonItems).where(eq(lessonItems.guid, item?.guid ?? ''));
    expect(row?.deliverAt?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(row?.canDeliverLate).toBe(false);
    const cleared = await call(TEACHER, 'PATCH', url, { course_guid: biology, deliver_at: null, can_deliver_late: 'YES' });
    expect(cleared.json()).toMatchObject({ deliver_at: null, can_deliver_late: 'YES' });
  });

  it('refuses another course’s guid (404), students and admins (403), bad dates (400)', async () => {
    const item = (await itemsOf(biology))[0];
    const url = `/api/lms/resource-material-course/${item?.guid}`;
    const body = { course_guid: biology, deliver_at: '2026-12-01T10:00', can_deliver_late: 'YES' };
    expect((await call(TEACHER, 'PATCH', url, { ...body, course_guid: maths })).statusCode).toBe(404);
    expect((await call(STUDENT, 'PATCH', url, body)).statusCode).toBe(403);
    expect((await call('admin@tiza.demo', 'PATCH', url, body)).statusCode).toBe(403);
    expect((await call('teacher2@tiza.demo', 'PATCH', url, body)).statusCode).toBe(404);
    expect((await call('professor@escola.demo', 'PATCH', url, body)).statusCode).toBe(404);
    const bad = await call(TEACHER, 'PATCH', url, { ...body, deliver_at: '2026-12-01T10:00:00+01:00' });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: [{ path: '/deliver_at' }] });
    expect((await call(TEACHER, 'PATCH', url, { ...body, can_deliver_late: 'MAYBE' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/lms/resource-materials', () => {
  it('deletes all or nothing: one guid of another tenant → 404 and nothing goes', async () => {
    const mine = (await itemsOf(biology)).slice(0, 3).map((i) => i.guid);
    const foreign = (await itemsOf(escola))[0]?.guid ?? '';
    const res = await call(TEACHER, 'DELETE', '/api/lms/resource-materials', { guids: [...mine, foreign] });
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(await t.app.db.select().from(lessonItems).where(inArray(lessonItems.guid, [...mine, foreign]))).toHaveLength(4);
    const unknown = await call(TEACHER, 'DELETE', '/api/lms/resource-materials', { guids: [...mine, '00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(404);
    expect(await t.app.db.select().from(lessonItems).where(inArray(lessonItems.guid, mine))).toHaveLength(3);
  });

  it('deletes all or nothing: one not the caller’s to change → 403 and nothing goes', async () => {
    // The admin reads every course of the school but changes none.
    const mine = (await itemsOf(biology)).slice(0, 2).map((i) => i.guid);
    expect((await call('admin@tiza.demo', 'DELETE', '/api/lms/resource-materials', { guids: mine })).statusCode).toBe(403);
    expect((await call(STUDENT, 'DELETE', '/api/lms/resource-materials', { guids: mine })).statusCode).toBe(403);
    // teacher2 teaches English only: Biology's items are not theirs to see.
    expect((await call('teacher2@tiza.demo', 'DELETE', '/api/lms/resource-materials', { guids: mine })).statusCode).toBe(404);
    expect(await t.app.db.select().from(lessonItems).where(inArray(lessonItems.guid, mine))).toHaveLength(2);
  });

  it('deletes the teacher’s materials in one go and the lessons close their gaps', async () => {
    const items = await itemsOf(biology);
    const firstLesson = items[0]?.lessonGuid ?? '';
    const gone = [items[0]?.guid ?? '', items[4]?.guid ?? ''];
    expect((await call(TEACHER, 'DELETE', '/api/lms/resource-materials', { guids: gone })).statusCode).toBe(204);
    expect(await t.app.db.select().from(lessonItems).where(inArray(lessonItems.guid, gone))).toEqual([]);
    const rest = await t.app.db.select({ position: lessonItems.position }).from(lessonItems).where(eq(lessonItems.lessonGuid, firstLesson)).orderBy(asc(lessonItems.position));
    expect(rest.length).toBe(items.filter((i) => i.lessonGuid === firstLesson).length - 1);
    expect(rest.map((r) => r.position)).toEqual(rest.map((_, i) => i + 1));
    expect((await call(TEACHER, 'DELETE', '/api/lms/resource-materials', { guids: [] })).statusCode).toBe(400);
  });
});

describe('GET /api/cms/types', () => {
  it('answers the content types from the domain, for any signed-in user', async () => {
    const res = await call(STUDENT, 'GET', '/api/cms/types');
    expect(res.statusCode).toBe(200);
    const types = (res.json() as { data: { code: string; creatable: boolean; upload_kinds: string[]; max_bytes: number | null; captions: boolean; accept: string; viewer: string }[] }).data;
    expect(types.find((c) => c.code === 'CTTY_05')).toMatchObject({ creatable: true, upload_kinds: ['pdf'], max_bytes: 50 * 1024 * 1024, captions: false, viewer: 'pdf', accept: expect.stringContaining('application/pdf') });
    expect(types.find((c) => c.code === 'CTTY_03')).toMatchObject({ creatable: true, upload_kinds: ['video'], captions: true });
    expect(types.find((c) => c.code === 'CTTY_09')).toMatchObject({ creatable: true, upload_kinds: [], max_bytes: null, accept: '' });
    expect(types.filter((c) => c.creatable).map((c) => c.code)).toEqual(['CTTY_01', 'CTTY_02', 'CTTY_03', 'CTTY_04', 'CTTY_05', 'CTTY_06', 'CTTY_07', 'CTTY_09', 'CTTY_14', 'CTTY_VIDEOLESSON']);
    expect((await t.inject({ method: 'GET', url: '/api/cms/types' })).statusCode).toBe(401);
  });
});
