import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { discipline, disciplineGradient } from '@domain/catalog/disciplines';
import { EDUCATION_LEVELS } from '@domain/catalog/educationLevels';
import { Roles } from '@domain/identity/roles';
import { roleWord } from '@domain/users/roleWord';
import { CourseOutlineStore } from '@application/lessons/CourseOutlineStore';
import { SeeAsStudentStore } from '@application/courses/SeeAsStudentStore';
import { SessionStore } from '@application/session/SessionStore';
import type { CourseOutline, OutlineLesson } from '@application/lessons/Lesson';
import { Breadcrumbs } from '@ui/components/Breadcrumbs';
import { Button } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { ProgressBar } from '@ui/components/ProgressBar';
import { Skeleton } from '@ui/components/Skeleton';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { CourseOutlineEditor } from '@ui/pages/courses/CourseOutlineEditor';
import { DeleteCourseDialog } from '@ui/pages/courses/DeleteCourseDialog';
import { EditCourseDialog } from '@ui/pages/courses/EditCourseDialog';
import { LiveAnnouncer } from '@ui/pages/courses/LiveAnnouncer';
import '@ui/pages/courses/course.css';

/** /course/{guid}: units and lessons in teaching order; students see their progress, teachers manage the outline. */
export const CoursePage = observer(function CoursePage() {
  const store = useService(CourseOutlineStore);
  const session = useService(SessionStore);
  const { guid = '' } = useParams();
  const { t } = useTranslation('course');
  // Starting or leaving "see as student" reads the course again: the server answers it as a student's (ADR 0553).
  const previewed = useService(SeeAsStudentStore).courseGuid;

  useEffect(() => {
    void store.load(guid);
  }, [store, guid, previewed]);

  const handleRetry = () => void store.load(guid);
  const course = store.outline;

  return (
    <section className={`page course-page${course && session.kidsModeIn(course.educationLevel) ? ' tz-kids-scope' : ''}`}>
      <Breadcrumbs trail={[{ label: course?.name ?? t(store.read.status === 'failed' ? 'notAvailable' : 'loading') }]} />

      {store.read.status === 'failed' && (
        <>
          <PageHeading title={t('notAvailable')} />
          <ErrorState
            title={t(store.isNotFound ? 'notFound' : 'loadFailed')}
            description={store.isNotFound ? t('notFoundHint') : errorMessage(t, store.read.error)}
            onRetry={store.isNotFound ? undefined : handleRetry}
          />
        </>
      )}

      {(store.read.status === 'loading' || store.read.status === 'idle') && (
        <div aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={140} />
          <Skeleton width="60%" />
          <Skeleton width="80%" />
        </div>
      )}

      {store.read.status === 'ready' && course && (
        <>
          <CourseHero course={course} store={store} />
          {store.canManage ? <CourseOutlineEditor store={store} /> : <CourseContent course={course} />}
        </>
      )}
      <LiveAnnouncer announcement={store.announcement} />
    </section>
  );
});

type HeroDialog = 'none' | 'edit' | 'delete';

function CourseHero({ course, store }: { course: CourseOutline; store: CourseOutlineStore }) {
  const { t } = useTranslation('course');
  const seeAs = useService(SeeAsStudentStore);
  const location = useLocation();
  const [dialog, setDialog] = useState<HeroDialog>('none');
  const previewing = seeAs.previews(course.guid);
  const handleSeeAsStudent = () => seeAs.start(course.guid, course.name, `${location.pathname}${location.search}`);
  const subject = discipline(course.discipline);
  const teacherWord = roleWord(Roles.teacher, course.teacherGender);
  const handleEdit = () => setDialog('edit');
  const handleDelete = () => setDialog('delete');
  const handleClose = () => setDialog('none');
  return (
    <header className="course-hero" style={{ backgroundImage: disciplineGradient(course.discipline) }}>
      <span className="course-hero__icon" aria-hidden="true">
        <Icon name={subject.icon} />
      </span>
      <div>
        <PageHeading title={course.name} className="course-hero__title" />
        <p className="course-hero__meta">
          {t(`catalog:disciplines.${subject.key}`)} · {t(`catalog:levels.${EDUCATION_LEVELS[course.educationLevel]}`)}
          {course.educationYear ? ` · ${course.educationYear}` : ''}
          {course.teacherName ? ` · ${t('teacher', { name: course.teacherName, role: t(teacherWord.key, { ns: 'catalog', context: teacherWord.context }) })}` : ''}
        </p>
        <nav className="course-hero__links" aria-label={t('links.label')}>
          <Link to={`/course/${course.guid}/board`}>{t('links.board')}</Link>
          <Link to={`/course/${course.guid}/resources`}>{t('links.resources')}</Link>
          {/* Students (who have a progress) read their own grades; teachers open the gradebook. */}
          <Link to={`/course/${course.guid}/grades`}>{t(course.progress !== null || previewing ? 'links.myGrades' : 'links.grades')}</Link>
          <Link to={`/calendar/${course.guid}`}>{t('links.calendar')}</Link>
          <Link to={`/course/${course.guid}/program`}>{t('links.programme')}</Link>
          {course.abilities.update && <Link to={`/course/${course.guid}/classroom-resources`}>{t('links.classroomResources')}</Link>}
        </nav>
      </div>
      {course.progress !== null && (
        <div className="course-hero__progress">
          <ProgressBar value={course.progress} label={t('yourProgress')} showValue />
        </div>
      )}
      {(course.abilities.seeAsStudent || course.abilities.update) && (
        <div className="course-hero__actions">
          {course.abilities.seeAsStudent && (
            <Button variant="secondary" size="sm" icon={<Icon name="eye" />} onClick={handleSeeAsStudent}>
              {t('seeAsStudent')}
            </Button>
          )}
          {course.abilities.update && (
            <Button variant="secondary" size="sm" icon={<Icon name="edit" />} onClick={handleEdit}>
              {t('edit.open')}
            </Button>
          )}
          {course.abilities.update && course.removal !== null && (
            <Button variant="danger" size="sm" icon={<Icon name="trash" />} onClick={handleDelete}>
              {t('delete.open')}
            </Button>
          )}
        </div>
      )}
      {dialog === 'edit' && <EditCourseDialog course={course} outline={store} open onClose={handleClose} />}
      {dialog === 'delete' && <DeleteCourseDialog course={course} open onClose={handleClose} />}
    </header>
  );
}

/** The read-only outline (students, and anyone the server does not let change the course). */
function CourseContent({ course }: { course: CourseOutline }) {
  const { t } = useTranslation('course');
  if (course.units.length === 0) return <EmptyState icon="book" title={t('empty.title')} description={t('empty.description')} />;
  return (
    <ol className="units">
      {course.units.map((unit, index) => (
        <li key={unit.guid} className="unit">
          <h2 className="unit__title">
            <span className="unit__number">{t('unitNumber', { number: index + 1 })}</span> {unit.name}
          </h2>
          {unit.lessons.length === 0 ? (
            <p className="unit__empty">{t('unitEmpty')}</p>
          ) : (
            <ol className="lessons">
              {unit.lessons.map((lesson, position) => (
                <LessonRow
                  key={lesson.guid}
                  href={`/course/${course.guid}/unit/${unit.guid}/lesson/${lesson.guid}`}
                  lesson={lesson}
                  number={position + 1}
                  gradient={disciplineGradient(course.discipline)}
                />
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}

function LessonRow({ href, lesson, number, gradient }: { href: string; lesson: OutlineLesson; number: number; gradient: string }) {
  const { t } = useTranslation('course');
  return (
    <li className="lesson">
      <Link to={href} className="lesson__link">
        {lesson.thumbnail ? (
          <img className="lesson__thumb" src={lesson.thumbnail} alt="" loading="lazy" />
        ) : (
          <span className="lesson__thumb lesson__thumb--gradient" style={{ backgroundImage: gradient }} aria-hidden="true">
            {number}
          </span>
        )}
        <span className="lesson__name">
          <span className="visually-hidden">{t('lessonNumber', { number })} </span>
          {lesson.name}
        </span>
      </Link>
      {lesson.progress !== null && (
        <div className="lesson__progress">
          <ProgressBar value={lesson.progress} label={t('lessonProgress', { name: lesson.name })} showValue size="sm" />
        </div>
      )}
    </li>
  );
}
