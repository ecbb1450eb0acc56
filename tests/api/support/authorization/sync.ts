// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// Synchronisation with the school's system (server/src/routes/api/sync, docs/api-sync.md).
import type { RouteCase } from '../authorizationTable';

const NO_JOB = '00000000-0000-4000-8000-000000000000';

export const SYNC_ROUTES: Record<string, RouteCase> = {
  // Everyone signed in reads their own sync state (/status); never a 403, which would end the session in the SPA.
  'GET /api/front/sync': {
    request: () => ({ url: '/api/front/sync' }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: 200, R05: 200 },
  },
  // A job nobody may see answers like no job at all (happy paths: tests/api/sync.test.ts).
  'GET /api/front/sync/jobs/:guid': {
    request: () => ({ url: `/api/front/sync/jobs/${NO_JOB}` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '404 NOT_FOUND', R02: '404 NOT_FOUND', R03: '404 NOT_FOUND', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // School admins only; the matrix sends no zip, so an admin's call is refused before anything is queued.
  'POST /api/front/sync/oneroster': {
    request: () => ({ url: '/api/front/sync/oneroster' }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '403 FORBIDDEN', R03: '400 SYNC_BUNDLE_INVALID', R04: '403 FORBIDDEN', R05: '403 FORBIDDEN' },
  },
};
