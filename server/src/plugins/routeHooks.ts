// Hooks given to the routes that need them instead of to every request (ADR 0543): a plugin's `onRoute` adds its hook
// to a route's own list, so `/api/health` and the SPA's files skip what only signed-in API calls use.
import type { RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'preValidation';

/** Appends `hook` to the route's `name` hooks (after any it already has: plugins registered earlier run first). */
export function addRouteHook<H>(route: RouteOptions, name: HookName, hook: H): void {
  const current = route[name] as unknown;
  const list = current === undefined ? [] : Array.isArray(current) ? current : [current];
  (route as unknown as Record<HookName, unknown[]>)[name] = [...list, hook];
}
