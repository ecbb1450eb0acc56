import { Err, Ok, type Result } from '../shared/result';
import type { TenantConfig } from '../tenancy/tenant';
import { checkPassword, checkPasswordsMatch, type MatchError, type PasswordError } from './password';

export interface PasswordChange {
  current: string;
  next: string;
  repeat: string;
}

export type PasswordChangeError =
  | { code: 'password.current-required'; field: 'current' }
  | (PasswordError & { field: 'next' })
  | { code: 'password.same-as-current'; field: 'next' }
  | (MatchError & { field: 'repeat' });

/**
 * A password change as typed: the current password (the server checks it is right), a new one that meets the
 * tenant's minimum and differs from the current one, and the new one again, exactly. The first issue found is the
 * answer, with the field it belongs to.
 */
export function checkPasswordChange(change: PasswordChange, minLength: number): Result<string, PasswordChangeError> {
  if (change.current === '') return Err({ code: 'password.current-required', field: 'current' });
  const next = checkPassword(change.next, minLength);
  if (!next.ok) return Err({ ...next.val, field: 'next' });
  if (change.next === change.current) return Err({ code: 'password.same-as-current', field: 'next' });
  const match = checkPasswordsMatch(change.next, change.repeat);
  if (!match.ok) return Err({ ...match.val, field: 'repeat' });
  return Ok(change.next);
}

/** What of their profile a signed-in user may change in this tenant (spec §1's `editProfile` and avatar flags). */
export interface ProfileAbilities {
  editName: boolean;
  changeAvatar: boolean;
  changePassword: boolean;
}

/**
 * The tenant decides: names with `editProfile`, the picture with `avatarChange`, the password wherever people sign in
 * with one (a tenant that signs in only through its identity provider keeps passwords there).
 */
export function profileAbilities(tenant: Pick<TenantConfig, 'flags' | 'loginMethods'>): ProfileAbilities {
  return {
    editName: tenant.flags.editProfile,
    changeAvatar: tenant.flags.avatarChange,
    changePassword: tenant.loginMethods.includes('password'),
  };
}

/** An uploaded avatar is a square picture of this many pixels a side (the client crops and scales it). */
export const AVATAR_PIXELS = 256;
/** The most an avatar may weigh once cropped: a 256-pixel JPEG or WebP is far below it. */
export const AVATAR_MAX_BYTES = 200_000;
