// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// SCORM items (docs/api-standards.md). The matrix item is not a SCORM package: callers who pass the checks are
// refused by the item's type (400 CONTENT_TYPE_NOT_SUPPORTED), so nothing is stored; the upload gets no multipart
// body (400 VALIDATION_FAILED). Real packages: tests/api/scorm.test.ts.
import type { RouteCase } from '../authorizationTable';

const NOT_SCORM = '400 CONTENT_TYPE_NOT_SUPPORTED';

export const STANDARDS_ROUTES: Record<string, RouteCase> = {
  'POST /api/front/lessons/:lessonGuid/scorm-packages': {
    request: (f) => ({ url: `/api/front/lessons/${f.lessonGuid}/scorm-packages` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '400 VALIDATION_FAILED', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'GET /api/front/lesson-items/:itemGuid/scorm/launch': {
    request: (f) => ({ url: `/api/front/lesson-items/${f.itemGuid}/scorm/launch` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: NOT_SCORM, R02: NOT_SCORM, R03: NOT_SCORM, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'PUT /api/front/lesson-items/:itemGuid/scorm/cmi': {
    request: (f) => ({ url: `/api/front/lesson-items/${f.itemGuid}/scorm/cmi`, payload: { session_id: f.itemGuid, cmi: {} } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: NOT_SCORM, R02: '403 FORBIDDEN', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'GET /api/front/lesson-items/:itemGuid/scorm/results': {
    request: (f) => ({ url: `/api/front/lesson-items/${f.itemGuid}/scorm/results` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: NOT_SCORM, R03: NOT_SCORM, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // xAPI items (CTTY_20): the matrix item is not one, so callers who see it are told so (tests/api/xapiItems.test.ts).
  'POST /api/front/lessons/:lessonGuid/xapi-packages': {
    request: (f) => ({ url: `/api/front/lessons/${f.lessonGuid}/xapi-packages` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '400 VALIDATION_FAILED', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'GET /api/front/lesson-items/:itemGuid/xapi/launch': {
    request: (f) => ({ url: `/api/front/lesson-items/${f.itemGuid}/xapi/launch` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: NOT_SCORM, R02: NOT_SCORM, R03: NOT_SCORM, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'GET /api/front/lesson-items/:itemGuid/xapi/results': {
    request: (f) => ({ url: `/api/front/lesson-items/${f.itemGuid}/xapi/results` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: NOT_SCORM, R03: NOT_SCORM, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'GET /api/front/lesson-items/:itemGuid/xapi/results/:userGuid': {
    request: (f) => ({ url: `/api/front/lesson-items/${f.itemGuid}/xapi/results/${f.studentGuid}` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: NOT_SCORM, R03: NOT_SCORM, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
};
