import type { IdentityProviderKind } from '@domain/tenancy/tenant';

/**
 * Where a "Sign in with <provider>" button goes: the server's start route of the provider's protocol, which sends the
 * browser to the provider (ADR 0534, 0550). The tenant is named because a navigation carries no login_context; `next`
 * survives the round trip.
 */
export function ssoStartUrl(tenantId: string, provider: { id: string; kind: IdentityProviderKind }, next: string): string {
  const query = new URLSearchParams({ tenant: tenantId, provider: provider.id, next });
  return `/api/front/auth/${provider.kind}/start?${query.toString()}`;
}
