import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionStore } from '@application/session/SessionStore';
import { Spinner } from '@ui/components/Spinner';
import { useService } from '@ui/app/ContainerContext';
import { usePageTitle } from '@ui/app/usePageTitle';

/** /logout: the session store ends the session and leaves to the tenant's logout page or to login. */
export function LogoutPage() {
  const session = useService(SessionStore);
  const { t } = useTranslation('auth');
  usePageTitle(t('logout.title'));

  useEffect(() => {
    void session.signOut();
  }, [session]);

  return (
    <main id="main" className="page page--narrow" aria-busy="true">
      <div role="status" className="auth-card__waiting">
        <Spinner />
        <span>{t('logout.signingOut')}</span>
      </div>
    </main>
  );
}
