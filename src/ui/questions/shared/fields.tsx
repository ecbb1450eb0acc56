import { useEffect, useState } from 'react';
import { CheckboxField as SharedCheckboxField, type CheckboxFieldProps } from '@ui/components/CheckboxField';
import { TextAreaField as SharedTextAreaField, type TextAreaFieldProps } from '@ui/components/TextAreaField';
import { TextField } from '@ui/components/TextField';
import '@ui/components/TextField.css';
import '@ui/questions/questions.css';

/** A question editor's multi-line text box. */
export function TextAreaField({ rows = 4, ...props }: Omit<TextAreaFieldProps, 'onBlur'>) {
  return <SharedTextAreaField textareaClassName="tz-q-textarea" rows={rows} {...props} />;
}

/** A question editor's checkbox (shuffle, case sensitive, accepted kinds). */
export function CheckboxField(props: CheckboxFieldProps) {
  return <SharedCheckboxField className="tz-q-check" {...props} />;
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
