// Single sign-on (OIDC, SAML): which Tiza account an identity provider's user signs in as (ADR 0534).

/** How a tenant treats people its identity provider vouches for. */
export interface SsoAccountPolicy {
  /** A person with no account yet gets one (with `newAccountRole`); off: they are refused. */
  createAccounts: boolean;
  /** A first sign-in may take over an existing account of the same e-mail, if the provider says it is verified. */
  linkByEmail: boolean;
  /** The role of accounts made at a first sign-in: students unless the tenant says teachers. */
  newAccountRole: 'R01' | 'R02';
}

/** The safe defaults: nobody is created and nothing is linked unless the tenant's configuration says so. */
export const DEFAULT_SSO_ACCOUNT_POLICY: SsoAccountPolicy = { createAccounts: false, linkByEmail: false, newAccountRole: 'R01' };

/** What the provider said about the person (an OIDC ID token's claims, or a SAML assertion's attributes). */
export interface SsoIdentity {
  /** The provider (OIDC issuer, SAML entity id) and its stable subject for the person. */
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

/** What the store already holds for that identity. */
export interface SsoAccountFacts {
  /** The account this (tenant, issuer, subject) signed in as before, if any. */
  linkedUser: string | null;
  /** The account of the tenant with the identity's e-mail, if any (whatever the provider says of it). */
  userWithEmail: string | null;
}

export type SsoAccountDecision =
  | { kind: 'signed-in'; user: string }
  | { kind: 'link'; user: string }
  | { kind: 'create'; role: 'R01' | 'R02' }
  | { kind: 'refused'; reason: 'unknown-user' };

/**
 * The matching rule: the stable subject first (an e-mail changes, a subject does not); then, only with the tenant's
 * consent and a verified e-mail, the account of that e-mail; then a new account if the tenant makes them — never one
 * whose e-mail another account already holds (that would be a second account of the same person).
 */
export function decideSsoAccount(identity: SsoIdentity, facts: SsoAccountFacts, policy: SsoAccountPolicy): SsoAccountDecision {
  if (facts.linkedUser !== null) return { kind: 'signed-in', user: facts.linkedUser };
  if (facts.userWithEmail !== null) {
    if (policy.linkByEmail && identity.emailVerified) return { kind: 'link', user: facts.userWithEmail };
    return { kind: 'refused', reason: 'unknown-user' };
  }
  if (policy.createAccounts && identity.email !== null && identity.email !== '') return { kind: 'create', role: policy.newAccountRole };
  return { kind: 'refused', reason: 'unknown-user' };
}

/**
 * Why a single sign-on did not complete, as the callback's error page names it: a state unknown, used or expired
 * (a replay, a forged or stale callback), an ID token for another request (nonce), the provider's own refusal, a
 * person the tenant has no account for, or a provider that could not be reached or answered wrongly. SAML adds its
 * own (ADR 0550): an assertion unsigned or altered since it was signed, for another service provider (audience), sent
 * to another address (recipient), out of its validity window, or already used (replay).
 */
export const SSO_FAILURES = ['state', 'nonce', 'idp', 'unknown-user', 'provider', 'signature', 'audience', 'recipient', 'expired', 'replay'] as const;
export type SsoFailure = (typeof SSO_FAILURES)[number];

export function isSsoFailure(value: unknown): value is SsoFailure {
  return typeof value === 'string' && (SSO_FAILURES as readonly string[]).includes(value);
}
