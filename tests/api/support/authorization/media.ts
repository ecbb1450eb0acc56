// Authorization matrix entries: see ../authorizationTable.ts for the shape.
import type { RouteCase } from '../authorizationTable';

export const MEDIA_ROUTES: Record<string, RouteCase> = {};
