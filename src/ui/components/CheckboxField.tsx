export interface CheckboxFieldProps {
  id: string;
  /** The form name, where a form reads it. */
  name?: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  disabled?: boolean;
}

/** A labelled native checkbox with an optional hint read with it: keyboard and screen readers for free. */
export function CheckboxField({ id, name, label, checked, onChange, hint, disabled = false, className }: CheckboxFieldProps & { className: string }) {
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <input id={id} name={name} type="checkbox" checked={checked} disabled={disabled} aria-describedby={hint ? hintId : undefined} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="tz-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
