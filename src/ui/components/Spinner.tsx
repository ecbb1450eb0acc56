import { useTranslation } from 'react-i18next';
import './Spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced text; defaults to the translated "Loading…". */
  label?: string;
  /** Hide from assistive technology (when something else already says it is busy, e.g. a button with aria-busy). */
  decorative?: boolean;
}

export function Spinner({ size = 'md', label, decorative = false }: SpinnerProps) {
  const { t } = useTranslation('components');
  const circle = <span className={`tz-spinner tz-spinner--${size}`} aria-hidden="true" />;
  if (decorative) return circle;
  return (
    <span className="tz-spinner-status" role="status">
      {circle}
      <span className="visually-hidden">{label ?? t('spinner.loading')}</span>
    </span>
  );
}
