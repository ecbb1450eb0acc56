import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@ui/components/FieldError';

interface FieldProps {
  className: string;
  /** The control's id: the label points at it. */
  htmlFor: string;
  label: string;
  hideLabel?: boolean;
  required?: boolean;
  hint?: string;
  hintId: string;
  error?: string;
  errorId: string;
  /** The control itself, with aria-describedby naming hintId and errorId. */
  children: ReactNode;
}

/** The frame every form control shares: a visible label with the required asterisk, the control, a hint and the error. */
export function Field({ className, htmlFor, label, hideLabel = false, required = false, hint, hintId, error, errorId, children }: FieldProps) {
  const { t } = useTranslation('components');
  return (
    <div className={className}>
      <label className={hideLabel ? 'visually-hidden' : 'tz-field__label'} htmlFor={htmlFor}>
        {label}
        {required ? (
          <span className="tz-field__required" aria-hidden="true" title={t('textField.required')}>
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p className="tz-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
