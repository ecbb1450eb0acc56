// Answers that compress well go out gzipped when the client accepts it (files read by byte range never are: files.test.ts).
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('compression', () => {
  it('gzips a large JSON answer for a client that accepts it, and leaves it plain for one that does not', async () => {
    const headers = await t.as('teacher@tiza.demo');
    const course = await t.courseGuid('tiza', 'Lengua Castellana y Literatura 2º ESO');
    const url = `/api/front/courses/${course}/gradebook`;
    const plain = await t.inject({ method: 'GET', url, headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await t.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
