import { useId, useRef, useState } from 'react';
import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@ui/components/Icon';
import { dateOrderOf, formatDateInput, parseDateInput, type DateInputKind } from '@ui/components/dateInputFormat';
import './DateInput.css';

export interface DateInputProps {
  id: string;
  name?: string;
  /** The store's value: `YYYY-MM-DD` (date) or `YYYY-MM-DDTHH:mm` (datetime); '' for none. */
  value: string;
  /** Called with a store value, or '' when the text is cleared; never with a text that is not a date. */
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  kind?: DateInputKind;
  /** Passed to the calendar, as store values. */
  min?: string;
  max?: string;
  /** Ids of the hint and error of the surrounding field; the component adds its own error. */
  describedBy?: string;
  invalid?: boolean;
  className?: string;
}

/**
 * A date (or date and time) typed in the order of the app's language, whatever the browser's: "dd/mm/aaaa" in
 * Spanish and Portuguese, "mm/dd/yyyy" in English (a native date input follows the browser's locale instead).
 * A text that is not a date keeps what was typed, says why under the field, and leaves the stored value as it was.
 * The calendar button opens the browser's own picker on a hidden native input, when the browser has one.
 */
export function DateInput({ id, name, value, onChange, onBlur, kind = 'date', min, max, describedBy, invalid = false, className }: DateInputProps) {
  const { t, i18n } = useTranslation('components');
  const order = dateOrderOf(i18n.language);
  const shown = formatDateInput(value, kind, order);
  const [draft, setDraft] = useState<{ text: string; for: string } | undefined>(undefined);
  const [showError, setShowError] = useState(false);
  const pickerRef = useRef<HTMLInputElement>(null);
  const errorId = `${useId()}-date-error`;
  // A draft belongs to the value it was typed over: a new value from outside (a picker, a reset) replaces it.
  const text = draft !== undefined && draft.for === value ? draft.text : shown;
  const wrong = parseDateInput(text, kind, order) === undefined;
  const placeholder = t(kind === 'datetime' ? `dateInput.placeholder.datetime.${order}` : `dateInput.placeholder.date.${order}`);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const parsed = parseDateInput(typed, kind, order);
    if (parsed !== undefined && parsed !== value) {
      setDraft({ text: typed, for: parsed });
      setShowError(false);
      onChange(parsed);
      return;
    }
    setDraft({ text: typed, for: value });
    if (parsed !== undefined) setShowError(false);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setShowError(wrong);
    if (!wrong) setDraft(undefined);
    onBlur?.(event);
  };

  const openPicker = () => {
    const picker = pickerRef.current;
    if (picker && typeof picker.showPicker === 'function') {
      try {
        picker.showPicker();
      } catch {
        // Not allowed here (a browser that wants a direct user gesture on the input): typing still works.
      }
    }
  };

  const handlePicked = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.value.slice(0, kind === 'datetime' ? 16 : 10);
    setDraft(undefined);
    setShowError(false);
    onChange(picked);
  };

  const error = showError && wrong ? t(`dateInput.invalid.${kind}`, { example: placeholder }) : undefined;
  const describedByIds = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <span className={['tz-dateinput', className].filter(Boolean).join(' ')}>
      <span className="tz-dateinput__row">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="tz-textfield__input tz-dateinput__text"
          value={text}
          placeholder={placeholder}
          onChange={handleChange}
          onBlur={handleBlur}
          aria-invalid={invalid || error !== undefined || undefined}
          aria-describedby={describedByIds}
        />
        <button type="button" className="tz-dateinput__calendar" onClick={openPicker} aria-label={t('dateInput.openCalendar')} title={t('dateInput.openCalendar')}>
          <Icon name="calendar" />
        </button>
        <input
          ref={pickerRef}
          className="tz-dateinput__picker"
          type={kind === 'datetime' ? 'datetime-local' : 'date'}
          value={value}
          min={min}
          max={max}
          onChange={handlePicked}
          tabIndex={-1}
          aria-hidden="true"
        />
      </span>
      {error ? (
        <span id={errorId} className="tz-dateinput__error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
