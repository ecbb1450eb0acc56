import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import { TextField } from '@ui/components/TextField';
import { FormDialog } from '@ui/app/FormDialog';

export const NAME_MAX = 200;

const nameSchema = yup.object({
  name: yup.string().trim().required('name.required').max(NAME_MAX, 'name.tooLong'),
});

interface NameDialogProps {
  open: boolean;
  title: string;
  label: string;
  submitLabel: string;
  initialName?: string;
  onSubmit: (name: string) => Promise<Result<unknown, AppError>>;
  successToastKey: string;
  onClose: () => void;
}

/** Create or rename a unit or a lesson: one required name. */
export function NameDialog({ open, title, label, submitLabel, initialName = '', onSubmit, successToastKey, onClose }: NameDialogProps) {
  const { t } = useTranslation('lesson');
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      initialValues={{ name: initialName }}
      validationSchema={nameSchema}
      onSubmit={(values) => onSubmit(values.name.trim())}
      successToastKey={successToastKey}
      onClose={onClose}
    >
      {(form) => {
        const error = form.submitCount > 0 || form.touched.name === true ? form.errors.name : undefined;
        return (
          <TextField
            id="name"
            name="name"
            label={label}
            value={form.values.name}
            onChange={(value) => void form.setFieldValue('name', value)}
            onBlur={() => void form.setFieldTouched('name', true)}
            error={error ? t(`validation.${error}`, { max: NAME_MAX }) : undefined}
            maxLength={NAME_MAX}
            required
            autoFocus
          />
        );
      }}
    </FormDialog>
  );
}
