import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Form, Formik } from 'formik';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResetPasswordStore } from '@application/auth/ResetPasswordStore';
import { Alert } from '@ui/components/Alert';
import { Button } from '@ui/components/Button';
import { TextField } from '@ui/components/TextField';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { formikField } from '@ui/app/formikField';
import { PageHeading } from '@ui/app/PageHeading';
import { resetSchema } from '@ui/pages/auth/authSchemas';
import '@ui/pages/auth/auth.css';

const INITIAL = { password: '', confirmation: '' };

export const ResetPasswordPage = observer(function ResetPasswordPage() {
  const store = useService(ResetPasswordStore);
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const min = store.passwordMinLength;
  const schema = useMemo(() => resetSchema(min), [min]);
  const handleSubmit = (values: typeof INITIAL) => store.submit(token, values.password);

  let body;
  if (token === '') {
    body = (
      <>
        <Alert tone="error">{t('errors:RESET_TOKEN_INVALID')}</Alert>
        <Link to="/recover-password">{t('reset.askAgain')}</Link>
      </>
    );
  } else if (store.status === 'done') {
    body = (
      <>
        <Alert tone="success">{t('reset.done')}</Alert>
        <Link to="/auth/login">{t('backToLogin')}</Link>
      </>
    );
  } else {
    body = (
      <Formik initialValues={INITIAL} validationSchema={schema} onSubmit={handleSubmit}>
        {(form) => (
          <Form noValidate className="auth-form">
            <p className="auth-card__lead">{t('reset.lead', { count: min })}</p>
            {store.error && <Alert tone="error">{errorMessage(t, store.error)}</Alert>}
            <TextField
              {...formikField(form, 'password', t, { min })}
              type="password"
              label={t('fields.newPassword')}
              hint={t('reset.hint', { count: min })}
              autoComplete="new-password"
              required
              autoFocus
            />
            <TextField {...formikField(form, 'confirmation', t)} type="password" label={t('fields.confirmPassword')} autoComplete="new-password" required />
            <Button type="submit" variant="primary" size="lg" loading={store.status === 'submitting'} disabled={store.status === 'submitting'}>
              {t('reset.submit')}
            </Button>
            {store.error?.code === 'RESET_TOKEN_INVALID' && <Link to="/recover-password">{t('reset.askAgain')}</Link>}
          </Form>
        )}
      </Formik>
    );
  }

  return (
    <section className="auth-card">
      <PageHeading title={t('reset.title')} />
      {body}
    </section>
  );
});
