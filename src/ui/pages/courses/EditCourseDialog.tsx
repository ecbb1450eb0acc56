import { useTranslation } from 'react-i18next';
import { COURSE_YEAR_MAX } from '@domain/courses/courseDetails';
import { DISCIPLINE_CODES, discipline } from '@domain/catalog/disciplines';
import { EDUCATION_LEVEL_CODES, EDUCATION_LEVELS } from '@domain/catalog/educationLevels';
import { CourseEditingStore } from '@application/courses/CourseEditingStore';
import type { CourseOutlineStore } from '@application/lessons/CourseOutlineStore';
import type { CourseOutline } from '@application/lessons/Lesson';
import { Select } from '@ui/components/Select';
import { TextField } from '@ui/components/TextField';
import { useService } from '@ui/app/ContainerContext';
import { FormDialog } from '@ui/app/FormDialog';
import { formikField } from '@ui/app/formikField';
import { courseEditSchema, type CourseEditValues } from '@ui/pages/courses/courseEditSchema';

/** "Edit course": name, subject, level and year; a refusal keeps what was typed, a success shows it on the page. */
export function EditCourseDialog({ course, outline, open, onClose }: { course: CourseOutline; outline: CourseOutlineStore; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('course');
  const editing = useService(CourseEditingStore);
  const initial: CourseEditValues = { name: course.name, discipline: course.discipline, educationLevel: course.educationLevel, educationYear: course.educationYear ?? '' };

  const handleSubmit = async (values: CourseEditValues) => {
    const result = await editing.save(course.guid, values);
    if (result.ok) outline.showDetails(result.val);
    return result;
  };

  return (
    <FormDialog
      open={open}
      title={t('edit.title')}
      submitLabel={t('edit.submit')}
      initialValues={initial}
      validationSchema={courseEditSchema}
      onSubmit={handleSubmit}
      successToastKey="course:edit.saved"
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField {...formikField(form, 'name', t)} label={t('edit.name')} required autoFocus />
          <Select
            label={t('edit.discipline')}
            value={form.values.discipline}
            options={DISCIPLINE_CODES.map((code) => ({ value: code, label: t(`catalog:disciplines.${discipline(code).key}`) }))}
            onChange={(value: string) => void form.setFieldValue('discipline', value)}
          />
          <Select
            label={t('edit.level')}
            value={form.values.educationLevel}
            options={EDUCATION_LEVEL_CODES.map((code) => ({ value: code, label: t(`catalog:levels.${EDUCATION_LEVELS[code]}`) }))}
            onChange={(value: string) => void form.setFieldValue('educationLevel', value)}
          />
          <TextField {...formikField(form, 'educationYear', t, { max: COURSE_YEAR_MAX })} label={t('edit.year')} hint={t('edit.yearHint')} />
        </>
      )}
    </FormDialog>
  );
}
