import * as yup from 'yup';
import { checkEmail } from '@domain/identity/email';
import { checkPassword, checkPasswordsMatch } from '@domain/identity/password';

// The schemas only ask the domain: the rules live once, in src/domain/identity. Messages are domain codes.

const email = () =>
  yup
    .string()
    .default('')
    .test('email', (value, context) => {
      const checked = checkEmail(value ?? '');
      return checked.ok || context.createError({ message: checked.val.code });
    });

export const recoverSchema = yup.object({ email: email() });

export function resetSchema(minLength: number) {
  return yup.object({
    password: yup
      .string()
      .default('')
      .test('password', (value, context) => {
        const checked = checkPassword(value ?? '', minLength);
        return checked.ok || context.createError({ message: checked.val.code });
      }),
    confirmation: yup
      .string()
      .default('')
      .test('match', (value, context) => {
        const parent = context.parent as { password?: string };
        const matched = checkPasswordsMatch(parent.password ?? '', value ?? '');
        return matched.ok || context.createError({ message: matched.val.code });
      }),
  });
}
