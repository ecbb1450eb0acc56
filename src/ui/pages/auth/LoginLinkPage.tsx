import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginLinkStore } from '@application/auth/LoginLinkStore';
import { Alert } from '@ui/components/Alert';
import { Spinner } from '@ui/components/Spinner';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import '@ui/pages/auth/auth.css';

/** /auth/login/{token}: a school system's one-time link signs the user in and opens home. */
export const LoginLinkPage = observer(function LoginLinkPage() {
  const store = useService(LoginLinkStore);
  const { token = '' } = useParams();
  const { t } = useTranslation('auth');

  useEffect(() => {
    void store.exchange(token);
  }, [store, token]);

  if (store.signingIn.status === 'ready') return <Navigate to="/home" replace />;
  return (
    <section className="auth-card">
      <PageHeading title={t('link.title')} />
      {store.signingIn.status === 'failed' ? (
        <>
          <Alert tone="error">{errorMessage(t, store.signingIn.error)}</Alert>
          <Link to="/auth/login">{t('link.usePassword')}</Link>
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
