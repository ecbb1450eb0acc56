import type { ReactNode } from 'react';
import { CheckboxField, type CheckboxFieldProps } from '@ui/components/CheckboxField';

/** A gradebook setting's checkbox (named after its id for the form). */
export function SetupCheckbox(props: Omit<CheckboxFieldProps, 'name'>) {
  return <CheckboxField className="setup-checkbox" name={props.id} {...props} />;
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
