import { useTranslation } from 'react-i18next';
import './ProgressBar.css';

export type ProgressBarSize = 'sm' | 'md' | 'lg';

export interface ProgressBarProps {
  /** Percentage, 0–100 (clamped). */
  value: number;
  /** Accessible name, e.g. "Lesson progress". */
  label: string;
  /** Shows the rounded percentage next to the bar. */
  showValue?: boolean;
  size?: ProgressBarSize;
  /** Unknown amount of work: no value is exposed. */
  indeterminate?: boolean;
  tone?: 'primary' | 'success';
}

/** Rounded and clamped to 0–100; NaN counts as 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? 100 : 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

export function ProgressBar({ value, label, showValue = false, size = 'md', indeterminate = false, tone = 'primary' }: ProgressBarProps) {
  const { t } = useTranslation('components');
  const percent = clampPercent(value);
  const text = t('progress.value', { value: percent });
  const classes = ['tz-progress', `tz-progress--${size}`, tone === 'success' ? 'tz-progress--success' : '', indeterminate ? 'tz-progress--indeterminate' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <div
        className="tz-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={indeterminate ? undefined : 0}
        aria-valuemax={indeterminate ? undefined : 100}
        aria-valuenow={indeterminate ? undefined : percent}
        aria-valuetext={indeterminate ? undefined : text}
      >
        <div className="tz-progress__fill" style={indeterminate ? undefined : { width: `${percent}%` }} />
      </div>
      {showValue && !indeterminate ? (
        <span className="tz-progress__value" aria-hidden="true">
          {text}
        </span>
      ) : null}
    </div>
  );
}
