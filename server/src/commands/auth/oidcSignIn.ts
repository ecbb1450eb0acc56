import { safeDestination } from '@domain/accounts/destination';
import type { SsoFailure } from '@domain/accounts/ssoAccount';
import type { TenantConfig } from '@domain/tenancy/tenant';
import type { Repositories, Transaction } from '../../plugins/app/repositories';
import type { OidcClients } from '../../sso/oidcClient';
import { signInWithIdentity } from './ssoSignIn';

/** A sign-in has ten minutes at the provider (typing a password, a second factor) before its state is refused. */
export const SSO_REQUEST_TTL_MS = 10 * 60 * 1000;

/** Where the browser goes next: the provider, the SPA's callback page with a hand-over token, or its error page. */
export type SsoRedirect = { to: string; failure?: SsoFailure };

/** The SPA's error page of a single sign-on (translated; ADR 0534): `/oidc/callback/error` or `/saml/callback/error`. */
export function ssoErrorPage(failure: SsoFailure, tenantId: string | undefined, protocol: 'oidc' | 'saml' = 'oidc'): SsoRedirect {
  return { to: `/${protocol}/callback/error?reason=${failure}${tenantId === undefined ? '' : `&tenant=${encodeURIComponent(tenantId)}`}`, failure };
}

export interface StartOidcSignIn {
  tenant: TenantConfig;
  providerId: string;
  /** Asked for by the login page (`returnTo`); only a path of this app is kept (ADR 0531). */
  next: string | undefined;
}

/** Keeps a new request (state, PKCE verifier, nonce, safe next) server-side and sends the browser to the provider. */
export async function startOidcSignIn(repos: Repositories, clients: OidcClients, command: StartOidcSignIn): Promise<SsoRedirect> {
  const provider = await repos.tenants.identityProvider(command.tenant.id, command.providerId);
  if (provider?.kind !== 'oidc') return ssoErrorPage('provider', command.tenant.id);
  const request = clients.newRequest();
  let url: URL;
  try {
    url = await clients.authorizationUrl(provider, request, command.tenant.defaultLanguage);
  } catch {
    return ssoErrorPage('provider', command.tenant.id);
  }
  await repos.sso.saveRequest(request.state, { tenantId: command.tenant.id, providerId: provider.id, codeVerifier: request.codeVerifier, nonce: request.nonce, next: safeDestination(command.next) }, SSO_REQUEST_TTL_MS);
  return { to: url.href };
}

export interface CompleteOidcSignIn {
  state: string | undefined;
  /** The callback's whole query, as the provider sent it (code, state, iss — or error). */
  query: string;
}

/**
 * The provider's callback: the request of its state taken once (a replay, a forged or a stale state is refused),
 * the code exchanged and the ID token checked (nonce), the person matched to an account; the browser goes on to the
 * SPA's `/oidc/callback/{token}` with the safe `next`, or to the error page.
 */
export async function completeOidcSignIn(repos: Repositories, transaction: Transaction, clients: OidcClients, command: CompleteOidcSignIn): Promise<SsoRedirect> {
  const request = command.state === undefined || command.state === '' ? undefined : await repos.sso.takeRequest(command.state);
  if (!request || command.state === undefined) return ssoErrorPage('state', undefined);
  const tenant = await repos.tenants.findById(request.tenantId);
  const provider = tenant && (await repos.tenants.identityProvider(tenant.id, request.providerId));
  if (!tenant || provider?.kind !== 'oidc') return ssoErrorPage('provider', request.tenantId);
  const proved = await clients.complete(provider, command.query, { state: command.state, codeVerifier: request.codeVerifier, nonce: request.nonce });
  if (!proved.ok) return ssoErrorPage(proved.failure, tenant.id);
  const outcome = await signInWithIdentity(transaction, tenant, provider, proved.identity);
  if (!outcome.ok) return ssoErrorPage(outcome.failure, tenant.id);
  return { to: `/oidc/callback/${encodeURIComponent(outcome.token)}?tenant=${encodeURIComponent(tenant.id)}&next=${encodeURIComponent(request.next)}` };
}
