import { checkEmail } from '@domain/identity/email';
import { decideSsoAccount, type SsoAccountPolicy, type SsoFailure, type SsoIdentity } from '@domain/accounts/ssoAccount';
import type { TenantConfig } from '@domain/tenancy/tenant';
import type { Repositories, Transaction } from '../../plugins/app/repositories';

/** The hand-over to the SPA lives a minute: the browser is sent to it at once (ADR 0534). */
export const SSO_HANDOFF_TTL_MS = 60 * 1000;

/** What a provider said of the person, with the names a new account would take. */
export interface ProvidedIdentity extends SsoIdentity {
  givenName: string | null;
  familyName: string | null;
}

export type SsoOutcome = { ok: true; token: string } | { ok: false; failure: SsoFailure };

/** The provider's e-mail as Tiza keeps addresses, or null when it gave none (or nothing like one). */
function emailOf(identity: ProvidedIdentity): string | null {
  if (identity.email === null) return null;
  const email = checkEmail(identity.email);
  return email.ok ? email.val : null;
}

/**
 * The end every single sign-on shares (OIDC and SAML): the identity proved by the provider becomes an account
 * of the tenant by the domain's rule (linked subject, verified e-mail with the tenant's consent, or a new account),
 * the link is recorded, and a one-time hand-over token (a login link of a minute) is issued for the SPA's callback
 * page, which exchanges it for the same session a password opens (`POST /api/front/auth/login/{token}`).
 */
export async function signInWithIdentity(transaction: Transaction, tenant: TenantConfig, policy: SsoAccountPolicy, provided: ProvidedIdentity): Promise<SsoOutcome> {
  const identity = { ...provided, email: emailOf(provided) };
  return transaction(async (repos: Repositories) => {
    const linkedUser = (await repos.sso.linkedUser(tenant.id, identity.issuer, identity.subject)) ?? null;
    const byEmail = identity.email === null ? undefined : await repos.users.findByEmail(tenant.id, identity.email);
    const decision = decideSsoAccount(identity, { linkedUser, userWithEmail: byEmail?.guid ?? null }, policy);
    let userGuid: string;
    switch (decision.kind) {
      case 'refused':
        return { ok: false, failure: decision.reason };
      case 'signed-in':
      case 'link':
        userGuid = decision.user;
        break;
      case 'create': {
        const local = (identity.email ?? '').split('@')[0] ?? '';
        const created = await repos.accounts.createUser({
          tenantId: tenant.id,
          email: identity.email ?? '',
          passwordHash: null,
          role: decision.role,
          name: identity.givenName?.trim() || local,
          lastname: identity.familyName?.trim() ?? '',
          birthDate: null,
          language: null,
          status: 'active',
        });
        if (!created) return { ok: false, failure: 'unknown-user' };
        userGuid = created.guid;
        break;
      }
    }
    await repos.sso.link(tenant.id, identity, userGuid);
    const { token } = await repos.loginLinks.issue(userGuid, SSO_HANDOFF_TTL_MS);
    return { ok: true, token };
  });
}
