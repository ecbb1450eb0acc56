import { useId, useState, type ReactNode } from 'react';
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import { ToastStore } from '@application/feedback/ToastStore';
import { Alert } from '@ui/components/Alert';
import { Dialog, DialogActions } from '@ui/components/Dialog';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';

interface FormDialogProps<V extends FormikValues> {
  open: boolean;
  title: string;
  submitLabel: string;
  initialValues: V;
  validationSchema: AnyObjectSchema;
  /** One store action; a failure stays in the dialog (values kept), a success closes it. */
  onSubmit: (values: V) => Promise<Result<unknown, AppError>>;
  /** Translation key of the toast shown after success. */
  successToastKey: string;
  onClose: () => void;
  /**
   * The fields a refusal names (the server's details, as domain codes): shown under those fields, where the user
   * corrects them, instead of above the form. Those it does not name go above the form as usual.
   */
  fieldErrors?: (error: AppError) => Partial<Record<keyof V & string, string>>;
  children: (form: FormikProps<V>) => ReactNode;
}

/** A form in a modal dialog: fields from `children`, submit and cancel actions, the server's error announced. */
export function FormDialog<V extends FormikValues>({ open, title, submitLabel, initialValues, validationSchema, onSubmit, successToastKey, onClose, fieldErrors, children }: FormDialogProps<V>) {
  const { t } = useTranslation();
  const toasts = useService(ToastStore);
  const formId = useId();
  const [error, setError] = useState<AppError | undefined>(undefined);

  const handleSubmit = async (values: V, helpers: FormikHelpers<V>) => {
    const result = await onSubmit(values);
    if (result.err) {
      const onFields = fieldErrors?.(result.val) ?? {};
      if (Object.keys(onFields).length > 0) {
        helpers.setErrors(onFields as Parameters<typeof helpers.setErrors>[0]);
        setError(undefined);
      } else {
        setError(result.val);
      }
      return;
    }
    setError(undefined);
    toasts.show(successToastKey, 'success');
    onClose();
  };

  return (
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={handleSubmit}>
      {(form) => (
        <Dialog
          open={open}
          title={title}
          onClose={onClose}
          actions={<DialogActions confirmLabel={submitLabel} form={formId} busy={form.isSubmitting} disabled={form.isSubmitting} onCancel={onClose} />}
        >
          <Form id={formId} noValidate className="dialog-form">
            {error && <Alert tone="error">{errorMessage(t, error)}</Alert>}
            {children(form)}
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}
