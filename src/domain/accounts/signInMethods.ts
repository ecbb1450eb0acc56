// The ways a person signs in, as their profile lists them, and when a link to an identity provider may go (ADR 0533).
import { Err, Ok, type Result } from '@domain/shared/result';

/** What decides whether a link to an identity provider may go. */
export interface SignInMethodFacts {
  /** The account has a password of its own. */
  hasPassword: boolean;
  /** The tenant signs people in with a password at all (a password the tenant does not take opens nothing). */
  tenantTakesPasswords: boolean;
  /** The account's links to identity providers, this one included. */
  links: number;
}

export type UnlinkRefusal = 'sign-in.last-method';

/**
 * A link may go only while another way in remains: a password the tenant takes, or another provider's link. Nobody
 * locks themselves out from their own profile; the helpdesk's login link is for emergencies, not a way of life.
 */
export function mayUnlink(facts: SignInMethodFacts): Result<true, UnlinkRefusal> {
  const passwordRemains = facts.hasPassword && facts.tenantTakesPasswords;
  return passwordRemains || facts.links > 1 ? Ok(true) : Err('sign-in.last-method');
}
