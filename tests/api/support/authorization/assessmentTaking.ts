// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// Assessments: attempts, answers, submit, results, grading, publishing (server/src/routes/api/assessments/attemptRoutes.ts, resultRoutes.ts).
// Types only: authorizationTable.ts imports this file, so its values are not there yet while this one loads.
// Writes never change the demo data: callers who pass the authorization checks stop at a missing attempt (404), an item
// that is not an assessment (400), a body the route refuses (400), or a no-op (withdrawing unpublished grades).
import type { RouteCase } from '../authorizationTable';

/** No attempt has this guid: every signed-in caller gets 404 (own attempts only; grading looks the attempt up first). */
const NO_ATTEMPT = '00000000-0000-4000-8000-00000000a77e';
const SUBMISSION_KEY = '5c1d2b63-1a6f-4d4b-8b62-6e3b8f1dac22';
const signedIn404 = { anonymous: '401 UNAUTHORIZED', R01: '404 NOT_FOUND', R02: '404 NOT_FOUND', R03: '404 NOT_FOUND', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' } as const;

export const ASSESSMENT_TAKING_ROUTES: Record<string, RouteCase> = {
  'GET /api/front/assessments/:itemGuid/me': {
    request: (f) => ({ url: `/api/front/assessments/${f.assessmentGuid}/me` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: 200, R02: '403 FORBIDDEN', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // Only staff seeing the test's course as a student (ADR 0553): its student 403, outsiders 404; no attempt is made.
  'GET /api/front/assessments/:itemGuid/preview': {
    request: (f) => ({ url: `/api/front/assessments/${f.assessmentGuid}/preview`, headers: { 'x-see-as-student': f.courseGuid } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: 200, R03: 200, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // The first item of the course is not an assessment: the student passes the role check and stops at the type.
  'POST /api/front/assessments/:itemGuid/attempts': {
    request: (f) => ({ url: `/api/front/assessments/${f.itemGuid}/attempts`, payload: {} }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '400 NOT_AN_ASSESSMENT', R02: '403 FORBIDDEN', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'GET /api/front/attempts/:attemptGuid': { request: () => ({ url: `/api/front/attempts/${NO_ATTEMPT}` }), expect: signedIn404 },
  'PUT /api/front/attempts/:attemptGuid/answers': {
    request: (f) => ({ url: `/api/front/attempts/${NO_ATTEMPT}/answers`, payload: { answers: [{ question_guid: f.questionGuid, answer: { value: true }, revision: 1 }] } }),
    expect: signedIn404,
  },
  'POST /api/front/attempts/:attemptGuid/submit': {
    request: () => ({ url: `/api/front/attempts/${NO_ATTEMPT}/submit`, payload: { submission_key: SUBMISSION_KEY } }),
    expect: signedIn404,
  },
  'GET /api/front/my-assessments': { request: () => ({ url: '/api/front/my-assessments' }), expect: { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: 200, R05: 200 } },
  'GET /api/front/assessments/:itemGuid/results': {
    request: (f) => ({ url: `/api/front/assessments/${f.assessmentGuid}/results` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: 200, R03: 200, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // Another student's result: the matrix student does not see it (404), teachers and the school admin do.
  'GET /api/front/assessments/:itemGuid/results/:userGuid': {
    request: (f) => ({ url: `/api/front/assessments/${f.assessmentGuid}/results/${f.studentGuid}` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '404 NOT_FOUND', R02: 200, R03: 200, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'PUT /api/front/attempts/:attemptGuid/questions/:questionGuid/grade': {
    request: (f) => ({ url: `/api/front/attempts/${NO_ATTEMPT}/questions/${f.questionGuid}/grade`, payload: { score: 1 } }),
    expect: signedIn404,
  },
  // A student is no evaluator: the teacher passes the role check and gets 400, nothing is stored.
  'PATCH /api/front/assessments/:itemGuid/jobs/:userGuid': {
    request: (f) => ({ url: `/api/front/assessments/${f.assessmentGuid}/jobs/${f.studentGuid}`, payload: { evaluator_guid: f.studentGuid } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: '400 VALIDATION_FAILED', R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // Withdrawing grades that were never published changes nothing.
  'PUT /api/front/assessments/:itemGuid/publication': {
    request: (f) => ({ url: `/api/front/assessments/${f.assessmentGuid}/publication`, payload: { published: false } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: 200, R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
};
