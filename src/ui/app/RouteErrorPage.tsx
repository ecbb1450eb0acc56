import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@ui/components/ErrorState';
import { PageHeading } from '@ui/app/PageHeading';

/** Last line of defence: a bug or a chunk that failed to load (after a deploy) shows this, not a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const handleRetry = () => window.location.reload();
  return (
    <main id="main" className="page page--narrow route-error">
      <PageHeading title={t(notFound ? 'pageNotFound.title' : 'crash.title')} />
      <ErrorState title={t(notFound ? 'pageNotFound.title' : 'crash.title')} description={t('crash.description')} onRetry={handleRetry} />
    </main>
  );
}
