import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { PageHeading } from '@ui/app/PageHeading';

/** Catch-all: an address that is not part of Tiza. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <section className="page page--narrow">
      <PageHeading title={t('pageNotFound.title')} />
      <EmptyState
        icon="map"
        title={t('pageNotFound.title')}
        description={t('pageNotFound.description')}
        action={
          <Link to="/" className={buttonClassName('primary', 'md')}>
            {t('routes:comingSoon.backHome')}
          </Link>
        }
      />
    </section>
  );
}
