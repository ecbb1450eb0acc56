import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { checkPersonName } from '@domain/accounts/signup';
import { pickLanguage } from '@domain/tenancy/tenant';
import { ConsentStore } from '@application/accounts/ConsentStore';
import { Alert } from '@ui/components/Alert';
import { Button } from '@ui/components/Button';
import { CheckboxField } from '@ui/components/CheckboxField';
import { Skeleton } from '@ui/components/Skeleton';
import { TextField } from '@ui/components/TextField';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import '@ui/pages/auth/auth.css';
import '@ui/pages/accounts/accounts.css';

/** `/auth/consent/{token}`: a parent or guardian reads what they consent to, types their name and consents. */
export const ConsentPage = observer(function ConsentPage() {
  const store = useService(ConsentStore);
  const { t, i18n } = useTranslation('accounts');
  const { token = '' } = useParams();
  const language = pickLanguage([i18n.language]);
  const [name, setName] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => void store.request.load(token, language), [store, token, language]);

  const nameCheck = checkPersonName(name);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameCheck.ok && accepted) void store.consent(token, nameCheck.val, language);
  };

  const request = store.request.value;
  let body;
  if (store.request.status === 'idle' || store.request.status === 'loading') {
    body = (
      <div aria-busy="true" aria-label={t('consent.loading')}>
        <Skeleton lines={4} />
      </div>
    );
  } else if (store.request.status === 'failed' || !request) {
    body = <Alert tone="error">{errorMessage(t, store.request.error)}</Alert>;
  } else if (store.status === 'done' || request.consented) {
    body = (
      <>
        <Alert tone="success">{t('consent.done', { child: request.childName })}</Alert>
        <Link to="/auth/login">{t('consent.toLogin')}</Link>
      </>
    );
  } else {
    body = (
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <p className="auth-card__lead">{t('consent.lead', { child: request.childName, email: request.childEmail, tenant: request.tenantName })}</p>
        <blockquote className="consent-statement">{request.statement}</blockquote>
        {store.error && <Alert tone="error">{errorMessage(t, store.error)}</Alert>}
        <TextField
          id="guardian-name"
          name="guardian-name"
          label={t('consent.name')}
          value={name}
          onChange={setName}
          autoComplete="name"
          required
          error={submitted && nameCheck.err ? t(`validation:${nameCheck.val.code}`) : undefined}
        />
        <CheckboxField className="consent-accept" id="consent-accept" label={t('consent.accept')} checked={accepted} onChange={setAccepted} />
        {submitted && !accepted && <Alert tone="error">{t('consent.mustAccept')}</Alert>}
        <Button type="submit" variant="primary" size="lg" loading={store.status === 'submitting'} disabled={store.status === 'submitting'}>
          {t('consent.submit')}
        </Button>
      </form>
    );
  }

  return (
    <section className="auth-card">
      <PageHeading title={t('consent.title')} />
      {body}
    </section>
  );
});
