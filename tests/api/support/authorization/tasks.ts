// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// The task list: GET /api/front/tasks (server/src/routes/api/tasks/index.ts, docs/api-tasks.md).
// Types only: authorizationTable.ts imports this file, so its values are not there yet while this one loads.
import type { RouteCase } from '../authorizationTable';

export const TASK_ROUTES: Record<string, RouteCase> = {
  // Students get their tasks, everyone else what waits for their grading (teaching nothing: []; never a 403,
  // which would end the session in the SPA).
  'GET /api/front/tasks': {
    request: (f) => ({ url: `/api/front/tasks?course_guid=${f.courseGuid}` }),
    expect: { anonymous: '401 UNAUTHORIZED', R01: 200, R02: 200, R03: 200, R04: 200, R05: 200 },
  },
};
