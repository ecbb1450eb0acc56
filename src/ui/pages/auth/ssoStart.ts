/**
 * Where a "Sign in with <provider>" button goes: the server's start route, which sends the browser to the provider
 * (ADR 0534). The tenant is named because a navigation carries no login_context; `next` survives the round trip.
 */
export function ssoStartUrl(tenantId: string, providerId: string, next: string): string {
  const query = new URLSearchParams({ tenant: tenantId, provider: providerId, next });
  return `/api/front/auth/oidc/start?${query.toString()}`;
}
