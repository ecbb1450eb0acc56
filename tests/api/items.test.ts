// Lesson items: data per content type, sanitising, files of the course, deliver dates in the school's zone, who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { files, itemProgress, jobs, lessonItems, lessons } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let course: string;
let lesson: string;
let otherCourse: string;
const file = { video: '', audio: '', pdf: '', image: '', captions: '', handIn: '', foreignPdf: '' };

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
async function call(email: string, method: Method, url: string, payload?: unknown) {
  return t.inject({ method, url, headers: await t.as(email), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

async function addFile(courseGuid: string, purpose: string, mediaType: string, name: string): Promise<string> {
  const [row] = await t.app.db
    .insert(files)
    .values({ tenantId: 'tiza', courseGuid, purpose, mediaType, mime: 'application/octet-stream', size: 10, name, sha256: '0'.repeat(64) })
    .returning({ guid: files.guid });
  return row?.guid ?? '';
}

beforeAll(async () => {
  t = await createTestApp();
  course = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
  otherCourse = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  const [first] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(eq(lessons.courseGuid, course)).orderBy(asc(lessons.position)).limit(1);
  lesson = first?.guid ?? '';
  file.video = await addFile(course, 'content', 'video', 'clip.mp4');
  file.audio = await addFile(course, 'content', 'audio', 'clip.mp3');
  file.pdf = await addFile(course, 'content', 'pdf', 'sheet.pdf');
  file.image = await addFile(course, 'content', 'image', 'photo.png');
  file.captions = await addFile(course, 'captions', 'captions', 'clip.vtt');
  file.handIn = await addFile(course, 'hand-in', 'pdf', 'mine.pdf');
  file.foreignPdf = await addFile(otherCourse, 'content', 'pdf', 'other.pdf');
});
afterAll(async () => {
  await t?.close();
});

const TEACHER = 'teacher@tiza.demo';
const STUDENT = 'student@tiza.demo';
interface Item { guid: string; lesson_item_name: string; content_type: string; position: number; lesson_item_deliver_at: string | null; can_deliver_late: string; content_is_evaluable: boolean; published: boolean; audience: string; section_name: string | null; data: Record<string, unknown>; lesson_guid: string; course_guid: string; unit_guid: string; lesson_name: string; media: Record<string, unknown>; my_progress: unknown; my_job: unknown; progress: number | null; job_status: string | null }

const create = (payload: Record<string, unknown>, email = TEACHER, lessonGuid = lesson) => call(email, 'POST', `/api/front/lessons/${lessonGuid}/items`, payload);
const created = async (payload: Record<string, unknown>) => {
  const res = await create(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Item;
};

describe('creating items of every creatable type', () => {
  it('stores each type’s data, appended at the end of the lesson', async () => {
    const before = await t.app.db.select().from(lessonItems).where(eq(lessonItems.lessonGuid, lesson));
    const cases: [string, Record<string, unknown>][] = [
      ['CTTY_01', { html: '<p>Los números <strong>enteros</strong>: $-3 < 2$</p>' }],
      ['CTTY_02', { pages: [{ title: ' Índice ', html: '<h2>Uno</h2>' }, { title: 'Dos', html: '<ul><li>a</li></ul>' }] }],
      ['CTTY_03', { file_guid: file.video, captions_file_guid: file.captions, captions_language: 'es' }],
      ['CTTY_04', { file_guid: file.audio }],
      ['CTTY_05', { file_guid: file.pdf }],
      ['CTTY_06', { url: '  https://es.wikipedia.org/wiki/N%C3%BAmero_entero ', description: 'Wikipedia' }],
      ['CTTY_07', { file_guid: file.image, alt: 'Recta numérica' }],
      ['CTTY_14', { instructions_html: '<p>Resuelve</p>', accepts_text: true, accepts_files: false }],
      ['ctty_videolesson', { file_guid: file.video, markers: [{ at_seconds: 30, label: 'Pregunta 2' }, { at_seconds: 5, label: 'Pregunta 1' }] }],
    ];
    for (const [content_type, data] of cases) {
      const item = await created({ lesson_item_name: `Nuevo ${content_type}`, content_type, data });
      expect(item).toMatchObject({ content_type: content_type.toUpperCase(), lesson_guid: lesson, course_guid: course, published: true, audience: 'all', lesson_item_deliver_at: null, can_deliver_late: 'YES' });
    }
    const after = await t.app.db.select().from(lessonItems).where(eq(lessonItems.lessonGuid, lesson)).orderBy(asc(lessonItems.position));
    expect(after.map((i) => i.position)).toEqual(after.map((_, i) => i + 1));
    expect(after.slice(before.length).map((i) => i.contentType)).toEqual(cases.map(([c]) => c.toUpperCase()));
    const byType = new Map(after.map((i) => [i.contentType, i.data]));
    expect(byType.get('CTTY_01')).toEqual({ html: '<p>Los números <strong>enteros</strong>: $-3 &lt; 2$</p>' });
    expect(byType.get('CTTY_02')).toEqual({ pages: [{ title: 'Índice', html: '<h2>Uno</h2>' }, { title: 'Dos', html: '<ul><li>a</li></ul>' }] });
    expect(byType.get('CTTY_06')).toEqual({ url: 'https://es.wikipedia.org/wiki/N%C3%BAmero_entero', description: 'Wikipedia' });
    expect(byType.get('CTTY_VIDEOLESSON')).toMatchObject({ markers: [{ at_seconds: 5, label: 'Pregunta 1' }, { at_seconds: 30, label: 'Pregunta 2' }], captions_file_guid: null });
    // The assignment is evaluable by its type's default.
    expect(after.find((i) => i.contentType === 'CTTY_14')?.isEvaluable).toBe(true);
  });

  it('sanitises HTML on write: no scripts, handlers, foreign images or javascript: links', async () => {
    const dirty = '<p onclick="x()">Hola<script>alert(1)</script></p><img src="https://evil.example/x.png"><img src="/api/files/' + file.image + '" alt="ok">'
      + '<a href="javascript:alert(1)">mal</a><a href="https://ok.example" target="_self">bien</a><iframe src="https://x"></iframe><style>p{}</style>';
    const item = await created({ lesson_item_name: 'Sucio', content_type: 'CTTY_01', data: { html: dirty } });
    const html = String(item.data.html);
    expect(html).not.toMatch(/script|onclick|evil|javascript|iframe|style/);
    expect(html).toContain(`<img src="/api/files/${file.image}" alt="ok" />`);
    expect(html).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">bien</a>');
    expect(html).toContain('<p>Hola</p>');
    // The answer signs the URLs of the item's own files.
    expect(item.media[file.image]).toMatchObject({ guid: file.image, url: expect.stringMatching(new RegExp(`^/api/files/${file.image}\\?`)) });
  });

  it('signs the URLs of the item’s files; HTML images must be this course’s content images', async () => {
    const pdf = await created({ lesson_item_name: 'Ficha', content_type: 'CTTY_05', data: { file_guid: file.pdf } });
    const res = await call(STUDENT, 'GET', `/api/front/lesson-items/${pdf.guid}`);
    expect(res.json()).toMatchObject({ media: { [file.pdf]: { guid: file.pdf, name: 'sheet.pdf', media_type: 'pdf' } } });
    for (const guid of [file.foreignPdf, file.handIn, file.pdf]) {
      const bad = await create({ lesson_item_name: 'x', content_type: 'CTTY_01', data: { html: `<img src="/api/files/${guid}" alt="">` } });
      expect(bad.json(), guid).toMatchObject({ statusCode: 400, code: 'FILE_NOT_USABLE', details: [{ path: '/data' }] });
    }
  });
});

describe('refusing bad items', () => {
  const bad = async (payload: Record<string, unknown>, status: number, code: string, path?: string) => {
    const res = await create({ lesson_item_name: 'Malo', ...payload });
    expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBe(status);
    const body = res.json() as { code: string; details: { path: string }[] };
    expect(body.code).toBe(code);
    if (path) expect(body.details.map((d) => d.path)).toContain(path);
  };

  it('answers 400 VALIDATION_FAILED with the path of bad data, per type', async () => {
    await bad({ content_type: 'CTTY_01', data: {} }, 400, 'VALIDATION_FAILED', '/data/html');
    await bad({ content_type: 'CTTY_02', data: { pages: [] } }, 400, 'VALIDATION_FAILED', '/data/pages');
    await bad({ content_type: 'CTTY_02', data: { pages: [{ title: '', html: '' }] } }, 400, 'VALIDATION_FAILED', '/data/pages/0/title');
    await bad({ content_type: 'CTTY_03', data: { file_guid: 'nope' } }, 400, 'VALIDATION_FAILED', '/data/file_guid');
    await bad({ content_type: 'CTTY_04', data: { file_guid: file.audio, captions_language: 'not a language' } }, 400, 'VALIDATION_FAILED', '/data/captions_language');
    await bad({ content_type: 'CTTY_05', data: {} }, 400, 'VALIDATION_FAILED', '/data/file_guid');
    await bad({ content_type: 'CTTY_07', data: { file_guid: file.image } }, 400, 'VALIDATION_FAILED', '/data/alt');
    await bad({ content_type: 'CTTY_14', data: { instructions_html: '', accepts_text: false, accepts_files: false } }, 400, 'VALIDATION_FAILED', '/data/accepts_files');
    await bad({ content_type: 'CTTY_VIDEOLESSON', data: { file_guid: file.video, markers: [{ at_seconds: -1, label: 'x' }] } }, 400, 'VALIDATION_FAILED', '/data/markers/0/at_seconds');
    await bad({ content_type: 'CTTY_01', data: 'text' }, 400, 'VALIDATION_FAILED', '/data');
    await bad({ content_type: 'CTTY_01', data: { html: 'x' }, lesson_item_name: '  ' }, 400, 'VALIDATION_FAILED', '/lesson_item_name');
  });

  it('refuses unsafe and unreadable links (the server never fetches them)', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'https://user:pw@example.org/', 'ftp://example.org/x']) {
      await bad({ content_type: 'CTTY_06', data: { url } }, 400, 'VALIDATION_FAILED', '/data/url');
    }
    const res = await create({ lesson_item_name: 'x', content_type: 'CTTY_06', data: { url: 'javascript:alert(1)' } });
    expect(res.json()).toMatchObject({ details: [{ path: '/data/url', message: 'UNSAFE_URL' }] });
  });

  it('refuses types this release does not create (400 CONTENT_TYPE_NOT_SUPPORTED)', async () => {
    await bad({ content_type: 'CTTY_10', data: {} }, 400, 'CONTENT_TYPE_NOT_SUPPORTED');
    await bad({ content_type: 'CTTY_99', data: {} }, 400, 'CONTENT_TYPE_NOT_SUPPORTED');
  });

  it('refuses files of another course, of the wrong kind or purpose (400 FILE_NOT_USABLE)', async () => {
    await bad({ content_type: 'CTTY_05', data: { file_guid: file.foreignPdf } }, 400, 'FILE_NOT_USABLE', '/data/file_guid');
    await bad({ content_type: 'CTTY_05', data: { file_guid: file.image } }, 400, 'FILE_NOT_USABLE', '/data/file_guid');
    await bad({ content_type: 'CTTY_05', data: { file_guid: file.handIn } }, 400, 'FILE_NOT_USABLE', '/data/file_guid');
    await bad({ content_type: 'CTTY_05', data: { file_guid: '00000000-0000-4000-8000-000000000000' } }, 400, 'FILE_NOT_USABLE', '/data/file_guid');
    await bad({ content_type: 'CTTY_03', data: { file_guid: file.video, captions_file_guid: file.pdf } }, 400, 'FILE_NOT_USABLE', '/data/captions_file_guid');
  });

  it('refuses a deliver date with a zone or offset, or not a date', async () => {
    for (const when of ['2026-12-01T23:59:00Z', '2026-12-01T23:59:00+01:00', '2026-02-30T10:00', '01/12/2026', '2026-12-01 10:00']) {
      await bad({ content_type: 'CTTY_14', data: { instructions_html: '', accepts_text: true, accepts_files: false }, lesson_item_deliver_at: when }, 400, 'VALIDATION_FAILED', '/lesson_item_deliver_at');
    }
  });
});

describe('deliver dates in the school’s time zone', () => {
  it('reads the local time in Europe/Madrid, stores the instant, answers the same local time', async () => {
    const item = await created({
      lesson_item_name: 'Tarea con plazo', content_type: 'CTTY_14', data: { instructions_html: '<p>x</p>', accepts_text: true, accepts_files: true },
      lesson_item_deliver_at: '2026-12-01T23:59', can_deliver_late: 'NO',
    });
    expect(item).toMatchObject({ lesson_item_deliver_at: '2026-12-01T23:59:00', can_deliver_late: 'NO' });
    const [row] = await t.app.db.select().from(lessonItems).where(eq(lessonItems.guid, item.guid));
    expect(row?.deliverAt?.toISOString()).toBe('2026-12-01T22:59:00.000Z');
    // Summer time: +02:00.
    const summer = await call(TEACHER, 'PATCH', `/api/front/lesson-items/${item.guid}`, { lesson_item_deliver_at: '2027-07-01T10:00:00' });
    expect(summer.json()).toMatchObject({ lesson_item_deliver_at: '2027-07-01T10:00:00' });
    const [after] = await t.app.db.select().from(lessonItems).where(eq(lessonItems.guid, item.guid));
    expect(after?.deliverAt?.toISOString()).toBe('2027-07-01T08:00:00.000Z');
    expect((await (await call(STUDENT, 'GET', `/api/front/lesson-items/${item.guid}`)).json() as Item).lesson_item_deliver_at).toBe('2027-07-01T10:00:00');
    // null clears it.
    const cleared = await call(TEACHER, 'PATCH', `/api/front/lesson-items/${item.guid}`, { lesson_item_deliver_at: null, can_deliver_late: 'YES' });
    expect(cleared.json()).toMatchObject({ lesson_item_deliver_at: null, can_deliver_late: 'YES' });
  });

  it('reads Lisbon time for a Portuguese school', async () => {
    const escola = await t.courseGuid('escola', 'Língua Portuguesa 7º ano');
    const [first] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(eq(lessons.courseGuid, escola)).orderBy(asc(lessons.position)).limit(1);
    const res = await create({ lesson_item_name: 'Trabalho', content_type: 'CTTY_14', data: { instructions_html: '', accepts_text: true, accepts_files: false }, lesson_item_deliver_at: '2026-12-01T23:59:00' }, 'professor@escola.demo', first?.guid);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.app.db.select().from(lessonItems).where(eq(lessonItems.guid, (res.json() as Item).guid));
    expect(row?.deliverAt?.toISOString()).toBe('2026-12-01T23:59:00.000Z');
  });
});

describe('reading, changing, reordering and deleting items', () => {
  it('a student reads a visible item with their own progress and job, never teacher-only or unpublished ones', async () => {
    const visible = await created({ lesson_item_name: 'Para todos', content_type: 'CTTY_01', data: { html: '<p>a</p>' } });
    const teachersOnly = await created({ lesson_item_name: 'Recurso de aula', content_type: 'CTTY_01', data: { html: '<p>b</p>' }, audience: 'teachers', section_name: ' Aula ' });
    const draft = await created({ lesson_item_name: 'Borrador', content_type: 'CTTY_01', data: { html: '<p>c</p>' }, published: false });
    expect(teachersOnly).toMatchObject({ audience: 'teachers', section_name: 'Aula' });
    const pablo = await t.userGuid(STUDENT);
    await t.app.db.insert(itemProgress).values({ userGuid: pablo, itemGuid: visible.guid, progress: 40, position: 12 });
    await t.app.db.insert(jobs).values({ itemGuid: visible.guid, personGuid: pablo, status: 'delivered', text: 'hecho', deliveredAt: new Date('2026-11-20T10:00:00Z') });

    const res = await call(STUDENT, 'GET', `/api/front/lesson-items/${visible.guid}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      guid: visible.guid, data: { html: '<p>a</p>' }, progress: 40, my_progress: { progress: 40, position: 12 }, job_status: 'delivered',
      my_job: { person_guid: pablo, status: 'delivered', text: 'hecho', files: [], delivered_at: '2026-11-20T10:00:00.000Z', student_name: 'Pablo' },
      jobs_amount: null, lesson_name: 'Números enteros',
    });
    expect((await call(STUDENT, 'GET', `/api/front/lesson-items/${teachersOnly.guid}`)).statusCode).toBe(404);
    expect((await call(STUDENT, 'GET', `/api/front/lesson-items/${draft.guid}`)).statusCode).toBe(404);
    const asTeacher = await call(TEACHER, 'GET', `/api/front/lesson-items/${visible.guid}`);
    expect(asTeacher.json()).toMatchObject({ progress: null, my_progress: null, my_job: null, jobs_delivered: 1 });
    expect((await call('admin@tiza.demo', 'GET', `/api/front/lesson-items/${teachersOnly.guid}`)).statusCode).toBe(200);
    for (const outsider of ['teacher2@tiza.demo', 'editor@tiza.demo', 'professor@escola.demo', 'irene@tiza.demo']) {
      expect((await call(outsider, 'GET', `/api/front/lesson-items/${visible.guid}`)).statusCode, outsider).toBe(404);
    }
  });

  it('only the course’s teachers change items; the type never changes', async () => {
    const item = await created({ lesson_item_name: 'Cambiar', content_type: 'CTTY_06', data: { url: 'https://example.org' } });
    const url = `/api/front/lesson-items/${item.guid}`;
    expect((await call(STUDENT, 'PATCH', url, { lesson_item_name: 'x' })).statusCode).toBe(403);
    expect((await call('admin@tiza.demo', 'PATCH', url, { lesson_item_name: 'x' })).statusCode).toBe(403);
    expect((await call('teacher2@tiza.demo', 'PATCH', url, { lesson_item_name: 'x' })).statusCode).toBe(404);
    expect((await call('professor@escola.demo', 'PATCH', url, { lesson_item_name: 'x' })).statusCode).toBe(404);
    expect((await call(TEACHER, 'PATCH', url, { content_type: 'CTTY_01' })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: [{ path: '/content_type' }] });
    expect((await call(TEACHER, 'PATCH', url, { data: { url: 'javascript:x' } })).statusCode).toBe(400);
    const res = await call(TEACHER, 'PATCH', url, { lesson_item_name: 'Enlace útil', data: { url: 'www.example.org/a' }, published: false, content_type: 'ctty_06' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ lesson_item_name: 'Enlace útil', data: { url: 'https://www.example.org/a' }, published: false });
  });

  it('reorders a lesson’s items only with a permutation; deleting closes the gap', async () => {
    const items = await t.app.db.select({ guid: lessonItems.guid }).from(lessonItems).where(eq(lessonItems.lessonGuid, lesson)).orderBy(asc(lessonItems.position));
    const guids = items.map((i) => i.guid);
    const url = `/api/front/lessons/${lesson}/items/order`;
    expect((await call(TEACHER, 'PUT', url, { guids: guids.slice(1) })).statusCode).toBe(400);
    expect((await call(TEACHER, 'PUT', url, { guids: [...guids.slice(1), guids[1]] })).statusCode).toBe(400);
    expect((await call(STUDENT, 'PUT', url, { guids: [...guids].reverse() })).statusCode).toBe(403);
    expect((await call('teacher2@tiza.demo', 'PUT', url, { guids: [...guids].reverse() })).statusCode).toBe(404);
    expect((await call(TEACHER, 'PUT', url, { guids: [...guids].reverse() })).statusCode).toBe(204);
    const lessonRes = await call(TEACHER, 'GET', `/api/front/lessons/${lesson}`);
    const listed = (lessonRes.json() as { items: { guid: string; position: number; published: boolean; audience: string }[] }).items;
    expect(listed.map((i) => i.guid)).toEqual([...guids].reverse());
    expect(listed.map((i) => i.position)).toEqual(guids.map((_, i) => i + 1));

    // One the student sees (so the answer is 403, not 404), not the first nor the last.
    const middle = listed.slice(1, -1).find((i) => i.published && i.audience === 'all')?.guid ?? '';
    expect((await call(STUDENT, 'DELETE', `/api/front/lesson-items/${middle}`)).statusCode).toBe(403);
    expect((await call(TEACHER, 'DELETE', `/api/front/lesson-items/${middle}`)).statusCode).toBe(204);
    expect((await call(TEACHER, 'DELETE', `/api/front/lesson-items/${middle}`)).statusCode).toBe(404);
    const rest = await t.app.db.select({ guid: lessonItems.guid, position: lessonItems.position }).from(lessonItems).where(eq(lessonItems.lessonGuid, lesson)).orderBy(asc(lessonItems.position));
    expect(rest.map((i) => i.position)).toEqual(rest.map((_, i) => i + 1));
    expect(rest.map((i) => i.guid)).toEqual(listed.filter((i) => i.guid !== middle).map((i) => i.guid));
  });

  it('refuses creating items for students, admins, outsiders', async () => {
    const payload = { lesson_item_name: 'x', content_type: 'CTTY_01', data: { html: 'x' } };
    expect((await create(payload, STUDENT)).statusCode).toBe(403);
    expect((await create(payload, 'admin@tiza.demo')).statusCode).toBe(403);
    expect((await create(payload, 'teacher2@tiza.demo')).statusCode).toBe(404);
    expect((await create(payload, 'professor@escola.demo')).statusCode).toBe(404);
  });
});
