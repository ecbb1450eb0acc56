import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accessPageFor, safeDestination } from '@domain/accounts/destination';
import { LoginStore } from '@application/auth/LoginStore';
import { SessionStore } from '@application/session/SessionStore';
import { Alert } from '@ui/components/Alert';
import { Button } from '@ui/components/Button';
import { TextField } from '@ui/components/TextField';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { useLoginForm } from '@ui/pages/auth/loginForm';
import { forgetTypedBeforeMount, typedBeforeMount } from '@ui/pages/auth/prerenderedLogin';
import { ssoStartUrl } from '@ui/pages/auth/ssoStart';
import { buttonClassName } from '@ui/components/Button';
import '@ui/pages/auth/auth.css';

export const LoginPage = observer(function LoginPage() {
  const store = useService(LoginStore);
  const session = useService(SessionStore);
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeDestination(params.get('returnTo'));
  const reason = params.get('reason');

  // What was typed into the prerendered form before the app mounted (ADR 0480): kept, and taken only once.
  const [typed] = useState(() => {
    const before = typedBeforeMount();
    if (before?.failure !== undefined) store.showFailure(before.failure);
    return before;
  });
  useEffect(() => forgetTypedBeforeMount(), []);
  const form = useLoginForm(
    t,
    async (values) => {
      const signedIn = await store.submit(values.email.trim(), values.password);
      if (signedIn) await navigate(returnTo, { replace: true });
    },
    typed,
  );

  // Signed in already (or just now): the page has nothing to do.
  if (session.isAuthenticated && store.status !== 'signed-in') return <Navigate to={returnTo} replace />;

  const offersPassword = session.tenant.loginMethods.includes('password');
  // One button per identity provider the tenant has (ADR 0534, 0550); a plain link: the server sends the browser on.
  const providers = session.tenant.identityProviders ?? [];
  const ssoButtons =
    providers.length === 0 ? null : (
      <div className="auth-sso">
        {providers.map((provider) => (
          <a key={provider.id} className={buttonClassName(offersPassword ? 'secondary' : 'primary', 'lg', 'auth-sso__button')} href={ssoStartUrl(session.tenant.id, provider, returnTo)}>
            {t('login.sso', { provider: provider.name })}
          </a>
        ))}
        {offersPassword && <p className="auth-sso__or">{t('login.or')}</p>}
      </div>
    );

  return (
    <section className="auth-card">
      <PageHeading title={t('login.title')} />
      <p className="auth-card__lead">{t('login.lead', { tenant: session.tenant.name })}</p>

      {(reason === 'expired' || reason === 'forbidden') && store.error === undefined && (
        <Alert tone="info">{t(`login.reason.${reason}`)}</Alert>
      )}

      {ssoButtons}

      {!offersPassword ? (
        providers.length === 0 && <Alert tone="info">{t('login.ssoOnly')}</Alert>
      ) : (
        <form noValidate className="auth-form" onSubmit={(event) => void form.submit(event)}>
          {store.error && (
            <Alert tone="error">
              {errorMessage(t, store.error)}
              {store.adminContacts.map((contact) => (
                <span key={contact.email} className="auth-card__contact">
                  {' '}
                  {t('login.contact', { name: contact.name })} <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </span>
              ))}
            </Alert>
          )}
          <TextField
            {...form.field('email')}
            type="email"
            label={t('fields.email')}
            autoComplete="username"
            required
            autoFocus={typed?.focused !== 'password'}
          />
          <TextField
            {...form.field('password')}
            type="password"
            label={t('fields.password')}
            autoComplete="current-password"
            required
            autoFocus={typed?.focused === 'password'}
          />
          <div className="auth-form__row">
            <Link to="/recover-password">{t('login.forgot')}</Link>
          </div>
          <Button type="submit" variant="primary" size="lg" loading={store.isSubmitting} disabled={store.isSubmitting}>
            {t('login.submit')}
          </Button>
        </form>
      )}
      {offersPassword && (
        <p className="auth-card__signup">
          {t('login.noAccount')} <Link to={accessPageFor('/auth/signup', returnTo)}>{t('login.signup')}</Link>
        </p>
      )}
    </section>
  );
});
