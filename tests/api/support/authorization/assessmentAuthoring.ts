// Authorization matrix entries: see ../authorizationTable.ts for the shape.
// Assessments (issue 4): authoring (questions, settings, counters; server/src/routes/api/assessments/authoringRoutes.ts).
// Types only: authorizationTable.ts imports this file, so its values are not there yet while this one loads.
import type { RouteCase } from '../authorizationTable';

export const ASSESSMENT_AUTHORING_ROUTES: Record<string, RouteCase> = {};
