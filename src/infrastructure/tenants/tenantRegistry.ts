import { isTenantId } from '@domain/tenancy/tenant';

/** Where a tenant's API lives; `/api` is the same origin, which the reference server serves. */
export interface TenantEndpoint {
  /** Undefined: let the server pick the tenant from the Host header. */
  tenantId: string | undefined;
  apiBaseUrl: string;
}

export const SAME_ORIGIN_API = '/api';
export const TENANT_OVERRIDE_KEY = 'tiza:tenant';

/**
 * Hostnames of tenants whose SPA is served from their own domain. A tenant with its own backend sets
 * `apiBaseUrl` here ("swapping backends per tenant"); the contract of docs/api.md is all it must speak.
 */
export const TENANT_HOSTS: Record<string, { tenantId: string; apiBaseUrl?: string }> = {
  'tiza.localhost': { tenantId: 'tiza' },
  'escola.localhost': { tenantId: 'escola' },
  'classbook.localhost': { tenantId: 'classbook' },
};

/** Per tenant id, a backend other than the same-origin one. Empty: every demo tenant uses the reference server. */
export const TENANT_BACKENDS: Record<string, string> = {};

export interface TenantLocation {
  hostname: string;
  search: string;
}

/**
 * `?tenant=<id>` wins and is remembered (so every demo tenant can be tried on localhost);
 * `?tenant=` (empty) forgets it; else the remembered one; else the hostname table.
 */
export function resolveTenant(location: TenantLocation, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): TenantEndpoint {
  const requested = new URLSearchParams(location.search).get('tenant');
  if (requested === '') storage.removeItem(TENANT_OVERRIDE_KEY);
  else if (isTenantId(requested)) storage.setItem(TENANT_OVERRIDE_KEY, requested);

  const remembered = storage.getItem(TENANT_OVERRIDE_KEY);
  const host = TENANT_HOSTS[location.hostname.toLowerCase()];
  const tenantId = isTenantId(remembered) ? remembered : host?.tenantId;
  const hostBackend = host?.tenantId === tenantId ? host?.apiBaseUrl : undefined;
  const apiBaseUrl = (tenantId !== undefined ? TENANT_BACKENDS[tenantId] : undefined) ?? hostBackend ?? SAME_ORIGIN_API;
  return { tenantId, apiBaseUrl };
}
