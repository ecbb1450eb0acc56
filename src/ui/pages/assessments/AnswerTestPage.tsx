import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MyAssessmentsStore } from '@application/assessments/taking/MyAssessmentsStore';
import type { MyAssessmentEntry } from '@application/assessments/taking/Attempt';
import { canTurnIn } from '@domain/tasks/studentItemStatus';
import { useService } from '@ui/app/ContainerContext';
import { PageHeading } from '@ui/app/PageHeading';
import { Alert } from '@ui/components/Alert';
import { buttonClassName } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Skeleton } from '@ui/components/Skeleton';
import { formatLocalDateTime } from '@ui/pages/viewer/viewerFormat';
import { assessmentErrorMessage, lessonPathOf, takeTestPath } from '@ui/pages/assessments/assessmentUi';
import { ItemStatusBadge } from '@ui/pages/tasks/ItemStatusBadge';
import '@ui/pages/assessments/assessment.css';

/** An open attempt is resumed while the server lets it run; otherwise a test is started only while it can be turned in. */
function canTake(entry: MyAssessmentEntry): boolean {
  return entry.openAttempt || canTurnIn(entry.status);
}

/** /answer-test: the student's tests across their courses; `?assessment=<guid>` goes straight to that test. */
export const AnswerTestPage = observer(function AnswerTestPage() {
  const store = useService(MyAssessmentsStore);
  const { t, i18n } = useTranslation('assessment');
  const [search] = useSearchParams();
  const wanted = search.get('assessment');

  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.entries.status === 'ready' && wanted) {
    const entry = store.find(wanted);
    if (entry) return <Navigate to={takeTestPath(entry.courseGuid, entry.lessonGuid, entry.itemGuid)} replace />;
  }

  return (
    <div className="take stack">
      <PageHeading title={t('list.title')} />
      {store.entries.status === 'ready' && wanted && !store.find(wanted) ? (
        <Alert tone="warning">{t('list.notFound')}</Alert>
      ) : null}
      {store.entries.status === 'idle' || store.entries.status === 'loading' ? <Skeleton lines={4} /> : null}
      {store.entries.status === 'failed' ? <ErrorState title={assessmentErrorMessage(t, store.entries.error)} onRetry={() => void store.load()} /> : null}
      {store.entries.status === 'ready' && store.sorted.length === 0 ? <EmptyState title={t('list.empty')} description={t('list.emptyDescription')} /> : null}
      {store.entries.status === 'ready' && store.sorted.length > 0 ? (
        <ul className="take-list">
          {store.sorted.map((entry) => {
            const takeable = canTake(entry);
            return (
              <li key={entry.itemGuid} className="take-list__item">
                <div className="take-list__text">
                  <h2 className="take-list__name">{entry.name}</h2>
                  <p className="viewer-muted">{t('list.course', { name: entry.courseName })}</p>
                  <p className="viewer-muted">{entry.deliverAt ? t('list.deliverAt', { date: formatLocalDateTime(entry.deliverAt, i18n.language) }) : t('list.noDeadline')}</p>
                </div>
                <ItemStatusBadge label={entry.status.label} />
                {takeable ? (
                  <Link className={buttonClassName(entry.openAttempt ? 'primary' : 'secondary')} to={takeTestPath(entry.courseGuid, entry.lessonGuid, entry.itemGuid)}>
                    {t(entry.openAttempt ? 'list.resume' : 'list.start', { name: entry.name })}
                  </Link>
                ) : (
                  <Link className={buttonClassName('ghost')} to={`${lessonPathOf(entry.courseGuid, entry.lessonGuid)}/content/${entry.itemGuid}`}>
                    {t('list.view', { name: entry.name })}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
});
