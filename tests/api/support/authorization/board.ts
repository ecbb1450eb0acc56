// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// The course boards: server/src/routes/api/board/index.ts, docs/api-board.md. Order: visibility (404) → role (403) →
// body (400); the writes below are refused by the body checks, so the matrix changes no board.
// Types only: authorizationTable.ts imports this file, so its values are not there yet while this one loads.
import type { RouteCase } from '../authorizationTable';

/** A guid no row has. */
const MISSING = '00000000-0000-4000-8000-000000000000';
/** Says nothing once sanitised: 400 board.message-required for whoever gets that far. */
const EMPTY = '<p> </p>';

// Members and the school's admin read; editorial admins and helpdesk do not see the course.
const reads = { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' } as const;

export const BOARD_ROUTES: Record<string, RouteCase> = {
  // Everyone signed in has an all-courses view: of their own courses (none for editorial admins and helpdesk).
  'GET /api/front/courses/all-courses/messages': {
    request: () => ({ url: '/api/front/courses/all-courses/messages' }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: 200, R05: 200 },
  },
  'GET /api/front/courses/:guid/messages': { request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/messages` }), expect: reads },
  // The teacher's switch; the matrix sets it to what the demo has (students may post).
  'PUT /api/front/courses/:guid/board': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/board`, payload: { students_may_post: true } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: 200, R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'GET /api/messages/:guid': { request: (f) => ({ url: `/api/messages/${f.messageGuid}` }), expect: reads },
  // Students post while the course lets them: both teacher and student reach the body check.
  'POST /api/messages': {
    request: (f) => ({ url: '/api/messages', payload: { course_guid: f.courseGuid, message: EMPTY } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '400 VALIDATION_FAILED', R02: '400 VALIDATION_FAILED', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // The teacher's welcome: a student or the admin may not change it; the teacher reaches the body check.
  'PUT /api/messages/:guid': {
    request: (f) => ({ url: `/api/messages/${f.messageGuid}`, payload: { message: EMPTY } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '400 VALIDATION_FAILED', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // A message nobody has: deleting one is covered by tests/api/board.test.ts.
  'DELETE /api/messages': { request: () => ({ url: '/api/messages', payload: { guid: MISSING } }), expect: { ...reads, R01: '404 NOT_FOUND', R02: '404 NOT_FOUND', R03: '404 NOT_FOUND' } },
  // A file the message does not carry: the teacher gets that far (404); a student may not change the welcome (403).
  'DELETE /api/messages/:guid/files/:fileGuid': {
    request: (f) => ({ url: `/api/messages/${f.messageGuid}/files/${MISSING}` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '404 NOT_FOUND', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // The tests' Drive holds no file: a teacher where the tenant offers Drive reaches it (400 CLOUD_FILE_NOT_FOUND); where
  // it does not (escola), 403 FEATURE_DISABLED. tests/api/boardFiles.test.ts covers a Drive with files.
  'POST /api/messages/:guid/upload-from-google-drive': {
    request: (f) => ({ url: `/api/messages/${f.messageGuid}/upload-from-google-drive`, payload: { fileId: 'no-such-drive-file', oauthToken: 'ya29.matrix' } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '400 CLOUD_FILE_NOT_FOUND', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
    byTenant: { escola: { R02: '403 FEATURE_DISABLED' } },
  },
};
