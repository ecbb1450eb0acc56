import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accessPageFor, safeDestination } from '@domain/accounts/destination';
import { isSsoFailure } from '@domain/accounts/ssoAccount';
import { LoginLinkStore } from '@application/auth/LoginLinkStore';
import { Alert } from '@ui/components/Alert';
import { Spinner } from '@ui/components/Spinner';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import '@ui/pages/auth/auth.css';

/**
 * `/oidc/callback/{token}` (ADR 0534) and `/saml/callback/{token}` (ADR 0550): the server completed the provider's
 * sign-in and hands over a one-time token, exchanged here for a session like any login link; the user lands on the
 * page they asked for (`next`, ADR 0531). `/oidc/callback/error?reason=…` and `/saml/callback/error?reason=…` say why
 * it did not complete.
 */
export const SsoCallbackPage = observer(function SsoCallbackPage({ failed = false }: { failed?: boolean }) {
  const store = useService(LoginLinkStore);
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation('auth');
  const next = safeDestination(params.get('next'));
  const reason = params.get('reason');

  useEffect(() => {
    if (!failed) void store.exchange(token);
  }, [store, token, failed]);

  if (!failed && store.signingIn.status === 'ready') return <Navigate to={next} replace />;
  const backToLogin = (
    <Link to={accessPageFor('/auth/login', next)} className="auth-card__back">
      {t('sso.backToLogin')}
    </Link>
  );
  return (
    <section className="auth-card">
      <PageHeading title={t(failed ? 'sso.failedTitle' : 'sso.title')} />
      {failed ? (
        <>
          <Alert tone="error">{t(`sso.reason.${isSsoFailure(reason) ? reason : 'provider'}`)}</Alert>
          {backToLogin}
        </>
      ) : store.signingIn.status === 'failed' ? (
        <>
          <Alert tone="error">{errorMessage(t, store.signingIn.error)}</Alert>
          {backToLogin}
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

/** `/oidc/callback/error?reason=…`, `/saml/callback/error?reason=…`: why a single sign-on did not complete, in the user's language. */
export function SsoErrorPage() {
  return <SsoCallbackPage failed />;
}
