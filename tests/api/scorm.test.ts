// SCORM items: upload checked by content (zip slip, links, manifest, launch file, limits), files served only from the
// content origin through signed prefixes with its own CSP, launch and resume, commits whose meaning the server derives,
// the teacher's results, and who may do what.
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { itemProgress, lessons, scormRecords } from '../../server/src/db/schema';
import { buildContentApp } from '../../server/src/content/contentApp';
import { fileUrlKey } from '../../server/src/storage/signing';
import { manifestOf, scormPackage, zipOf } from '../../scripts/scormPackages';
import { createTestApp, PUBLIC_URL, type TestApp } from './support/testApp';

let t: TestApp;
let content: FastifyInstance;
let lesson: string;
const TEACHER = 'teacher@tiza.demo';
const STUDENT = 'student@tiza.demo';
const ADMIN = 'admin@tiza.demo';
const BOUNDARY = '----tizascormboundary';

function multipart(file: Uint8Array | undefined, name?: string): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  if (name !== undefined) chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`));
  if (file) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="package.zip"\r\nContent-Type: application/zip\r\n\r\n`));
    chunks.push(Buffer.from(file));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

async function upload(zip: Uint8Array | undefined, email = TEACHER, name?: string) {
  const body = multipart(zip, name);
  return t.inject({ method: 'POST', url: `/api/front/lessons/${lesson}/scorm-packages`, headers: { ...(await t.as(email)), ...body.headers }, payload: body.payload });
}

async function call(email: string, method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) {
  return t.inject({ method, url, headers: await t.as(email), ...(payload ? { payload } : {}) });
}

interface Launch { version: string; player_url: string; content_origin: string; session_id: string; cmi: Record<string, unknown>; records: boolean }

async function packageFolders(): Promise<string[]> {
  return readdir(t.packagesDir).then((names) => names.filter((n) => n !== 'tmp'), () => []);
}

beforeAll(async () => {
  t = await createTestApp();
  const course = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
  const [first] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(eq(lessons.courseGuid, course)).orderBy(asc(lessons.position)).limit(1);
  lesson = first?.guid ?? '';
  content = await buildContentApp({ packagesDir: t.packagesDir, key: await fileUrlKey(t.app.db), appOrigin: PUBLIC_URL });
});
afterAll(async () => {
  await content?.close();
  await t?.close();
});

describe('uploading a package', () => {
  it('refuses what is not a safe SCORM package, says why, and keeps nothing', async () => {
    const link = zipSync({ 'imsmanifest.xml': strToU8(manifestOf('1.2')), 'index.html': strToU8('<p>x</p>'), 'lesson.js': strToU8('x'), shortcut: [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }] });
    const cases: [Uint8Array, string][] = [
      [strToU8('this is not a zip at all'), 'PACKAGE_NOT_A_ZIP'],
      [zipOf({ 'index.html': '<p>hi</p>' }), 'PACKAGE_MANIFEST_MISSING'],
      [zipOf({ 'imsmanifest.xml': '<manifest><broken', 'index.html': 'x' }), 'PACKAGE_MANIFEST_INVALID'],
      [zipOf({ 'imsmanifest.xml': manifestOf('1.2'), 'index.html': 'x', 'lesson.js': 'x', '../../evil.html': 'pwned' }), 'PACKAGE_UNSAFE_PATH'],
      [zipOf({ 'imsmanifest.xml': manifestOf('1.2'), 'index.html': 'x', '/etc/cron.d/evil': 'pwned' }), 'PACKAGE_UNSAFE_PATH'],
      [link, 'PACKAGE_UNSAFE_PATH'],
      [zipOf({ 'imsmanifest.xml': manifestOf('1.2'), 'lesson.js': 'x' }), 'PACKAGE_LAUNCH_MISSING'],
    ];
    for (const [zip, code] of cases) {
      const res = await upload(zip);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect((await upload(undefined)).json().code).toBe('VALIDATION_FAILED');
    expect(await packageFolders()).toEqual([]);
  });

  it('only the course’s teachers upload', async () => {
    expect((await upload(scormPackage('1.2'), STUDENT)).statusCode).toBe(403);
    expect((await upload(scormPackage('1.2'), ADMIN)).statusCode).toBe(403);
    expect((await upload(scormPackage('1.2'), 'professor@escola.demo')).statusCode).toBe(404);
    expect(await packageFolders()).toEqual([]);
  });
});

describe('a SCORM 1.2 package from upload to results', () => {
  let item: { guid: string; content_type: string; lesson_item_name: string; data: Record<string, unknown> };
  let launch: Launch;

  it('stores the package as an item named after its manifest', async () => {
    const res = await upload(scormPackage('1.2'));
    expect(res.statusCode, res.body).toBe(201);
    item = res.json();
    expect(item).toMatchObject({ content_type: 'CTTY_10', lesson_item_name: 'El ciclo del agua: repaso', data: { version: '1.2', launch: 'index.html', file_count: 3 } });
    expect(await packageFolders()).toHaveLength(1);
  });

  it('a student opens it on the content origin, starting afresh', async () => {
    const res = await call(STUDENT, 'GET', `/api/front/lesson-items/${item.guid}/scorm/launch`);
    expect(res.statusCode, res.body).toBe(200);
    launch = res.json();
    expect(launch.records).toBe(true);
    expect(launch.content_origin).not.toBe(new URL(PUBLIC_URL).origin);
    expect(launch.player_url.startsWith(`${launch.content_origin}/player.html?`)).toBe(true);
    expect((launch.cmi.core as Record<string, unknown>).entry).toBe('ab-initio');
    // The app's pages may frame the content origin, and nothing else.
    const csp = String((await t.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(csp).toContain(`frame-src 'self' ${launch.content_origin}`);
  });

  it('the content origin serves the player and the package’s files with its own CSP, and nothing without a signature', async () => {
    const player = new URL(launch.player_url);
    const page = await content.inject({ method: 'GET', url: `${player.pathname}${player.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/runtime/scorm12.js');
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors ${new URL(PUBLIC_URL).origin}`);
    const launchPath = player.searchParams.get('launch') ?? '';
    const file = await content.inject({ method: 'GET', url: launchPath });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/html');
    expect(file.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const prefix = launchPath.slice(0, launchPath.lastIndexOf('/') + 1);
    expect((await content.inject({ method: 'GET', url: `${prefix}lesson.js` })).statusCode).toBe(200);
    expect((await content.inject({ method: 'GET', url: `${prefix}..%2F..%2Fetc%2Fpasswd` })).statusCode).toBe(404);
    expect((await content.inject({ method: 'GET', url: `${prefix}missing.html` })).statusCode).toBe(404);
    const forged = prefix.replace(/\/[^/]+\/$/, '/forged-signature/');
    expect((await content.inject({ method: 'GET', url: `${forged}index.html` })).statusCode).toBe(403);
    expect((await content.inject({ method: 'GET', url: '/runtime/scorm12.js' })).statusCode).toBe(200);
    // The app itself does not serve package files.
    expect((await t.inject({ method: 'GET', url: launchPath, headers: { accept: 'application/json' } })).statusCode).not.toBe(200);
  });

  it('commits are read by the server: status, score and time come from the domain, not the client', async () => {
    const url = `/api/front/lesson-items/${item.guid}/scorm/cmi`;
    const first = await call(STUDENT, 'PUT', url, { session_id: launch.session_id, cmi: { core: { lesson_status: 'incomplete', lesson_location: 'page2', session_time: '00:02:00' }, suspend_data: 'p2' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ completion: 'incomplete', success: 'unknown', score: null, total_seconds: 120, progress: 50 });
    // The same session again: its time is replaced, not added.
    const again = await call(STUDENT, 'PUT', url, { session_id: launch.session_id, cmi: { core: { lesson_status: 'passed', lesson_location: 'page2', session_time: '00:03:00', score: { raw: '80', min: '0', max: '100' } } } });
    expect(again.json()).toMatchObject({ completion: 'completed', success: 'passed', score: 80, total_seconds: 180, progress: 100 });
    // A claim outside the vocabulary is not believed; a huge session time is capped.
    const next = await call(STUDENT, 'GET', `/api/front/lesson-items/${item.guid}/scorm/launch`);
    const session = (next.json() as Launch).session_id;
    const odd = await call(STUDENT, 'PUT', url, { session_id: session, cmi: { core: { lesson_status: 'mastered', session_time: '9999:00:00', score: { raw: '500', max: '100' } } } });
    expect(odd.json()).toMatchObject({ completion: 'unknown', success: 'unknown', score: 100, total_seconds: 180 + 12 * 3600, progress: 100 });
    const [row] = await t.app.db.select().from(scormRecords).where(eq(scormRecords.itemGuid, item.guid));
    expect(row).toMatchObject({ sessions: 2, completion: 'unknown' });
    const student = await t.userGuid(STUDENT);
    const [progress] = await t.app.db.select().from(itemProgress).where(eq(itemProgress.itemGuid, item.guid));
    expect(progress).toMatchObject({ userGuid: student, progress: 100 });
  });

  it('resumes where the learner left', async () => {
    const url = `/api/front/lesson-items/${item.guid}/scorm/cmi`;
    const res = await call(STUDENT, 'GET', `/api/front/lesson-items/${item.guid}/scorm/launch`);
    const resume = res.json() as Launch;
    await call(STUDENT, 'PUT', url, { session_id: resume.session_id, cmi: { core: { lesson_status: 'incomplete', lesson_location: 'page2', exit: 'suspend', session_time: '00:00:30' }, suspend_data: 'answers=1' } });
    const back = (await call(STUDENT, 'GET', `/api/front/lesson-items/${item.guid}/scorm/launch`)).json() as Launch;
    const core = back.cmi.core as Record<string, unknown>;
    expect(core).toMatchObject({ entry: 'resume', lesson_location: 'page2', lesson_status: 'incomplete' });
    expect(core.session_time).toBeUndefined();
    expect(core.exit).toBeUndefined();
    expect(back.cmi.suspend_data).toBe('answers=1');
  });

  it('teachers preview without records and read every student’s results; students may not', async () => {
    const preview = (await call(TEACHER, 'GET', `/api/front/lesson-items/${item.guid}/scorm/launch`)).json() as Launch;
    expect(preview.records).toBe(false);
    expect((await call(TEACHER, 'PUT', `/api/front/lesson-items/${item.guid}/scorm/cmi`, { session_id: preview.session_id, cmi: {} })).statusCode).toBe(403);
    const results = await call(TEACHER, 'GET', `/api/front/lesson-items/${item.guid}/scorm/results`);
    expect(results.statusCode, results.body).toBe(200);
    const student = await t.userGuid(STUDENT);
    const rows = results.json().students as { user_guid: string; sessions: number; completion: string }[];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.find((r) => r.user_guid === student)).toMatchObject({ completion: 'incomplete', sessions: 3 });
    expect(rows.filter((r) => r.user_guid !== student).every((r) => r.completion === 'not-attempted' && r.sessions === 0)).toBe(true);
    expect((await call(ADMIN, 'GET', `/api/front/lesson-items/${item.guid}/scorm/results`)).statusCode).toBe(200);
    expect((await call(STUDENT, 'GET', `/api/front/lesson-items/${item.guid}/scorm/results`)).statusCode).toBe(403);
  });
});

describe('a SCORM 2004 package', () => {
  it('is recognised by its manifest and scored by scaled score', async () => {
    const res = await upload(scormPackage('2004', 'en'), TEACHER, 'Water cycle 2004');
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json() as { guid: string; lesson_item_name: string; data: Record<string, unknown> };
    expect(item.lesson_item_name).toBe('Water cycle 2004');
    expect(item.data.version).toBe('2004');
    const launch = (await call(STUDENT, 'GET', `/api/front/lesson-items/${item.guid}/scorm/launch`)).json() as Launch;
    expect(launch.player_url).toContain('v=2004');
    const commit = await call(STUDENT, 'PUT', `/api/front/lesson-items/${item.guid}/scorm/cmi`, { session_id: launch.session_id, cmi: { completion_status: 'completed', success_status: 'failed', score: { scaled: '0.25' }, session_time: 'PT1M30S' } });
    expect(commit.json()).toMatchObject({ completion: 'completed', success: 'failed', score: 25, total_seconds: 90 });
  });

  it('other items are not SCORM', async () => {
    const [other] = await t.app.db.select({ guid: lessons.guid }).from(lessons).where(eq(lessons.guid, lesson));
    expect(other).toBeDefined();
    const detail = (await call(TEACHER, 'GET', `/api/front/lessons/${lesson}`)).json() as { items: { guid: string; content_type: string }[] };
    const notScorm = detail.items.find((i) => i.content_type !== 'CTTY_10');
    expect(notScorm).toBeDefined();
    const res = await call(STUDENT, 'GET', `/api/front/lesson-items/${notScorm?.guid}/scorm/launch`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CONTENT_TYPE_NOT_SUPPORTED');
  });
});
