import { createHash } from 'node:crypto';
import type { SignInMethodsDto } from '@contract/users';
import { mayUnlink } from '@domain/accounts/signInMethods';
import type { TenantConfig } from '@domain/tenancy/tenant';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { LinkedIdentity } from '../../repositories/SsoRepository';
import type { StoredIdentityProvider } from '../../sso/identityProvider';

/**
 * A link's id in the address: a digest of its (issuer, subject), short enough for any path and telling nothing of the
 * provider; the removal finds the caller's link whose digest it is.
 */
export function signInLinkId(link: { issuer: string; subject: string }): string {
  return createHash('sha256').update(`${link.issuer}\u0000${link.subject}`).digest('base64url').slice(0, 22);
}

/**
 * The name a person knows the provider by: its button's (an OIDC issuer, a SAML entity id: what the link records),
 * else the issuer's host (a provider the tenant dropped).
 */
function providerName(link: LinkedIdentity, providers: StoredIdentityProvider[]): { name: string; offered: boolean } {
  const provider = providers.find((candidate) => (candidate.kind === 'saml' ? candidate.idpIssuer : candidate.issuer) === link.issuer);
  if (provider) return { name: provider.name, offered: true };
  try {
    return { name: new URL(link.issuer).host || link.issuer, offered: false };
  } catch {
    return { name: link.issuer, offered: false };
  }
}

/** The caller's ways of signing in (ADR 0533): a password the tenant takes, and each provider's link. */
export async function signInMethods(repos: Repositories, tenant: TenantConfig, caller: Caller): Promise<SignInMethodsDto> {
  const [{ hasPassword, links }, providers] = await Promise.all([repos.sso.linksOf(tenant.id, caller.guid), repos.tenants.identityProviders(tenant.id)]);
  const tenantTakesPasswords = tenant.loginMethods.includes('password');
  return {
    password: hasPassword && tenantTakesPasswords,
    links: links.map((link) => {
      const { name, offered } = providerName(link, providers);
      return { id: signInLinkId(link), provider_name: name, offered, email: link.email, linked_at: link.linkedAt.toISOString(), last_sign_in_at: link.lastSignInAt.toISOString() };
    }),
    may_unlink: mayUnlink({ hasPassword, tenantTakesPasswords, links: links.length }).ok,
  };
}
