import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@ui/components/Button';
import { ErrorState } from '@ui/components/ErrorState';
import { PageHeading } from '@ui/app/PageHeading';

/** /error: where other systems (and Tiza itself) send a user after a failure; `?code=` names it. */
export function ErrorPage() {
  const { t } = useTranslation('errors');
  const [params] = useSearchParams();
  const code = params.get('code');
  const handleRetry = () => window.history.back();
  return (
    <section className="page page--narrow">
      <PageHeading title={t('errorPage.title')} />
      <ErrorState
        title={t('errorPage.title')}
        description={code ? t([`errors:${code}`, 'errors:generic']) : t('errorPage.description')}
        onRetry={handleRetry}
      />
      <p>
        <Link to="/" className={buttonClassName('secondary', 'md')}>
          {t('routes:comingSoon.backHome')}
        </Link>
      </p>
    </section>
  );
}
