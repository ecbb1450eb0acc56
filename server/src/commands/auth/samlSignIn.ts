import { safeDestination } from '@domain/accounts/destination';
import type { SsoFailure } from '@domain/accounts/ssoAccount';
import type { TenantConfig } from '@domain/tenancy/tenant';
import type { Repositories, Transaction } from '../../plugins/app/repositories';
import type { SamlServiceProviders } from '../../sso/samlServiceProvider';
import { SSO_REQUEST_TTL_MS, ssoErrorPage, type SsoRedirect } from './oidcSignIn';
import { signInWithIdentity } from './ssoSignIn';

const samlError = (failure: SsoFailure, tenantId: string | undefined): SsoRedirect => ssoErrorPage(failure, tenantId, 'saml');

export interface StartSamlSignIn {
  tenant: TenantConfig;
  providerId: string;
  /** Asked for by the login page (`returnTo`); only a path of this app is kept (ADR 0531). */
  next: string | undefined;
}

/**
 * Keeps a new AuthnRequest (its id, the safe next) server-side for ten minutes and sends the browser to the tenant's
 * SAML provider with it (HTTP-Redirect binding; ADR 0550).
 */
export async function startSamlSignIn(repos: Repositories, providers: SamlServiceProviders, command: StartSamlSignIn): Promise<SsoRedirect> {
  const provider = await repos.tenants.identityProvider(command.tenant.id, command.providerId);
  if (provider?.kind !== 'saml') return samlError('provider', command.tenant.id);
  const requestId = providers.newRequestId();
  let url: string;
  try {
    url = await providers.authorizeUrl(command.tenant.id, provider, requestId);
  } catch {
    return samlError('provider', command.tenant.id);
  }
  await repos.sso.saveSamlRequest(requestId, { tenantId: command.tenant.id, providerId: provider.id, next: safeDestination(command.next) }, SSO_REQUEST_TTL_MS);
  return { to: url };
}

export interface CompleteSamlSignIn {
  /** The consumer service's tenant and provider (its address names them). */
  tenantId: string;
  providerId: string;
  /** The posted SAMLResponse (base64). */
  samlResponse: string | undefined;
  now: number;
}

/**
 * The provider's Response at the consumer service: checked (signature, audience, recipient and destination, validity
 * window with the clock skew), its assertion used once (a replay is refused), the request it answers taken once (an
 * unknown, answered, expired or another tenant's request is refused), the person matched to an account; the browser
 * goes on to the SPA's `/saml/callback/{token}` with the safe `next`, or to `/saml/callback/error`.
 */
export async function completeSamlSignIn(repos: Repositories, transaction: Transaction, providers: SamlServiceProviders, command: CompleteSamlSignIn): Promise<SsoRedirect> {
  const tenant = await repos.tenants.findById(command.tenantId);
  const provider = tenant && (await repos.tenants.identityProvider(tenant.id, command.providerId));
  if (!tenant || provider?.kind !== 'saml') return samlError('provider', tenant?.id);
  if (command.samlResponse === undefined || command.samlResponse === '') return samlError('provider', tenant.id);
  const proved = await providers.complete(tenant.id, provider, command.samlResponse, command.now);
  if (!proved.ok) return samlError(proved.failure, tenant.id);
  const { accepted } = proved;
  if (!(await repos.sso.firstUseOfAssertion(tenant.id, provider.idpIssuer, proved.assertionId, new Date(accepted.keepUntil)))) return samlError('replay', tenant.id);
  const request = await repos.sso.takeSamlRequest(accepted.inResponseTo);
  if (!request || request.tenantId !== tenant.id || request.providerId !== provider.id) return samlError('state', tenant.id);
  const outcome = await signInWithIdentity(transaction, tenant, provider, accepted.identity);
  if (!outcome.ok) return samlError(outcome.failure, tenant.id);
  return { to: `/saml/callback/${encodeURIComponent(outcome.token)}?tenant=${encodeURIComponent(tenant.id)}&next=${encodeURIComponent(request.next)}` };
}
