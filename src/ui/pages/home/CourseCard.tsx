import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { discipline, disciplineGradient } from '@domain/catalog/disciplines';
import { EDUCATION_LEVELS } from '@domain/catalog/educationLevels';
import { Roles } from '@domain/identity/roles';
import { roleWord } from '@domain/users/roleWord';
import type { Course } from '@application/courses/Course';
import { Icon } from '@ui/components/Icon';
import { ProgressBar } from '@ui/components/ProgressBar';

/** A course on the home grid: students see their progress, teachers the join code and the class size. */
export function CourseCard({ course, teacherView }: { course: Course; teacherView: boolean }) {
  const { t } = useTranslation('home');
  const subject = discipline(course.discipline);
  const teacherWord = roleWord(Roles.teacher, course.teacherGender);
  return (
    <li className="course-card">
      <Link to={`/course/${course.guid}`} className="course-card__link">
        <div className="course-card__banner" style={{ backgroundImage: disciplineGradient(course.discipline) }} aria-hidden="true">
          <Icon name={subject.icon} />
        </div>
        <div className="course-card__body">
          <h2 className="course-card__title">{course.name}</h2>
          <p className="course-card__meta">
            {t(`catalog:disciplines.${subject.key}`)} · {t(`catalog:levels.${EDUCATION_LEVELS[course.educationLevel]}`)}
            {course.educationYear ? ` · ${course.educationYear}` : ''}
          </p>
          {/* The server withholds the name where the school hides teachers from students (ADR 0554). */}
          {course.teacherName && !teacherView && (
            <p className="course-card__teacher">{t('card.teacher', { name: course.teacherName, role: t(teacherWord.key, { ns: 'catalog', context: teacherWord.context }) })}</p>
          )}
        </div>
      </Link>
      <div className="spread course-card__footer">
        {teacherView ? (
          <>
            <span>{t('card.students', { count: course.studentsCount })}</span>
            {course.joinCode && (
              <span className="course-card__code">
                {t('card.joinCode')} <strong>{course.joinCode}</strong>
              </span>
            )}
          </>
        ) : course.progress !== null ? (
          <ProgressBar value={course.progress} label={t('card.progress', { name: course.name })} showValue size="sm" />
        ) : (
          <span>{t('card.lessons', { count: course.lessonsCount })}</span>
        )}
      </div>
    </li>
  );
}
