import { useTranslation } from 'react-i18next';
import { Button } from '@ui/components/Button';
import { Icon } from '@ui/components/Icon';
import './EmptyState.css';

export interface ErrorStateProps {
  title: string;
  description?: string;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  titleLevel?: 2 | 3 | 4;
}

/** A failed load in place of the content; announced as an alert when it appears. */
export function ErrorState({ title, description, onRetry, titleLevel = 2 }: ErrorStateProps) {
  const { t } = useTranslation('components');
  const Heading = `h${titleLevel}` as const;
  return (
    <div className="tz-state tz-state--error" role="alert">
      <span className="tz-state__icon">
        <Icon name="alert" size={28} />
      </span>
      <Heading className="tz-state__title">{title}</Heading>
      {description ? <p className="tz-state__description">{description}</p> : null}
      {onRetry ? (
        <div className="tz-state__action">
          <Button variant="secondary" onClick={onRetry}>
            {t('errorState.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
