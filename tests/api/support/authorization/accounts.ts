// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// Sign-up, licence codes, guardians' consent and the library (server/src/routes/api/front/accountRoutes.ts, docs/api-accounts.md).
// Types only: authorizationTable.ts imports this file, so its values are not there yet while this one loads.
import type { MatrixCaller, RouteCase } from '../authorizationTable';

const all = (status: RouteCase['expect'][MatrixCaller]): RouteCase['expect'] => ({ anonymous: status, R01: status, R02: status, R03: status, R04: status, R05: status });

const teachersOnly: RouteCase['expect'] = { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '403 FORBIDDEN', R03: '403 FORBIDDEN', R04: '403 FORBIDDEN', R05: '403 FORBIDDEN' };
const NO_SUCH_GUID = '00000000-0000-4000-8000-000000000001';
const MATRIX_PROJECT = '00000000-0000-4000-8000-0000000000a1';

export const ACCOUNT_ROUTES: Record<string, RouteCase> = {
  // Public: a token, if any, is ignored.
  'GET /api/front/auth/signup': { request: () => ({ url: '/api/front/auth/signup' }), expect: all(200) },
  'POST /api/front/auth/signup': {
    request: (f) => ({
      url: '/api/front/auth/signup',
      payload: { profile: 'student', name: 'Ana', lastname: 'Gil', email: `admin@${f.tenant}.demo`, password: 'a-long-enough-password', birth_date: '1990-01-01', licence_codes: [] },
    }),
    expect: all('409 USER_ALREADY_EXISTS'),
  },
  'POST /api/front/auth/licence-check': {
    request: () => ({ url: '/api/front/auth/licence-check', payload: { code: 'ZZZZ-ZZZZ-ZZZZ', profile: 'student', added: [] } }),
    expect: all('400 LICENCE_INVALID'),
  },
  // A course code of no course (of this tenant or any): the same answer to everyone.
  'POST /api/front/auth/classroom-check': {
    request: () => ({ url: '/api/front/auth/classroom-check', payload: { code: 'ZZZZZZZZ', added: [] } }),
    expect: all('404 CODE_NOT_FOUND'),
  },
  'GET /api/front/auth/consent/:token': { request: () => ({ url: '/api/front/auth/consent/not-a-real-token' }), expect: all('404 CONSENT_LINK_INVALID') },
  'POST /api/front/auth/consent/:token': {
    request: () => ({ url: '/api/front/auth/consent/not-a-real-token', payload: { guardian_name: 'Ana Gil', language: 'es' } }),
    expect: all('400 CONSENT_LINK_INVALID'),
  },
  // Signed in; a tenant that hides the library has none to read (404, never a 403 that would end the session).
  'GET /api/front/library': {
    request: () => ({ url: '/api/front/library' }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: 200, R05: 200 },
    byTenant: { escola: { R01: '404 NOT_FOUND', R02: '404 NOT_FOUND', R03: '404 NOT_FOUND', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' } },
  },
  // Students and teachers add codes; a made-up one is refused after authorising, changing nothing.
  'POST /api/front/licences': {
    request: () => ({ url: '/api/front/licences', payload: { code: 'ZZZZ-ZZZZ-ZZZZ' } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '400 LICENCE_INVALID', R02: '400 LICENCE_INVALID', R03: '403 FORBIDDEN', R04: '403 FORBIDDEN', R05: '403 FORBIDDEN' },
  },
  // Teaching from a title (ADRs 0556–0558): teachers only (the other roles hold no teacher's licence); none where the
  // tenant hides the library. The writes are refused after authorising (a school not theirs, a lesson not of the
  // title), so their transaction leaves nothing.
  'GET /api/front/library/titles/:titleGuid': {
    request: (f) => ({ url: `/api/front/library/titles/${f.titleGuid}` }),
    expect: { ...teachersOnly, R02: 200 },
    byTenant: { escola: { R02: '404 NOT_FOUND' } },
  },
  'POST /api/front/library/titles/:titleGuid/courses': {
    request: (f) => ({ url: `/api/front/library/titles/${f.titleGuid}/courses`, payload: { course_project_guid: MATRIX_PROJECT, name: 'Curso de la matriz', school_guid: NO_SUCH_GUID } }),
    expect: { ...teachersOnly, R02: '404 NOT_FOUND' },
  },
  'POST /api/front/courses/:guid/titles/:titleGuid/lessons': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/titles/${f.titleGuid}/lessons`, payload: { lesson_guids: [NO_SUCH_GUID] } }),
    expect: { ...teachersOnly, R02: '400 TITLE_LESSON_UNKNOWN' },
    byTenant: { escola: { R02: '404 NOT_FOUND' } },
  },
  'GET /api/front/tools/:courseProjectGuid': {
    request: () => ({ url: `/api/front/tools/${NO_SUCH_GUID}` }),
    expect: { ...teachersOnly, R02: '404 NOT_FOUND' },
  },
};
