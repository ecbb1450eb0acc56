// Assessments, authoring: CTTY_09 items with settings, questions of every type checked in layers (TypeBox,
// then the domain), sanitised texts, the course's images, positions, locking after attempts, counters, who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { validateQuestionData } from '../../src/domain/assessments/questionData';
import { QUESTION_TYPE_CODES, type QuestionTypeCode } from '../../src/domain/assessments/questionTypes';
import { readAssessmentSettings } from '../../server/src/content/assessmentSettings';
import { attempts, courses, files, jobs, lessonItems, lessons, questions } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let course: string;
let lesson: string;
let otherCourse: string;
const seeded = { tests: [] as { guid: string; tenant: string; discipline: string; data: Record<string, unknown> }[], questions: [] as (typeof questions.$inferSelect)[] };
const file = { image: '', image2: '', pdf: '', handInImage: '', foreignImage: '' };
const headers = new Map<string, Record<string, string>>();

const TEACHER = 'teacher@tiza.demo';
const STUDENT = 'student@tiza.demo';
const ADMIN = 'admin@tiza.demo';
const OUTSIDER = 'professor@escola.demo';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
async function call(email: string, method: Method, url: string, payload?: unknown) {
  let h = headers.get(email);
  if (!h) {
    h = await t.as(email);
    headers.set(email, h);
  }
  return t.inject({ method, url, headers: h, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

async function addFile(courseGuid: string, purpose: string, mediaType: string, name: string): Promise<string> {
  const [row] = await t.app.db
    .insert(files)
    .values({ tenantId: 'tiza', courseGuid, purpose, mediaType, mime: 'application/octet-stream', size: 10, name, sha256: '0'.repeat(64) })
    .returning({ guid: files.guid });
  return row?.guid ?? '';
}

interface Question { question_guid: string; content_guid: string; type: string; position: number; content_name: string; content_description: string; ranking_scale: number; question_data: Record<string, unknown>; media?: Record<string, { guid: string; url: string }> }
interface ErrorBody { code: string; details: { path: string; message: string }[] }

const SETTINGS = { duration_minutes: 30, attempts_allowed: 2, ranking_scale: 10, one_per_page: true, instructions_html: '<p onclick="x()">Lee bien <script>alert(1)</script>\\( x^2 \\)</p>' };

async function newAssessment(name = 'Test de prueba', data: Record<string, unknown> = SETTINGS): Promise<string> {
  const res = await call(TEACHER, 'POST', `/api/front/lessons/${lesson}/items`, { lesson_item_name: name, content_type: 'CTTY_09', data });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { guid: string }).guid;
}

const questionsUrl = (item: string) => `/api/front/assessments/${item}/questions`;
const addQuestion = (item: string, body: Record<string, unknown>, email = TEACHER) => call(email, 'POST', questionsUrl(item), body);
const countOf = async (item: string) => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(questions).where(eq(questions.itemGuid, item)))[0]?.n ?? 0;

/** A valid question_data of every type (images: this course's content images). */
function validData(): Record<QuestionTypeCode, Record<string, unknown>> {
  return {
    QT_1: { options: [{ id: 'a', text: '<p>Uno</p>' }, { id: 'b', text: 'Dos <script>alert(1)</script>' }], correct: 'a', shuffle: false, extra: 'dropped' },
    QT_2: { options: [{ id: 'a', text: '2' }, { id: 'b', text: '4' }, { id: 'c', text: '7' }], correct: ['a', 'c'], shuffle: true },
    QT_3: { correct: false },
    QT_4: { text: 'Si \\( x^2 = 49 \\) y \\( x \\) es positivo, \\( x = \\) [[7|siete]]', case_sensitive: false },
    QT_5: { image_file_guid: file.image, targets: [{ id: 't1', x: 10, y: 20 }, { id: 't2', x: 50, y: 60 }], labels: [{ id: 'l1', text: 'Norte' }, { id: 'l2', text: 'Sur' }], correct: { t1: 'l1', t2: 'l2' } },
    QT_6: { categories: [{ id: 'c1', text: 'Mamíferos' }, { id: 'c2', text: 'Aves' }], items: [{ id: 'i1', text: 'Perro' }, { id: 'i2', text: 'Águila' }], correct: { i1: 'c1', i2: 'c2' } },
    QT_7: { accepted: ['Madrid'], case_sensitive: false, max_length: 50 },
    QT_8: { min_words: 10, max_words: 100 },
    QT_9: { accepted_kinds: ['pdf', 'image'], max_files: 2 },
    QT_10: { background_file_guid: file.image },
    QT_11: { image_file_guid: file.image, targets: [{ id: 'a1', x: 10, y: 10, w: 20, h: 20 }], max_clicks: 3 },
    QT_12: { items: [{ id: 'a', text: 'Uno' }, { id: 'b', text: 'Dos' }, { id: 'c', text: 'Tres' }] },
    QT_13: { left: [{ id: 'a', text: 'España' }, { id: 'b', text: 'Francia' }], right: [{ id: 'r1', text: 'Madrid' }, { id: 'r2', text: 'París' }], pairs: { a: 'r1', b: 'r2' } },
    QT_14: { value: 3.5, tolerance: 0.1, unit: 'cm' },
    QT_15: { expression: '2*x + 1', variables: ['x'] },
    QT_16: { text: 'El [[agua]] hierve a [[100]] grados', distractors: ['hielo'] },
    QT_17: { text: 'El agua es [[*líquida|sólida|gaseosa]]' },
    QT_18: { text: 'El [[gato]] come [[pescado]]' },
    QT_19: { options: [{ id: 'a', file_guid: file.image, alt: 'Un río' }, { id: 'b', file_guid: file.image2, alt: 'Un lago' }], correct: ['a'], multiple: false },
    QT_20: { max_seconds: 60 },
    QT_21: { rows: [{ id: 'r1', text: '\\( 2 + 2 = 4 \\)' }], columns: [{ id: 'v', text: 'Verdadero' }, { id: 'f', text: 'Falso' }], correct: { r1: 'v' } },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  seeded.tests = await t.app.db
    .select({ guid: lessonItems.guid, tenant: courses.tenantId, discipline: courses.discipline, data: lessonItems.data })
    .from(lessonItems)
    .innerJoin(lessons, eq(lessons.guid, lessonItems.lessonGuid))
    .innerJoin(courses, eq(courses.guid, lessons.courseGuid))
    .where(eq(lessonItems.contentType, 'CTTY_09'));
  seeded.questions = await t.app.db.select().from(questions).orderBy(asc(questions.itemGuid), asc(questions.position));
  course = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
  otherCourse = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  const [first] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(and(eq(lessons.courseGuid, course), eq(lessons.published, true))).orderBy(asc(lessons.position)).limit(1);
  lesson = first?.guid ?? '';
  file.image = await addFile(course, 'content', 'image', 'map.png');
  file.image2 = await addFile(course, 'content', 'image', 'lake.png');
  file.pdf = await addFile(course, 'content', 'pdf', 'sheet.pdf');
  file.handInImage = await addFile(course, 'hand-in', 'image', 'mine.png');
  file.foreignImage = await addFile(otherCourse, 'content', 'image', 'other.png');
});
afterAll(async () => {
  await t?.close();
});

describe('CTTY_09 items carry assessment settings', () => {
  it('creates a test with its settings, instructions sanitised, and counters', async () => {
    const guid = await newAssessment();
    const res = await call(TEACHER, 'GET', `/api/front/lesson-items/${guid}`);
    expect(res.statusCode).toBe(200);
    const item = res.json() as Record<string, unknown> & { data: Record<string, unknown> };
    expect(item).toMatchObject({ content_type: 'CTTY_09', content_is_evaluable: true, test_amount_questions: 0, lesson_item_ranking_scale: 10, grades_published: false, job_score: null, job_evaluated_by: null });
    expect(item.data).toMatchObject({ duration_minutes: 30, attempts_allowed: 2, ranking_scale: 10, one_per_page: true });
    expect(item.data.instructions_html).toBe('<p>Lee bien \\( x^2 \\)</p>');

    const patched = await call(TEACHER, 'PATCH', `/api/front/lesson-items/${guid}`, { data: { ...SETTINGS, duration_minutes: null, ranking_scale: 100 } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ lesson_item_ranking_scale: 100, data: { duration_minutes: null, ranking_scale: 100 } });
  });

  it('fills what the settings leave out with the domain’s defaults; 0 minutes is unlimited', async () => {
    const guid = await newAssessment('Por defecto', { duration_minutes: 0, unknown: 'dropped' });
    const [row] = await t.app.db.select({ data: lessonItems.data }).from(lessonItems).where(eq(lessonItems.guid, guid));
    expect(row?.data).toEqual({ duration_minutes: null, attempts_allowed: 1, ranking_scale: 10, one_per_page: true, instructions_html: '' });
  });

  it('refuses bad settings (400 VALIDATION_FAILED) and stores nothing', async () => {
    const before = (await t.app.db.select().from(lessonItems).where(eq(lessonItems.lessonGuid, lesson))).length;
    const bad = [
      { ...SETTINGS, attempts_allowed: 0 },
      { ...SETTINGS, attempts_allowed: 11 },
      { ...SETTINGS, duration_minutes: -1 },
      { ...SETTINGS, duration_minutes: 601 },
      { ...SETTINGS, duration_minutes: 2.5 },
      { ...SETTINGS, ranking_scale: 0.5 },
      { ...SETTINGS, ranking_scale: 10.125 },
      { ...SETTINGS, one_per_page: 'yes' },
      { ...SETTINGS, instructions_html: 42 },
    ];
    for (const data of bad) {
      const res = await call(TEACHER, 'POST', `/api/front/lessons/${lesson}/items`, { lesson_item_name: 'Malo', content_type: 'CTTY_09', data });
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      const body = res.json() as ErrorBody;
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details[0]?.path).toMatch(/^\/data/);
    }
    expect((await t.app.db.select().from(lessonItems).where(eq(lessonItems.lessonGuid, lesson))).length).toBe(before);
  });
});

describe('questions of every type', () => {
  it('adds a valid question of each type QT_1 … QT_21 and reads them back as stored (normalised, sanitised)', async () => {
    const item = await newAssessment('Todos los tipos');
    const data = validData();
    for (const type of QUESTION_TYPE_CODES) {
      const res = await addQuestion(item, { type, content_name: ` Pregunta ${type} `, content_description: '<p>Enunciado <img src="x" onerror="y()"></p>', ranking_scale: 1.5, question_data: data[type] });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
      const q = res.json() as Question;
      expect(q).toMatchObject({ type, content_name: `Pregunta ${type}`, content_description: '<p>Enunciado </p>', ranking_scale: 1.5, content_guid: q.question_guid });
    }
    const res = await call(TEACHER, 'GET', questionsUrl(item));
    expect(res.statusCode).toBe(200);
    const list = res.json() as { data: Question[]; media: Record<string, { url: string }>; locked: boolean };
    expect(list.locked).toBe(false);
    expect(list.data.map((q) => q.type)).toEqual(QUESTION_TYPE_CODES);
    expect(list.data.map((q) => q.position)).toEqual(QUESTION_TYPE_CODES.map((_, i) => i + 1));
    for (const q of list.data) {
      const expected = validateQuestionData(q.type as QuestionTypeCode, q.question_data);
      expect(expected.ok, q.type).toBe(true);
      expect(q.question_data, q.type).toEqual(expected.val);
    }
    const byType = new Map(list.data.map((q) => [q.type, q.question_data]));
    expect(byType.get('QT_1')).toEqual({ options: [{ id: 'a', text: '<p>Uno</p>' }, { id: 'b', text: 'Dos' }], correct: 'a', shuffle: false });
    expect(byType.get('QT_4')).toMatchObject({ text: 'Si \\( x^2 = 49 \\) y \\( x \\) es positivo, \\( x = \\) [[7|siete]]' });
    // The images are signed for the teacher.
    expect(list.media[file.image]?.url).toMatch(new RegExp(`^/api/files/${file.image}\\?`));
    expect(list.media[file.image2]).toBeDefined();

    const one = list.data.find((q) => q.type === 'QT_19');
    const detail = await call(TEACHER, 'GET', `/api/front/questions/${one?.question_guid ?? ''}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ type: 'QT_19', question_data: { correct: ['a'] }, media: { [file.image]: { guid: file.image }, [file.image2]: { guid: file.image2 } } });

    // Counters: the lesson and the item say how many questions the test has.
    const lessonRes = await call(TEACHER, 'GET', `/api/front/lessons/${lesson}`);
    const items = (lessonRes.json() as { items: { guid: string; content_type: string; test_amount_questions: number | null; lesson_item_ranking_scale: number | null }[] }).items;
    expect(items.find((i) => i.guid === item)).toMatchObject({ test_amount_questions: 21, lesson_item_ranking_scale: 10 });
    for (const other of items.filter((i) => i.content_type !== 'CTTY_09')) expect(other).toMatchObject({ test_amount_questions: null, lesson_item_ranking_scale: null });
  });

  it('refuses bad question_data with INVALID_QUESTION_DATA and stores nothing', async () => {
    const item = await newAssessment('Datos malos');
    const data = validData();
    const cases: [QuestionTypeCode, Record<string, unknown>, string][] = [
      ['QT_1', { ...data.QT_1, correct: 'z' }, '/question_data/correct'],
      ['QT_1', { ...data.QT_1, options: 'no' }, '/question_data/options'],
      ['QT_1', { ...data.QT_1, options: [{ id: 'a', text: 'solo una' }], correct: 'a' }, '/question_data/options'],
      ['QT_2', { ...data.QT_2, correct: [] }, '/question_data/correct'],
      ['QT_3', {}, '/question_data/correct'],
      ['QT_4', { text: 'Sin huecos', case_sensitive: false }, '/question_data/text'],
      ['QT_6', { ...data.QT_6, correct: { i1: 'c1' } }, '/question_data/correct'],
      ['QT_12', { items: [{ id: 'a', text: 'Uno' }, { id: 'a', text: 'Dos' }] }, '/question_data/items/1/id'],
      ['QT_13', { ...data.QT_13, pairs: { a: 'r1', b: 'r1' } }, '/question_data/pairs'],
      ['QT_14', { value: 'tres' }, '/question_data/value'],
      ['QT_15', { expression: '2*y +', variables: ['x'] }, '/question_data/expression'],
      ['QT_17', { text: 'El agua es [[líquida|sólida]]' }, '/question_data/text'],
      ['QT_21', { ...data.QT_21, columns: [{ id: 'v', text: 'Verdadero' }] }, '/question_data/columns'],
    ];
    for (const [type, question_data, path] of cases) {
      const res = await addQuestion(item, { type, content_name: 'Mala', ranking_scale: 1, question_data });
      expect(res.statusCode, `${type} ${res.body}`).toBe(400);
      const body = res.json() as ErrorBody;
      expect(body.code, type).toBe('INVALID_QUESTION_DATA');
      expect(body.details.some((d) => d.path.startsWith(path)), `${type}: ${JSON.stringify(body.details)}`).toBe(true);
    }
    // A domain issue carries the domain's code.
    const res = await addQuestion(item, { type: 'QT_1', content_name: 'Mala', ranking_scale: 1, question_data: { ...data.QT_1, correct: 'z' } });
    expect((res.json() as ErrorBody).details).toContainEqual({ path: '/question_data/correct', message: 'question.correct.unknown' });
    expect(await countOf(item)).toBe(0);
  });

  it('refuses an unknown type, a blank name, points out of range, and items that are not tests', async () => {
    const item = await newAssessment('Otros errores');
    const expectError = async (body: Record<string, unknown>, status: number, code: string, path?: string, itemGuid = item) => {
      const res = await addQuestion(itemGuid, { type: 'QT_3', content_name: 'Q', ranking_scale: 1, question_data: { correct: true }, ...body });
      expect(res.statusCode, res.body).toBe(status);
      const error = res.json() as ErrorBody;
      expect(error.code).toBe(code);
      if (path) expect(error.details[0]?.path).toBe(path);
    };
    await expectError({ type: 'QT_22' }, 400, 'QUESTION_TYPE_NOT_SUPPORTED', '/type');
    await expectError({ type: 'CTTY_01' }, 400, 'QUESTION_TYPE_NOT_SUPPORTED');
    await expectError({ content_name: '   ' }, 400, 'VALIDATION_FAILED', '/content_name');
    await expectError({ ranking_scale: 0 }, 400, 'VALIDATION_FAILED', '/ranking_scale');
    await expectError({ ranking_scale: 100.01 }, 400, 'VALIDATION_FAILED', '/ranking_scale');
    await expectError({ ranking_scale: 1.005 }, 400, 'VALIDATION_FAILED', '/ranking_scale');
    // What JSON.stringify cannot send: a number beyond any, text with a NUL or a lone surrogate.
    const raw = (body: string) => t.inject({ method: 'POST', url: questionsUrl(item), headers: { ...headers.get(TEACHER), 'content-type': 'application/json' }, payload: body });
    for (const [body, code, path] of [
      ['{"type":"QT_3","content_name":"Q","ranking_scale":1e400,"question_data":{"correct":true}}', 'VALIDATION_FAILED', '/ranking_scale'],
      ['{"type":"QT_3","content_name":"Q\\u0000","ranking_scale":1,"question_data":{"correct":true}}', 'VALIDATION_FAILED', '/content_name'],
      ['{"type":"QT_3","content_name":"Q","content_description":"\\ud800","ranking_scale":1,"question_data":{"correct":true}}', 'VALIDATION_FAILED', '/content_description'],
      ['{"type":"QT_1","content_name":"Q","ranking_scale":1,"question_data":{"options":[{"id":"a","text":"x\\udc00"},{"id":"b","text":"y"}],"correct":"a"}}', 'VALIDATION_FAILED', '/question_data/options/0/text'],
      ['{"type":"QT_14","content_name":"Q","ranking_scale":1,"question_data":{"value":1e400}}', 'INVALID_QUESTION_DATA', '/question_data/value'],
    ] as const) {
      const res = await raw(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json(), body).toMatchObject({ code, details: [{ path }] });
    }
    const [document] = await t.app.db.select({ guid: lessonItems.guid }).from(lessonItems).where(and(eq(lessonItems.lessonGuid, lesson), eq(lessonItems.contentType, 'CTTY_01'))).limit(1);
    const notATest = document?.guid ?? (await call(TEACHER, 'POST', `/api/front/lessons/${lesson}/items`, { lesson_item_name: 'Doc', content_type: 'CTTY_01', data: { html: '<p>x</p>' } })).json<{ guid: string }>().guid;
    await expectError({}, 400, 'NOT_AN_ASSESSMENT', undefined, notATest);
    expect((await call(TEACHER, 'GET', questionsUrl(notATest))).json()).toMatchObject({ code: 'NOT_AN_ASSESSMENT' });
    expect(await countOf(item)).toBe(0);
    // Accepted at the edges: 0.01 and 100.
    for (const points of [0.01, 100]) {
      const res = await addQuestion(item, { type: 'QT_3', content_name: 'Q', ranking_scale: points, question_data: { correct: true } });
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as Question).ranking_scale).toBe(points);
    }
  });

  it('takes only images uploaded to this course as content (400 FILE_NOT_USABLE)', async () => {
    const item = await newAssessment('Imágenes');
    const data = validData();
    const refused: [QuestionTypeCode, Record<string, unknown>, string][] = [
      ['QT_5', { ...data.QT_5, image_file_guid: file.foreignImage }, '/question_data/image_file_guid'],
      ['QT_11', { ...data.QT_11, image_file_guid: file.pdf }, '/question_data/image_file_guid'],
      ['QT_10', { background_file_guid: file.handInImage }, '/question_data/background_file_guid'],
      ['QT_19', { ...data.QT_19, options: [{ id: 'a', file_guid: file.image, alt: 'a' }, { id: 'b', file_guid: file.foreignImage, alt: 'b' }] }, '/question_data/options/1/file_guid'],
      ['QT_1', { ...data.QT_1, options: [{ id: 'a', text: `<img src="/api/files/${file.foreignImage}" alt="x">` }, { id: 'b', text: 'b' }] }, '/content_description'],
    ];
    for (const [type, question_data, path] of refused) {
      const res = await addQuestion(item, { type, content_name: 'Imagen', ranking_scale: 1, question_data });
      expect(res.statusCode, `${type} ${res.body}`).toBe(400);
      expect(res.json(), type).toMatchObject({ code: 'FILE_NOT_USABLE', details: [{ path }] });
    }
    const described = await addQuestion(item, { type: 'QT_3', content_name: 'x', content_description: `<p><img src="/api/files/${file.foreignImage}" alt=""></p>`, ranking_scale: 1, question_data: { correct: true } });
    expect(described.json()).toMatchObject({ code: 'FILE_NOT_USABLE' });
    expect(await countOf(item)).toBe(0);
    const ok = await addQuestion(item, { type: 'QT_3', content_name: 'x', content_description: `<p><img src="/api/files/${file.image}" alt="mapa"></p>`, ranking_scale: 1, question_data: { correct: true } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((ok.json() as Question).media?.[file.image]).toBeDefined();
  });
});

describe('changing, ordering and deleting questions', () => {
  it('patches texts, points and data (the type never changes); a bad patch changes nothing', async () => {
    const item = await newAssessment('Cambios');
    const data = validData();
    const q = (await addQuestion(item, { type: 'QT_1', content_name: 'Antes', ranking_scale: 1, question_data: data.QT_1 })).json() as Question;
    const url = `/api/front/questions/${q.question_guid}`;
    const res = await call(TEACHER, 'PATCH', url, { content_name: 'Después', ranking_scale: 2.5, type: 'QT_3', question_data: { ...data.QT_1, correct: 'b' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: 'QT_1', content_name: 'Después', ranking_scale: 2.5, question_data: { correct: 'b' } });
    const bad = await call(TEACHER, 'PATCH', url, { content_name: 'Otra', question_data: { correct: true } });
    expect(bad.json()).toMatchObject({ code: 'INVALID_QUESTION_DATA' });
    const [stored] = await t.app.db.select().from(questions).where(eq(questions.guid, q.question_guid));
    expect(stored).toMatchObject({ type: 'QT_1', name: 'Después', points: 2.5, data: { correct: 'b' } });
    expect((await call(TEACHER, 'PATCH', url, { ranking_scale: 0 })).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('reorders as a permutation and closes gaps on delete', async () => {
    const item = await newAssessment('Orden');
    const guids: string[] = [];
    for (const name of ['A', 'B', 'C', 'D']) guids.push(((await addQuestion(item, { type: 'QT_3', content_name: name, ranking_scale: 1, question_data: { correct: true } })).json() as Question).question_guid);
    const order = `/api/front/assessments/${item}/questions/order`;
    const [a = '', b = '', c = '', d = ''] = guids;
    expect((await call(TEACHER, 'PUT', order, { guids: [d, b, a, c] })).statusCode).toBe(204);
    const names = async () => ((await call(TEACHER, 'GET', questionsUrl(item))).json() as { data: Question[] }).data.map((q) => `${q.position}${q.content_name}`);
    expect(await names()).toEqual(['1D', '2B', '3A', '4C']);
    for (const wrong of [[d, b, a], [d, b, a, a], [d, b, a, c, c], [d, b, a, '00000000-0000-4000-8000-000000000000']]) {
      const res = await call(TEACHER, 'PUT', order, { guids: wrong });
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/guids' }] });
    }
    expect((await call(TEACHER, 'DELETE', `/api/front/questions/${b}`)).statusCode).toBe(204);
    expect(await names()).toEqual(['1D', '2A', '3C']);
    expect((await call(TEACHER, 'DELETE', `/api/front/questions/${b}`)).statusCode).toBe(404);
    const next = (await addQuestion(item, { type: 'QT_3', content_name: 'E', ranking_scale: 1, question_data: { correct: false } })).json() as Question;
    expect(next.position).toBe(4);
  });

  it('locks the questions once any attempt exists (409 QUESTIONS_LOCKED), changing nothing', async () => {
    const item = await newAssessment('Bloqueo');
    const q1 = ((await addQuestion(item, { type: 'QT_3', content_name: 'Uno', ranking_scale: 1, question_data: { correct: true } })).json() as Question).question_guid;
    const q2 = ((await addQuestion(item, { type: 'QT_3', content_name: 'Dos', ranking_scale: 1, question_data: { correct: true } })).json() as Question).question_guid;
    await t.app.db.insert(attempts).values({ itemGuid: item, personGuid: await t.userGuid(STUDENT), number: 1 });
    const list = await call(TEACHER, 'GET', questionsUrl(item));
    expect(list.json()).toMatchObject({ locked: true });
    const locked = [
      await addQuestion(item, { type: 'QT_3', content_name: 'Tres', ranking_scale: 1, question_data: { correct: true } }),
      await call(TEACHER, 'PATCH', `/api/front/questions/${q1}`, { content_name: 'Cambiada' }),
      await call(TEACHER, 'DELETE', `/api/front/questions/${q1}`),
      await call(TEACHER, 'PUT', `/api/front/assessments/${item}/questions/order`, { guids: [q2, q1] }),
    ];
    for (const res of locked) expect(res.json()).toMatchObject({ statusCode: 409, code: 'QUESTIONS_LOCKED' });
    const rows = await t.app.db.select().from(questions).where(eq(questions.itemGuid, item)).orderBy(asc(questions.position));
    expect(rows.map((r) => `${r.position}${r.name}`)).toEqual(['1Uno', '2Dos']);
    // Reading goes on.
    expect((await call(TEACHER, 'GET', `/api/front/questions/${q1}`)).statusCode).toBe(200);
  });
});

describe('who reads and writes questions', () => {
  it('students never read question_data; the school’s admin reads but does not write; another tenant sees nothing', async () => {
    const item = await newAssessment('Permisos');
    const q = ((await addQuestion(item, { type: 'QT_1', content_name: 'Clave', ranking_scale: 1, question_data: validData().QT_1 })).json() as Question).question_guid;

    for (const url of [questionsUrl(item), `/api/front/questions/${q}`]) {
      const res = await call(STUDENT, 'GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('correct');
      expect((await call(ADMIN, 'GET', url)).statusCode).toBe(200);
      expect((await call(OUTSIDER, 'GET', url)).statusCode).toBe(404);
    }
    // The student's item: settings only, no questions.
    const asStudent = await call(STUDENT, 'GET', `/api/front/lesson-items/${item}`);
    expect(asStudent.statusCode).toBe(200);
    expect(asStudent.body).not.toContain('question_data');
    expect(asStudent.json()).toMatchObject({ test_amount_questions: 1, job_score: null, grades_published: false });

    const body = { type: 'QT_3', content_name: 'x', ranking_scale: 1, question_data: { correct: true } };
    for (const [email, status] of [[STUDENT, 403], [ADMIN, 403], [OUTSIDER, 404]] as const) {
      expect((await addQuestion(item, body, email)).statusCode, email).toBe(status);
      expect((await call(email, 'PATCH', `/api/front/questions/${q}`, { content_name: 'y' })).statusCode, email).toBe(status);
      expect((await call(email, 'DELETE', `/api/front/questions/${q}`)).statusCode, email).toBe(status);
      expect((await call(email, 'PUT', `/api/front/assessments/${item}/questions/order`, { guids: [q] })).statusCode, email).toBe(status);
    }
    expect(await countOf(item)).toBe(1);
    const [row] = await t.app.db.select().from(questions).where(eq(questions.guid, q));
    expect(row?.name).toBe('Clave');
  });

  it('a student sees their own job’s score only once grades are published, and its evaluator', async () => {
    const item = await newAssessment('Notas');
    const student = await t.userGuid(STUDENT);
    const teacher = await t.userGuid(TEACHER);
    await t.app.db.insert(jobs).values({ itemGuid: item, personGuid: student, status: 'evaluated', score: 7.5, evaluatedBy: teacher });
    const mine = async () => (await call(STUDENT, 'GET', `/api/front/lesson-items/${item}`)).json() as Record<string, unknown>;
    expect(await mine()).toMatchObject({ job_status: 'evaluated', job_score: null, grades_published: false, job_evaluated_by: teacher });
    await t.app.db.update(lessonItems).set({ gradesPublishedAt: new Date() }).where(eq(lessonItems.guid, item));
    expect(await mine()).toMatchObject({ job_score: 7.5, grades_published: true });
    // Teachers get the course-wide counters instead.
    expect((await call(TEACHER, 'GET', `/api/front/lesson-items/${item}`)).json()).toMatchObject({ job_score: null, job_evaluated_by: null, grades_published: true, jobs_evaluated: 1 });
  });
});

describe('the API documentation', () => {
  it('documents question_data with a structural schema per type', async () => {
    const spec = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, { $defs?: Record<string, unknown> }> } }> } }>> };
    const body = spec.paths['/api/front/assessments/{itemGuid}/questions']?.post?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(body?.properties.question_data?.$defs ?? {})).toEqual(QUESTION_TYPE_CODES);
  });
});

describe('the demo assessments', () => {
  it('every seeded test has valid settings and 4–6 valid questions in the tenant’s language, with a long text; maths ones with a formula', () => {
    expect(seeded.tests.length).toBeGreaterThan(0);
    const languages = new Set<string>();
    for (const test of seeded.tests) {
      expect(readAssessmentSettings(test.data).ok, JSON.stringify(test.data)).toBe(true);
      const qs = seeded.questions.filter((q) => q.itemGuid === test.guid);
      expect(qs.length).toBeGreaterThanOrEqual(4);
      expect(qs.length).toBeLessThanOrEqual(6);
      expect(qs.map((q) => q.position)).toEqual(qs.map((_, i) => i + 1));
      for (const q of qs) expect(validateQuestionData(q.type as QuestionTypeCode, q.data).ok, `${q.type} ${JSON.stringify(q.data)}`).toBe(true);
      expect(qs.some((q) => q.type === 'QT_8')).toBe(true);
      if (test.discipline === 'ed6') expect(qs.some((q) => q.type === 'QT_15' || /\\\(.*\\\)/.test(JSON.stringify([q.description, q.data])))).toBe(true);
      expect(new Set(qs.map((q) => q.type)).size).toBeGreaterThanOrEqual(4);
      languages.add(`${test.tenant}:${qs.find((q) => q.type === 'QT_8')?.name ?? ''}`);
    }
    expect([...languages].sort()).toEqual(expect.arrayContaining(['classbook:Explain your method', 'escola:Explique o seu raciocínio', 'tiza:Explica tu método']));
  });
});
