// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// The calendar: server/src/routes/api/calendar/index.ts, docs/api-calendar.md.
// Types only: authorizationTable.ts imports this file, so its values are not there yet while this one loads.
import type { RouteCase } from '../authorizationTable';

export const CALENDAR_ROUTES: Record<string, RouteCase> = {
  // One course's calendar under the course policy: members and the school's admin read it, outsiders do not see it.
  // (Without `course` every signed-in caller reads their own calendar: tests/api/calendar.test.ts.)
  'GET /api/front/calendar': {
    request: (f) => ({ url: `/api/front/calendar?from=2026-11-01&to=2026-11-30&course=${f.courseGuid}` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
};
