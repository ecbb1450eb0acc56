import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { TitleToolsStore } from '@application/accounts/TitleToolsStore';
import type { TitleTools } from '@application/accounts/TitleTools';
import { Alert } from '@ui/components/Alert';
import { Badge } from '@ui/components/Badge';
import { Button } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Skeleton } from '@ui/components/Skeleton';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { LessonChooser } from '@ui/pages/accounts/TitleDialogs';
import '@ui/pages/accounts/accounts.css';

/** The title's lessons: each in the course (opening its copy) or to add, ticked and added together. */
const ToolsLessons = observer(function ToolsLessons({ store, tools }: { store: TitleToolsStore; tools: TitleTools }) {
  const { t } = useTranslation('accounts');
  const announce = useRef<HTMLDivElement>(null);
  const left = tools.units.flatMap((unit) => unit.lessons).filter((lesson) => lesson.courseLessonGuid === null).length;
  const addedLabel = (lessonGuid: string) => {
    const lesson = tools.units.flatMap((unit) => unit.lessons).find((candidate) => candidate.guid === lessonGuid);
    return (
      <span className="title-lessons__added">
        <Badge tone="success">{t('titleTools.tools.inCourse')}</Badge>{' '}
        <Link to={`/course/${tools.course.guid}/lesson/${lesson?.courseLessonGuid ?? ''}`}>{lesson?.name}</Link>
      </span>
    );
  };
  const handleAdd = async () => {
    if (await store.add()) announce.current?.focus();
  };
  return (
    <section className="tools__section" aria-labelledby="tools-lessons">
      <h2 id="tools-lessons">{t('titleTools.tools.lessons')}</h2>
      <div ref={announce} tabIndex={-1} aria-live="polite" className="tools__status">
        {store.added && <Alert tone="success">{t('titleTools.tools.added', { count: store.added.added })}</Alert>}
        {store.addError && <Alert tone="error">{errorMessage(t, store.addError)}</Alert>}
      </div>
      {tools.units.length === 0 ? (
        <EmptyState icon="library" title={t('titleTools.lessons.none')} />
      ) : tools.canAddLessons ? (
        <>
          <LessonChooser units={tools.units} chosen={store.chosen} onToggle={store.toggle} addedLabel={addedLabel} />
          {left > 0 && (
            <div className="tools__actions">
              <Button type="button" onClick={() => void handleAdd()} loading={store.adding} disabled={store.adding || store.chosen.size === 0}>
                {t('titleTools.tools.add')}
              </Button>
              <p className="title-dialog__note">{t('titleTools.add.asDrafts')}</p>
            </div>
          )}
        </>
      ) : (
        <>
          <Alert tone="info">{t('titleTools.tools.noLicence')}</Alert>
          <ul className="title-lessons__list">
            {tools.units.flatMap((unit) => unit.lessons).map((lesson) => (
              <li key={lesson.guid}>{lesson.courseLessonGuid !== null ? addedLabel(lesson.guid) : lesson.name}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
});

/** `/tools/{courseProjectGuid}` (ADR 0558): what a title offers one course, for its teachers. */
export const ToolsPage = observer(function ToolsPage() {
  const { courseProjectGuid = '' } = useParams();
  const store = useService(TitleToolsStore);
  const { t, i18n } = useTranslation('accounts');
  useEffect(() => store.load(courseProjectGuid), [store, courseProjectGuid]);
  const tools = store.tools.value;

  if (store.tools.status === 'failed') {
    return (
      <div className="page tools">
        <PageHeading title={t('titleTools.tools.heading')} />
        {store.tools.error?.kind === 'not-found' ? (
          <ErrorState title={t('titleTools.tools.notFound')} />
        ) : (
          <ErrorState title={t('titleTools.loadFailed')} description={errorMessage(t, store.tools.error)} onRetry={() => void store.tools.retry()} />
        )}
      </div>
    );
  }
  if (!tools) {
    return (
      <div className="page tools" aria-busy="true" aria-label={t('titleTools.loading')}>
        <Skeleton height="3rem" />
        <Skeleton height="12rem" />
      </div>
    );
  }
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className="page tools">
      <PageHeading title={t('titleTools.tools.title', { title: tools.title.name })} />
      <p className="tools__lead">
        <Link to={`/course/${tools.course.guid}`}>{t('titleTools.tools.back', { course: tools.course.name })}</Link>
        {tools.licenceEndsOn !== null && <span className="tools__licence">{t('library.validUntil', { date: dateFormat.format(new Date(`${tools.licenceEndsOn}T00:00:00Z`)) })}</span>}
      </p>
      <ToolsLessons store={store} tools={tools} />
      <section className="tools__section" aria-labelledby="tools-resources">
        <h2 id="tools-resources">{t('titleTools.tools.resources')}</h2>
        {tools.teacherResources.length === 0 ? (
          <p>{t('titleTools.tools.noResources')}</p>
        ) : (
          <>
            <p>{t('titleTools.tools.resourcesLead')}</p>
            <ul className="tools__resources">
              {tools.teacherResources.map((resource) => (
                <li key={resource.guid}>
                  <span className="tools__resource-name">{resource.name}</span> <span className="tools__resource-lesson">{resource.lessonName}</span>
                </li>
              ))}
            </ul>
            <Link to={`/course/${tools.course.guid}/classroom-resources`}>{t('titleTools.tools.openResources')}</Link>
          </>
        )}
      </section>
    </div>
  );
});
