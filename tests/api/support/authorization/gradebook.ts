// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// The gradebook (issue 5): server/src/routes/api/gradebook/index.ts, docs/api-gradebook.md.
// Types only: authorizationTable.ts imports this file, so its values are not there yet while this one loads.
import type { RouteCase } from '../authorizationTable';

export const GRADEBOOK_ROUTES: Record<string, RouteCase> = {
  // Members read (a student their own row), the school's admin reads, editorial admins and helpdesk do not see the course.
  'GET /api/front/courses/:guid/gradebook': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'GET /api/front/courses/:guid/gradebook-books': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook-books` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // Teachers only; clearing a score that is not there changes nothing (200, changed: false), so the matrix writes nothing.
  'PUT /api/front/courses/:guid/gradebook/scores': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/scores`, payload: { item_guid: f.assessmentGuid, student_guid: f.studentGuid, score: null } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: 200, R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
};
