import { useState } from 'react';
import type { TFunction } from 'i18next';
import { loginErrors, type LoginField, type LoginValues } from '@ui/pages/auth/loginRules';

// The login form without formik and yup: the first screen's bundle stays small (ADR 0480). The rules are the domain's,
// the behaviour the one formikField gives every other form: a typed value is checked when the user leaves the field,
// an empty one only once they try to submit; messages are domain codes translated from `validation:`.

type Values = LoginValues;
type Name = LoginField;

/**
 * The login form's values, touched fields and submit attempts; `submit` calls `onValid` only with valid values.
 * `initial`: what was typed into the prerendered form before the app mounted (ADR 0480), and whether the login page's
 * script had already been asked to submit it (ADR 0545).
 */
export function useLoginForm(t: TFunction, onValid: (values: Values) => Promise<void>, initial?: Values & { submitted?: boolean }) {
  const [values, setValues] = useState<Values>(() => ({ email: initial?.email ?? '', password: initial?.password ?? '' }));
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
  const [submitted, setSubmitted] = useState(initial?.submitted ?? false);
  const errors = loginErrors(values);

  const field = (name: Name) => {
    const value = values[name];
    const error = submitted || (touched[name] === true && value !== '') ? errors[name] : undefined;
    return {
      id: name,
      name,
      value,
      onChange: (next: string) => setValues((current) => ({ ...current, [name]: next })),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      error: error === undefined ? undefined : t(`validation:${error}`, { defaultValue: t('validation:generic') }),
    };
  };

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(loginErrors(values)).length === 0) await onValid(values);
  };

  return { field, submit };
}
