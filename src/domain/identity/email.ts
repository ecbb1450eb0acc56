import { Err, Ok, type Result } from '../shared/result';

export type EmailError = { code: 'email.required' } | { code: 'email.invalid' };

// Spec §5: letters, digits, dot, underscore, plus or hyphen; @; a domain; an ending of 2 to 6 letters.
const EMAIL_PATTERN = /^[A-Za-z0-9._+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,6}$/;

/** The form in which emails are stored and compared: trimmed, lower-cased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Checks an email address after trimming; returns its normalised form. */
export function checkEmail(value: string): Result<string, EmailError> {
  const email = normaliseEmail(value);
  if (email === '') return Err({ code: 'email.required' });
  if (!EMAIL_PATTERN.test(email)) return Err({ code: 'email.invalid' });
  return Ok(email);
}
