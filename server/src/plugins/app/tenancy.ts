import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { addRouteHook } from '../routeHooks';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { parseJsonTolerant } from '@domain/shared/json';
import { ApiError, badRequest } from '../../errors/ApiError';

/** The tenant named by the `login_context` header (JSON `{"tenant": "escola", …}`), if any. */
export function tenantFromHeader(request: FastifyRequest): string | undefined {
  const raw = request.headers.login_context;
  const value = parseJsonTolerant(Array.isArray(raw) ? raw[0] : raw);
  if (value !== null && typeof value === 'object' && 'tenant' in value && typeof value.tenant === 'string' && value.tenant !== '') return value.tenant;
  return undefined;
}

/** The API areas whose calls carry `login_context` (spec §7 names lms/…, v3/front/… and cms/… calls besides front/…, and the board's messages/…). */
const TENANT_SCOPED_PREFIXES = ['/api/front', '/api/v3/front', '/api/lms', '/api/cms', '/api/messages'];

/**
 * Resolves the tenant of every call of the tenant-scoped areas: login_context header, else the Host's tenant, else the
 * default. The hook is given only to the routes of those areas (ADR 0543): `/api/health`, the docs and the SPA's
 * files never run it.
 */
export const tenancyPlugin = fp(
  async (app) => {
    app.decorateRequest('tenant', null);
    app.decorateRequest('tenantFromHeader', false);
    const resolveTenant: onRequestAsyncHookHandler = async (request) => {
      const named = tenantFromHeader(request);
      let tenant: TenantConfig | undefined;
      if (named !== undefined) {
        tenant = await app.repos.tenants.findById(named);
        if (!tenant) throw badRequest('TENANT_UNKNOWN');
        request.tenantFromHeader = true;
      } else {
        tenant = await app.repos.tenants.findByHostOrDefault(request.hostname.split(':')[0] ?? '');
        if (!tenant) throw badRequest('TENANT_UNKNOWN');
      }
      request.tenant = tenant;
    };
    // By the route's path, not the raw URL: `/api/%66ront/…` reaches a /api/front route and gets its tenant too.
    app.addHook('onRoute', (route) => {
      if (TENANT_SCOPED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) addRouteHook(route, 'onRequest', resolveTenant);
    });
  },
  { name: 'tenancy', dependencies: ['repositories'] },
);

/** The tenant of a route under /api/front (set by the hook above). */
export function requestTenant(request: FastifyRequest): TenantConfig {
  if (!request.tenant) throw new ApiError(500, 'INTERNAL', 'tenant not resolved');
  return request.tenant;
}
