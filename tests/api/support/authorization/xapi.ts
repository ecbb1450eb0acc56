// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// The built-in LRS (server/src/routes/api/xapi, docs/api-xapi.md): its routes take an LRS credential (HTTP Basic),
// never a session token. The matrix's anonymous caller sends the test credential (support/testApp.ts LRS_HEADERS), so
// its calls reach the handlers; every signed-in caller's bearer token replaces it and is refused. Behaviour:
// tests/api/xapi.test.ts.
import { randomUUID } from 'node:crypto';
import { LRS_HEADERS } from '../testApp';
import type { Expectation, MatrixCaller, RouteCase } from '../authorizationTable';

const ACTIVITY = encodeURIComponent('http://tiza.test/activities/matrix');
const AGENT = encodeURIComponent(JSON.stringify({ objectType: 'Agent', mbox: 'mailto:matrix@example.com' }));
const STATEMENT = { actor: { mbox: 'mailto:matrix@example.com' }, verb: { id: 'http://adlnet.gov/expapi/verbs/experienced' }, object: { id: 'http://tiza.test/activities/matrix' } };
const FIXED_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const NO_CREDENTIAL = '00000000-0000-4000-8000-000000000000';

/** The LRS credential's caller passes; a bearer token is not an LRS credential. */
const lrs = (status: Expectation): Record<MatrixCaller, Expectation> => ({ anonymous: status, R01: '401 UNAUTHORIZED', R02: '401 UNAUTHORIZED', R03: '401 UNAUTHORIZED', R04: '401 UNAUTHORIZED', R05: '401 UNAUTHORIZED' });
const adminOnly = (status: Expectation): Record<MatrixCaller, Expectation> => ({ anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '403 FORBIDDEN', R03: status, R04: '403 FORBIDDEN', R05: '403 FORBIDDEN' });
const headers = LRS_HEADERS;

const documents = (url: string, id: string): Record<string, RouteCase> => ({
  [`GET ${url}`]: { request: () => ({ url: `${url}?${id}`, headers }), expect: lrs(200) },
  // A fresh document id per call: a profile's overwrite without If-Match would be 409.
  [`PUT ${url}`]: { request: () => ({ url: `${url}?${id}&${url.endsWith('state') ? 'stateId' : 'profileId'}=${randomUUID()}`, headers, payload: { matrix: true } }), expect: lrs(204) },
  [`POST ${url}`]: { request: () => ({ url: `${url}?${id}&${url.endsWith('state') ? 'stateId' : 'profileId'}=matrix`, headers, payload: { matrix: true } }), expect: lrs(204) },
  [`DELETE ${url}`]: { request: () => ({ url: `${url}?${id}&${url.endsWith('state') ? 'stateId' : 'profileId'}=none`, headers }), expect: lrs(204) },
});

export const XAPI_ROUTES: Record<string, RouteCase> = {
  'GET /api/xapi/about': { request: () => ({ url: '/api/xapi/about' }), expect: { anonymous: 200, R01: 200, R02: 200, R03: 200, R04: 200, R05: 200 } },
  'OPTIONS /api/xapi/*': { request: () => ({ url: '/api/xapi/statements', headers: { origin: 'http://content.tiza.test' } }), expect: { anonymous: 204, R01: 204, R02: 204, R03: 204, R04: 204, R05: 204 } },
  'GET /api/xapi/statements': { request: () => ({ url: `/api/xapi/statements?activity=${ACTIVITY}&limit=5`, headers }), expect: lrs(200) },
  'POST /api/xapi/statements': { request: () => ({ url: '/api/xapi/statements', headers, payload: STATEMENT }), expect: lrs(200) },
  'PUT /api/xapi/statements': { request: () => ({ url: `/api/xapi/statements?statementId=${FIXED_ID}`, headers, payload: STATEMENT }), expect: lrs(204) },
  ...documents('/api/xapi/activities/state', `activityId=${ACTIVITY}&agent=${AGENT}`),
  ...documents('/api/xapi/activities/profile', `activityId=${ACTIVITY}`),
  ...documents('/api/xapi/agents/profile', `agent=${AGENT}`),
  'GET /api/xapi/activities': { request: () => ({ url: `/api/xapi/activities?activityId=${ACTIVITY}`, headers }), expect: lrs(200) },
  'GET /api/xapi/agents': { request: () => ({ url: `/api/xapi/agents?agent=${AGENT}`, headers }), expect: lrs(200) },

  // School admins manage the tenant's LRS credentials.
  'GET /api/front/lrs-credentials': { request: () => ({ url: '/api/front/lrs-credentials' }), expect: adminOnly(200) },
  'POST /api/front/lrs-credentials': { request: () => ({ url: '/api/front/lrs-credentials', payload: { name: 'Matrix' } }), expect: adminOnly(201) },
  'DELETE /api/front/lrs-credentials/:guid': { request: () => ({ url: `/api/front/lrs-credentials/${NO_CREDENTIAL}` }), expect: adminOnly('404 NOT_FOUND') },
};
