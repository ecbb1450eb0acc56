import { useTranslation } from 'react-i18next';
import type { CoursesStore } from '@application/courses/CoursesStore';
import { TextField } from '@ui/components/TextField';
import { FormDialog } from '@ui/app/FormDialog';
import { formikField } from '@ui/app/formikField';
import { joinCourseSchema } from '@ui/pages/home/courseSchemas';

const INITIAL = { code: '' };

export function JoinCourseDialog({ store, open, onClose }: { store: CoursesStore; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('home');

  return (
    <FormDialog
      open={open}
      title={t('join.title')}
      submitLabel={t('join.submit')}
      initialValues={INITIAL}
      validationSchema={joinCourseSchema}
      onSubmit={(values) => store.join(values.code)}
      successToastKey="home:join.joined"
      onClose={onClose}
    >
      {(form) => (
        <>
          <p>{t('join.lead')}</p>
          <TextField {...formikField(form, 'code', t)} label={t('join.code')} placeholder="ABC123" autoComplete="off" required autoFocus />
        </>
      )}
    </FormDialog>
  );
}
