import { observer } from 'mobx-react-lite';
import { Form, Formik } from 'formik';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RecoverPasswordStore } from '@application/auth/RecoverPasswordStore';
import { Alert } from '@ui/components/Alert';
import { Button } from '@ui/components/Button';
import { TextField } from '@ui/components/TextField';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { formikField } from '@ui/app/formikField';
import { PageHeading } from '@ui/app/PageHeading';
import { recoverSchema } from '@ui/pages/auth/authSchemas';
import '@ui/pages/auth/auth.css';

const INITIAL = { email: '' };

export const RecoverPasswordPage = observer(function RecoverPasswordPage() {
  const store = useService(RecoverPasswordStore);
  const { t } = useTranslation('auth');
  const handleSubmit = (values: typeof INITIAL) => store.submit(values.email.trim());

  return (
    <section className="auth-card">
      <PageHeading title={t('recover.title')} />
      {store.status === 'sent' ? (
        <>
          <Alert tone="success">{t('recover.sent', { email: store.sentTo })}</Alert>
          <Link to="/auth/login">{t('backToLogin')}</Link>
        </>
      ) : (
        <>
          <p className="auth-card__lead">{t('recover.lead')}</p>
          <Formik initialValues={INITIAL} validationSchema={recoverSchema} onSubmit={handleSubmit}>
            {(form) => (
              <Form noValidate className="auth-form">
                {store.error && <Alert tone="error">{errorMessage(t, store.error)}</Alert>}
                <TextField {...formikField(form, 'email', t)} type="email" label={t('fields.email')} autoComplete="email" required autoFocus />
                <Button type="submit" variant="primary" size="lg" loading={store.status === 'submitting'} disabled={store.status === 'submitting'}>
                  {t('recover.submit')}
                </Button>
                <Link to="/auth/login">{t('backToLogin')}</Link>
              </Form>
            )}
          </Formik>
        </>
      )}
    </section>
  );
});
