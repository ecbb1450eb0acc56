// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// The gradebook's exports (ADR 0235): server/src/routes/api/gradebook/exportRoutes.ts, docs/api-gradebook.md.
// Types only: authorizationTable.ts imports this file, so its values are not there yet while this one loads.
import type { RouteCase } from '../authorizationTable';

export const GRADEBOOK_EXPORT_ROUTES: Record<string, RouteCase> = {
  // Teachers and the school's admin download the grid; a student never gets the class's CSV (the SPA does not offer
  // it); editorial admins and helpdesk do not see the course. Reads only: repeatable.
  'GET /api/front/courses/:guid/gradebook/export.csv': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/export.csv?lang=en` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: 200, R03: 200, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // A student gets their own report (the `student` asked for is ignored); teachers and the admin that student's.
  'GET /api/front/courses/:guid/gradebook/export.pdf': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/export.pdf?student=${f.studentGuid}` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
};
