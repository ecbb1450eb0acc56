import * as yup from 'yup';
import { Ok, type Result } from '@domain/shared/result';
import { checkBirthDate, checkEmailsMatch, checkGuardianEmail, checkPersonName } from '@domain/accounts/signup';
import { checkEmail } from '@domain/identity/email';
import { checkPassword, checkPasswordsMatch } from '@domain/identity/password';

// The account step's schema only asks the domain: the rules live once, in src/domain. Messages are domain codes.

type Checked = Result<unknown, { code: string }>;
type Values = Record<string, string | undefined>;

function rule(check: (value: string, values: Values) => Checked) {
  return yup
    .string()
    .default('')
    .test('domain', (value, context) => {
      const checked = check(value ?? '', context.parent as Values);
      return checked.ok || context.createError({ message: checked.val.code });
    });
}

/** Name, email twice, password twice, date of birth and — for a child below the consent age — a guardian's email. */
export function accountSchema(options: { passwordMinLength: number; today: string; guardianNeeded: (birthDate: string) => boolean }) {
  return yup.object({
    name: rule((v) => checkPersonName(v)),
    lastname: rule((v) => checkPersonName(v)),
    email: rule((v) => checkEmail(v)),
    emailConfirmation: rule((v, all) => {
      const typed = checkEmail(v);
      return typed.err ? typed : checkEmailsMatch(all.email ?? '', v);
    }),
    password: rule((v) => checkPassword(v, options.passwordMinLength)),
    passwordConfirmation: rule((v, all) => checkPasswordsMatch(all.password ?? '', v)),
    birthDate: rule((v) => checkBirthDate(v, options.today)),
    guardianEmail: rule((v, all) => {
      if (!options.guardianNeeded(all.birthDate ?? '')) return Ok(v);
      const typed = checkEmail(v);
      if (typed.err) return typed.val.code === 'email.required' ? checkGuardianEmail('', all.email ?? '') : typed;
      return checkGuardianEmail(typed.val, all.email ?? '');
    }),
  });
}
