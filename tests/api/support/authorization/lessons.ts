// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// Units, lessons, lesson items, resources (spec §7) and content types (server/src/routes/api/lessons).
// Who: the course's teacher (R02) changes; its student (R01) reads what is published for them; the school's
// admin (R03) reads like a teacher but changes nothing (403); editorial admins (R04) and helpdesk (R05) are
// not members and do not see the course (404).
//
// The demo data must survive the matrix, so writes are made to fail AFTER the authorization check for the
// callers who pass it (a blank name, a non-permutation, a type this release does not create, a bad date),
// or are a no-op (moving the first lesson to where it is). The DELETE routes of one unit, lesson or item
// take no body to fail on: they are called with an unknown guid (404 for everyone signed in); their
// refusals per caller are proven in tests/api/lessons.test.ts and tests/api/items.test.ts.
// Types only: authorizationTable.ts imports this file, so its values are not there yet while this one loads.
import type { MatrixCaller, RouteCase, Expectation } from '../authorizationTable';

const MISSING = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = '404 NOT_FOUND';
const FORBIDDEN = '403 FORBIDDEN';

/** A teacher-only write: what the course's teacher gets (after the check), students and admins 403, outsiders 404. */
const write = (teacher: Expectation): Record<MatrixCaller, Expectation> => ({
  anonymous: '401 UNAUTHORIZED', R01: FORBIDDEN, R02: teacher, R03: FORBIDDEN, R04: NOT_FOUND, R05: NOT_FOUND,
});
/** A read: members and the school's admin. */
const signedIn = (status: Expectation): Record<MatrixCaller, Expectation> => ({ anonymous: '401 UNAUTHORIZED', R01: status, R02: status, R03: status, R04: status, R05: status });
const read: Record<MatrixCaller, Expectation> = { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: NOT_FOUND, R05: NOT_FOUND };
const blank = { name: '   ' };

export const LESSON_ROUTES: Record<string, RouteCase> = {
  'POST /api/front/courses/:guid/units': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/units`, payload: blank }),
    expect: write('400 VALIDATION_FAILED'),
  },
  'PATCH /api/front/units/:unitGuid': {
    request: (f) => ({ url: `/api/front/units/${f.unitGuid}`, payload: blank }),
    expect: write('400 VALIDATION_FAILED'),
  },
  'DELETE /api/front/units/:unitGuid': { request: () => ({ url: `/api/front/units/${MISSING}` }), expect: signedIn(NOT_FOUND) },
  // Not a permutation of the course's units.
  'PUT /api/front/courses/:guid/units/order': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/units/order`, payload: { guids: [] } }),
    expect: write('400 VALIDATION_FAILED'),
  },
  'POST /api/front/units/:unitGuid/lessons': {
    request: (f) => ({ url: `/api/front/units/${f.unitGuid}/lessons`, payload: blank }),
    expect: write('400 VALIDATION_FAILED'),
  },
  'PATCH /api/front/lessons/:lessonGuid': {
    request: (f) => ({ url: `/api/front/lessons/${f.lessonGuid}`, payload: blank }),
    expect: write('400 VALIDATION_FAILED'),
  },
  'DELETE /api/front/lessons/:lessonGuid': { request: () => ({ url: `/api/front/lessons/${MISSING}` }), expect: signedIn(NOT_FOUND) },
  // The course's first lesson to the first place of its own unit: a no-op that answers the course.
  'POST /api/front/lessons/:lessonGuid/move': {
    request: (f) => ({ url: `/api/front/lessons/${f.lessonGuid}/move`, payload: { unit_guid: f.unitGuid, index: 0 } }),
    expect: write(200),
  },
  'GET /api/front/lessons/:lessonGuid': { request: (f) => ({ url: `/api/front/lessons/${f.lessonGuid}` }), expect: read },
  // A SCORM package (CTTY_10) is not creatable in this release.
  'POST /api/front/lessons/:lessonGuid/items': {
    request: (f) => ({ url: `/api/front/lessons/${f.lessonGuid}/items`, payload: { lesson_item_name: 'Matrix', content_type: 'CTTY_10', data: {} } }),
    expect: write('400 CONTENT_TYPE_NOT_SUPPORTED'),
  },
  // Asking for the teacher's notes: a student still gets no such field (the matrix checks every student answer).
  'GET /api/front/lesson-items/:itemGuid': { request: (f) => ({ url: `/api/front/lesson-items/${f.itemGuid}?include=teacher_notes` }), expect: read },
  // A type never changes.
  'PATCH /api/front/lesson-items/:itemGuid': {
    request: (f) => ({ url: `/api/front/lesson-items/${f.itemGuid}`, payload: { content_type: 'CTTY_99' } }),
    expect: write('400 VALIDATION_FAILED'),
  },
  'DELETE /api/front/lesson-items/:itemGuid': { request: () => ({ url: `/api/front/lesson-items/${MISSING}` }), expect: signedIn(NOT_FOUND) },
  'PUT /api/front/lessons/:lessonGuid/items/order': {
    request: (f) => ({ url: `/api/front/lessons/${f.lessonGuid}/items/order`, payload: { guids: [] } }),
    expect: write('400 VALIDATION_FAILED'),
  },

  'GET /api/lms/courses/:guid/resources': { request: (f) => ({ url: `/api/lms/courses/${f.courseGuid}/resources` }), expect: read },
  'GET /api/v3/front/courses/:id/resources': { request: (f) => ({ url: `/api/v3/front/courses/${f.courseGuid}/resources?course_guid=${f.courseGuid}` }), expect: read },
  // A deliver date with an offset is refused after the check.
  'PATCH /api/lms/resource-material-course/:resourceGuid': {
    request: (f) => ({ url: `/api/lms/resource-material-course/${f.itemGuid}`, payload: { course_guid: f.courseGuid, deliver_at: '2026-12-01T10:00:00Z', can_deliver_late: 'YES' } }),
    expect: write('400 VALIDATION_FAILED'),
  },
  // All or nothing: the course's item plus an unknown guid. Those who may not change the item hear 403 (or 404
  // when they do not see it); the teacher passes that check and hears 404 for the unknown guid. Nothing is deleted.
  'DELETE /api/lms/resource-materials': {
    request: (f) => ({ url: '/api/lms/resource-materials', payload: { guids: [f.itemGuid, MISSING] } }),
    expect: write(NOT_FOUND),
  },
  'GET /api/cms/types': { request: () => ({ url: '/api/cms/types' }), expect: signedIn(200) },
};
