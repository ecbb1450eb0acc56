import { Err, Ok, type Result } from '../shared/result';
import type { SignupProfile } from './signup';

/**
 * A licence code as printed on a card: 12 letters and digits in groups of four (`TIZA-MATE-2ESO`). People type it in
 * any case, with or without the dashes or with spaces; it is compared in this one form.
 */
export function normaliseLicenceCode(value: string): string {
  const bare = value.toUpperCase().replace(/[\s-]+/g, '');
  return bare.length === 12 ? `${bare.slice(0, 4)}-${bare.slice(4, 8)}-${bare.slice(8)}` : bare;
}

const CODE_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

export type LicenceCodeError =
  | { code: 'licence.required' }
  | { code: 'licence.invalid' }
  | { code: 'licence.already-added' }
  | { code: 'licence.other-profile'; profile: SignupProfile }
  | { code: 'licence.no-seats' }
  | { code: 'licence.expired' };

/** The shape of a code, before anyone asks whether it exists. */
export function checkLicenceCodeFormat(value: string): Result<string, LicenceCodeError> {
  if (value.trim() === '') return Err({ code: 'licence.required' });
  const code = normaliseLicenceCode(value);
  return CODE_PATTERN.test(code) ? Ok(code) : Err({ code: 'licence.invalid' });
}

/** What the store of codes knows about one code (nothing when there is no such code in the tenant). */
export interface LicenceCodeFacts {
  /** The profile the licence is sold for: a student's licence does not open a teacher's account. */
  profile: SignupProfile;
  /** How many people may redeem it; 1 is a single-use card, more a school's class pack. */
  seats: number;
  /** How many have. */
  redeemed: number;
  /** The last day the code can be redeemed, `YYYY-MM-DD` (null: no end). */
  redeemableUntil: string | null;
}

/**
 * Whether `profile` may add this code now (spec §5): it exists, it is not already among `added` (the codes typed in this
 * sign-up or held by the user), it is for this profile, a seat is left, and it has not ended.
 */
export function checkLicenceRedeemable(
  code: string,
  facts: LicenceCodeFacts | undefined,
  context: { profile: SignupProfile; added: readonly string[]; today: string },
): Result<string, LicenceCodeError> {
  const format = checkLicenceCodeFormat(code);
  if (format.err) return format;
  if (context.added.some((other) => normaliseLicenceCode(other) === format.val)) return Err({ code: 'licence.already-added' });
  if (!facts) return Err({ code: 'licence.invalid' });
  if (facts.profile !== context.profile) return Err({ code: 'licence.other-profile', profile: facts.profile });
  if (facts.redeemableUntil !== null && context.today > facts.redeemableUntil) return Err({ code: 'licence.expired' });
  if (facts.redeemed >= facts.seats) return Err({ code: 'licence.no-seats' });
  return Ok(format.val);
}

/** A licence runs `days` from the day it is redeemed: the last day it grants its title (inclusive). */
export function licenceEndsOn(redeemedOn: string, days: number): string {
  const [year, month, day] = redeemedOn.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year, month - 1, day + days - 1));
  return end.toISOString().slice(0, 10);
}

/** A licence grants its title through its last day. */
export function isLicenceActive(endsOn: string, today: string): boolean {
  return today <= endsOn;
}
