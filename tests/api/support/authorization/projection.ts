// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// Projection in class (server/src/routes/api/projection/index.ts, docs/api-projection.md).
// Types only: authorizationTable.ts imports this file, so its values are not there yet while this one loads.
import type { RouteCase } from '../authorizationTable';

/** A guid no projection has: everyone signed in hears 404, whoever owns what. */
const NO_PROJECTION = '00000000-0000-4000-8000-0000000000aa';

export const PROJECTION_ROUTES: Record<string, RouteCase> = {
  // The course's teacher opens one; its student and its school's admin see the lesson but may not (403); the others
  // do not see the course (404).
  'POST /api/front/projection/sessions': {
    request: (f) => ({ url: '/api/front/projection/sessions', payload: { course_guid: f.courseGuid, lesson_guid: f.lessonGuid } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: 201, R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'GET /api/front/projection/sessions/:guid': {
    request: () => ({ url: `/api/front/projection/sessions/${NO_PROJECTION}` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '404 NOT_FOUND', R02: '404 NOT_FOUND', R03: '404 NOT_FOUND', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // The teacher's notes for the remote (ADR 0526): the projection's teacher only, so a stranger's guid is 404 for all.
  'GET /api/front/projection/sessions/:guid/notes': {
    request: () => ({ url: `/api/front/projection/sessions/${NO_PROJECTION}/notes` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '404 NOT_FOUND', R02: '404 NOT_FOUND', R03: '404 NOT_FOUND', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // A code nobody has: 404 for everyone signed in (a code of another user answers the same, tests/api/projection.test.ts).
  'POST /api/front/projection/pair/:shortToken': {
    request: () => ({ url: '/api/front/projection/pair/ZZZZZZ' }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '404 CODE_NOT_FOUND', R02: '404 CODE_NOT_FOUND', R03: '404 CODE_NOT_FOUND', R04: '404 CODE_NOT_FOUND', R05: '404 CODE_NOT_FOUND' },
  },
  // The WebSocket: a plain GET is never upgraded; the owner check comes first, so a stranger's guid is 404 either way.
  'GET /api/front/projection/sessions/:guid/socket': {
    request: () => ({ url: `/api/front/projection/sessions/${NO_PROJECTION}/socket` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '404 NOT_FOUND', R02: '404 NOT_FOUND', R03: '404 NOT_FOUND', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  // A test's question projected (ADR 0526): where it is, for the course's teachers (its students and school admin 403,
  // everyone else 404); asking it on a projection is the projection's teacher's (a stranger's guid: 404 for all).
  'GET /api/front/projection/questions/:guid': {
    request: (f) => ({ url: `/api/front/projection/questions/${f.questionGuid}` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '403 FORBIDDEN', R02: 200, R03: '403 FORBIDDEN', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'POST /api/front/projection/sessions/:guid/question': {
    request: (f) => ({ url: `/api/front/projection/sessions/${NO_PROJECTION}/question`, payload: { question_guid: f.questionGuid } }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: '404 NOT_FOUND', R02: '404 NOT_FOUND', R03: '404 NOT_FOUND', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
};
