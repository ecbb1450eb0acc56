// Authorization matrix entries: see ../authorizationTable.ts for the shape.
import type { RouteCase } from '../authorizationTable';

export const LESSON_ROUTES: Record<string, RouteCase> = {};
