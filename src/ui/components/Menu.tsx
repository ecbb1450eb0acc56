import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Icon } from '@ui/components/Icon';
import type { IconName } from '@ui/components/Icon';
import './Menu.css';

export interface MenuItem {
  id: string;
  label: string;
  icon?: IconName;
  /** Called on activation. For items with href, a plain click calls it instead of following the link (the app navigates); ctrl/cmd/middle click still open the link natively. */
  onSelect: () => void;
  href?: string;
}

export interface MenuProps {
  /** Names the menu; appended (visually hidden) to the button's visible content, e.g. "Account menu". */
  label: string;
  /** What the button shows (an avatar, an icon, text). */
  trigger: ReactNode;
  items: readonly MenuItem[];
  /** Which edge the list aligns to; default end. */
  align?: 'start' | 'end';
  className?: string;
}

type FocusTarget = 'first' | 'last' | null;

/** The WAI-ARIA menu button pattern: Enter/Space/↓ open on the first item, ↑ on the last; ↑/↓/Home/End and typing move; Esc and Tab close. */
export function Menu({ label, trigger, items, align = 'end', className }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [pendingFocus, setPendingFocus] = useState<FocusTarget>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();

  const focusItem = (index: number) => {
    const count = items.length;
    if (count === 0) return;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const openMenu = (focus: FocusTarget) => {
    setOpen(true);
    setPendingFocus(focus);
  };

  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open || pendingFocus === null) return;
    focusItem(pendingFocus === 'first' ? 0 : items.length - 1);
    setPendingFocus(null);
    // focusItem reads refs only; items.length is the dependency that matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, pendingFocus, items.length]);

  useEffect(() => {
    if (!open) return undefined;
    const handlePointerDown = (event: PointerEvent | globalThis.MouseEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', handlePointerDown);
    return () => document.removeEventListener('mousedown', handlePointerDown);
  }, [open]);

  const handleButtonClick = () => (open ? closeMenu(false) : openMenu('first'));

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeMenu(true);
    }
  };

  const select = (item: MenuItem) => {
    closeMenu(true);
    item.onSelect();
  };

  const handleItemKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const item = items[index];
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closeMenu(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (item) select(item);
        break;
      default:
        if (event.key.length === 1 && /\S/u.test(event.key)) {
          const key = event.key.toLocaleLowerCase();
          for (let step = 1; step <= items.length; step += 1) {
            const candidate = (index + step) % items.length;
            if (items[candidate]?.label.toLocaleLowerCase().startsWith(key)) {
              focusItem(candidate);
              break;
            }
          }
        }
    }
  };

  const handleItemClick = (event: MouseEvent<HTMLElement>, item: MenuItem) => {
    if (item.href && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)) return;
    event.preventDefault();
    select(item);
  };

  return (
    <div ref={rootRef} className={['tz-menu', align === 'start' ? 'tz-menu--start' : '', className].filter(Boolean).join(' ')}>
      <button
        ref={buttonRef}
        type="button"
        className="tz-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={handleButtonClick}
        onKeyDown={handleButtonKeyDown}
      >
        {trigger}
        {/* Not aria-label: the visible trigger text must stay part of the name (WCAG 2.5.3) */}
        <span className="visually-hidden">{label}</span>
      </button>
      {open ? (
        <ul id={menuId} className="tz-menu__list" role="menu" aria-label={label}>
          {items.map((item, index) => {
            const content = (
              <>
                {item.icon ? <Icon name={item.icon} size={18} /> : null}
                <span>{item.label}</span>
              </>
            );
            const common = {
              className: 'tz-menu__item',
              role: 'menuitem',
              tabIndex: -1,
              onKeyDown: (event: KeyboardEvent<HTMLElement>) => handleItemKeyDown(event, index),
              onClick: (event: MouseEvent<HTMLElement>) => handleItemClick(event, item),
            } as const;
            return (
              <li key={item.id} role="none">
                {item.href ? (
                  <a
                    {...common}
                    href={item.href}
                    ref={(node) => {
                      itemRefs.current[index] = node;
                    }}
                  >
                    {content}
                  </a>
                ) : (
                  <button
                    {...common}
                    type="button"
                    ref={(node) => {
                      itemRefs.current[index] = node;
                    }}
                  >
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
