import { useTranslation } from 'react-i18next';
import { Err } from '@domain/shared/result';
import { DISCIPLINE_CODES, discipline, isDisciplineCode } from '@domain/catalog/disciplines';
import { EDUCATION_LEVEL_CODES, EDUCATION_LEVELS, isEducationLevelCode } from '@domain/catalog/educationLevels';
import { appError } from '@application/shared/AppError';
import type { CoursesStore } from '@application/courses/CoursesStore';
import { Select } from '@ui/components/Select';
import { TextField } from '@ui/components/TextField';
import { FormDialog } from '@ui/app/FormDialog';
import { formikField } from '@ui/app/formikField';
import { createCourseSchema } from '@ui/pages/home/courseSchemas';

const INITIAL = { name: '', discipline: DISCIPLINE_CODES[0] as string, educationLevel: EDUCATION_LEVEL_CODES[0] as string };

export function CreateCourseDialog({ store, open, onClose }: { store: CoursesStore; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('home');

  const handleSubmit = (values: typeof INITIAL) => {
    // The selects only offer known codes; the guard narrows their type for the store.
    if (!isDisciplineCode(values.discipline) || !isEducationLevelCode(values.educationLevel)) return Promise.resolve(Err(appError('validation', 'VALIDATION_FAILED')));
    return store.create({ name: values.name.trim(), discipline: values.discipline, educationLevel: values.educationLevel });
  };

  return (
    <FormDialog
      open={open}
      title={t('create.title')}
      submitLabel={t('create.submit')}
      initialValues={INITIAL}
      validationSchema={createCourseSchema}
      onSubmit={handleSubmit}
      successToastKey="home:create.created"
      onClose={onClose}
    >
      {(form) => (
        <>
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
        </>
      )}
    </FormDialog>
  );
}
