import { useCallback, useId, useRef, useState } from 'react';
import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@ui/components/Field';
import { Icon } from '@ui/components/Icon';
import './TextField.css';

export type TextFieldType = 'text' | 'email' | 'password' | 'search' | 'number';

export interface TextFieldProps {
  id?: string;
  name: string;
  /** Always visible, linked to the input. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  type?: TextFieldType;
  /** Shows an asterisk and sets aria-required. */
  required?: boolean;
  /** Already translated message; sets aria-invalid and is announced. */
  error?: string;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  /** Shows a clear button while there is a value. */
  clearable?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  className?: string;
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  type = 'text',
  required = false,
  error,
  hint,
  placeholder,
  autoComplete,
  clearable = false,
  disabled = false,
  inputRef,
  autoFocus,
  readOnly,
  maxLength,
  className,
}: TextFieldProps) {
  const { t } = useTranslation('components');
  const generatedId = useId();
  const inputId = id ?? `tz-field-${generatedId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [passwordVisible, setPasswordVisible] = useState(false);
  const localRef = useRef<HTMLInputElement | null>(null);

  const setInputRef = useCallback(
    (node: HTMLInputElement | null) => {
      localRef.current = node;
      assignRef(inputRef, node);
    },
    [inputRef],
  );

  const hasError = error !== undefined && error !== '';
  const isPassword = type === 'password';
  const isSearch = type === 'search';
  const inputType = isPassword && passwordVisible ? 'text' : type;
  const showClear = clearable && value !== '' && !disabled && !readOnly;
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value);
  const handleClear = () => {
    onChange('');
    localRef.current?.focus();
  };
  const handleTogglePassword = () => setPasswordVisible((visible) => !visible);

  const classes = ['tz-field', 'tz-textfield', hasError ? 'tz-textfield--invalid' : '', disabled ? 'tz-textfield--disabled' : '', className ?? '']
    .filter(Boolean)
    .join(' ');

  return (
    <Field className={classes} htmlFor={inputId} label={label} required={required} hint={hint} hintId={hintId} error={hasError ? error : undefined} errorId={errorId}>
      <div className="tz-textfield__control">
        {isSearch ? (
          <span className="tz-textfield__leading">
            <Icon name="search" size={18} />
          </span>
        ) : null}
        <input
          ref={setInputRef}
          id={inputId}
          name={name}
          className="tz-textfield__input"
          type={inputType}
          value={value}
          onChange={handleChange}
          onBlur={onBlur}
          placeholder={placeholder}
          autoComplete={autoComplete}
          disabled={disabled}
          readOnly={readOnly}
          maxLength={maxLength}
          autoFocus={autoFocus}
          inputMode={type === 'number' ? 'decimal' : undefined}
          spellCheck={isPassword || type === 'email' ? false : undefined}
          aria-required={required || undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
        />
        {showClear || isPassword ? (
          <span className="tz-textfield__actions">
            {showClear ? (
              <button type="button" className="tz-textfield__action" onClick={handleClear} aria-label={t('textField.clear')} title={t('textField.clear')}>
                <Icon name="close" size={18} />
              </button>
            ) : null}
            {isPassword ? (
              <button
                type="button"
                className="tz-textfield__action"
                onClick={handleTogglePassword}
                aria-pressed={passwordVisible}
                aria-controls={inputId}
                aria-label={t('textField.showPassword')}
                title={t('textField.showPassword')}
                disabled={disabled}
              >
                <Icon name={passwordVisible ? 'eye-off' : 'eye'} size={18} />
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
    </Field>
  );
}
