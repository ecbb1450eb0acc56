import type { FormikProps } from 'formik';
import type { TFunction } from 'i18next';

/**
 * Wires one formik field to a design-system TextField: value, change, blur, and the translated error
 * once the field has been touched. Validation messages are domain codes (e.g. `email.invalid`).
 */
export function formikField<V extends Record<string, string>>(
  form: FormikProps<V>,
  name: keyof V & string,
  t: TFunction,
  params: Record<string, unknown> = {},
) {
  const error = form.touched[name] ? form.errors[name] : undefined;
  return {
    id: name,
    name,
    value: form.values[name] ?? '',
    onChange: (value: string) => void form.setFieldValue(name, value),
    onBlur: () => void form.setFieldTouched(name, true),
    error: typeof error === 'string' ? t(`validation:${error}`, { ...params, defaultValue: t('validation:generic') }) : undefined,
  };
}
