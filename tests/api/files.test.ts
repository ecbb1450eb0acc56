// Uploads (POST /api/front/courses/{guid}/files) and signed downloads (GET /api/files/{guid}).
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { files } from '../../server/src/db/schema';
import { fileUrlKey, signature } from '../../server/src/storage/signing';
import { createTestApp, type TestApp } from './support/testApp';
import { BOUNDARY, multipart, type FilePart } from './support/multipart';

let t: TestApp;
let mat: string;
let teacher: Record<string, string>;
let student: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  mat = await t.courseGuid('tiza', 'Matemáticas 2º ESO');
  teacher = await t.as('teacher@tiza.demo');
  student = await t.as('student@tiza.demo');
});
afterAll(async () => {
  await t?.close();
});

const demo = (name: string) => readFile(join(process.cwd(), 'server', 'demo-media', name));

async function upload(headers: Record<string, string>, purpose: string | undefined, file?: FilePart, courseGuid = mat) {
  const body = multipart(purpose === undefined ? [] : [['purpose', purpose]], file);
  return t.inject({ method: 'POST', url: `/api/front/courses/${courseGuid}/files`, headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** Every file under filesDir (uploads and the temp folder). */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(t.filesDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
}
const rowCount = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]?.n ?? 0;

/** Runs `action` and checks it left neither a file nor a row behind. */
async function leavesNothing(action: () => Promise<unknown>): Promise<void> {
  const before = { files: await storedFiles(), rows: await rowCount() };
  await action();
  expect(await storedFiles()).toEqual(before.files);
  expect(await rowCount()).toBe(before.rows);
}

describe('POST /api/front/courses/{guid}/files', () => {
  it('stores a teacher’s image: row, bytes under <tenant>/<guid>, sha256, sniffed mime, signed url', async () => {
    const png = await demo('river.png');
    const res = await upload(teacher, 'content', { filename: 'río.png', type: 'image/png', content: png });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { guid: string; name: string; mime: string; size: number; media_type: string; url: string };
    expect(body).toMatchObject({ name: 'río.png', mime: 'image/png', size: png.length, media_type: 'image' });
    expect(body.url).toMatch(new RegExp(`^/api/files/${body.guid}\\?exp=\\d+&sig=[\\w-]+$`));
    expect(await readFile(join(t.filesDir, 'tiza', body.guid))).toEqual(png);
    const [row] = await t.app.db.select().from(files).where(eq(files.guid, body.guid));
    expect(row).toMatchObject({ tenantId: 'tiza', courseGuid: mat, purpose: 'content', mediaType: 'image', sha256: createHash('sha256').update(png).digest('hex') });
  });

  it('takes captions (WebVTT) from teachers and hand-in files from students', async () => {
    const vtt = await demo('water-cycle.es.vtt');
    const captions = await upload(teacher, 'captions', { filename: 'subs.vtt', type: 'text/vtt', content: vtt });
    expect(captions.statusCode, captions.body).toBe(201);
    expect(captions.json()).toMatchObject({ media_type: 'captions', mime: 'text/vtt' });
    const handIn = await upload(student, 'hand-in', { filename: 'worksheet.pdf', type: 'application/pdf', content: await demo('water-worksheet.es.pdf') });
    expect(handIn.statusCode, handIn.body).toBe(201);
    expect(handIn.json()).toMatchObject({ media_type: 'pdf', mime: 'application/pdf' });
  });

  it('names, stores and serves a file by what its bytes are: a PNG sent as a.html is a.png', async () => {
    const png = await demo('river.png');
    const res = await upload(teacher, 'content', { filename: 'a.html', type: 'image/png', content: png });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { guid: string; name: string; mime: string; url: string };
    expect(body).toMatchObject({ name: 'a.png', mime: 'image/png' });
    const [row] = await t.app.db.select().from(files).where(eq(files.guid, body.guid));
    expect(row).toMatchObject({ name: 'a.png', mime: 'image/png' });
    const served = await t.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe(`inline; filename="a.png"; filename*=UTF-8''a.png`);
    // No extension at all, or another image type's: the detected one.
    const bare = await upload(teacher, 'content', { filename: 'foto', type: 'image/png', content: png });
    expect(bare.json()).toMatchObject({ name: 'foto.png' });
    const jpeg = await upload(teacher, 'content', { filename: 'gota.png', type: 'image/jpeg', content: await demo('drop.jpg') });
    expect(jpeg.json()).toMatchObject({ name: 'gota.jpg', mime: 'image/jpeg' });
  });

  it('drops bidirectional controls from stored names (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C)', async () => {
    const pdf = await demo('water-worksheet.es.pdf');
    const res = await upload(teacher, 'content', { filename: 'factura\u202Efdp.exe.pdf', type: 'application/pdf', content: pdf });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { guid: string; name: string; url: string };
    expect(body.name).toBe('facturafdp.exe.pdf');
    const every = await upload(teacher, 'content', { filename: '\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069h\u200Ei\u200Fj\u061Ck.pdf', type: 'application/pdf', content: pdf });
    expect(every.json()).toMatchObject({ name: 'abcdefghijk.pdf' });
    const [row] = await t.app.db.select({ name: files.name }).from(files).where(eq(files.guid, body.guid));
    expect(row?.name).toBe('facturafdp.exe.pdf');
    const served = await t.inject({ method: 'GET', url: body.url });
    expect(served.headers['content-disposition']).not.toMatch(/%E2%80%AE/i);
  });

  it('refuses a file whose bytes are not what its name says, and keeps nothing', async () => {
    const pdf = await demo('water-worksheet.es.pdf');
    await leavesNothing(async () => {
      const res = await upload(teacher, 'content', { filename: 'photo.png', type: 'image/png', content: pdf });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'FILE_CONTENT_MISMATCH' });
    });
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(6000, 0x41)]);
    await leavesNothing(async () => {
      const res = await upload(teacher, 'content', { filename: 'movie.mp4', type: 'video/mp4', content: exe });
      expect(res.json()).toMatchObject({ statusCode: 415, code: 'FILE_CONTENT_MISMATCH' });
    });
    await leavesNothing(async () => {
      const res = await upload(teacher, 'captions', { filename: 'subs.vtt', type: 'text/vtt', content: Buffer.from('1\n00:00:00.000 --> 00:00:01.000\nhola\n') });
      expect(res.json()).toMatchObject({ statusCode: 415, code: 'FILE_CONTENT_MISMATCH' });
    });
  });

  it('refuses a type the purpose does not take, an empty file and a file over its kind’s maximum', async () => {
    await leavesNothing(async () => {
      const res = await upload(teacher, 'content', { filename: 'setup.exe', type: 'application/x-msdownload', content: Buffer.from('MZ') });
      expect(res.json()).toMatchObject({ statusCode: 415, code: 'FILE_TYPE_NOT_ALLOWED' });
    });
    await leavesNothing(async () => {
      const res = await upload(teacher, 'captions', { filename: 'photo.png', type: 'image/png', content: await demo('river.png') });
      expect(res.json()).toMatchObject({ statusCode: 415, code: 'FILE_TYPE_NOT_ALLOWED' });
    });
    await leavesNothing(async () => {
      const res = await upload(teacher, 'content', { filename: 'empty.png', type: 'image/png', content: Buffer.alloc(0) });
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'FILE_EMPTY' });
    });
    // 1 MiB + 1 byte of captions: refused while streaming, with the maximum in details.
    const big = Buffer.concat([Buffer.from('WEBVTT\n\n'), Buffer.alloc(1024 * 1024 - 7, 0x61)]);
    await leavesNothing(async () => {
      const res = await upload(teacher, 'captions', { filename: 'big.vtt', type: 'text/vtt', content: big });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', details: [{ path: '/max_bytes', message: String(1024 * 1024) }] });
    });
  });

  it('keeps nothing of an upload that breaks off in the middle', async () => {
    const png = await demo('river.png');
    const body = multipart([['purpose', 'content']], { filename: 'river.png', type: 'image/png', content: png });
    // The body stops inside the file: no closing boundary ever comes.
    const cut = body.payload.subarray(0, body.payload.length - 3000);
    await leavesNothing(async () => {
      const res = await t.inject({ method: 'POST', url: `/api/front/courses/${mat}/files`, headers: { ...teacher, ...body.headers }, payload: cut });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  it('answers 413 from Content-Length alone, before the body has been sent', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const { port } = t.app.server.address() as AddressInfo;
    const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\ncaptions\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.vtt"\r\nContent-Type: text/vtt\r\n\r\nWEBVTT\n\n`);
    const answer = await new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1', port, method: 'POST', path: `/api/front/courses/${mat}/files`,
        headers: { ...teacher, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(5 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection });
          req.destroy();
        });
      });
      req.on('error', reject);
      // Only the first bytes: the rest of the announced 5 MiB never comes.
      req.write(head);
    });
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'FILE_TOO_LARGE', details: [{ path: '/max_bytes', message: String(1024 * 1024) }] });
  });

  it('removes the temp file when the client goes away in the middle of an upload', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const { port } = t.app.server.address() as AddressInfo;
    const before = await storedFiles();
    const rowsBefore = await rowCount();
    const tmp = join(t.filesDir, 'tmp');
    const png = await demo('drop.jpg');
    const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\ncontent\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="drop.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const req = httpRequest({
      host: '127.0.0.1', port, method: 'POST', path: `/api/front/courses/${mat}/files`,
      headers: { ...teacher, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(head.length + png.length + 100) },
    });
    req.on('error', () => undefined);
    // More than the sniffing needs, less than the whole file: the server is writing the temp file now.
    req.write(Buffer.concat([head, png.subarray(0, 8000)]));
    await vi.waitFor(async () => expect((await readdir(tmp).catch(() => [])).length).toBe(1), { timeout: 10_000, interval: 20 });
    req.destroy();
    await vi.waitFor(async () => expect(await storedFiles()).toEqual(before), { timeout: 10_000, interval: 20 });
    expect(await rowCount()).toBe(rowsBefore);
  });

  it('checks who uploads what: 403 for the wrong purpose or a school admin, 404 outside the course', async () => {
    const png = { filename: 'a.png', type: 'image/png', content: await demo('states-of-water.png') };
    expect((await upload(student, 'content', png)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await upload(teacher, 'hand-in', png)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await upload(await t.as('admin@tiza.demo'), 'content', png)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await upload(await t.as('teacher2@tiza.demo'), 'content', png)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    // Another tenant's course does not exist for escola's teacher.
    expect((await upload(await t.as('professor@escola.demo'), 'content', png)).statusCode).toBe(404);
    expect((await upload(await t.as('marta@tiza.demo'), 'hand-in', png, await t.courseGuid('tiza', 'Biología y Geología 3º ESO'))).statusCode).toBe(404);
  });

  it('needs the purpose before the file and a multipart body', async () => {
    const png = { filename: 'a.png', type: 'image/png', content: await demo('states-of-water.png') };
    expect((await upload(teacher, undefined, png)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: [{ path: '/purpose' }] });
    expect((await upload(teacher, 'everything', png)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: [{ path: '/purpose' }] });
    const json = await t.inject({ method: 'POST', url: `/api/front/courses/${mat}/files`, headers: teacher, payload: { purpose: 'content' } });
    expect(json.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await t.inject({ method: 'POST', url: `/api/front/courses/${mat}/files`, ...multipart([['purpose', 'content']]) })).statusCode).toBe(401);
  });
});

describe('GET /api/files/{guid}', () => {
  let ref: { guid: string; url: string; size: number };
  let bytes: Buffer;

  beforeAll(async () => {
    bytes = await demo('drop.jpg');
    const res = await upload(teacher, 'content', { filename: 'gota azul ñ.jpg', type: 'image/jpeg', content: bytes });
    ref = res.json() as typeof ref;
  });

  it('serves the bytes with the stored type, inline, nosniff and a private cache', async () => {
    const res = await t.inject({ method: 'GET', url: ref.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(bytes);
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
      'accept-ranges': 'bytes',
      'content-length': String(bytes.length),
    });
    expect(res.headers['content-disposition']).toBe(`inline; filename="gota azul _.jpg"; filename*=UTF-8''gota%20azul%20%C3%B1.jpg`);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.inject({ method: 'HEAD', url: ref.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers a Range with 206 and the right Content-Range; an impossible one with 416', async () => {
    const first = await t.inject({ method: 'GET', url: ref.url, headers: { range: 'bytes=0-9', 'accept-encoding': 'gzip' } });
    // A partial answer is never compressed: Content-Range counts the file's own bytes.
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);
    expect(first.rawPayload).toEqual(bytes.subarray(0, 10));
    const tail = await t.inject({ method: 'GET', url: ref.url, headers: { range: 'bytes=-5' } });
    expect(tail.headers['content-range']).toBe(`bytes ${bytes.length - 5}-${bytes.length - 1}/${bytes.length}`);
    expect(tail.rawPayload).toEqual(bytes.subarray(bytes.length - 5));
    const open = await t.inject({ method: 'GET', url: ref.url, headers: { range: 'bytes=100-' } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload).toEqual(bytes.subarray(100));
    const beyond = await t.inject({ method: 'GET', url: ref.url, headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('refuses a tampered, expired or missing signature with 403; a well-signed unknown file is 404', async () => {
    const url = new URL(ref.url, 'http://x');
    const exp = Number(url.searchParams.get('exp'));
    const sig = url.searchParams.get('sig') ?? '';
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.inject({ method: 'GET', url: `/api/files/${ref.guid}?exp=${exp}&sig=${tampered}` })).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await t.inject({ method: 'GET', url: `/api/files/${ref.guid}?exp=${exp + 600}&sig=${sig}` })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: `/api/files/${ref.guid}` })).statusCode).toBe(403);
    const key = await fileUrlKey(t.app.db);
    const past = Math.floor(Date.now() / 1000) - 60;
    expect((await t.inject({ method: 'GET', url: `/api/files/${ref.guid}?exp=${past}&sig=${signature(key, ref.guid, past)}` })).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.inject({ method: 'GET', url: `/api/files/${unknown}?exp=${exp}&sig=${signature(key, unknown, exp)}` })).statusCode).toBe(404);
    // Another file's signature does not open this one.
    const other = (await upload(teacher, 'content', { filename: 'b.png', type: 'image/png', content: await demo('states-of-water.png') })).json() as { url: string };
    const otherSig = new URL(other.url, 'http://x').searchParams.get('sig');
    expect((await t.inject({ method: 'GET', url: `/api/files/${ref.guid}?exp=${exp}&sig=${otherSig}` })).statusCode).toBe(403);
  });

  it('serves the demo media copied in by the seed', async () => {
    const [row] = await t.app.db.select({ guid: files.guid, size: files.size, tenantId: files.tenantId, sha256: files.sha256 }).from(files).where(eq(files.courseGuid, mat)).limit(1);
    if (!row) throw new Error('the matrix course has no demo file');
    const key = await fileUrlKey(t.app.db);
    const exp = Math.floor(Date.now() / 1000) + 600;
    const res = await t.inject({ method: 'GET', url: `/api/files/${row.guid}?exp=${exp}&sig=${signature(key, row.guid, exp)}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(row.size);
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(row.sha256);
  });
});
