import { useId } from 'react';
import type { ChangeEvent } from 'react';
import { Field } from '@ui/components/Field';
import { Icon } from '@ui/components/Icon';
import './TextField.css';
import './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  id?: string;
  name?: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  /** Already translated. */
  error?: string;
  /** Hide the label visually (it stays the accessible name), for compact toolbars. */
  hideLabel?: boolean;
  className?: string;
}

/** A styled native <select>: keyboard, touch and screen-reader behaviour come from the platform. */
export function Select({ id, name, label, value, options, onChange, required = false, disabled = false, hint, error, hideLabel = false, className }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? `tz-select-${generatedId}`;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const hasError = error !== undefined && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value);

  return (
    <Field
      className={['tz-field', 'tz-select', hasError ? 'tz-select--invalid' : '', className].filter(Boolean).join(' ')}
      htmlFor={selectId}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      hintId={hintId}
      error={hasError ? error : undefined}
      errorId={errorId}
    >
      <div className="tz-select__control">
        <select
          id={selectId}
          name={name}
          className="tz-select__input"
          value={value}
          onChange={handleChange}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={18} className="tz-select__chevron" />
      </div>
    </Field>
  );
}
