import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accessPageFor, DEFAULT_DESTINATION, safeDestination } from '@domain/accounts/destination';
import { LoginLinkStore } from '@application/auth/LoginLinkStore';
import { Alert } from '@ui/components/Alert';
import { Spinner } from '@ui/components/Spinner';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import '@ui/pages/auth/auth.css';

/**
 * /auth/login/{token}: a school system's one-time link signs the user in and opens home. Its deep-link form,
 * /auth/login/{token}/deeplink?next=…, opens the page it names instead (ADR 0559; only pages of this app).
 */
export const LoginLinkPage = observer(function LoginLinkPage({ deepLink = false }: { deepLink?: boolean }) {
  const store = useService(LoginLinkStore);
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation('auth');
  const next = deepLink ? safeDestination(params.get('next')) : DEFAULT_DESTINATION;

  useEffect(() => {
    void store.exchange(token);
  }, [store, token]);

  if (store.signingIn.status === 'ready') return <Navigate to={next} replace />;
  return (
    <section className="auth-card">
      <PageHeading title={t('link.title')} />
      {store.signingIn.status === 'failed' ? (
        <>
          <Alert tone="error">{errorMessage(t, store.signingIn.error)}</Alert>
          <Link to={accessPageFor('/auth/login', next)}>{t('link.usePassword')}</Link>
        </>
      ) : (
        <div role="status" className="auth-card__waiting">
          <Spinner />
          <span>{t('link.signingIn')}</span>
        </div>
      )}
    </section>
  );
});

/** /auth/login/{token}/deeplink?next=…: the login link that lands on a page of the app. */
export function DeepLoginLinkPage() {
  return <LoginLinkPage deepLink />;
}
