// The built-in LRS at /api/xapi (docs/api-xapi.md, ADRs 0561–0565): the conformance rules the suite can hold on both
// databases — credentials and the version header, statement validation, ids and conflicts, voiding, every filter,
// `more` paging, formats, attachments in multipart/mixed, and the documents with their ETag concurrency.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, LRS_HEADERS, TEST_LRS, type TestApp } from './support/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ADMIN = 'admin@tiza.demo';
const VERB = 'http://adlnet.gov/expapi/verbs/experienced';
const actor = (name = 'Ana') => ({ objectType: 'Agent', name, mbox: `mailto:${name.toLowerCase()}-${RUN}@example.com` });
const RUN = randomUUID().slice(0, 8);
const activity = (n: string | number) => `http://tiza.test/activities/${RUN}/${n}`;
const statement = (extra: Record<string, unknown> = {}) => ({ actor: actor(), verb: { id: VERB, display: { 'en-US': 'experienced', es: 'experimentó' } }, object: { id: activity(1), definition: { name: { 'en-US': 'Lesson one', es: 'Lección uno' } } }, ...extra });

function lrs(options: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }) {
  const json = options.payload !== undefined && typeof options.payload !== 'string' && !Buffer.isBuffer(options.payload);
  return t.inject({ ...options, headers: { ...LRS_HEADERS, ...(json ? { 'content-type': 'application/json' } : {}), ...options.headers }, ...(json ? { payload: JSON.stringify(options.payload) } : {}) } as InjectOptions);
}
const post = (payload: unknown, headers: Record<string, string> = {}) => lrs({ method: 'POST', url: '/api/xapi/statements', payload: payload as Record<string, unknown>, headers });
const get = (query: string, headers: Record<string, string> = {}) => lrs({ method: 'GET', url: `/api/xapi/statements${query}`, headers });

describe('the door: credentials and the version header', () => {
  it('answers about without a credential, and refuses everything else without a valid Basic pair (401 with WWW-Authenticate)', async () => {
    const about = await t.inject({ method: 'GET', url: '/api/xapi/about' });
    expect(about.statusCode).toBe(200);
    expect(about.json().version).toContain('1.0.3');
    for (const authorization of [undefined, 'Basic bm9wZTpub3Bl', `Basic ${Buffer.from(`${TEST_LRS.key}:wrong`).toString('base64')}`, `Bearer ${await t.login(ADMIN)}`]) {
      const res = await t.inject({ method: 'GET', url: '/api/xapi/statements', headers: { 'x-experience-api-version': '1.0.3', ...(authorization ? { authorization } : {}) } });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Basic/);
    }
  });

  it('requires X-Experience-API-Version 1.0.x or 2.0.x, and answers with its own', async () => {
    for (const version of [undefined, '0.95', '3.0.0', 'x']) {
      const headers: Record<string, string> = { authorization: LRS_HEADERS.authorization };
      if (version) headers['x-experience-api-version'] = version;
      const res = await t.inject({ method: 'GET', url: '/api/xapi/statements', headers });
      expect(res.statusCode, version).toBe(400);
      expect(res.json()).toMatchObject({ code: 'XAPI_VERSION_MISSING' });
    }
    const ok = await get('');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-experience-api-version']).toBe('1.0.3');
    expect(Date.parse(String(ok.headers['x-experience-api-consistent-through']))).not.toBeNaN();
  });

  it('answers a CORS preflight from any origin (content runs on the content origin)', async () => {
    const res = await t.inject({ method: 'OPTIONS', url: '/api/xapi/statements', headers: { origin: 'http://content.tiza.test', 'access-control-request-method': 'POST' } });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toContain('X-Experience-API-Version');
  });
});

describe('storing statements', () => {
  it('stores one or many, minting ids, and fills stored, timestamp, version and its own authority', async () => {
    const one = await post(statement());
    expect(one.statusCode, one.body).toBe(200);
    const [id] = one.json() as string[];
    const many = await post([statement({ object: { id: activity(2) } }), statement({ object: { id: activity(3) } })]);
    expect(many.json()).toHaveLength(2);
    const read = await get(`?statementId=${id}`);
    expect(read.statusCode).toBe(200);
    const stored = read.json();
    expect(stored).toMatchObject({ id, version: '1.0.0', authority: { objectType: 'Agent', account: { name: TEST_LRS.key } } });
    expect(stored.stored).toBe(stored.timestamp);
    expect(read.headers['last-modified']).toBeTruthy();
  });

  it('PUT stores under the given id; the same statement again is accepted, a different one is 409', async () => {
    const id = randomUUID();
    const put = (body: unknown) => lrs({ method: 'PUT', url: `/api/xapi/statements?statementId=${id}`, payload: body as Record<string, unknown> });
    expect((await put(statement())).statusCode).toBe(204);
    expect((await put(statement())).statusCode).toBe(204);
    expect((await post({ ...statement(), id })).statusCode).toBe(200);
    const other = await put(statement({ verb: { id: 'http://adlnet.gov/expapi/verbs/failed' } }));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'XAPI_STATEMENT_CONFLICT' });
    expect((await lrs({ method: 'PUT', url: `/api/xapi/statements?statementId=${randomUUID()}`, payload: { ...statement(), id: randomUUID() } })).statusCode).toBe(400);
    expect((await lrs({ method: 'PUT', url: '/api/xapi/statements', payload: statement() })).statusCode).toBe(400);
  });

  it('refuses every malformed statement with 400 and stores nothing of its batch', async () => {
    const bad: unknown[] = [
      {},
      { ...statement(), actor: undefined },
      { ...statement(), actor: { mbox: 'ana@example.com' } },
      { ...statement(), actor: { mbox: 'mailto:a@b.co', openid: 'http://a.b/c' } },
      { ...statement(), actor: { objectType: 'Group' } },
      { ...statement(), verb: { id: 'not an iri' } },
      { ...statement(), verb: { id: VERB, display: { 'not a tag!': 'x' } } },
      { ...statement(), object: { objectType: 'Activity' } },
      { ...statement(), object: { objectType: 'Thing', id: activity(1) } },
      { ...statement(), object: { objectType: 'SubStatement', actor: actor(), verb: { id: VERB }, object: { objectType: 'SubStatement', actor: actor(), verb: { id: VERB }, object: { id: activity(1) } } } },
      { ...statement(), result: { score: { scaled: 1.5 } } },
      { ...statement(), result: { score: { raw: 11, min: 0, max: 10 } } },
      { ...statement(), result: { duration: '1 hour' } },
      { ...statement(), result: { success: 'yes' } },
      { ...statement(), context: { registration: 'nope' } },
      { ...statement(), object: { objectType: 'Agent', mbox: 'mailto:b@b.co' }, context: { revision: '2' } },
      { ...statement(), timestamp: '2026-13-01T00:00:00Z' },
      { ...statement(), timestamp: '2026-01-01T00:00:00-00:00' },
      { ...statement(), id: 'not-a-uuid' },
      { ...statement(), extra: true },
      { ...statement(), result: null },
      { ...statement(), version: '0.9' },
      { ...statement(), verb: { id: 'http://adlnet.gov/expapi/verbs/voided' } },
      { ...statement(), attachments: [{ usageType: 'http://id.tincanapi.com/attachment/supporting_media', contentType: 'text/plain', length: 2, sha2: 'abc' }] },
    ];
    for (const body of bad) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 160)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'XAPI_STATEMENT_INVALID' });
    }
    const good = { ...statement(), id: randomUUID() };
    expect((await post([good, bad[1]])).statusCode).toBe(400);
    expect((await get(`?statementId=${good.id}`)).statusCode).toBe(404);
    expect((await post([good, { ...good }])).statusCode).toBe(400);
    for (const payload of ['{"actor":', '[]', '"text"']) {
      const res = await lrs({ method: 'POST', url: '/api/xapi/statements', payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, payload).toBe(400);
    }
  });
});

describe('voiding', () => {
  it('hides a voided statement from queries, keeps it under voidedStatementId, and refuses voiding a voiding statement', async () => {
    const [target] = (await post(statement({ object: { id: activity('voided') } }))).json() as string[];
    const voiding = { actor: actor(), verb: { id: 'http://adlnet.gov/expapi/verbs/voided' }, object: { objectType: 'StatementRef', id: target } };
    const [voidingId] = (await post(voiding)).json() as string[];
    expect((await get(`?statementId=${target}`)).statusCode).toBe(404);
    const kept = await get(`?voidedStatementId=${target}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().id).toBe(target);
    const listed = (await get(`?activity=${encodeURIComponent(activity('voided'))}`)).json().statements as { id: string }[];
    expect(listed.map((s) => s.id)).not.toContain(target);
    expect((await get(`?voidedStatementId=${voidingId}`)).statusCode).toBe(404);
    const again = await post({ ...voiding, object: { objectType: 'StatementRef', id: voidingId } });
    expect(again.statusCode).toBe(400);
  });
});

describe('querying statements', () => {
  const learner = { objectType: 'Agent', account: { homePage: 'http://tiza.test', name: `learner-${RUN}` } };
  const registration = randomUUID();
  const ids: string[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 7; i++) {
      const body = {
        actor: learner,
        verb: { id: i % 2 === 0 ? 'http://adlnet.gov/expapi/verbs/attempted' : 'http://adlnet.gov/expapi/verbs/completed' },
        object: { id: activity('q') },
        context: { registration, contextActivities: { parent: [{ id: activity('course') }] }, instructor: actor('Profe') },
      };
      ids.push(...((await post(body)).json() as string[]));
    }
  });

  it('filters by agent, verb, activity and registration, newest first, and related_* widen agent and activity', async () => {
    const agent = encodeURIComponent(JSON.stringify(learner));
    const mine = (await get(`?agent=${agent}`)).json();
    expect(mine.statements.map((s: { id: string }) => s.id)).toEqual([...ids].reverse());
    expect(mine.more).toBe('');
    const completed = (await get(`?agent=${agent}&verb=${encodeURIComponent('http://adlnet.gov/expapi/verbs/completed')}`)).json();
    expect(completed.statements).toHaveLength(3);
    expect((await get(`?registration=${registration}`)).json().statements).toHaveLength(7);
    expect((await get(`?activity=${encodeURIComponent(activity('course'))}`)).json().statements).toHaveLength(0);
    expect((await get(`?activity=${encodeURIComponent(activity('course'))}&related_activities=true`)).json().statements).toHaveLength(7);
    const instructor = encodeURIComponent(JSON.stringify(actor('Profe')));
    expect((await get(`?agent=${instructor}`)).json().statements).toHaveLength(0);
    expect((await get(`?agent=${instructor}&related_agents=true&registration=${registration}`)).json().statements).toHaveLength(7);
    expect((await get(`?registration=${registration}&ascending=true`)).json().statements.map((s: { id: string }) => s.id)).toEqual(ids);
  });

  it('pages with limit and `more` until the last page, and since/until bound by stored time', async () => {
    let url = `/api/xapi/statements?registration=${registration}&limit=3`;
    const seen: string[] = [];
    for (let page = 0; page < 5 && url; page++) {
      const res = await lrs({ method: 'GET', url });
      const body = res.json() as { statements: { id: string }[]; more: string };
      seen.push(...body.statements.map((s) => s.id));
      url = body.more;
    }
    expect(seen).toEqual([...ids].reverse());
    const first = (await get(`?statementId=${ids[0]}`)).json().stored as string;
    const last = (await get(`?statementId=${ids[6]}`)).json().stored as string;
    expect((await get(`?registration=${registration}&until=${encodeURIComponent(first)}`)).json().statements.length).toBeGreaterThanOrEqual(1);
    expect((await get(`?registration=${registration}&since=${encodeURIComponent(last)}`)).json().statements).toHaveLength(0);
  });

  it('answers ids and canonical formats, and refuses malformed queries with 400', async () => {
    const [id] = (await post(statement())).json() as string[];
    const ids_ = (await get(`?statementId=${id}&format=ids`)).json();
    expect(ids_.actor).toEqual({ objectType: 'Agent', mbox: actor().mbox });
    expect(ids_.verb).toEqual({ id: VERB });
    expect(ids_.object).toEqual({ id: activity(1) });
    const canonical = (await get(`?statementId=${id}&format=canonical`, { 'accept-language': 'es' })).json();
    expect(canonical.verb.display).toEqual({ es: 'experimentó' });
    expect(canonical.object.definition.name).toEqual({ es: 'Lección uno' });
    for (const query of [`?statementId=${id}&verb=${encodeURIComponent(VERB)}`, `?statementId=${id}&voidedStatementId=${id}`, '?agent=notjson', `?agent=${encodeURIComponent('{"mbox":"x"}')}`, '?since=yesterday', '?verb=nope', '?format=full', '?limit=-1']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('attachments in multipart/mixed', () => {
  const text = Buffer.from('Hola, mundo: una nota adjunta.');
  const sha2 = createHash('sha256').update(text).digest('hex');
  const withAttachment = (hash = sha2) => statement({ attachments: [{ usageType: 'http://id.tincanapi.com/attachment/supporting_media', display: { es: 'Nota' }, contentType: 'text/plain', length: text.length, sha2: hash }] });
  const mixed = (parts: { headers: Record<string, string>; body: Buffer }[]) => {
    const boundary = 'xapi-test-boundary';
    const chunks = parts.flatMap((part) => [Buffer.from(`--${boundary}\r\n${Object.entries(part.headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`), part.body, Buffer.from('\r\n')]);
    return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/mixed; boundary=${boundary}` } };
  };

  it('stores the attachment checked by its SHA-2 and answers it with attachments=true', async () => {
    const body = mixed([
      { headers: { 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify(withAttachment())) },
      { headers: { 'Content-Type': 'text/plain', 'Content-Transfer-Encoding': 'binary', 'X-Experience-API-Hash': sha2 }, body: text },
    ]);
    const res = await lrs({ method: 'POST', url: '/api/xapi/statements', payload: body.payload, headers: body.headers });
    expect(res.statusCode, res.body).toBe(200);
    const [id] = res.json() as string[];
    const read = await get(`?statementId=${id}&attachments=true`);
    expect(read.headers['content-type']).toMatch(/^multipart\/mixed; boundary=/);
    expect(read.rawPayload.includes(text)).toBe(true);
    expect(read.body).toContain(`X-Experience-API-Hash: ${sha2}`);
  });

  it('refuses a missing part, a part whose hash does not match, and attachment parts sent as plain JSON', async () => {
    expect((await post(withAttachment())).json()).toMatchObject({ code: 'XAPI_ATTACHMENT_INVALID' });
    const wrong = mixed([
      { headers: { 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify(withAttachment())) },
      { headers: { 'Content-Type': 'text/plain', 'X-Experience-API-Hash': sha2 }, body: Buffer.from('otra cosa') },
    ]);
    expect((await lrs({ method: 'POST', url: '/api/xapi/statements', payload: wrong.payload, headers: wrong.headers })).json()).toMatchObject({ code: 'XAPI_ATTACHMENT_INVALID' });
    const extra = mixed([
      { headers: { 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify(statement())) },
      { headers: { 'Content-Type': 'text/plain', 'X-Experience-API-Hash': sha2 }, body: text },
    ]);
    expect((await lrs({ method: 'POST', url: '/api/xapi/statements', payload: extra.payload, headers: extra.headers })).statusCode).toBe(400);
  });
});

describe('documents: state, activity profile and agent profile', () => {
  const agent = encodeURIComponent(JSON.stringify(actor()));
  const state = (extra = '') => `/api/xapi/activities/state?activityId=${encodeURIComponent(activity('doc'))}&agent=${agent}${extra}`;

  it('stores, merges, lists and deletes states; a POST merges JSON objects only', async () => {
    expect((await lrs({ method: 'PUT', url: state('&stateId=bookmark'), payload: 'page-7', headers: { 'content-type': 'text/plain' } })).statusCode).toBe(204);
    const read = await lrs({ method: 'GET', url: state('&stateId=bookmark') });
    expect(read.body).toBe('page-7');
    expect(read.headers.etag).toBe(`"${createHash('sha1').update('page-7').digest('hex')}"`);
    expect((await lrs({ method: 'POST', url: state('&stateId=progress'), payload: { a: 1, b: 1 } })).statusCode).toBe(204);
    expect((await lrs({ method: 'POST', url: state('&stateId=progress'), payload: { b: 2, c: 3 } })).statusCode).toBe(204);
    expect((await lrs({ method: 'GET', url: state('&stateId=progress') })).json()).toEqual({ a: 1, b: 2, c: 3 });
    expect((await lrs({ method: 'POST', url: state('&stateId=bookmark'), payload: { a: 1 } })).json()).toMatchObject({ code: 'XAPI_DOCUMENT_NOT_MERGEABLE' });
    expect((await lrs({ method: 'GET', url: state() })).json()).toEqual(['bookmark', 'progress']);
    expect((await lrs({ method: 'GET', url: state(`&registration=${randomUUID()}`) })).json()).toEqual([]);
    expect((await lrs({ method: 'DELETE', url: state('&stateId=bookmark') })).statusCode).toBe(204);
    expect((await lrs({ method: 'GET', url: state('&stateId=bookmark') })).statusCode).toBe(404);
    expect((await lrs({ method: 'DELETE', url: state() })).statusCode).toBe(204);
    expect((await lrs({ method: 'GET', url: state() })).json()).toEqual([]);
    expect((await lrs({ method: 'GET', url: `/api/xapi/activities/state?activityId=nope&agent=${agent}` })).statusCode).toBe(400);
  });

  it('holds profiles to ETags: an overwrite without a precondition is 409, a stale If-Match 412, If-None-Match * only creates', async () => {
    const profile = `/api/xapi/activities/profile?activityId=${encodeURIComponent(activity('doc'))}&profileId=settings`;
    expect((await lrs({ method: 'PUT', url: profile, payload: { level: 1 }, headers: { 'if-none-match': '*' } })).statusCode).toBe(204);
    const first = await lrs({ method: 'GET', url: profile });
    const etag = String(first.headers.etag);
    expect((await lrs({ method: 'PUT', url: profile, payload: { level: 2 } })).json()).toMatchObject({ code: 'XAPI_DOCUMENT_CONFLICT' });
    expect((await lrs({ method: 'PUT', url: profile, payload: { level: 2 }, headers: { 'if-none-match': '*' } })).statusCode).toBe(412);
    expect((await lrs({ method: 'PUT', url: profile, payload: { level: 2 }, headers: { 'if-match': etag } })).statusCode).toBe(204);
    expect((await lrs({ method: 'PUT', url: profile, payload: { level: 3 }, headers: { 'if-match': etag } })).statusCode).toBe(412);
    expect((await lrs({ method: 'DELETE', url: profile, headers: { 'if-match': etag } })).statusCode).toBe(412);
    expect((await lrs({ method: 'GET', url: profile })).json()).toEqual({ level: 2 });
    const agentProfile = `/api/xapi/agents/profile?agent=${agent}&profileId=prefs`;
    expect((await lrs({ method: 'PUT', url: agentProfile, payload: { theme: 'dark' } })).statusCode).toBe(204);
    expect((await lrs({ method: 'GET', url: `/api/xapi/agents/profile?agent=${agent}` })).json()).toEqual(['prefs']);
  });

  it('answers an activity with its latest definition and an agent as a Person', async () => {
    await post(statement());
    const res = await lrs({ method: 'GET', url: `/api/xapi/activities?activityId=${encodeURIComponent(activity(1))}` });
    expect(res.json()).toMatchObject({ objectType: 'Activity', id: activity(1), definition: { name: { es: 'Lección uno' } } });
    const person = await lrs({ method: 'GET', url: `/api/xapi/agents?agent=${agent}` });
    expect(person.json()).toEqual({ objectType: 'Person', name: ['Ana'], mbox: [actor().mbox] });
  });
});

describe('credentials: a school admin makes and revokes them; tenants stay apart', () => {
  it('shows the secret once, lets it in, and shuts it out once revoked', async () => {
    const admin = await t.as(ADMIN);
    const made = await t.inject({ method: 'POST', url: '/api/front/lrs-credentials', headers: admin, payload: { name: '  Editorial   content ' } });
    expect(made.statusCode, made.body).toBe(201);
    const { credential, secret } = made.json() as { credential: { guid: string; key: string; name: string }; secret: string };
    expect(credential.name).toBe('Editorial content');
    const list = (await t.inject({ method: 'GET', url: '/api/front/lrs-credentials', headers: admin })).json();
    expect(list.endpoint).toBe('http://tiza.test/api/xapi/');
    expect(JSON.stringify(list)).not.toContain(secret);
    const basic = { authorization: `Basic ${Buffer.from(`${credential.key}:${secret}`).toString('base64')}`, 'x-experience-api-version': '1.0.3' };
    const [id] = (await t.inject({ method: 'POST', url: '/api/xapi/statements', headers: { ...basic, 'content-type': 'application/json' }, payload: JSON.stringify(statement()) })).json() as string[];
    expect((await t.inject({ method: 'GET', url: `/api/xapi/statements?statementId=${id}`, headers: basic })).statusCode).toBe(200);
    expect((await t.inject({ method: 'DELETE', url: `/api/front/lrs-credentials/${credential.guid}`, headers: admin })).statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: '/api/xapi/statements', headers: basic })).statusCode).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: `/api/front/lrs-credentials/${credential.guid}`, headers: admin })).statusCode).toBe(404);
    expect((await t.inject({ method: 'POST', url: '/api/front/lrs-credentials', headers: admin, payload: { name: '   ' } })).json()).toMatchObject({ code: 'LRS_CREDENTIAL_NAME_INVALID' });
  });

  it('keeps each tenant’s statements and credentials apart', async () => {
    const other = await t.as('admin@escola.demo');
    const made = (await t.inject({ method: 'POST', url: '/api/front/lrs-credentials', headers: other, payload: { name: 'Escola' } })).json() as { credential: { guid: string; key: string }; secret: string };
    const basic = { authorization: `Basic ${Buffer.from(`${made.credential.key}:${made.secret}`).toString('base64')}`, 'x-experience-api-version': '1.0.3' };
    const [tizaId] = (await post(statement())).json() as string[];
    expect((await t.inject({ method: 'GET', url: `/api/xapi/statements?statementId=${tizaId}`, headers: basic })).statusCode).toBe(404);
    const tizaList = (await t.inject({ method: 'GET', url: '/api/front/lrs-credentials', headers: await t.as(ADMIN) })).json() as { credentials: { guid: string }[] };
    expect(tizaList.credentials.map((c) => c.guid)).not.toContain(made.credential.guid);
    expect((await t.inject({ method: 'DELETE', url: `/api/front/lrs-credentials/${made.credential.guid}`, headers: await t.as(ADMIN) })).statusCode).toBe(404);
  });
});
