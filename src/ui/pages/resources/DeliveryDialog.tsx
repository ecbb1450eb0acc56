import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@ui/components/DateInput';
import { object, string, boolean } from 'yup';
import { parseLocalDateTime } from '@domain/lessons/deliverDate';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { Resource } from '@application/resources/Resource';
import { Button } from '@ui/components/Button';
import { Field } from '@ui/components/Field';
import { FormDialog } from '@ui/app/FormDialog';
import { toInputValue } from '@ui/pages/resources/formatWallClock';

interface DeliveryValues {
  deliverAt: string;
  canDeliverLate: boolean;
}

// The domain decides what a wall-clock date is; an empty field means "no deadline".
const schema = object({
  deliverAt: string().test('local-date-time', 'invalid', (value) => value === undefined || value === '' || parseLocalDateTime(value).ok),
  canDeliverLate: boolean().required(),
});

/** Edits one resource's deliver date (school wall-clock time, `datetime-local`) and whether late hand-ins count. */
export function DeliveryDialog({
  resource,
  onSubmit,
  onClose,
}: {
  resource: Resource;
  onSubmit: (values: { deliverAt: string | null; canDeliverLate: boolean }) => Promise<Result<unknown, AppError>>;
  onClose: () => void;
}) {
  const { t } = useTranslation('resources');
  const dateId = useId();
  const lateId = useId();
  const initialValues: DeliveryValues = { deliverAt: toInputValue(resource.deliverAt), canDeliverLate: resource.canDeliverLate };

  const handleSubmit = (values: DeliveryValues) => {
    const parsed = values.deliverAt === '' ? null : parseLocalDateTime(values.deliverAt);
    return onSubmit({ deliverAt: parsed !== null && parsed.ok ? parsed.val : null, canDeliverLate: values.canDeliverLate });
  };

  return (
    <FormDialog<DeliveryValues>
      open
      title={t('delivery.title', { name: resource.name })}
      submitLabel={t('delivery.save')}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={handleSubmit}
      successToastKey="resources:delivery.saved"
      onClose={onClose}
    >
      {(form) => {
        const error = (form.submitCount > 0 || form.touched.deliverAt === true) && form.errors.deliverAt ? t('delivery.invalid') : undefined;
        return (
          <>
            <Field
              className={['tz-field', 'tz-textfield', error ? 'tz-textfield--invalid' : ''].filter(Boolean).join(' ')}
              htmlFor={dateId}
              label={t('delivery.date')}
              hint={t('delivery.dateHint')}
              hintId={`${dateId}-hint`}
              error={error}
              errorId={`${dateId}-error`}
            >
              <div className="tz-textfield__control">
                <DateInput
                  id={dateId}
                  name="deliverAt"
                  kind="datetime"
                  value={form.values.deliverAt}
                  onChange={(value) => void form.setFieldValue('deliverAt', value)}
                  onBlur={() => void form.setFieldTouched('deliverAt', true)}
                  invalid={Boolean(error)}
                  describedBy={`${dateId}-hint${error ? ` ${dateId}-error` : ''}`}
                />
              </div>
            </Field>
            {form.values.deliverAt !== '' ? (
              <div>
                <Button variant="ghost" size="sm" onClick={() => void form.setFieldValue('deliverAt', '')}>
                  {t('delivery.clear')}
                </Button>
              </div>
            ) : null}
            <span className="resources-checkbox">
              <input
                id={lateId}
                name="canDeliverLate"
                type="checkbox"
                checked={form.values.canDeliverLate}
                onChange={(event) => void form.setFieldValue('canDeliverLate', event.target.checked)}
              />
              <label htmlFor={lateId}>{t('delivery.late')}</label>
            </span>
          </>
        );
      }}
    </FormDialog>
  );
}
