import { useId, useState, type ReactNode } from 'react';
import { Form, Formik, type FormikProps, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { FormRefusal } from '@application/gradebook/setupErrors';
import { ToastStore } from '@application/feedback/ToastStore';
import { useService } from '@ui/app/ContainerContext';
import { Alert } from '@ui/components/Alert';
import { Dialog, DialogActions } from '@ui/components/Dialog';
import { setupErrorMessage } from '@ui/pages/gradebook/setup/setupText';

/** What a field shows: the form's own check once touched or submitted, else the server's refusal while the value is the one refused. */
export type FieldErrorOf<V> = (name: keyof V & string) => string | undefined;

/**
 * The server's last refusal of a form, spread over its fields (`formRefusal`): a field shows it while its value is
 * still the one refused, and the form's own check (once touched or submitted) comes first. What is left of the
 * refusal is `refused.general`, for the form's alert.
 */
export function useFieldRefusal<V extends FormikValues>() {
  const [refused, setRefused] = useState<(FormRefusal<keyof V & string> & { values: V }) | undefined>(undefined);
  const errorOf =
    (form: FormikProps<V>): FieldErrorOf<V> =>
    (name) => {
      const own = form.errors[name];
      if (typeof own === 'string' && (form.submitCount > 0 || form.touched[name] === true)) return own;
      return refused !== undefined && refused.values[name] === form.values[name] ? refused.fields[name] : undefined;
    };
  const refuse = (refusal: FormRefusal<keyof V & string>, values: V) => setRefused({ ...refusal, values });
  const clear = () => setRefused(undefined);
  return { refused, refuse, clear, errorOf };
}

interface SetupFormDialogProps<V extends FormikValues, T> {
  open: boolean;
  title: string;
  submitLabel: string;
  initialValues: V;
  validationSchema: AnyObjectSchema;
  /** One store action; a refusal stays in the dialog with the values typed. */
  onSubmit: (values: V) => Promise<Result<T, AppError>>;
  /** The refusal spread over the form's fields. */
  refusal: (error: AppError) => FormRefusal<keyof V & string>;
  successToastKey: string;
  onSaved: (saved: T) => void;
  onClose: () => void;
  /** Shown above the fields (what the form is about). */
  intro?: ReactNode;
  children: (form: FormikProps<V>, errorOf: FieldErrorOf<V>) => ReactNode;
}

/**
 * A form in a modal dialog (like the app's FormDialog) whose server refusals go back onto the fields they name: the
 * user's typing stays, the error shows under its field until that value changes, and the rest is announced above.
 */
export function SetupFormDialog<V extends FormikValues, T>({ open, title, submitLabel, initialValues, validationSchema, onSubmit, refusal, successToastKey, onSaved, onClose, intro, children }: SetupFormDialogProps<V, T>) {
  const { t } = useTranslation('gradebookSetup');
  const toasts = useService(ToastStore);
  const formId = useId();
  const { refused, refuse, clear, errorOf: fieldErrors } = useFieldRefusal<V>();
  const general = refused?.general;

  const handleSubmit = async (values: V) => {
    const result = await onSubmit(values);
    if (result.err) {
      refuse(refusal(result.val), values);
      return;
    }
    clear();
    toasts.show(successToastKey, 'success');
    onSaved(result.val);
    onClose();
  };

  return (
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={handleSubmit}>
      {(form) => {
        const errorOf = fieldErrors(form);
        const fieldsRefused = refused !== undefined && Object.keys(refused.fields).length > 0;
        return (
          <Dialog
            open={open}
            title={title}
            onClose={onClose}
            actions={<DialogActions confirmLabel={submitLabel} form={formId} busy={form.isSubmitting} disabled={form.isSubmitting} onCancel={onClose} />}
          >
            <Form id={formId} noValidate className="dialog-form setup-form">
              {intro}
              {general ? <Alert tone="error">{setupErrorMessage(t, general)}</Alert> : null}
              {!general && fieldsRefused ? <Alert tone="error">{t('form.checkFields')}</Alert> : null}
              {children(form, errorOf)}
            </Form>
          </Dialog>
        );
      }}
    </Formik>
  );
}
