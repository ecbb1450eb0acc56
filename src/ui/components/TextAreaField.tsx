import type { ChangeEvent, Ref } from 'react';
import { Field } from '@ui/components/Field';
import './TextField.css';

export interface TextAreaFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  required?: boolean;
  readOnly?: boolean;
  rows?: number;
  maxLength?: number;
  /** Extra ids for aria-describedby (e.g. a live word count). */
  describedBy?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box with hint and announced error (the TextField look); `textareaClassName` sizes the box. */
export function TextAreaField({ id, label, value, onChange, onBlur, error, hint, required = false, readOnly = false, rows, maxLength, describedBy, textareaRef, textareaClassName }: TextAreaFieldProps & { textareaClassName: string }) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field className={`tz-field${error ? ' tz-textfield--invalid' : ''}`} htmlFor={id} label={label} required={required} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <div className="tz-textfield__control">
        <textarea
          ref={textareaRef}
          id={id}
          className={`tz-textfield__input ${textareaClassName}`}
          value={value}
          rows={rows}
          maxLength={maxLength}
          readOnly={readOnly}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? hintId : '', errorId, describedBy ?? ''].filter(Boolean).join(' ')}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
    </Field>
  );
}
