// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// Assessments (issue 4): attempts, answers, submit, results, grading, publishing (server/src/routes/api/assessments/attemptRoutes.ts, resultRoutes.ts).
// Types only: authorizationTable.ts imports this file, so its values are not there yet while this one loads.
import type { RouteCase } from '../authorizationTable';

export const ASSESSMENT_TAKING_ROUTES: Record<string, RouteCase> = {};
