import { useEffect, useState, type ChangeEvent, type Ref } from 'react';
import { Field } from '@ui/components/Field';
import { TextField } from '@ui/components/TextField';
import '@ui/components/TextField.css';
import '@ui/questions/questions.css';

interface TextAreaFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
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

/** A labelled multi-line text box with hint and announced error (the TextField look). */
export function TextAreaField({ id, label, value, onChange, error, hint, required = false, readOnly = false, rows = 4, maxLength, describedBy, textareaRef }: TextAreaFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field className={`tz-field${error ? ' tz-textfield--invalid' : ''}`} htmlFor={id} label={label} required={required} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <div className="tz-textfield__control">
        <textarea
          ref={textareaRef}
          id={id}
          className="tz-textfield__input tz-q-textarea"
          value={value}
          rows={rows}
          maxLength={maxLength}
          readOnly={readOnly}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? hintId : '', errorId, describedBy ?? ''].filter(Boolean).join(' ')}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        />
      </div>
    </Field>
  );
}

interface CheckboxFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  disabled?: boolean;
}

export function CheckboxField({ id, label, checked, onChange, hint, disabled = false }: CheckboxFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="tz-q-check">
      <input id={id} type="checkbox" checked={checked} disabled={disabled} aria-describedby={hint ? hintId : undefined} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="tz-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  value: number | null;
  /** null when the box is emptied (only reported when `allowEmpty`). */
  onChange: (value: number | null) => void;
  allowEmpty?: boolean;
  error?: string;
  hint?: string;
  className?: string;
}

function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** A number box that keeps what is being typed ("12," or "") and reports numbers (or null when empty). */
export function NumberField({ id, label, value, onChange, allowEmpty = false, error, hint, className }: NumberFieldProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => {
    setText((current) => (parseNumber(current) === value ? current : value === null ? '' : String(value)));
  }, [value]);
  const handleChange = (next: string) => {
    setText(next);
    const parsed = parseNumber(next);
    if (parsed !== null || (allowEmpty && next.trim() === '')) onChange(parsed);
  };
  return <TextField id={id} name={id} type="number" label={label} value={text} onChange={handleChange} error={error} hint={hint} className={className} />;
}
