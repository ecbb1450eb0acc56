import type { ReactNode } from 'react';

/** A labelled checkbox with an optional hint (a native control: keyboard and screen readers for free). */
export function SetupCheckbox({ id, label, checked, onChange, hint, disabled = false }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string; disabled?: boolean }) {
  const hintId = `${id}-hint`;
  return (
    <div className="setup-checkbox">
      <input id={id} name={id} type="checkbox" checked={checked} disabled={disabled} aria-describedby={hint ? hintId : undefined} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="tz-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A group of fields with a visible legend. */
export function SetupFieldset({ legend, children, className }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={['setup-fieldset', className].filter(Boolean).join(' ')}>
      <legend className="setup-fieldset__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The attributes of a row's "move up" (-1) or "move down" (+1) button, found again by `focusMoveButton`. */
export function moveButtonKey(row: string | number, delta: -1 | 1): { 'data-move': string } {
  return { 'data-move': `${row}:${delta}` };
}

/**
 * After a row moved, the focus goes back to its button of the same direction, or to the other one when the row
 * reached the end (a disabled button cannot hold it): reordering moves the row's DOM node, which drops the focus.
 */
export function focusMoveButton(container: HTMLElement | null, row: string | number, delta: -1 | 1): void {
  const button = (direction: -1 | 1) => container?.querySelector<HTMLButtonElement>(`[data-move="${row}:${direction}"]`);
  const same = button(delta);
  (same && !same.disabled ? same : button(delta === 1 ? -1 : 1))?.focus();
}
