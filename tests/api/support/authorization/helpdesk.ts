// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// The helpdesk's desk (server/src/routes/api/helpdesk, ADR 0620): helpdesk (R05) only, their own tenant only
// (another tenant's user answers 404: tests/api/helpdesk.test.ts).
import type { RouteCase } from '../authorizationTable';

const helpdeskOnly = (status: number) =>
  ({ anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '403 FORBIDDEN', R03: '403 FORBIDDEN', R04: '403 FORBIDDEN', R05: status }) as const;

export const HELPDESK_ROUTES: Record<string, RouteCase> = {
  'GET /api/front/helpdesk/users': { request: () => ({ url: '/api/front/helpdesk/users?q=a' }), expect: helpdeskOnly(200) },
  'GET /api/front/helpdesk/users/:guid': { request: (f) => ({ url: `/api/front/helpdesk/users/${f.studentGuid}` }), expect: helpdeskOnly(200) },
};
