import { useTranslation } from 'react-i18next';
import { Icon } from '@ui/components/Icon';
import type { IconName } from '@ui/components/Icon';
import './ToastRegion.css';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastView {
  id: string;
  /** Already translated. */
  message: string;
  tone?: ToastTone;
}

export interface ToastRegionProps {
  toasts: readonly ToastView[];
  onDismiss: (id: string) => void;
}

const TONE_ICON: Record<ToastTone, IconName> = { info: 'info', success: 'check', error: 'alert' };

/**
 * Presentational: the app's store decides when toasts come and go. The live region is always
 * mounted (a region created together with its text is not reliably announced).
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  const { t } = useTranslation('components');
  return (
    <ul className="tz-toasts" aria-live="polite" aria-relevant="additions text" aria-label={t('toast.region')}>
        {toasts.map((toast) => {
          const tone = toast.tone ?? 'info';
          return (
            <li key={toast.id} className={`tz-toast tz-toast--${tone}`}>
              <Icon name={TONE_ICON[tone]} className="tz-toast__icon" />
              <span className="tz-toast__message">{toast.message}</span>
              <button type="button" className="tz-toast__dismiss" onClick={() => onDismiss(toast.id)} aria-label={t('toast.dismiss')} title={t('toast.dismiss')}>
                <Icon name="close" size={18} />
              </button>
            </li>
          );
        })}
    </ul>
  );
}
