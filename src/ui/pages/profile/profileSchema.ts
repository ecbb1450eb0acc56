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

/** The server's refusals of a password change, under the fields they name (`/current_password`, `/new_password`). */
export function passwordFieldErrors(error: AppError): Partial<Record<keyof PasswordValues, string>> {
  const fields: Partial<Record<keyof PasswordValues, string>> = {};
  for (const detail of error.details ?? []) {
    if (detail.path === '/current_password') fields.current = detail.message;
    if (detail.path === '/new_password') fields.next = detail.message;
  }
  return fields;
}

/** The server's refusals of a name, under the fields they name. */
export function nameFieldErrors(error: AppError): Partial<Record<keyof NameValues, string>> {
  const fields: Partial<Record<keyof NameValues, string>> = {};
  for (const detail of error.details ?? []) {
    if (detail.path === '/name') fields.name = detail.message;
    if (detail.path === '/lastname') fields.lastname = detail.message;
  }
  return fields;
}
