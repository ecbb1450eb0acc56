// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// Uploads, signed files, progress, hand-ins, jobs and records (docs/api-media.md).
import type { RouteCase } from '../authorizationTable';

const SUBMISSION_KEY = '4b7c1a52-0f5e-4c3a-9a51-5d2a7e0c9b11';

export const MEDIA_ROUTES: Record<string, RouteCase> = {
  // No multipart body: members get past the membership and role checks and stop at the body (400), so nothing is stored.
  'POST /api/front/courses/:guid/files': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/files` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '400 VALIDATION_FAILED', R02: '400 VALIDATION_FAILED', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // Public route authenticated by the URL's signature: a bad one is refused whoever calls (valid ones: tests/api/files.test.ts).
  'GET /api/files/:guid': {
    request: (f) => ({ url: `/api/files/${f.fileGuid}?exp=4102444800&sig=not-a-valid-signature` }),
    expect: { anonymous: '403 FORBIDDEN', R01: '403 FORBIDDEN', R02: '403 FORBIDDEN', R03: '403 FORBIDDEN', R04: '403 FORBIDDEN', R05: '403 FORBIDDEN' },
  },
  // progress 0 never lowers anything (progress only goes up), so the demo data stays as it is.
  'PUT /api/front/lesson-items/:itemGuid/progress': {
    request: (f) => ({ url: `/api/front/lesson-items/${f.itemGuid}/progress`, payload: { progress: 0 } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: 200, R02: '403 FORBIDDEN', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // The matrix student already handed this assignment in (seeded with their progress): a new key is refused after
  // the authorization checks, so no job is created or changed.
  'POST /api/front/lesson-items/:itemGuid/hand-in': {
    request: (f) => ({ url: `/api/front/lesson-items/${f.assignmentGuid}/hand-in`, payload: { submission_key: SUBMISSION_KEY } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '409 ALREADY_DELIVERED', R02: '403 FORBIDDEN', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'GET /api/front/lesson-items/:itemGuid/jobs': {
    request: (f) => ({ url: `/api/front/lesson-items/${f.assignmentGuid}/jobs` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: 200, R03: 200, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // Another student's record: the matrix student may not read it; teachers and the school admin may.
  'GET /api/front/lesson-items/:itemGuid/records/:userGuid': {
    request: (f) => ({ url: `/api/front/lesson-items/${f.itemGuid}/records/${f.studentGuid}` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: 200, R03: 200, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // Grading: a score the scale refuses, handing back and naming an evaluator for nothing handed in — teachers get past
  // the authorization and are refused by the rule, so nothing changes; students and school admins may never grade.
  'PUT /api/front/jobs/:jobGuid/evaluation': {
    request: (f) => ({ url: `/api/front/jobs/${f.jobGuid}/evaluation`, payload: { score: -1 } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '400 VALIDATION_FAILED', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'POST /api/front/jobs/:jobGuid/return': {
    request: (f) => ({ url: `/api/front/jobs/${f.jobGuid}/return`, payload: {} }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '409 NOTHING_TO_RETURN', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'PUT /api/front/jobs/:jobGuid/evaluator': {
    request: (f) => ({ url: `/api/front/jobs/${f.jobGuid}/evaluator`, payload: { evaluator_guid: f.studentGuid } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '400 VALIDATION_FAILED', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
};
