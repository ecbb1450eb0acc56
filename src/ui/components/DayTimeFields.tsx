import { DateInput } from '@ui/components/DateInput';
import { Field } from '@ui/components/Field';

interface DayTimeFieldProps {
  /** The control's id; its error is `${id}-error`. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Already translated; marks the control invalid and is announced. */
  error?: string;
}

/** A required school day (`YYYY-MM-DD`) in the app's date input, framed as every field is. */
export function DayField({ id, label, value, onChange, error }: DayTimeFieldProps) {
  return (
    <Field className={`tz-field${error ? ' tz-textfield--invalid' : ''}`} htmlFor={id} label={label} required hintId={`${id}-hint`} error={error} errorId={`${id}-error`}>
      <div className="tz-textfield__control">
        <DateInput id={id} value={value} invalid={Boolean(error)} describedBy={`${id}-error`} onChange={onChange} />
      </div>
    </Field>
  );
}

/** A required wall-clock time (`HH:mm`, 5-minute steps) in the browser's time input, framed as every field is. */
export function TimeField({ id, label, value, onChange, error }: DayTimeFieldProps) {
  return (
    <Field className={`tz-field${error ? ' tz-textfield--invalid' : ''}`} htmlFor={id} label={label} required hintId={`${id}-hint`} error={error} errorId={`${id}-error`}>
      <div className="tz-textfield__control">
        <input
          id={id}
          className="tz-textfield__input"
          type="time"
          step={300}
          required
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </Field>
  );
}
