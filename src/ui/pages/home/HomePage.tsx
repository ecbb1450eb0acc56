import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { hasHelpdeskDesk } from '@domain/helpdesk/helpdeskAccess';
import { CoursesStore } from '@application/courses/CoursesStore';
import { SessionStore } from '@application/session/SessionStore';
import { Alert } from '@ui/components/Alert';
import { Button } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { Skeleton } from '@ui/components/Skeleton';
import { Roles } from '@domain/identity/roles';
import { useService } from '@ui/app/ContainerContext';
import { loadFeature } from '@ui/app/features';
import { PageLoading } from '@ui/app/PageLoading';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { CourseCard } from '@ui/pages/home/CourseCard';
import { RecentMessagesPanel } from '@ui/pages/home/RecentMessagesPanel';
import '@ui/pages/home/home.css';
// The dialogs (formik and yup) load when first opened: /home's first load stays light (ADR 0480).
const CreateCourseDialog = lazy(() => import('@ui/pages/home/CreateCourseDialog').then((m) => ({ default: m.CreateCourseDialog })));
const JoinCourseDialog = lazy(() => import('@ui/pages/home/JoinCourseDialog').then((m) => ({ default: m.JoinCourseDialog })));

// A school admin's home is their school's desk (ADR 0611): its chunk and texts load with it.
const SchoolHome = lazy(() => Promise.all([import('@ui/pages/admin/SchoolHome'), loadFeature('admin')]).then(([m]) => ({ default: m.SchoolHome })));

type OpenDialog = 'none' | 'create' | 'join';
const SKELETON_CARDS = 6;

/** /home: a person's courses; helpdesk's home is their desk (ADR 0620). */
export const HomePage = observer(function HomePage() {
  const session = useService(SessionStore);
  if (session.role !== undefined && hasHelpdeskDesk(session.role)) return <Navigate to="/helpdesk" replace />;
  if (session.role === Roles.schoolAdmin) {
    return (
      <Suspense fallback={<PageLoading />}>
        <SchoolHome />
      </Suspense>
    );
  }
  return <CoursesHome />;
});

const CoursesHome = observer(function CoursesHome() {
  const store = useService(CoursesStore);
  const session = useService(SessionStore);
  const { t } = useTranslation('home');
  const [dialog, setDialog] = useState<OpenDialog>('none');

  useEffect(() => {
    void store.load();
  }, [store]);

  const handleRetry = () => void store.load();
  const handleLoadMore = () => void store.loadMore();
  const handleOpenCreate = () => setDialog('create');
  const handleOpenJoin = () => setDialog('join');
  const handleCloseDialog = () => setDialog('none');

  const actions = (
    <div className="home__actions">
      {session.canJoinCourse && (
        <Button variant="secondary" icon={<Icon name="plus" />} onClick={handleOpenJoin}>
          {t('join.open')}
        </Button>
      )}
      {session.canCreateCourse && (
        <Button variant="primary" icon={<Icon name="plus" />} onClick={handleOpenCreate}>
          {t('create.open')}
        </Button>
      )}
    </div>
  );

  return (
    <section className="page home">
      <header className="page__header">
        <div>
          <p className="page__eyebrow">{t('greeting', { name: session.user?.name ?? '' })}</p>
          <PageHeading title={t('title')} />
        </div>
        {store.firstPage.status === 'ready' && !store.isEmpty && actions}
      </header>

      {store.firstPage.status === 'failed' && <ErrorState title={t('loadFailed')} description={errorMessage(t, store.firstPage.error)} onRetry={handleRetry} />}

      {(store.firstPage.status === 'loading' || store.firstPage.status === 'idle') && (
        <ul className="course-grid" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} className="course-card course-card--skeleton">
              <Skeleton height={96} />
              <Skeleton width="70%" />
              <Skeleton width="40%" />
            </li>
          ))}
        </ul>
      )}

      {store.isEmpty && (
        <EmptyState
          icon="book"
          title={t(session.isTeacherLike ? 'empty.teacherTitle' : 'empty.studentTitle')}
          description={t(session.isTeacherLike ? 'empty.teacherDescription' : 'empty.studentDescription')}
          action={actions}
        />
      )}

      {store.firstPage.status === 'ready' && !store.isEmpty && (
        <>
          <p className="home__count">{t('count', { count: store.total })}</p>
          <ul className="course-grid">
            {store.courses.map((course) => (
              <CourseCard
                key={course.guid}
                course={course}
                teacherView={session.isTeacherLike}
              />
            ))}
          </ul>
          {store.loadMoreError && (
            <Alert tone="error">{errorMessage(t, store.loadMoreError)}</Alert>
          )}
          {store.hasMore && (
            <div className="home__more">
              <Button variant="secondary" onClick={handleLoadMore} loading={store.loadingMore} disabled={store.loadingMore}>
                {t('loadMore', { shown: store.courses.length, total: store.total })}
              </Button>
            </div>
          )}
        </>
      )}

      {store.firstPage.status === 'ready' && !store.isEmpty && <RecentMessagesPanel />}

      <Suspense fallback={null}>
        {dialog === 'create' && <CreateCourseDialog store={store} open onClose={handleCloseDialog} />}
        {dialog === 'join' && <JoinCourseDialog store={store} open onClose={handleCloseDialog} />}
      </Suspense>
    </section>
  );
});
