import { checkEmail } from '@domain/identity/email';

// The login form's rules, shared by the app's form (loginForm.ts) and the login page's own script (src/login.ts,
// ADR 0545), so both check the same way.

export type LoginField = 'email' | 'password';
export type LoginValues = Record<LoginField, string>;

/** Login accepts any non-empty password: a shorter minimum may have applied when it was set. Values: `validation:` codes. */
export function loginErrors(values: LoginValues): Partial<Record<LoginField, string>> {
  const email = checkEmail(values.email);
  return {
    ...(email.err ? { email: email.val.code } : {}),
    ...(values.password === '' ? { password: 'password.required' } : {}),
  };
}

/**
 * What the login page's script leaves on the prerendered form for the app that mounts over it (dataset keys):
 * `submitted` once the user tried to submit, `failure` the AppError (JSON) signing in answered.
 */
export const HANDOVER = { submitted: 'submitted', failure: 'failure' } as const;
