// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// The school admin's desk and the audit log (server/src/routes/api/admin, server/src/routes/api/audit, docs/api-admin.md).
import type { RouteCase } from '../authorizationTable';

const NOBODY = '00000000-0000-4000-8000-000000000000';

export const ADMIN_ROUTES: Record<string, RouteCase> = {
  // School admins read their schools' entries, helpdesk the tenant's (happy paths and scopes: tests/api/audit.test.ts).
  'GET /api/front/audit': {
    request: () => ({ url: '/api/front/audit' }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '403 FORBIDDEN', R03: 200, R04: '403 FORBIDDEN', R05: 200 },
  },
  // A school admin's own school (tests/api/schoolDesk.test.ts).
  'GET /api/front/admin/school': {
    request: () => ({ url: '/api/front/admin/school' }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '403 FORBIDDEN', R03: 200, R04: '403 FORBIDDEN', R05: '403 FORBIDDEN' },
  },
  // Someone who does not exist answers like someone out of reach (the reach and the audit: tests/api/schoolDesk.test.ts).
  'POST /api/front/users/:guid/password-reset': {
    request: () => ({ url: `/api/front/users/${NOBODY}/password-reset`, payload: { reason: 'matrix' } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '403 FORBIDDEN', R03: '404 NOT_FOUND', R04: '403 FORBIDDEN', R05: '404 NOT_FOUND' },
  },
};
