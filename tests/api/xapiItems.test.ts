// xAPI items (CTTY_20, ADRs 0566–0567): a package upload checked like SCORM's, a launch that hands the content a
// short-lived learner credential (never the session token) held to that learner, and the teacher's results and
// statement trail read from the LRS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { lessons } from '../../server/src/db/schema';
import { createTestApp, LRS_HEADERS, type TestApp } from './support/testApp';

let t: TestApp;
let lesson: string;
const TEACHER = 'teacher@tiza.demo';
const STUDENT = 'student@tiza.demo';
const BOUNDARY = '----tizaxapiboundary';

function multipart(file: Uint8Array, name?: string) {
  const chunks: Buffer[] = [];
  if (name !== undefined) chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`));
  chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="package.zip"\r\nContent-Type: application/zip\r\n\r\n`), Buffer.from(file), Buffer.from('\r\n'), Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

async function upload(zip: Uint8Array, email = TEACHER, name?: string) {
  const body = multipart(zip, name);
  return t.inject({ method: 'POST', url: `/api/front/lessons/${lesson}/xapi-packages`, headers: { ...(await t.as(email)), ...body.headers }, payload: body.payload });
}

const TINCAN = `<?xml version="1.0" encoding="utf-8"?><tincan xmlns="http://projecttincan.com/tincan.xsd"><activities><activity id="http://tiza.test/xapi/volcanes" type="http://adlnet.gov/expapi/activities/course"><name>Volcanes</name><launch lang="es">start.html</launch></activity></activities></tincan>`;

beforeAll(async () => {
  t = await createTestApp();
  const course = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  const [first] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(eq(lessons.courseGuid, course)).orderBy(asc(lessons.position)).limit(1);
  lesson = first?.guid ?? '';
});
afterAll(async () => {
  await t?.close();
});

describe('xAPI items', () => {
  it('refuses unsafe and launchless packages, accepts one with tincan.xml', async () => {
    expect((await upload(zipSync({ 'page.html': strToU8('<p>x</p>') }))).json()).toMatchObject({ code: 'PACKAGE_LAUNCH_MISSING' });
    expect((await upload(zipSync({ '../evil.html': strToU8('x'), 'index.html': strToU8('x') }))).json()).toMatchObject({ code: 'PACKAGE_UNSAFE_PATH' });
    expect((await upload(zipSync({ 'tincan.xml': strToU8('<nope'), 'index.html': strToU8('x') }))).json()).toMatchObject({ code: 'PACKAGE_MANIFEST_INVALID' });
    expect((await upload(zipSync({ 'index.html': strToU8('x') }), STUDENT)).statusCode).toBe(403);
    const res = await upload(zipSync({ 'tincan.xml': strToU8(TINCAN), 'start.html': strToU8('<p>Volcanes</p>') }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ lesson_item_name: 'Volcanes', content_type: 'CTTY_20' });
  });

  it('launches a student with a credential held to them, and shows their progress and trail to the teacher', async () => {
    const created = (await upload(zipSync({ 'tincan.xml': strToU8(TINCAN), 'start.html': strToU8('<p>Volcanes</p>') }), TEACHER, 'Volcanes activos')).json() as { guid: string };
    const launch = await t.inject({ method: 'GET', url: `/api/front/lesson-items/${created.guid}/xapi/launch`, headers: await t.as(STUDENT) });
    expect(launch.statusCode, launch.body).toBe(200);
    const url = new URL(launch.json().launch_url as string);
    expect(url.pathname).toMatch(/\/p\/[0-9a-f-]{36}\/\d+\/[^/]+\/start\.html$/);
    const endpoint = url.searchParams.get('endpoint') ?? '';
    const auth = url.searchParams.get('auth') ?? '';
    const actor = JSON.parse(url.searchParams.get('actor') ?? '{}') as Record<string, unknown>;
    expect(endpoint).toBe('http://tiza.test/api/xapi/');
    expect(auth).toMatch(/^Basic /);
    expect(launch.body).not.toContain((await t.as(STUDENT)).authorization?.replace('Bearer ', '') ?? 'never');
    const headers = { authorization: auth, 'x-experience-api-version': '1.0.3', 'content-type': 'application/json' };
    const activity = url.searchParams.get('activity_id');
    expect(activity).toBe('http://tiza.test/xapi/volcanes');
    const registration = url.searchParams.get('registration');
    const send = (body: unknown) => t.inject({ method: 'POST', url: '/api/xapi/statements', headers, payload: JSON.stringify(body) });
    const context = { registration };
    expect((await send({ actor, verb: { id: 'http://adlnet.gov/expapi/verbs/attempted' }, object: { id: activity }, context })).statusCode).toBe(200);
    expect((await send({ actor, verb: { id: 'http://adlnet.gov/expapi/verbs/passed', display: { es: 'aprobó' } }, object: { id: activity }, result: { score: { scaled: 0.85 }, success: true, completion: true }, context })).statusCode).toBe(200);
    // The launch credential speaks for this learner only.
    expect((await send({ actor: { mbox: 'mailto:someone@else.test' }, verb: { id: 'http://adlnet.gov/expapi/verbs/passed' }, object: { id: activity } })).statusCode).toBe(403);
    // …and reads that learner's statements and documents only.
    const other = encodeURIComponent(JSON.stringify({ mbox: 'mailto:someone@else.test' }));
    const read = (url: string) => t.inject({ method: 'GET', url, headers });
    const mine = (await read('/api/xapi/statements')).json() as { statements: { actor: { account?: { name?: string } } }[] };
    expect(mine.statements).toHaveLength(2);
    expect((await read(`/api/xapi/statements?agent=${other}`)).statusCode).toBe(403);
    expect((await read(`/api/xapi/activities/state?activityId=${encodeURIComponent(activity ?? '')}&agent=${other}`)).statusCode).toBe(403);
    expect((await read(`/api/xapi/activities/state?activityId=${encodeURIComponent(activity ?? '')}&agent=${encodeURIComponent(JSON.stringify(actor))}`)).statusCode).toBe(200);
    const [foreign] = (await t.inject({ method: 'POST', url: '/api/xapi/statements', headers: { ...LRS_HEADERS, 'content-type': 'application/json' }, payload: JSON.stringify({ actor: { mbox: 'mailto:someone@else.test' }, verb: { id: 'http://adlnet.gov/expapi/verbs/passed' }, object: { id: 'http://tiza.test/other' } }) })).json() as string[];
    expect((await read(`/api/xapi/statements?statementId=${foreign}`)).statusCode).toBe(404);

    const results = await t.inject({ method: 'GET', url: `/api/front/lesson-items/${created.guid}/xapi/results`, headers: await t.as(TEACHER) });
    expect(results.statusCode, results.body).toBe(200);
    const student = (results.json().students as { user_guid: string; completion: string }[]).find((s) => s.completion === 'completed');
    expect(student).toMatchObject({ completion: 'completed', success: 'passed', score: 85, statements: 2 });
    const trail = await t.inject({ method: 'GET', url: `/api/front/lesson-items/${created.guid}/xapi/results/${student?.user_guid}`, headers: await t.as(TEACHER) });
    expect(trail.json().statements.map((s: { verb_display: string | null; verb: string }) => s.verb_display ?? s.verb)).toEqual(['aprobó', 'http://adlnet.gov/expapi/verbs/attempted']);
    expect((await t.inject({ method: 'GET', url: `/api/front/lesson-items/${created.guid}/xapi/results`, headers: await t.as(STUDENT) })).statusCode).toBe(403);
  });
});
