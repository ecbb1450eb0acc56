// Generated malformed input for every route the server registers, sent as the matrix course's teacher and student:
// wrong types, "Infinity"/"NaN"/"1e999" where numbers belong, huge and negative numbers, lone surrogates, NUL bytes,
// 100,000 nested brackets, huge strings, arrays for objects, null and broken JSON bodies, unknown guids and path
// parameters that are not uuids. No answer may be a 5xx, and every 4xx has the contract's error body.
//
// Deterministic: the inputs come from the routes' own request schemas (app.routeTable) and a seeded generator; the
// base request of each route is its authorization-matrix call (demo fixtures), so mutations reach past the checks.
// About 40 s of CPU on PGlite; the ceilings below are for a busy machine, not a measure.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, isApiErrorCode } from '@contract/errors';
import { createTestApp, type TestApp } from './support/testApp';
import { matrixFixtures } from './support/matrixFixtures';
import { AUTHORIZATION_TABLE, MATRIX_USERS, type MatrixFixtures } from './support/authorizationTable';
import type { RouteEntry } from '../../server/src/fastifyTypes';

type Method = NonNullable<InjectOptions['method']>;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
}

const SEED = 0x7153a;
const MISSING = '00000000-0000-4000-8000-000000000000';
const NESTING = 100_000;

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, SEED);

// Values JSON.stringify cannot write (1e999 parses to Infinity; 100,000 brackets) go in as markers, replaced after.
const RAW: Record<string, string> = {
  '\u0001raw:1e999': '1e999',
  '\u0001raw:-1e999': '-1e999',
  '\u0001raw:2^53+1': '9007199254740993',
  '\u0001raw:deep-array': `${'['.repeat(NESTING)}${']'.repeat(NESTING)}`,
  '\u0001raw:deep-object': `${'{"a":'.repeat(NESTING)}1${'}'.repeat(NESTING)}`,
};
const raw = (name: keyof typeof RAW & string) => name as Json;
function serialise(value: Json): string {
  let text = JSON.stringify(value);
  for (const [marker, json] of Object.entries(RAW)) text = text.split(JSON.stringify(marker)).join(json);
  return text;
}

const HUGE = 'x'.repeat(200_000);
const nested = (depth: number): Json => (depth === 0 ? 'leaf' : { a: nested(depth - 1) });

/** Malformed values for any JSON slot; the first ones of each list are always sent, the rest are drawn by the seed. */
const NUMBER_SLOT: Json[] = [
  'Infinity', '-Infinity', 'NaN', '1e999', raw('\u0001raw:1e999'), raw('\u0001raw:-1e999'), -1, 1e308, -1e308,
  raw('\u0001raw:2^53+1'), 2147483648, -2147483649, 1.5, '7', '', true, null, [], {}, [1], '0x10', ' 1',
];
const STRING_SLOT: Json[] = [
  '\ud800', 'a\udc00b', 'a\u0000b', HUGE, 42, null, [], {}, ['x'], true, '', ' ', 'not-a-uuid', MISSING,
  '\u202Eevil', 'Infinity', "'; drop table users; --", '<img src=x onerror=alert(1)>', { $ne: null },
];
const ANY_SLOT: Json[] = [
  raw('\u0001raw:deep-array'), raw('\u0001raw:deep-object'), nested(70), null, [], {}, '\ud800', 'a\u0000b', 'Infinity',
  raw('\u0001raw:1e999'), -1, HUGE, [[[[[]]]]], { '\ud800': 1 }, { 'a\u0000': 1 }, false, 0, '',
];

/** Whole bodies: what a client sends instead of the object the route reads. */
const BODIES: { name: string; payload: string; contentType?: string }[] = [
  { name: 'null', payload: 'null' },
  { name: 'empty array', payload: '[]' },
  { name: 'array of objects', payload: '[{}]' },
  { name: 'string', payload: '"text"' },
  { name: 'number', payload: '42' },
  { name: 'Infinity', payload: '1e999' },
  { name: 'invalid JSON', payload: '{"a":' },
  { name: 'not JSON at all', payload: '<xml/>' },
  { name: 'empty', payload: '' },
  { name: '100,000 nested arrays', payload: RAW['\u0001raw:deep-array'] ?? '' },
  { name: '100,000 unclosed brackets', payload: '['.repeat(NESTING) },
  { name: '100,000 nested objects', payload: RAW['\u0001raw:deep-object'] ?? '' },
  { name: 'lone surrogate key', payload: '{"\\ud800":1}' },
  { name: 'NUL key', payload: '{"a\\u0000":1}' },
  { name: 'huge string', payload: JSON.stringify(HUGE) },
  { name: 'text/plain', payload: 'hello', contentType: 'text/plain' },
  { name: 'form', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
];

/** A route that reads no body still parses one: these prove the parser refuses cleanly (logging out signs in afresh each time). */
const NO_BODY_CASES = ['invalid JSON', '100,000 nested arrays', 'lone surrogate key', 'text/plain'];

/** Path parameters and query values, as they appear in a URL. */
const URL_VALUES = [
  'not-a-uuid', 'Infinity', 'NaN', '1e999', '-1', '99999999999999999999999', '%00', 'a%00b', '%ED%A0%80', '%E2%80%AE',
  'x'.repeat(5_000), MISSING, MISSING.toUpperCase(), '%27%20or%201%3D1--', '..%2F..%2Fetc', '%5B%5D', '',
];

const variantsOf = (schema: Schema): Schema[] => schema.anyOf ?? schema.oneOf ?? [schema];
const typesOf = (schema: Schema): string[] =>
  variantsOf(schema).flatMap((s) => (s.anyOf || s.oneOf ? typesOf(s) : Array.isArray(s.type) ? s.type : s.type ? [s.type] : []));

/** A well-formed value of a schema: the place a malformed one is put into. */
function sample(schema: Schema | undefined, f: MatrixFixtures, depth = 0): Json {
  if (!schema || depth > 8) return null;
  const variant = variantsOf(schema).find((s) => s.type !== 'null') ?? schema;
  if (variant !== schema) return sample(variant, f, depth + 1);
  if (schema.default !== undefined) return schema.default as Json;
  if (schema.enum) return (schema.enum[0] ?? null) as Json;
  switch (typesOf(schema)[0]) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sample(child, f, depth + 1)]));
    case 'array':
      return [sample(schema.items, f, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 0, schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return f.itemGuid;
      if (schema.format === 'date-time') return '2030-01-01T08:00:00.000Z';
      if (schema.format === 'date') return '2030-01-01';
      if (schema.format === 'email') return 'someone@tiza.demo';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return 'x';
  }
}

/** Every place in a body schema a value goes (object properties, the first element of arrays), with its schema. */
function slots(schema: Schema | undefined, path: (string | number)[] = [], depth = 0): { path: (string | number)[]; schema: Schema }[] {
  if (!schema || depth > 6) return [];
  const found: { path: (string | number)[]; schema: Schema }[] = [];
  for (const variant of variantsOf(schema)) {
    if (variant.properties) {
      for (const [key, child] of Object.entries(variant.properties)) {
        found.push({ path: [...path, key], schema: child }, ...slots(child, [...path, key], depth + 1));
      }
    }
    if (variant.items) found.push({ path: [...path, 0], schema: variant.items }, ...slots(variant.items, [...path, 0], depth + 1));
  }
  const seen = new Set<string>();
  return found.filter((slot) => {
    const key = slot.path.join('/');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A copy of `base` with `value` at `path`, building missing containers from the schema's sample. */
function withValue(base: Json, path: (string | number)[], value: Json, fallback: Json): Json {
  const root = structuredClone(base ?? fallback) as Json;
  let here = root as Record<string | number, Json>;
  let model = fallback as Record<string | number, Json> | null;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      here[key] = value;
      break;
    }
    const next = model && typeof model === 'object' ? model[key] : null;
    if (here[key] === undefined || here[key] === null || typeof here[key] !== 'object') here[key] = structuredClone(next ?? (typeof path[index + 1] === 'number' ? [] : {}));
    here = here[key] as Record<string | number, Json>;
    model = next && typeof next === 'object' ? (next as Record<string | number, Json>) : null;
  }
  return root;
}

function pick<V>(values: readonly V[], always: number, extra: number, random: () => number): V[] {
  const rest = values.slice(always);
  const drawn: V[] = [];
  for (let i = 0; i < extra && rest.length > 0; i++) drawn.push(...rest.splice(Math.floor(random() * rest.length), 1));
  return [...values.slice(0, always), ...drawn];
}

function slotValues(schema: Schema, random: () => number): Json[] {
  const types = typesOf(schema);
  if (types.includes('number') || types.includes('integer')) return [...pick(NUMBER_SLOT, 6, 1, random), ...pick(ANY_SLOT, 1, 1, random)];
  if (types.includes('string')) return [...pick(STRING_SLOT, 4, 1, random), ...pick(ANY_SLOT, 1, 1, random)];
  return pick(ANY_SLOT, 6, 1, random);
}

interface Case {
  name: string;
  method: Method;
  url: string;
  payload?: string;
  contentType?: string;
  /** The matrix call's own headers (the notification stream's Last-Event-ID keeps it from opening: it never ends). */
  headers?: Record<string, string>;
}

/** The route pattern's parameters, read off the matrix URL that fills them. */
function pathParams(pattern: string, url: string): { name: string; index: number }[] {
  const parts = pattern.split('/');
  return parts.flatMap((part, index) => (part.startsWith(':') ? [{ name: part.slice(1), index }] : [])).filter(({ index }) => url.split('?')[0]?.split('/')[index] !== undefined);
}

function casesFor(route: RouteEntry, f: MatrixFixtures): Case[] {
  const key = `${route.method} ${route.url}`;
  const entry = AUTHORIZATION_TABLE[key];
  if (!entry) return [];
  const random = seeded(hash(key));
  const request = entry.request(f);
  const method = route.method as Method;
  const [path = '', query = ''] = request.url.split('?');
  const baseBody = (request.payload ?? null) as Json;
  const bodySchema = route.schema?.body as Schema | undefined;
  const querySchema = route.schema?.querystring as Schema | undefined;
  const cases: Case[] = [];
  const withPayload = (name: string, payload: Json): Case => ({ name, method, url: request.url, payload: serialise(payload), contentType: 'application/json' });

  // Path parameters: each replaced in turn.
  for (const { name, index } of pathParams(route.url, path)) {
    for (const value of pick(URL_VALUES, 7, 1, random)) {
      const parts = path.split('/');
      parts[index] = value;
      cases.push({ name: `param ${name}=${value.slice(0, 24)}`, method, url: `${parts.join('/')}${query ? `?${query}` : ''}`, ...(request.payload ? { payload: serialise(baseBody), contentType: 'application/json' } : {}) });
    }
  }

  // Query values: each property of the schema, and one the schema does not know.
  const queryKeys = Object.keys(querySchema?.properties ?? {});
  for (const name of [...queryKeys, 'unknown']) {
    for (const value of pick(URL_VALUES, 5, 1, random)) {
      const params = new URLSearchParams(query);
      params.delete(name);
      const encoded = `${params.toString()}${params.size > 0 ? '&' : ''}${name}=${value}`;
      cases.push({ name: `query ${name}=${value.slice(0, 24)}`, method, url: `${path}?${encoded}` });
    }
    cases.push({ name: `query ${name} repeated`, method, url: `${path}?${query ? `${query}&` : ''}${name}=1&${name}=2` });
  }

  // Bodies: whole replacements, then every slot of the schema with malformed values.
  if (bodySchema || ['POST', 'PUT', 'PATCH'].includes(method)) {
    for (const body of bodySchema ? BODIES : BODIES.filter((b) => NO_BODY_CASES.includes(b.name))) cases.push({ name: `body ${body.name}`, method, url: request.url, payload: body.payload, contentType: body.contentType ?? 'application/json' });
    const fallback = sample(bodySchema, f);
    const base = baseBody ?? fallback;
    for (const slot of slots(bodySchema)) {
      for (const value of slotValues(slot.schema, random)) {
        cases.push(withPayload(`body /${slot.path.join('/')}=${JSON.stringify(value)?.slice(0, 24) ?? ''}`, withValue(base, slot.path, value, fallback)));
      }
    }
    cases.push(withPayload('body with an unknown property', { ...(base && typeof base === 'object' && !Array.isArray(base) ? base : {}), unknown_property: '\ud800' }));
  }
  return request.headers ? cases.map((c) => ({ ...c, headers: request.headers })) : cases;
}

let t: TestApp;
let fixtures: MatrixFixtures;

beforeAll(async () => {
  t = await createTestApp();
  fixtures = await matrixFixtures(t, 'tiza');
});
afterAll(async () => {
  await t?.close();
});

const HEAD_OR_SPA = (route: RouteEntry) => route.method === 'HEAD' || route.url === '/*';

function problem(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return undefined;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} without a JSON body: ${res.body.slice(0, 80)}`;
  }
  if (!Value.Check(ErrorBody, body)) return `${res.statusCode} body is not an ErrorBody: ${res.body.slice(0, 120)}`;
  const error = body as { statusCode: number; code: string };
  if (error.statusCode !== res.statusCode || !isApiErrorCode(error.code)) return `${res.statusCode} body says ${error.statusCode} ${error.code}`;
  return undefined;
}

async function send(c: Case, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  return t.inject({
    method: c.method,
    url: c.url,
    headers: { ...headers, ...c.headers, ...(c.contentType ? { 'content-type': c.contentType } : {}) },
    ...(c.payload !== undefined ? { payload: c.payload } : {}),
  });
}

describe.each([
  ['teacher', MATRIX_USERS.tiza.R02],
  ['student', MATRIX_USERS.tiza.R01],
] as const)('malformed input as the %s: never a 5xx, every 4xx in the contract’s shape', (_who, email) => {
  it('sends hundreds of generated inputs to every registered route', async () => {
    let headers = await t.as(email);
    const failures: string[] = [];
    let sent = 0;
    const routes = t.app.routeTable.filter((route) => !HEAD_OR_SPA(route));
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;

      for (const c of casesFor(route, fixtures)) {
        const res = await send(c, headers);
        sent += 1;
        const found = problem(res);
        if (found !== undefined) failures.push(`${key} — ${c.name}: ${found}`);
        // Logging out (its body is ignored) ends the session: the next case signs in afresh.
        if (route.url === '/api/front/auth/logout' && res.statusCode === 204) headers = await t.as(email);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, process.env.TEST_DATABASE_URL ? 600_000 : 300_000);
});

describe('the cases an outside probe found: refused at the schema with 400 VALIDATION_FAILED, nothing stored', () => {
  const json = async (email: string, method: Method, url: string, payload: string) =>
    t.inject({ method, url, headers: { ...(await t.as(email)), 'content-type': 'application/json' }, payload });
  const expectRefused = (res: LightMyRequestResponse, path: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(problem(res)).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path }] });
  };
  const NOT_FINITE = ['"Infinity"', '"-Infinity"', '"NaN"', '"1e999"', '1e999', '-1e999'];

  it('"Infinity" as a progress position and as an answer revision', async () => {
    const student = MATRIX_USERS.tiza.R01;
    const progress = `/api/front/lesson-items/${fixtures.itemGuid}/progress`;
    for (const position of NOT_FINITE) expectRefused(await json(student, 'PUT', progress, `{"progress":10,"position":${position}}`), '/position');

    const started = await json(student, 'POST', `/api/front/assessments/${fixtures.assessmentGuid}/attempts`, '{}');
    expect(started.statusCode, started.body).toBeLessThan(300);
    const answers = `/api/front/attempts/${(started.json() as { guid: string }).guid}/answers`;
    for (const revision of NOT_FINITE) {
      expectRefused(await json(student, 'PUT', answers, `{"answers":[{"question_guid":"${fixtures.questionGuid}","answer":{"value":true},"revision":${revision}}]}`), '/answers/0/revision');
    }
  });

  it('"Infinity" as a gradebook weight, max score and drop-lowest count, and a lone surrogate in a category name', async () => {
    const teacher = MATRIX_USERS.tiza.R02;
    const gradebook = `/api/front/courses/${fixtures.courseGuid}/gradebook`;
    const categoriesBefore = (await t.inject({ method: 'GET', url: gradebook, headers: await t.as(teacher) })).json() as { categories: unknown[] };
    for (const value of NOT_FINITE) {
      expectRefused(await json(teacher, 'POST', `${gradebook}/categories`, `{"name":"Exámenes","weight":${value}}`), '/weight');
      expectRefused(await json(teacher, 'PATCH', `${gradebook}/items/${fixtures.assessmentGuid}`, `{"weight":${value}}`), '/weight');
      expectRefused(await json(teacher, 'PATCH', `${gradebook}/items/${fixtures.assessmentGuid}`, `{"max_score":${value}}`), '/max_score');
      expectRefused(await json(teacher, 'POST', `${gradebook}/columns`, `{"name":"Oral","max_score":${value}}`), '/max_score');
      expectRefused(await json(teacher, 'PUT', `${gradebook}/settings`, `{"drop_lowest":${value}}`), '/drop_lowest');
    }
    for (const name of ['\\ud800', 'Ex\\udc00menes', 'a\\ud800\\ud800b']) {
      expectRefused(await json(teacher, 'POST', `${gradebook}/categories`, `{"name":"${name}","weight":10}`), '/name');
    }
    const after = (await t.inject({ method: 'GET', url: gradebook, headers: await t.as(teacher) })).json() as { categories: unknown[] };
    expect(after.categories).toEqual(categoriesBefore.categories);
  });

  it('"Infinity" and "1e999" in a numeric query value, which the query string’s type coercion would read as Infinity', async () => {
    const headers = await t.as(MATRIX_USERS.tiza.R02);
    for (const value of ['Infinity', '-Infinity', '1e999', '-1e999']) {
      expectRefused(await t.inject({ method: 'GET', url: `/api/front/courses/${fixtures.courseGuid}/gradebook/audit?limit=${value}`, headers }), '/querystring/limit');
      expectRefused(await t.inject({ method: 'GET', url: `/api/front/courses?page=${value}`, headers }), '/querystring/page');
    }
  });
});
