import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { DISCIPLINE_CODES, discipline, isDisciplineCode } from '@domain/catalog/disciplines';
import { EDUCATION_LEVEL_CODES, EDUCATION_LEVELS, isEducationLevelCode } from '@domain/catalog/educationLevels';
import type { AppError } from '@application/shared/AppError';
import type { CoursesStore } from '@application/courses/CoursesStore';
import { ToastStore } from '@application/feedback/ToastStore';
import { Alert } from '@ui/components/Alert';
import { Button } from '@ui/components/Button';
import { Dialog } from '@ui/components/Dialog';
import { Select } from '@ui/components/Select';
import { TextField } from '@ui/components/TextField';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { formikField } from '@ui/app/formikField';
import { createCourseSchema } from '@ui/pages/home/courseSchemas';

const FORM_ID = 'create-course-form';
const INITIAL = { name: '', discipline: DISCIPLINE_CODES[0] as string, educationLevel: EDUCATION_LEVEL_CODES[0] as string };

export function CreateCourseDialog({ store, open, onClose }: { store: CoursesStore; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('home');
  const toasts = useService(ToastStore);
  const [error, setError] = useState<AppError | undefined>(undefined);

  const handleSubmit = async (values: typeof INITIAL) => {
    if (!isDisciplineCode(values.discipline) || !isEducationLevelCode(values.educationLevel)) return;
    const created = await store.create({ name: values.name.trim(), discipline: values.discipline, educationLevel: values.educationLevel });
    if (created.err) {
      setError(created.val);
      return;
    }
    setError(undefined);
    toasts.show('home:create.created', 'success');
    onClose();
  };

  return (
    <Formik initialValues={INITIAL} validationSchema={createCourseSchema} onSubmit={handleSubmit}>
      {(form) => (
        <Dialog
          open={open}
          title={t('create.title')}
          onClose={onClose}
          actions={
            <>
              <Button type="button" variant="ghost" onClick={onClose}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" form={FORM_ID} variant="primary" loading={form.isSubmitting} disabled={form.isSubmitting}>
                {t('create.submit')}
              </Button>
            </>
          }
        >
          <Form id={FORM_ID} noValidate className="dialog-form">
            {error && <Alert tone="error">{errorMessage(t, error)}</Alert>}
            <TextField {...formikField(form, 'name', t)} label={t('create.name')} required autoFocus />
            <Select
              label={t('create.discipline')}
              value={form.values.discipline}
              options={DISCIPLINE_CODES.map((code) => ({ value: code, label: t(`catalog:disciplines.${discipline(code).key}`) }))}
              onChange={(value: string) => void form.setFieldValue('discipline', value)}
            />
            <Select
              label={t('create.level')}
              value={form.values.educationLevel}
              options={EDUCATION_LEVEL_CODES.map((code) => ({ value: code, label: t(`catalog:levels.${EDUCATION_LEVELS[code]}`) }))}
              onChange={(value: string) => void form.setFieldValue('educationLevel', value)}
            />
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}
