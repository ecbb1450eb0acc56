// Files on board messages (docs/api-board.md "Files", ADRs 0517–0518): uploaded first as purpose `board`, attached by
// guid when posting or editing, listed and downloadable by the message's readers only, removed one by one, gone with
// their message; and a file brought from Google Drive, against a stand-in HTTP server speaking the Drive v3 files API.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';
import { signedInCalls } from './support/signedInCalls';
import { multipart } from './support/multipart';

let t: TestApp;
let drive: Server;
let driveCalls: string[] = [];
let mat: string;
let bio: string;

const TEACHER = 'teacher@tiza.demo';
const PABLO = 'student@tiza.demo';
const MARTA = 'marta@tiza.demo';
const IRENE = 'irene@tiza.demo';
const ADMIN = 'admin@tiza.demo';
const PROFESSOR = 'professor@escola.demo';

interface MessageFile { guid: string; name: string; size: number; mime: string; media_type: string; url: string }
interface Message { guid: string; files: MessageFile[]; replies: Message[]; abilities: { update: boolean } }

const demo = (name: string) => readFile(join(process.cwd(), 'server', 'demo-media', name));

// The stand-in Drive: files by id, one good token; records every call (path and query) it answers.
const GOOD_TOKEN = 'ya29.good-token';
const MIB = 1024 * 1024;
interface DriveFile { name: string; mimeType: string; size?: number; bytes: () => Buffer }
const driveFiles = new Map<string, DriveFile>();

function answerDrive(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://drive.test');
  driveCalls.push(`${url.pathname}?${url.searchParams.has('alt') ? 'alt=media' : url.searchParams.get('fields') ?? ''}`);
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.headers.authorization !== `Bearer ${GOOD_TOKEN}`) return json(401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } });
  const match = /^\/drive\/v3\/files\/([^/]+)$/.exec(url.pathname);
  const file = match?.[1] === undefined ? undefined : driveFiles.get(decodeURIComponent(match[1]));
  if (!file) return json(404, { error: { code: 404, message: 'File not found.' } });
  if (url.searchParams.get('alt') === 'media') {
    response.writeHead(200, { 'content-type': file.mimeType });
    response.end(file.bytes());
    return;
  }
  expect(url.searchParams.get('fields')).toBe('name,mimeType,size');
  json(200, { name: file.name, mimeType: file.mimeType, ...(file.size === undefined ? {} : { size: String(file.size) }) });
}

const { headers, call } = signedInCalls(() => t);

async function upload(email: string, courseGuid: string, filename = 'worksheet.pdf', type = 'application/pdf', content?: Buffer): Promise<string> {
  const body = multipart([['purpose', 'board']], { filename, type, content: content ?? (await demo('worksheet-maths.es.pdf')) });
  const res = await t.inject({ method: 'POST', url: `/api/front/courses/${courseGuid}/files`, headers: { ...(await headers(email)), ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { guid: string }).guid;
}

async function post(email: string, body: Record<string, unknown>): Promise<Message> {
  const res = await call('POST', '/api/messages', email, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Message;
}

const fromDrive = (guid: string, email: string, fileId: string, oauthToken = GOOD_TOKEN) => call('POST', `/api/messages/${guid}/upload-from-google-drive`, email, { fileId, oauthToken });
const exists = (guid: string) => stat(join(t.filesDir, 'tiza', guid)).then(() => true, () => false);

beforeAll(async () => {
  drive = createServer(answerDrive);
  await new Promise<void>((resolve) => drive.listen(0, '127.0.0.1', resolve));
  const { port } = drive.address() as AddressInfo;
  t = await createTestApp({ googleDriveApiUrl: `http://127.0.0.1:${port}` });
  mat = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
  bio = await t.courseGuid('tiza', 'Biología y Geología 3º ESO');
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => (drive ? drive.close(() => resolve()) : resolve()));
});

describe('attaching uploaded files', () => {
  it('a teacher posts a pinned message with a file to the students; its readers list and download it, nobody else sees it', async () => {
    const pdf = await demo('worksheet-maths.es.pdf');
    const fileGuid = await upload(TEACHER, mat, 'Ficha 3.pdf');
    const message = await post(TEACHER, { course_guid: mat, message: '<p>La ficha del tema 3</p>', message_for: 'students', is_pinned: true, file_guids: [fileGuid] });
    expect(message.files).toEqual([{ guid: fileGuid, name: 'Ficha 3.pdf', size: pdf.length, mime: 'application/pdf', media_type: 'pdf', url: expect.stringMatching(/^\/api\/files\//) }]);

    const page = (await call('GET', `/api/front/courses/${mat}/messages`, PABLO)).json() as { data: Message[] };
    const seen = page.data.find((m) => m.guid === message.guid);
    const download = await t.inject({ method: 'GET', url: seen?.files[0]?.url ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(pdf);

    // Another school's student, another tenant's teacher: the message is not theirs to read.
    expect((await call('GET', `/api/messages/${message.guid}`, IRENE)).statusCode).toBe(404);
    expect((await call('GET', `/api/messages/${message.guid}`, PROFESSOR)).statusCode).toBe(404);
  });

  it('a teacher-only message’s files never reach a student (404 by guid, absent from the page)', async () => {
    const fileGuid = await upload(TEACHER, mat, 'notas.pdf');
    const note = await post(TEACHER, { course_guid: mat, message: '<p>Notas para el claustro</p>', message_for: 'teachers', file_guids: [fileGuid] });
    expect((await call('GET', `/api/messages/${note.guid}`, PABLO)).statusCode).toBe(404);
    expect((await call('GET', `/api/front/courses/${mat}/messages?per_page=50`, PABLO)).body).not.toContain(fileGuid);
    expect((await call('DELETE', `/api/messages/${note.guid}/files/${fileGuid}`, PABLO)).statusCode).toBe(404);
  });

  it('only board files the caller uploaded to this course, not on a message yet, attach (400 FILE_NOT_USABLE naming the one)', async () => {
    const mine = await upload(TEACHER, mat);
    const pablos = await upload(PABLO, mat);
    const otherCourse = await upload(TEACHER, bio);
    const contentForm = multipart([['purpose', 'content']], { filename: 'río.png', type: 'image/png', content: await demo('river.png') });
    const content = (await t.inject({ method: 'POST', url: `/api/front/courses/${mat}/files`, headers: { ...(await headers(TEACHER)), ...contentForm.headers }, payload: contentForm.payload })).json() as { guid: string };
    for (const [i, refused] of [pablos, otherCourse, content.guid].entries()) {
      const res = await call('POST', '/api/messages', TEACHER, { course_guid: mat, message: '<p>x</p>', file_guids: [mine, refused] });
      expect(res.statusCode, `case ${i}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FILE_NOT_USABLE', details: [{ path: '/file_guids/1' }] });
    }
    // Nothing was posted by the refusals: the file is still free and attaches once.
    const first = await post(TEACHER, { course_guid: mat, message: '<p>Una vez</p>', file_guids: [mine] });
    expect(first.files.map((f) => f.guid)).toEqual([mine]);
    const again = await call('POST', '/api/messages', TEACHER, { course_guid: mat, message: '<p>Dos veces</p>', file_guids: [mine] });
    expect(again.json()).toMatchObject({ statusCode: 400, code: 'FILE_NOT_USABLE' });
  });

  it('a message holds five files at most, by post (schema) or by edit (board.too-many-files); an edit attaches more in order', async () => {
    const six = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(TEACHER, mat, `hoja-${i}.pdf`)));
    expect((await call('POST', '/api/messages', TEACHER, { course_guid: mat, message: '<p>x</p>', file_guids: six })).statusCode).toBe(400);
    const message = await post(TEACHER, { course_guid: mat, message: '<p>Cinco hojas</p>', file_guids: six.slice(0, 3) });
    const edited = await call('PUT', `/api/messages/${message.guid}`, TEACHER, { file_guids: six.slice(3, 5) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as Message).files.map((f) => f.name)).toEqual(['hoja-0.pdf', 'hoja-1.pdf', 'hoja-2.pdf', 'hoja-3.pdf', 'hoja-4.pdf']);
    const full = await call('PUT', `/api/messages/${message.guid}`, TEACHER, { file_guids: [six[5]] });
    expect(full.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: [{ path: '/file_guids', message: 'board.too-many-files' }] });
  });

  it('students upload and attach while the course lets them post; not once the teacher closes the board (403)', async () => {
    const fileGuid = await upload(PABLO, bio, 'apuntes.pdf');
    const mine = await post(PABLO, { course_guid: bio, message: '<p>Mis apuntes</p>', file_guids: [fileGuid] });
    expect(mine.files).toHaveLength(1);
    expect((await call('PUT', `/api/front/courses/${bio}/board`, TEACHER, { students_may_post: false })).statusCode).toBe(200);
    const form = multipart([['purpose', 'board']], { filename: 'a.pdf', type: 'application/pdf', content: await demo('worksheet-maths.es.pdf') });
    const closed = await t.inject({ method: 'POST', url: `/api/front/courses/${bio}/files`, headers: { ...(await headers(PABLO)), ...form.headers }, payload: form.payload });
    expect(closed.statusCode).toBe(403);
    expect((await call('PUT', `/api/front/courses/${bio}/board`, TEACHER, { students_may_post: true })).statusCode).toBe(200);
    // A school admin reads the board but uploads nothing.
    const admin = await t.inject({ method: 'POST', url: `/api/front/courses/${bio}/files`, headers: { ...(await headers(ADMIN)), ...form.headers }, payload: form.payload });
    expect(admin.statusCode).toBe(403);
  });

  it('the upload checks hold for board files: type by content (415), the kinds a message takes (415 for captions)', async () => {
    const fake = multipart([['purpose', 'board']], { filename: 'virus.pdf', type: 'application/pdf', content: Buffer.from('<html><script>alert(1)</script></html>') });
    const mismatch = await t.inject({ method: 'POST', url: `/api/front/courses/${mat}/files`, headers: { ...(await headers(TEACHER)), ...fake.headers }, payload: fake.payload });
    expect(mismatch.json()).toMatchObject({ statusCode: 415, code: 'FILE_CONTENT_MISMATCH' });
    const vtt = multipart([['purpose', 'board']], { filename: 'subs.vtt', type: 'text/vtt', content: await demo('water-cycle.es.vtt') });
    const captions = await t.inject({ method: 'POST', url: `/api/front/courses/${mat}/files`, headers: { ...(await headers(TEACHER)), ...vtt.headers }, payload: vtt.payload });
    expect(captions.json()).toMatchObject({ statusCode: 415, code: 'FILE_TYPE_NOT_ALLOWED' });
  });
});

describe('removing files', () => {
  it('its author or a teacher removes one file (row and bytes); another student 403, an outsider 404, a file not on it 404', async () => {
    const [a, b] = [await upload(PABLO, mat, 'a.pdf'), await upload(PABLO, mat, 'b.pdf')];
    const message = await post(PABLO, { course_guid: mat, message: '<p>Dos fichas</p>', file_guids: [a, b] });
    expect((await call('DELETE', `/api/messages/${message.guid}/files/${a}`, MARTA)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/messages/${message.guid}/files/${a}`, IRENE)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/messages/${message.guid}/files/${a}`, ADMIN)).statusCode).toBe(403);
    expect(await exists(a)).toBe(true);
    expect((await call('DELETE', `/api/messages/${message.guid}/files/${a}`, PABLO)).statusCode).toBe(204);
    expect(await exists(a)).toBe(false);
    expect((await call('DELETE', `/api/messages/${message.guid}/files/${a}`, PABLO)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/messages/${message.guid}/files/${b}`, TEACHER)).statusCode).toBe(204);
    expect(((await call('GET', `/api/messages/${message.guid}`, PABLO)).json() as Message).files).toEqual([]);
  });

  it('deleting a message removes its files and its replies’ files', async () => {
    const top = await upload(TEACHER, mat);
    const message = await post(TEACHER, { course_guid: mat, message: '<p>Con respuesta</p>', file_guids: [top] });
    const replyFile = await upload(PABLO, mat, 'respuesta.pdf');
    const reply = await post(PABLO, { course_guid: mat, message: '<p>Aquí va</p>', parent_guid: message.guid, file_guids: [replyFile] });
    expect(reply.files.map((f) => f.guid)).toEqual([replyFile]);
    expect((await call('DELETE', '/api/messages', TEACHER, { guid: message.guid })).statusCode).toBe(204);
    expect([await exists(top), await exists(replyFile)]).toEqual([false, false]);
    expect(await t.app.repos.files.find(top)).toBeUndefined();
  });
});

describe('POST /api/messages/{guid}/upload-from-google-drive', () => {
  let message: Message;
  beforeAll(async () => {
    const pdf = await demo('worksheet-science.es.pdf');
    driveFiles.set('pdf-file-0001', { name: 'Práctica de laboratorio.pdf', mimeType: 'application/pdf', size: pdf.length, bytes: () => pdf });
    driveFiles.set('huge-pdf-0001', { name: 'enorme.pdf', mimeType: 'application/pdf', size: 51 * MIB, bytes: () => Buffer.alloc(0) });
    driveFiles.set('not-a-pdf-01', { name: 'trampa.pdf', mimeType: 'application/pdf', size: 40, bytes: () => Buffer.from('<html><script>alert(1)</script></html>') });
    driveFiles.set('google-doc-1', { name: 'Documento', mimeType: 'application/vnd.google-apps.document', bytes: () => Buffer.alloc(0) });
    // Announces no size, then sends a picture past the 10 MiB of images: refused while streaming.
    const river = await demo('river.png');
    const endless = Buffer.concat([river, Buffer.alloc(10 * MIB)]);
    driveFiles.set('endless-png1', { name: 'foto.png', mimeType: 'image/png', bytes: () => endless });
    message = await post(TEACHER, { course_guid: mat, message: '<p>Desde Drive</p>', message_for: 'students' });
  });

  it('fetches the file with the token through the Drive files API, keeps and attaches it; the students download it', async () => {
    driveCalls = [];
    const res = await fromDrive(message.guid, TEACHER, 'pdf-file-0001');
    expect(res.statusCode, res.body).toBe(201);
    expect(driveCalls).toEqual(['/drive/v3/files/pdf-file-0001?name,mimeType,size', '/drive/v3/files/pdf-file-0001?alt=media']);
    const file = (res.json() as Message).files[0];
    expect(file).toMatchObject({ name: 'Práctica de laboratorio.pdf', mime: 'application/pdf', media_type: 'pdf' });
    const seen = (await call('GET', `/api/messages/${message.guid}`, PABLO)).json() as Message;
    const download = await t.inject({ method: 'GET', url: seen.files[0]?.url ?? '' });
    expect(download.rawPayload).toEqual(await demo('worksheet-science.es.pdf'));
  });

  it('says what went wrong: a refused token, a missing file, too large (before or while downloading), not the type', async () => {
    expect((await fromDrive(message.guid, TEACHER, 'pdf-file-0001', 'expired')).json()).toMatchObject({ statusCode: 400, code: 'CLOUD_TOKEN_REFUSED', details: [{ path: '/oauthToken' }] });
    expect((await fromDrive(message.guid, TEACHER, 'nobody-has-this')).json()).toMatchObject({ statusCode: 400, code: 'CLOUD_FILE_NOT_FOUND', details: [{ path: '/fileId' }] });
    driveCalls = [];
    expect((await fromDrive(message.guid, TEACHER, 'huge-pdf-0001')).json()).toMatchObject({ statusCode: 413, code: 'FILE_TOO_LARGE', details: [{ path: '/max_bytes', message: String(50 * MIB) }] });
    expect(driveCalls, 'nothing downloaded for a file announced too large').toEqual(['/drive/v3/files/huge-pdf-0001?name,mimeType,size']);
    expect((await fromDrive(message.guid, TEACHER, 'endless-png1')).json()).toMatchObject({ statusCode: 413, code: 'FILE_TOO_LARGE' });
    expect((await fromDrive(message.guid, TEACHER, 'not-a-pdf-01')).json()).toMatchObject({ statusCode: 415, code: 'FILE_CONTENT_MISMATCH' });
    expect((await fromDrive(message.guid, TEACHER, 'google-doc-1')).json()).toMatchObject({ statusCode: 415, code: 'FILE_TYPE_NOT_ALLOWED' });
    // None of the refusals left a file on the message.
    expect(((await call('GET', `/api/messages/${message.guid}`, TEACHER)).json() as Message).files).toHaveLength(1);
  });

  it('a drive that does not answer is a 502 CLOUD_UNAVAILABLE, never a 500', async () => {
    const down = await createTestApp({ googleDriveApiUrl: 'http://127.0.0.1:9' });
    try {
      const res = await down.inject({ method: 'POST', url: `/api/messages/${message.guid}/upload-from-google-drive`, headers: await down.as(TEACHER), payload: { fileId: 'pdf-file-0001', oauthToken: GOOD_TOKEN } });
      // A fresh database: the message is not there, so the check that comes first answers.
      expect(res.statusCode).toBe(404);
      const own = await down.inject({ method: 'POST', url: '/api/messages', headers: await down.as(TEACHER), payload: { course_guid: await down.courseGuid('tiza', 'Matemáticas 2º ESO'), message: '<p>x</p>' } });
      const guid = (own.json() as Message).guid;
      const refused = await down.inject({ method: 'POST', url: `/api/messages/${guid}/upload-from-google-drive`, headers: await down.as(TEACHER), payload: { fileId: 'pdf-file-0001', oauthToken: GOOD_TOKEN } });
      expect(refused.json()).toMatchObject({ statusCode: 502, code: 'CLOUD_UNAVAILABLE' });
    } finally {
      await down.close();
    }
  });

  it('only the message’s author or a teacher (403), only where the tenant offers Google Drive (403 FEATURE_DISABLED)', async () => {
    expect((await fromDrive(message.guid, PABLO, 'pdf-file-0001')).statusCode).toBe(403);
    expect((await fromDrive(message.guid, IRENE, 'pdf-file-0001')).statusCode).toBe(404);
    const portugues = await t.courseGuid('escola', 'Língua Portuguesa 7º ano');
    const theirs = await post(PROFESSOR, { course_guid: portugues, message: '<p>Olá</p>' });
    expect((await fromDrive(theirs.guid, PROFESSOR, 'pdf-file-0001')).json()).toMatchObject({ statusCode: 403, code: 'FEATURE_DISABLED' });
  });
});
