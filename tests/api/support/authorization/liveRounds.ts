// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// Live questions (server/src/routes/api/projection/liveRoundRoutes.ts, docs/api-projection.md); the refusals that need
// a real round (a teacher answering: 403; another teacher launching: 404) are in tests/api/liveRounds.test.ts.
import type { RouteCase } from '../authorizationTable';

/** Guids no projection and no round have: everyone signed in hears 404. */
const NO_PROJECTION = '00000000-0000-4000-8000-0000000000aa';
const NO_ROUND = '00000000-0000-4000-8000-0000000000ab';
const nowhere = { anonymous: '401 UNAUTHORIZED', R01: '404 NOT_FOUND', R02: '404 NOT_FOUND', R03: '404 NOT_FOUND', R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' } as const;

export const LIVE_ROUND_ROUTES: Record<string, RouteCase> = {
  'POST /api/front/projection/sessions/:guid/rounds': {
    request: () => ({
      url: `/api/front/projection/sessions/${NO_PROJECTION}/rounds`,
      payload: { type: 'QT_3', prompt: '¿Verdadero?', data: { correct: true } },
    }),
    expect: nowhere,
  },
  'POST /api/front/projection/sessions/:guid/rounds/:round/actions': {
    request: () => ({ url: `/api/front/projection/sessions/${NO_PROJECTION}/rounds/${NO_ROUND}/actions`, payload: { action: 'close' } }),
    expect: nowhere,
  },
  'POST /api/front/projection/sessions/:guid/rounds/:round/gradebook': {
    request: () => ({ url: `/api/front/projection/sessions/${NO_PROJECTION}/rounds/${NO_ROUND}/gradebook`, payload: {} }),
    expect: nowhere,
  },
  // Whoever sees the lesson reads it (non-students read `round: null`); the others do not see the course (404).
  'GET /api/front/projection/lessons/:guid/round': {
    request: (f) => ({ url: `/api/front/projection/lessons/${f.lessonGuid}/round` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: '404 NOT_FOUND', R05: '404 NOT_FOUND' },
  },
  'PUT /api/front/projection/rounds/:round/answer': {
    request: () => ({ url: `/api/front/projection/rounds/${NO_ROUND}/answer`, payload: { answer: { value: true } } }),
    expect: nowhere,
  },
};
