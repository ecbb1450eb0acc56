import { useImperativeHandle, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';

export interface ToolbarButton {
  key: string;
  label: string;
  icon: ReactNode;
  onActivate: () => void;
  /** A toggle (bold, a list…): announced as pressed or not. */
  pressed?: boolean;
  /** Not available here (e.g. table commands outside a table): stays focusable, does nothing. */
  disabled?: boolean;
  /** Buttons of one group sit together, with a separator before the next group. */
  group: string;
}

export interface ToolbarHandle {
  /** Moves focus to the toolbar's current button (Alt+F10 from the editing surface). */
  focus: () => void;
}

interface ToolbarProps {
  label: string;
  controls: string;
  buttons: readonly ToolbarButton[];
  /** Esc in the toolbar returns to the text. */
  onEscape: () => void;
  ref?: Ref<ToolbarHandle>;
}

/**
 * The WAI-ARIA toolbar pattern: one tab stop (roving tabindex), ←/→ move and wrap, Home/End jump,
 * Enter/Space press; disabled buttons stay reachable with aria-disabled so the order never shifts.
 */
export function Toolbar({ label, controls, buttons, onEscape, ref }: ToolbarProps) {
  const [active, setActive] = useState(0);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(active, buttons.length - 1);

  const focusAt = (index: number) => {
    const wrapped = (index + buttons.length) % buttons.length;
    setActive(wrapped);
    buttonRefs.current[wrapped]?.focus();
  };

  useImperativeHandle(ref, () => ({ focus: () => buttonRefs.current[current]?.focus() }), [current]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => number> = {
      ArrowRight: () => current + 1,
      ArrowLeft: () => current - 1,
      Home: () => 0,
      End: () => buttons.length - 1,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusAt(move());
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onEscape();
    }
  };

  return (
    <div className="rt-toolbar" role="toolbar" aria-label={label} aria-controls={controls} onKeyDown={handleKeyDown}>
      {buttons.map((button, index) => {
        const startsGroup = index > 0 && buttons[index - 1]?.group !== button.group;
        return (
          <span key={button.key} className={`rt-toolbar__item${startsGroup ? ' rt-toolbar__item--group' : ''}`}>
            <button
              ref={(node) => {
                buttonRefs.current[index] = node;
              }}
              type="button"
              className="rt-toolbar__button"
              tabIndex={index === current ? 0 : -1}
              aria-label={button.label}
              title={button.label}
              aria-pressed={button.pressed === undefined ? undefined : button.pressed}
              aria-disabled={button.disabled ? true : undefined}
              // Keep the text's selection while the pointer presses a button.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setActive(index)}
              onClick={() => {
                if (!button.disabled) button.onActivate();
              }}
            >
              {button.icon}
            </button>
          </span>
        );
      })}
    </div>
  );
}
