import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Spinner } from '@ui/components/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Class names of a button look, for router links styled as buttons: `<Link className={buttonClassName('primary')}>`. */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks; the button keeps its width and accessible name. */
  loading?: boolean;
  /** Leading icon, e.g. `<Icon name="plus" />`. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', size = 'md', loading = false, icon, className, children, type = 'button', onClick, disabled, ...rest }: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, size, className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
    >
      <span className="btn__content">
        {icon ? <span className="btn__icon">{icon}</span> : null}
        {children}
      </span>
      {loading ? (
        <span className="btn__spinner">
          <Spinner size="sm" decorative />
        </span>
      ) : null}
    </button>
  );
}
