// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// The gradebook: server/src/routes/api/gradebook/*, docs/api-gradebook.md.
// Every call here is harmless and repeatable: writes either change nothing (a no-op body, an unknown guid, a period
// that is not published being unpublished) or add a row with a unique name that nothing else reads. Their refusals
// and effects per caller are proven in tests/api/gradebook*.test.ts.
// Types only: authorizationTable.ts imports this file, so its values are not there yet while this one loads.
import { randomUUID } from 'node:crypto';
import type { Expectation, MatrixCaller, RouteCase } from '../authorizationTable';

const MISSING = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = '404 NOT_FOUND';
const FORBIDDEN = '403 FORBIDDEN';

/** A teacher-only write: what the course's teacher gets (after the checks), students and school admins 403, outsiders 404. */
const write = (teacher: Expectation): Record<MatrixCaller, Expectation> => ({
  anonymous: '401 UNAUTHORIZED', R01: FORBIDDEN, R02: teacher, R03: FORBIDDEN, R04: NOT_FOUND, R05: NOT_FOUND,
});

export const GRADEBOOK_ROUTES: Record<string, RouteCase> = {
  // Members read (a student their own row), the school's admin reads, editorial admins and helpdesk do not see the course.
  'GET /api/front/courses/:guid/gradebook': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: NOT_FOUND, R05: NOT_FOUND },
  },
  'GET /api/front/courses/:guid/gradebook-books': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook-books` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: NOT_FOUND, R05: NOT_FOUND },
  },
  // Teachers only; clearing a score that is not there changes nothing (200, changed: false), so the matrix writes nothing.
  'PUT /api/front/courses/:guid/gradebook/scores': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/scores`, payload: { item_guid: f.assessmentGuid, student_guid: f.studentGuid, score: null } }),
    expect: write(200),
  },
  // Dropping the lowest 0: the default, so creating the settings row changes no grade.
  'PUT /api/front/courses/:guid/gradebook/settings': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/settings`, payload: { drop_lowest: 0 } }),
    expect: write(200),
  },
  // A weightless category nobody is in: it changes no final grade (each call a new name).
  'POST /api/front/courses/:guid/gradebook/categories': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/categories`, payload: { name: `Matrix ${randomUUID().slice(0, 8)}`, weight: 0 } }),
    expect: write(201),
  },
  'PATCH /api/front/courses/:guid/gradebook/categories/:categoryGuid': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/categories/${MISSING}`, payload: { weight: 1 } }),
    expect: write(NOT_FOUND),
  },
  'DELETE /api/front/courses/:guid/gradebook/categories/:categoryGuid': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/categories/${MISSING}` }),
    expect: write(NOT_FOUND),
  },
  // The assessment's weight to 1: its default, so nothing changes.
  'PATCH /api/front/courses/:guid/gradebook/items/:itemGuid': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/items/${f.assessmentGuid}`, payload: { weight: 1 } }),
    expect: write(200),
  },
  // An unpublished manual column that counts for nothing: students never see it.
  'POST /api/front/courses/:guid/gradebook/columns': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/columns`, payload: { name: `Matrix ${randomUUID().slice(0, 8)}`, counts_for_final_grade: false } }),
    expect: write(201),
  },
  'DELETE /api/front/courses/:guid/gradebook/columns/:columnGuid': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/columns/${MISSING}` }),
    expect: write(NOT_FOUND),
  },
  // Publishing the assessment would make it view-only for the other entries' students: an unknown item instead.
  'PUT /api/front/courses/:guid/gradebook/items/:itemGuid/publication': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/items/${MISSING}/publication`, payload: { published: true } }),
    expect: write(NOT_FOUND),
  },
  // Unpublishing the annual grade (a period of every scheme), which is not published: nothing changes.
  'PUT /api/front/courses/:guid/gradebook/periods/:period/publication': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/periods/annual/publication`, payload: { published: false } }),
    expect: write(200),
  },
  // Teachers and school admins read the trail; students are never sent there.
  'GET /api/front/courses/:guid/gradebook/audit': {
    request: (f) => ({ url: `/api/front/courses/${f.courseGuid}/gradebook/audit?limit=5` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: FORBIDDEN, R02: 200, R03: 200, R04: NOT_FOUND, R05: NOT_FOUND },
  },
};
