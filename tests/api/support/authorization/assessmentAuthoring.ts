// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// Assessments: authoring (questions, settings, counters; server/src/routes/api/assessments/authoringRoutes.ts).
// Who: the course's teacher (R02) writes; the school's admin (R03) reads the questions but changes nothing (403);
// the course's student (R01) never reads the answer keys (403: the SPA does not send a student there);
// editorial admins (R04) and helpdesk (R05) do not see the course (404).
//
// The demo must survive the matrix: writes fail AFTER the authorization check for those who pass it (a blank
// name, a non-permutation), and these checks come before the lock check, so they answer the same whether or not
// a student has already started the demo assessment. DELETE of one question takes no body to fail on: it is
// called with an unknown guid (404 for everyone signed in); its refusals per caller are proven in
// tests/api/assessmentAuthoring.test.ts.
// Types only: authorizationTable.ts imports this file, so its values are not there yet while this one loads.
import type { Expectation, MatrixCaller, RouteCase } from '../authorizationTable';

const MISSING = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = '404 NOT_FOUND';
const FORBIDDEN = '403 FORBIDDEN';

const write = (teacher: Expectation): Record<MatrixCaller, Expectation> => ({
  anonymous: '401 UNAUTHORIZED', R01: FORBIDDEN, R02: teacher, R03: FORBIDDEN, R04: NOT_FOUND, R05: NOT_FOUND,
});
/** The answer keys: the course's teachers and the school's admin. */
const authorRead: Record<MatrixCaller, Expectation> = { anonymous: '401 UNAUTHORIZED', R01: FORBIDDEN, R02: 200, R03: 200, R04: NOT_FOUND, R05: NOT_FOUND };
const signedIn = (status: Expectation): Record<MatrixCaller, Expectation> => ({ anonymous: '401 UNAUTHORIZED', R01: status, R02: status, R03: status, R04: status, R05: status });

export const ASSESSMENT_AUTHORING_ROUTES: Record<string, RouteCase> = {
  'GET /api/front/assessments/:itemGuid/questions': { request: (f) => ({ url: `/api/front/assessments/${f.assessmentGuid}/questions` }), expect: authorRead },
  // A blank name.
  'POST /api/front/assessments/:itemGuid/questions': {
    request: (f) => ({ url: `/api/front/assessments/${f.assessmentGuid}/questions`, payload: { type: 'QT_3', content_name: '   ', ranking_scale: 1, question_data: { correct: true } } }),
    expect: write('400 VALIDATION_FAILED'),
  },
  'GET /api/front/questions/:questionGuid': { request: (f) => ({ url: `/api/front/questions/${f.questionGuid}` }), expect: authorRead },
  'PATCH /api/front/questions/:questionGuid': {
    request: (f) => ({ url: `/api/front/questions/${f.questionGuid}`, payload: { content_name: '   ' } }),
    expect: write('400 VALIDATION_FAILED'),
  },
  'DELETE /api/front/questions/:questionGuid': { request: () => ({ url: `/api/front/questions/${MISSING}` }), expect: signedIn(NOT_FOUND) },
  // Not a permutation of the assessment's questions.
  'PUT /api/front/assessments/:itemGuid/questions/order': {
    request: (f) => ({ url: `/api/front/assessments/${f.assessmentGuid}/questions/order`, payload: { guids: [] } }),
    expect: write('400 VALIDATION_FAILED'),
  },
};
