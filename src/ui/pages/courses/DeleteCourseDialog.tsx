import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CourseEditingStore } from '@application/courses/CourseEditingStore';
import type { CourseOutline } from '@application/lessons/Lesson';
import { useService } from '@ui/app/ContainerContext';
import { ConfirmDialog } from '@ui/pages/courses/ConfirmDialog';

/** "Delete course", asked first: names the course and what goes with it, and says when it is archived instead. */
export function DeleteCourseDialog({ course, open, onClose }: { course: CourseOutline; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('course');
  const editing = useService(CourseEditingStore);
  const navigate = useNavigate();
  const archive = course.removal === 'archive';
  const lessons = course.units.reduce((sum, unit) => sum + unit.lessons.length, 0);

  const handleConfirm = async () => {
    const result = await editing.remove(course);
    // The course is gone: back to the list, where the toast says what happened.
    if (result.ok) void navigate('/home');
    return result;
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('delete.title', { name: course.name })}
      confirmLabel={t(archive ? 'delete.confirmArchive' : 'delete.confirm')}
      onConfirm={handleConfirm}
      successToastKey={archive ? 'course:delete.archived' : 'course:delete.deleted'}
      onClose={onClose}
    >
      <p>{t(archive ? 'delete.archiveBody' : 'delete.body', { name: course.name })}</p>
      <ul className="delete-course__counts">
        <li>{t('delete.units', { count: course.units.length })}</li>
        <li>{t('delete.lessons', { count: lessons })}</li>
        <li>{t('delete.students', { count: course.studentsCount })}</li>
      </ul>
      <p>{t(archive ? 'delete.archiveKeeps' : 'delete.irreversible')}</p>
    </ConfirmDialog>
  );
}
