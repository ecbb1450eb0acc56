import * as yup from 'yup';
import { checkPersonName } from '@domain/accounts/signup';
import { checkPasswordChange } from '@domain/identity/profile';
import type { AppError } from '@application/shared/AppError';

// The profile forms only ask the domain: the rules live once, in src/domain. Messages are domain codes.

export type NameValues = {
  name: string;
  lastname: string;
};

export type PasswordValues = {
  current: string;
  next: string;
  repeat: string;
};

const nameRule = yup
  .string()
  .default('')
  .test('domain', (value, context) => {
    const checked = checkPersonName(value ?? '');
    return checked.ok || context.createError({ message: checked.val.code });
  });

export const nameSchema = yup.object({ name: nameRule, lastname: nameRule });

/** Each field shows the first issue the domain finds that is its own. */
export function passwordSchema(minLength: number) {
  const field = (name: keyof PasswordValues) =>
    yup
      .string()
      .default('')
      .test('domain', (_value, context) => {
        const checked = checkPasswordChange(context.parent as PasswordValues, minLength);
        return checked.ok || checked.val.field !== name || context.createError({ message: checked.val.code });
      });
  return yup.object({ current: field('current'), next: field('next'), repeat: field('repeat') });
}

/** The server's refusals under the fields they name: each detail whose path is in `fields` becomes that field's error. */
function fieldErrorsOf<F extends string>(error: AppError, fields: Record<string, F>): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const detail of error.details ?? []) {
    const field = fields[detail.path];
    if (field !== undefined) errors[field] = detail.message;
  }
  return errors;
}

/** A password change's refusals: `/current_password` and `/new_password`. */
export const passwordFieldErrors = (error: AppError) => fieldErrorsOf<keyof PasswordValues>(error, { '/current_password': 'current', '/new_password': 'next' });

/** A name's refusals: `/name` and `/lastname`. */
export const nameFieldErrors = (error: AppError) => fieldErrorsOf<keyof NameValues>(error, { '/name': 'name', '/lastname': 'lastname' });
