// SAML 2.0 sign-in (ADR 0550, 0551): what a signed assertion must say before the person it names may sign in, and who that
// person is. The signature is the server's to check (a SAML library); the rest — the issuer, the audience, the
// validity window with its bounded clock skew, the bearer confirmation's recipient and request, the subject and the
// attributes — is this rule, so every way of reading an assertion decides the same.
import type { SsoFailure, SsoIdentity } from './ssoAccount';

/** Clocks of the identity provider and of this server may differ by this much, no more (two minutes). */
export const SAML_CLOCK_SKEW_MS = 2 * 60 * 1000;

/** A NameID of this format changes at every sign-in: it cannot be the stable subject an account is linked by. */
export const TRANSIENT_NAME_ID = 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient';
const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** Where an assertion's attributes are read when the tenant's configuration does not name them (common IdP names). */
export const DEFAULT_SAML_ATTRIBUTES = {
  email: ['email', 'mail', 'urn:oid:0.9.2342.19200300.100.1.3', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress'],
  givenName: ['givenName', 'given_name', 'urn:oid:2.5.4.42', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname'],
  familyName: ['sn', 'surname', 'family_name', 'urn:oid:2.5.4.4', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname'],
} as const;

/** The attribute names a tenant configures for its provider; `subject` absent: the NameID is the subject. */
export interface SamlAttributeNames {
  subject?: string;
  email?: string;
  givenName?: string;
  familyName?: string;
}

/** A bearer SubjectConfirmationData of the assertion (times as the XML says them: ISO 8601). */
export interface SamlBearerConfirmation {
  recipient: string | null;
  inResponseTo: string | null;
  notBefore: string | null;
  notOnOrAfter: string | null;
}

/** What a signed assertion says, as read from its verified XML. */
export interface SamlAssertionFacts {
  id: string;
  issuer: string | null;
  audiences: string[];
  notBefore: string | null;
  notOnOrAfter: string | null;
  nameId: string | null;
  nameIdFormat: string | null;
  attributes: Readonly<Record<string, string | readonly string[]>>;
  confirmations: SamlBearerConfirmation[];
}

/** What this service provider expects of the assertion. */
export interface SamlExpectation {
  /** The provider's entity id (TENANTS_FILE `idpIssuer`). */
  idpIssuer: string;
  /** This service provider's entity id: the audience. */
  audience: string;
  /** The assertion consumer service's address: the recipient. */
  recipient: string;
  attributes: SamlAttributeNames;
  /** Now, in milliseconds since the epoch. */
  now: number;
}

export interface AcceptedSamlAssertion {
  identity: SsoIdentity & { givenName: string | null; familyName: string | null };
  /** The id of the request this answers: it must be one this server sent and has not seen answered. */
  inResponseTo: string;
  /** Until when the assertion's id is kept to refuse a replay: past it, the assertion is refused as expired anyway. */
  keepUntil: number;
}

export type SamlAssertionCheck = { ok: true; value: AcceptedSamlAssertion } | { ok: false; failure: SsoFailure };

/** A time of the assertion in milliseconds; NaN when it is not a time. */
function instant(value: string): number {
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value) ? Date.parse(value) : Number.NaN;
}

type Window = 'current' | 'expired' | 'malformed';

/**
 * Whether `now` lies in [notBefore, notOnOrAfter), each end widened by the clock skew. A missing end is open; an end
 * that is not a time makes the window malformed.
 */
export function validityWindow(now: number, notBefore: string | null, notOnOrAfter: string | null, skewMs: number = SAML_CLOCK_SKEW_MS): Window {
  const from = notBefore === null ? Number.NEGATIVE_INFINITY : instant(notBefore);
  const until = notOnOrAfter === null ? Number.POSITIVE_INFINITY : instant(notOnOrAfter);
  if (Number.isNaN(from) || Number.isNaN(until)) return 'malformed';
  if (now + skewMs < from || now - skewMs >= until) return 'expired';
  return 'current';
}

function firstValue(value: string | readonly string[] | undefined): string | null {
  const first = typeof value === 'string' ? value : value?.[0];
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : null;
}

/** The first of `names` the assertion carries (the configured name alone when the tenant named one). */
function attribute(facts: SamlAssertionFacts, configured: string | undefined, defaults: readonly string[]): string | null {
  for (const name of configured === undefined ? defaults : [configured]) {
    const value = firstValue(facts.attributes[name]);
    if (value !== null) return value;
  }
  return null;
}

/**
 * An assertion is accepted when its issuer is the tenant's provider, this service provider is among its audiences,
 * its conditions are current (± the clock skew), and a bearer confirmation names this consumer service as recipient,
 * is current and answers a request; the subject is the configured attribute or a NameID that is not transient. The
 * e-mail counts as verified: the tenant's configured provider vouches for its directory (ADR 0551), and linking by
 * it still needs the tenant's `linkByEmail`.
 */
export function acceptSamlAssertion(facts: SamlAssertionFacts, expected: SamlExpectation): SamlAssertionCheck {
  if (facts.issuer !== expected.idpIssuer) return { ok: false, failure: 'provider' };
  if (!facts.audiences.includes(expected.audience)) return { ok: false, failure: 'audience' };
  const conditions = validityWindow(expected.now, facts.notBefore, facts.notOnOrAfter);
  if (conditions !== 'current') return { ok: false, failure: conditions === 'expired' ? 'expired' : 'provider' };
  const addressed = facts.confirmations.filter((confirmation) => confirmation.recipient === expected.recipient);
  if (addressed.length === 0) return { ok: false, failure: 'recipient' };
  // The Web Browser SSO profile: a bearer confirmation says until when it may be used.
  const current = addressed.find((confirmation) => confirmation.notOnOrAfter !== null && validityWindow(expected.now, confirmation.notBefore, confirmation.notOnOrAfter) === 'current');
  if (!current?.notOnOrAfter) return { ok: false, failure: 'expired' };
  if (current.inResponseTo === null || current.inResponseTo === '') return { ok: false, failure: 'state' };
  const subject = expected.attributes.subject === undefined ? (facts.nameIdFormat === TRANSIENT_NAME_ID ? null : firstValue(facts.nameId ?? undefined)) : attribute(facts, expected.attributes.subject, []);
  if (subject === null) return { ok: false, failure: 'provider' };
  const email = attribute(facts, expected.attributes.email, DEFAULT_SAML_ATTRIBUTES.email) ?? (expected.attributes.email === undefined && facts.nameIdFormat === EMAIL_NAME_ID ? firstValue(facts.nameId ?? undefined) : null);
  const ends = [instant(current.notOnOrAfter), facts.notOnOrAfter === null ? Number.NEGATIVE_INFINITY : instant(facts.notOnOrAfter)];
  return {
    ok: true,
    value: {
      identity: {
        issuer: expected.idpIssuer,
        subject,
        email,
        emailVerified: email !== null,
        givenName: attribute(facts, expected.attributes.givenName, DEFAULT_SAML_ATTRIBUTES.givenName),
        familyName: attribute(facts, expected.attributes.familyName, DEFAULT_SAML_ATTRIBUTES.familyName),
      },
      inResponseTo: current.inResponseTo,
      keepUntil: Math.max(...ends) + SAML_CLOCK_SKEW_MS,
    },
  };
}
