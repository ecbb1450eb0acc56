import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProgrammeStore } from '@application/calendar/ProgrammeStore';
import type { ProgrammeLessonView } from '@application/calendar/Programme';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Alert } from '@ui/components/Alert';
import { Badge } from '@ui/components/Badge';
import { Breadcrumbs } from '@ui/components/Breadcrumbs';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Select } from '@ui/components/Select';
import { Skeleton } from '@ui/components/Skeleton';
import { useSessionFormat } from '@ui/pages/calendar/LessonSessionNote';
import '@ui/pages/calendar/programme.css';

/** /course/{guid}/program (ADR 0505): the course's lessons on its class sessions; its teachers move them. */
export const ProgrammePage = observer(function ProgrammePage() {
  const store = useService(ProgrammeStore);
  const { guid = '' } = useParams();
  const { t } = useTranslation('calendar');

  useEffect(() => {
    void store.load(guid);
  }, [store, guid]);

  const value = store.programme.value;
  const courseName = value?.courseName ?? '';
  return (
    <section className="page programme">
      <Breadcrumbs trail={[{ label: courseName || t('courseFallback'), to: `/course/${guid}` }, { label: t('programme.title', { course: courseName }) }]} />
      <PageHeading title={t('programme.title', { course: courseName })} />
      {store.programme.status === 'failed' ? <ErrorState title={t('programme.loadFailed')} description={errorMessage(t, store.programme.error)} onRetry={() => void store.programme.retry()} /> : null}
      {value === undefined && store.programme.status !== 'failed' ? (
        <div aria-busy="true" aria-label={t('programme.loading')}>
          <Skeleton variant="rect" height={160} />
        </div>
      ) : null}
      {value !== undefined ? (
        <>
          <p className="programme__intro">{t(value.canEdit ? 'programme.intro' : 'programme.introStudent')}</p>
          {!value.hasTimetable ? (
            <Alert tone="info">
              {t('programme.noTimetable')} <Link to={`/calendar/${guid}`}>{t('programme.timetableLink')}</Link>
            </Alert>
          ) : null}
          {value.lessons.length === 0 ? (
            <EmptyState icon="book" title={t('programme.empty')} />
          ) : (
            <ol className="programme__list" aria-label={t('programme.listLabel')}>
              {value.lessons.map((lesson) => (
                <ProgrammeRow key={lesson.guid} store={store} lesson={lesson} courseGuid={guid} />
              ))}
            </ol>
          )}
        </>
      ) : null}
    </section>
  );
});

const ProgrammeRow = observer(function ProgrammeRow({ store, lesson, courseGuid }: { store: ProgrammeStore; lesson: ProgrammeLessonView; courseGuid: string }) {
  const { t } = useTranslation('calendar');
  const format = useSessionFormat();
  const editable = store.programme.value?.canEdit === true;
  const targets = editable ? store.targets(lesson.guid) : [];
  const outcome = store.outcome?.lessonGuid === lesson.guid ? store.outcome : undefined;
  const options = [{ value: '', label: t('programme.moveChoose') }, ...targets.map((session) => ({ value: session.guid, label: format(session) }))];
  return (
    <li className={`programme__row${lesson.moved ? ' programme__row--moved' : ''}`}>
      <span className="programme__when">{lesson.session ? format(lesson.session) : t('programme.noSession')}</span>
      <span className="programme__lesson">
        <Link to={lesson.session ? `/course/${courseGuid}/lesson/${lesson.guid}/session/${lesson.session.guid}` : `/course/${courseGuid}/lesson/${lesson.guid}`}>{lesson.name}</Link>
        <span className="programme__meta">
          {lesson.unitName}
          {lesson.session?.room ? ` · ${lesson.session.room}` : ''}
        </span>
      </span>
      <span className="programme__badges">
        {lesson.moved ? <Badge tone="info">{t('programme.moved')}</Badge> : null}
        {!lesson.published ? <Badge tone="neutral">{t('programme.draft')}</Badge> : null}
      </span>
      {editable && targets.length > 0 ? (
        <Select
          className="programme__move"
          label={t('programme.move', { lesson: lesson.name })}
          hideLabel
          value=""
          options={options}
          disabled={store.moving !== undefined}
          onChange={(sessionGuid) => {
            const session = targets.find((candidate) => candidate.guid === sessionGuid);
            if (session) void store.move(lesson.guid, session);
          }}
        />
      ) : null}
      <div aria-live="polite" className="programme__outcome">
        {outcome?.kind === 'moved' ? <Alert tone="success">{t('programme.movedTo', { lesson: lesson.name, session: format(outcome.session) })}</Alert> : null}
        {outcome?.kind === 'refused' ? <Alert tone="error">{t(`programme.refusals.${outcome.code.replace(/^programme\./, '')}`, { defaultValue: t('programme.refusals.generic') })}</Alert> : null}
        {outcome?.kind === 'failed' ? <Alert tone="error">{errorMessage(t, outcome.error)}</Alert> : null}
      </div>
    </li>
  );
});
