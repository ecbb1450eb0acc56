import { Err, Ok, type Result } from '../shared/result';

/** Who signs up: the licence a person holds is for one of these (spec §5 "licence for another profile"). */
export const SIGNUP_PROFILES = ['student', 'teacher'] as const;
export type SignupProfile = (typeof SIGNUP_PROFILES)[number];

export function isSignupProfile(value: unknown): value is SignupProfile {
  return typeof value === 'string' && (SIGNUP_PROFILES as readonly string[]).includes(value);
}

/**
 * The age below which a child needs a parent's or guardian's consent to open an account (GDPR art. 8 as each country
 * set it): Spain 14, Portugal 13, 16 where a country said nothing. A tenant may configure its own (ADR 0530).
 */
export const DEFAULT_DIGITAL_CONSENT_AGE = 16;
export const MIN_DIGITAL_CONSENT_AGE = 13;
export const MAX_DIGITAL_CONSENT_AGE = 16;

/** Nobody younger than this signs up on their own, even with consent: a young child's account is made by the school. */
export const MIN_SIGNUP_AGE = 6;

export type BirthDateError = { code: 'birth-date.required' } | { code: 'birth-date.invalid' } | { code: 'birth-date.in-future' } | { code: 'birth-date.too-young'; min: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD` that exists (no 31 February). */
function parseDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) return undefined;
  return { year, month, day };
}

/** Whole years between a birth date and `today` (both `YYYY-MM-DD`): a birthday counts from its day. */
export function ageOn(birthDate: string, today: string): number | undefined {
  const birth = parseDate(birthDate);
  const now = parseDate(today);
  if (!birth || !now) return undefined;
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}

/** A date of birth a person could sign up with today: it exists, it is not in the future, they are old enough. */
export function checkBirthDate(value: string, today: string): Result<string, BirthDateError> {
  const trimmed = value.trim();
  if (trimmed === '') return Err({ code: 'birth-date.required' });
  const age = ageOn(trimmed, today);
  if (age === undefined) return Err({ code: 'birth-date.invalid' });
  if (trimmed > today) return Err({ code: 'birth-date.in-future' });
  if (age < MIN_SIGNUP_AGE) return Err({ code: 'birth-date.too-young', min: MIN_SIGNUP_AGE });
  return Ok(trimmed);
}

/** A consent age a tenant may set: 13 to 16 (the range GDPR art. 8 allows). */
export function consentAgeOrDefault(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_DIGITAL_CONSENT_AGE && value <= MAX_DIGITAL_CONSENT_AGE ? value : DEFAULT_DIGITAL_CONSENT_AGE;
}

/** Below the tenant's age of digital consent, the account waits for a parent or guardian (spec §5). */
export function needsGuardianConsent(birthDate: string, today: string, consentAge: number): boolean {
  const age = ageOn(birthDate, today);
  return age === undefined || age < consentAgeOrDefault(consentAge);
}

export type GuardianEmailError = { code: 'guardian.required' } | { code: 'guardian.same-as-child' };

/** The guardian's address (already checked as an email) is someone else's than the child's. */
export function checkGuardianEmail(guardian: string, child: string): Result<string, GuardianEmailError> {
  const email = guardian.trim().toLowerCase();
  if (email === '') return Err({ code: 'guardian.required' });
  if (email === child.trim().toLowerCase()) return Err({ code: 'guardian.same-as-child' });
  return Ok(email);
}

export type EmailMatchError = { code: 'email.mismatch' };

/** The email typed twice must be the same address (case and surrounding spaces aside: emails are stored that way). */
export function checkEmailsMatch(first: string, second: string): Result<void, EmailMatchError> {
  return first.trim().toLowerCase() === second.trim().toLowerCase() ? Ok(undefined) : Err({ code: 'email.mismatch' });
}

export type NameError = { code: 'name.required' } | { code: 'name.too-long'; max: number };
export const NAME_MAX_LENGTH = 80;

/** A first name or surname: something typed, at most 80 characters, inner spaces kept. */
export function checkPersonName(value: string): Result<string, NameError> {
  const name = value.trim().replace(/\s+/g, ' ');
  if (name === '') return Err({ code: 'name.required' });
  if ([...name].length > NAME_MAX_LENGTH) return Err({ code: 'name.too-long', max: NAME_MAX_LENGTH });
  return Ok(name);
}

/** The steps of sign-up, in order (spec §2: account, licences, classrooms, then authorization for minors). */
export const SIGNUP_STEPS = ['profile', 'account', 'licences', 'classrooms', 'done'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];
