import { Err, Ok, type Result } from '../shared/result';

/** The spec leaves the minimum as a parameter; this is Tiza's default (tenants may raise it). */
export const DEFAULT_PASSWORD_MIN_LENGTH = 8;

export type PasswordError = { code: 'password.required' } | { code: 'password.too-short'; min: number };

/** Length counts Unicode code points, so an accented letter counts once. */
export function checkPassword(value: string, minLength: number = DEFAULT_PASSWORD_MIN_LENGTH): Result<string, PasswordError> {
  if (value === '') return Err({ code: 'password.required' });
  if ([...value].length < minLength) return Err({ code: 'password.too-short', min: minLength });
  return Ok(value);
}

export type MatchError = { code: 'password.mismatch' };

export function checkPasswordsMatch(first: string, second: string): Result<void, MatchError> {
  return first === second ? Ok(undefined) : Err({ code: 'password.mismatch' });
}
