import type { FormikProps } from 'formik';
import type { TFunction } from 'i18next';

/**
 * Wires one formik field to a design-system TextField: value, change, blur, and the translated error.
 * A typed value is checked when the user leaves the field; an empty one only once they try to submit,
 * so moving past a field (or clicking a link below it) never pops up "required" and shifts the page.
 * Validation messages are domain codes (e.g. `email.invalid`).
 */
export function formikField<V extends Record<string, string>>(
  form: FormikProps<V>,
  name: keyof V & string,
  t: TFunction,
  params: Record<string, unknown> = {},
) {
  const value = form.values[name] ?? '';
  const shown = form.submitCount > 0 || (form.touched[name] === true && value !== '');
  const error = shown ? form.errors[name] : undefined;
  return {
    id: name,
    name,
    value,
    onChange: (value: string) => void form.setFieldValue(name, value),
    onBlur: () => void form.setFieldTouched(name, true),
    error: typeof error === 'string' ? t(`validation:${error}`, { ...params, defaultValue: t('validation:generic') }) : undefined,
  };
}
