import { lazy, Suspense, useCallback, useEffect, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GradebookStore } from '@application/gradebook/GradebookStore';
import type { Gradebook } from '@application/gradebook/Gradebook';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Skeleton } from '@ui/components/Skeleton';
import { Spinner } from '@ui/components/Spinner';
import type { GradebookAreaProps } from '@ui/pages/gradebook/areas/GradebookAreaProps';
import { ExportMenu } from '@ui/pages/gradebook/exports/ExportMenu';
import { GradebookGrid } from '@ui/pages/gradebook/grid/GradebookGrid';
import { decimalSeparatorOf } from '@ui/pages/gradebook/grid/gridFormat';
import { MyGrades } from '@ui/pages/gradebook/myGrades/MyGrades';
import { SetupToolbar } from '@ui/pages/gradebook/setup/SetupToolbar';
import '@ui/pages/gradebook/gradebook.css';

/** The areas of a teacher's gradebook, by `?area=` (the grid without one). */
export const GRADEBOOK_AREAS = ['grades', 'attendance', 'behaviour', 'ranking', 'analysis', 'graphics', 'units', 'calendar'] as const;
export type GradebookArea = (typeof GRADEBOOK_AREAS)[number];

function parseArea(value: string | null): GradebookArea {
  return GRADEBOOK_AREAS.find((area) => area === value) ?? 'grades';
}

// Each area is a chunk of its own, fetched the first time it opens.
const AREAS: Record<Exclude<GradebookArea, 'grades'>, ComponentType<GradebookAreaProps>> = {
  attendance: lazy(() => import('@ui/pages/gradebook/areas/AttendanceArea').then((m) => ({ default: m.AttendanceArea }))),
  behaviour: lazy(() => import('@ui/pages/gradebook/areas/BehaviourArea').then((m) => ({ default: m.BehaviourArea }))),
  ranking: lazy(() => import('@ui/pages/gradebook/areas/RankingArea').then((m) => ({ default: m.RankingArea }))),
  analysis: lazy(() => import('@ui/pages/gradebook/areas/AnalysisArea').then((m) => ({ default: m.AnalysisArea }))),
  graphics: lazy(() => import('@ui/pages/gradebook/areas/GraphicsArea').then((m) => ({ default: m.GraphicsArea }))),
  units: lazy(() => import('@ui/pages/gradebook/areas/UnitsArea').then((m) => ({ default: m.UnitsArea }))),
  calendar: lazy(() => import('@ui/pages/gradebook/areas/CalendarArea').then((m) => ({ default: m.CalendarArea }))),
};

/** /course/{guid}/grades: the teacher's (or school admin's) gradebook with its areas, or the student's My grades. */
export const GradesPage = observer(function GradesPage() {
  const { guid = '' } = useParams();
  const store = useService(GradebookStore);
  const { t, i18n } = useTranslation('gradebook');
  const [searchParams] = useSearchParams();
  const area = parseArea(searchParams.get('area'));

  useEffect(() => {
    void store.load(guid);
  }, [store, guid]);

  useEffect(() => {
    store.sheet.setDecimalSeparator(decimalSeparatorOf(i18n.language));
  }, [store, i18n.language]);

  const handleChanged = useCallback(() => void store.reload(), [store]);
  const handleRetry = () => void store.retry();

  const gradebook = store.sheet.gradebook;
  if (store.status === 'failed') {
    return (
      <section className="page gb-page">
        <PageHeading title={t('page.heading')} />
        <ErrorState title={t('page.loadFailed')} description={errorMessage(t, store.error)} onRetry={handleRetry} />
      </section>
    );
  }
  if (store.status !== 'ready' || gradebook === undefined) return <GradesLoading label={t('page.loading')} />;
  if (gradebook.view === 'student') return <MyGrades gradebook={gradebook} />;

  return (
    <section className="page gb-page">
      <header className="gb-page__header">
        <p className="gb-page__kicker">{t('page.kicker')}</p>
        <PageHeading title={t('page.title', { course: gradebook.courseName })} className="gb-page__title">
          {gradebook.courseName}
        </PageHeading>
        <p className="gb-page__school">{gradebook.schoolName}</p>
      </header>
      <AreaNavigation current={area} />
      {area === 'grades' ? <GradesArea store={store} gradebook={gradebook} onChanged={handleChanged} /> : <OtherArea area={area} store={store} courseGuid={guid} />}
    </section>
  );
});

function GradesLoading({ label }: { label: string }) {
  return (
    <section className="page gb-page" aria-busy="true">
      <Spinner label={label} />
      <div className="gb-skeleton" aria-hidden="true">
        <Skeleton variant="text" width="40%" height={32} />
        <Skeleton variant="rect" height={40} />
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rect" height={28} />
        ))}
      </div>
    </section>
  );
}

/** The gradebook's areas as links (`?area=`), the current one marked. */
function AreaNavigation({ current }: { current: GradebookArea }) {
  const { t } = useTranslation('gradebook');
  return (
    <nav className="gb-areas" aria-label={t('areas.label')}>
      <ul className="gb-areas__list">
        {GRADEBOOK_AREAS.map((area) => (
          <li key={area}>
            <Link to={{ search: area === 'grades' ? '' : `?area=${area}` }} className="gb-areas__link" aria-current={area === current ? 'page' : undefined}>
              {t(`areas.${area}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Calificaciones: the setup toolbar and exports above the grid, or what to do when there is nothing to grade yet. */
const GradesArea = observer(function GradesArea({ store, gradebook, onChanged }: { store: GradebookStore; gradebook: Gradebook; onChanged: () => void }) {
  const { t } = useTranslation('gradebook');
  const empty = store.sheet.isEmpty;
  return (
    <div className="gb-area">
      <div className="spread gb-area__tools">
        <SetupToolbar gradebook={gradebook} onChanged={onChanged} />
        {gradebook.abilities.export ? <ExportMenu gradebook={gradebook} /> : null}
      </div>
      {empty.students ? <EmptyState icon="people" title={t('empty.noStudents')} description={t('empty.noStudentsHint')} /> : null}
      {!empty.students && empty.items ? <EmptyState icon="sparkles" title={t('empty.noItems')} description={gradebook.abilities.update ? t('empty.noItemsHint') : t('empty.noItemsReader')} /> : null}
      {!empty.students && !empty.items ? <GradebookGrid store={store} onChanged={onChanged} /> : null}
    </div>
  );
});

/** Another area, lazily loaded, over the grid as it is now (with the scores changed since it was read). */
const OtherArea = observer(function OtherArea({ area, store, courseGuid }: { area: Exclude<GradebookArea, 'grades'>; store: GradebookStore; courseGuid: string }) {
  const { t } = useTranslation('gradebook');
  const gradebook = store.sheet.currentGradebook;
  if (gradebook === undefined) return null;
  const Area = AREAS[area];
  return (
    <div className="gb-area">
      <Suspense
        fallback={
          <div className="gb-area__loading">
            <Spinner label={t('areas.loading', { area: t(`areas.${area}`) })} />
          </div>
        }
      >
        <Area courseGuid={courseGuid} gradebook={gradebook} />
      </Suspense>
    </div>
  );
});
