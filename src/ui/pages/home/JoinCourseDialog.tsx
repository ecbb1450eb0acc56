import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AppError } from '@application/shared/AppError';
import type { CoursesStore } from '@application/courses/CoursesStore';
import { ToastStore } from '@application/feedback/ToastStore';
import { Alert } from '@ui/components/Alert';
import { Button } from '@ui/components/Button';
import { Dialog } from '@ui/components/Dialog';
import { TextField } from '@ui/components/TextField';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { formikField } from '@ui/app/formikField';
import { joinCourseSchema } from '@ui/pages/home/courseSchemas';

const FORM_ID = 'join-course-form';
const INITIAL = { code: '' };

export function JoinCourseDialog({ store, open, onClose }: { store: CoursesStore; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('home');
  const toasts = useService(ToastStore);
  const [error, setError] = useState<AppError | undefined>(undefined);

  const handleSubmit = async (values: typeof INITIAL) => {
    const joined = await store.join(values.code);
    if (joined.err) {
      setError(joined.val);
      return;
    }
    setError(undefined);
    toasts.show('home:join.joined', 'success');
    onClose();
  };

  return (
    <Formik initialValues={INITIAL} validationSchema={joinCourseSchema} onSubmit={handleSubmit}>
      {(form) => (
        <Dialog
          open={open}
          title={t('join.title')}
          onClose={onClose}
          actions={
            <>
              <Button type="button" variant="ghost" onClick={onClose}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" form={FORM_ID} variant="primary" loading={form.isSubmitting} disabled={form.isSubmitting}>
                {t('join.submit')}
              </Button>
            </>
          }
        >
          <Form id={FORM_ID} noValidate className="dialog-form">
            <p>{t('join.lead')}</p>
            {error && <Alert tone="error">{errorMessage(t, error)}</Alert>}
            <TextField {...formikField(form, 'code', t)} label={t('join.code')} placeholder="ABC123" autoComplete="off" required autoFocus />
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}
