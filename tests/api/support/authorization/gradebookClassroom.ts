// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// Attendance and behaviour of the gradebook: server/src/routes/api/gradebook/classroomRoutes.ts,
// docs/api-gradebook.md "Attendance" and "Behaviour". Order: visibility (404) → role (403) → body (400).
// Types only: authorizationTable.ts imports this file, so its values are not there yet while this one loads.
import type { RouteCase } from '../authorizationTable';

/** A guid no row has. */
const MISSING = '00000000-0000-4000-8000-000000000000';
/** A past school day the demo never marks: the writes below leave it as they found it. */
const PAST_DAY = '2020-01-07';

// Members read (a student their own marks and points), the school's admin reads; editorial admins and helpdesk do not
// see the course.
const reads = { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' } as const;

export const GRADEBOOK_CLASSROOM_ROUTES: Record<string, RouteCase> = {
  'GET /api/front/courses/:guid/gradebook/attendance': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/attendance` }),
    expect: reads,
  },
  // Teachers only. No marks: a day without marks is no session, so the call writes nothing and can be repeated.
  'PUT /api/front/courses/:guid/gradebook/attendance/:day': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/attendance/${PAST_DAY}`, payload: { marks: {} } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: 200, R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // Deleting a day without a session is a 204 that changes nothing.
  'DELETE /api/front/courses/:guid/gradebook/attendance/:day': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/attendance/${PAST_DAY}` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: 204, R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'GET /api/front/courses/:guid/gradebook/behaviour': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/behaviour` }),
    expect: reads,
  },
  // Teachers only; a blank reason is refused by the domain after the role check, so the matrix gives no point.
  'POST /api/front/courses/:guid/gradebook/behaviour': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/behaviour`, payload: { student_guids: [f.studentGuid], kind: 'positive', reason: ' ' } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '400 VALIDATION_FAILED', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // Teachers only; a point that is not the course's is 404 after the role check.
  'DELETE /api/front/courses/:guid/gradebook/behaviour/:pointGuid': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/behaviour/${MISSING}` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '404 NOT_FOUND', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
};
