import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@ui/components/Icon';
import type { IconName } from '@ui/components/Icon';
import './Alert.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  className?: string;
}

const TONE_ICON: Record<AlertTone, IconName> = { info: 'info', success: 'check', warning: 'alert', error: 'alert' };

/** An inline message. Errors interrupt (role="alert"); the other tones are polite (role="status"). */
export function Alert({ tone = 'info', title, children, onDismiss, className }: AlertProps) {
  const { t } = useTranslation('components');
  return (
    <div className={['tz-alert', `tz-alert--${tone}`, className].filter(Boolean).join(' ')} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={TONE_ICON[tone]} className="tz-alert__icon" />
      <div className="tz-alert__body">
        {title ? <strong className="tz-alert__title">{title}</strong> : null}
        {children}
      </div>
      {onDismiss ? (
        <button type="button" className="tz-alert__dismiss" onClick={onDismiss} aria-label={t('alert.dismiss')} title={t('alert.dismiss')}>
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </div>
  );
}
