import { useTranslation } from 'react-i18next';
import { studentItemLabelKey, teacherHandInLabelKey, type StudentItemLabel, type TeacherHandInLabel } from '@domain/tasks/studentItemStatus';
import { Badge, type BadgeTone } from '@ui/components/Badge';

/** The colour only reinforces the word (late in red, soon in amber). */
const STUDENT_TONES: Record<StudentItemLabel, BadgeTone> = {
  'not-started': 'neutral',
  'in-progress': 'info',
  'handed-back': 'info',
  soon: 'warning',
  late: 'error',
  closed: 'neutral',
  'turned-in': 'primary',
  graded: 'primary',
  'grades-published': 'success',
};

const TEACHER_TONES: Record<TeacherHandInLabel, BadgeTone> = {
  awaiting: 'neutral',
  'handed-back': 'info',
  late: 'warning',
  'not-handed-in': 'error',
  'turned-in': 'primary',
  graded: 'success',
  'grades-published': 'success',
};

/** The one word every student-facing screen shows for a gradable item (ADR 0140). */
export function ItemStatusBadge({ label }: { label: StudentItemLabel }) {
  const { t } = useTranslation('tasks');
  return (
    <Badge tone={STUDENT_TONES[label]}>
      {t(studentItemLabelKey(label))}
    </Badge>
  );
}

/** The word the teacher's list of hand-ins shows for one student, read by the same rule (ADR 0140). */
export function HandInStatusBadge({ label }: { label: TeacherHandInLabel }) {
  const { t } = useTranslation('tasks');
  return (
    <Badge tone={TEACHER_TONES[label]}>
      {t(teacherHandInLabelKey(label))}
    </Badge>
  );
}
