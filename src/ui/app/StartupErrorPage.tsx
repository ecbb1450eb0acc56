import type { i18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { AppError } from '@application/shared/AppError';
import { ErrorState } from '@ui/components/ErrorState';
import { errorMessage } from '@ui/app/errorMessage';
import '@ui/app/app.css';

/** When the tenant's configuration cannot be read there is no app to show: say so and offer a retry. */
export function StartupErrorPage({ i18n, error }: { i18n: i18n; error: AppError }) {
  return (
    <I18nextProvider i18n={i18n}>
      <StartupError error={error} />
    </I18nextProvider>
  );
}

function StartupError({ error }: { error: AppError }) {
  const { t } = useTranslation('errors');
  const handleRetry = () => window.location.reload();
  return (
    <main id="main" className="page page--narrow startup-error">
      <h1>{t('startup.title')}</h1>
      <ErrorState title={t('startup.title')} description={errorMessage(t, error)} onRetry={handleRetry} />
    </main>
  );
}
