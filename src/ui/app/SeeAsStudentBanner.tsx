import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SeeAsStudentStore } from '@application/courses/SeeAsStudentStore';
import { Button } from '@ui/components/Button';
import { useService } from '@ui/app/ContainerContext';
import '@ui/app/seeAsStudent.css';

/**
 * While a teacher sees a course as a student (ADR 0553, ADR 0555): says so on every page, leads back to the course,
 * and leaves the preview for the page the teacher started it from.
 */
export const SeeAsStudentBanner = observer(function SeeAsStudentBanner() {
  const store = useService(SeeAsStudentStore);
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const preview = store.preview;
  if (!preview) return null;
  const handleLeave = () => void navigate(store.leave());
  return (
    <section className="see-as-student" aria-labelledby="see-as-student-text">
      <p id="see-as-student-text" className="see-as-student__text" role="status">
        {t('seeAsStudent.banner', { course: preview.courseName })}
      </p>
      <div className="see-as-student__actions">
        <Link to={`/course/${preview.courseGuid}`}>{t('seeAsStudent.course')}</Link>
        <Button size="sm" variant="secondary" onClick={handleLeave}>
          {t('seeAsStudent.leave')}
        </Button>
      </div>
    </section>
  );
});
