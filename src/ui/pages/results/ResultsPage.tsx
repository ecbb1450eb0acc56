import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ToastStore } from '@application/feedback/ToastStore';
import type { ResultJob } from '@application/assessments/results/Results';
import { isWaiting, ResultsStore, type ResultsSortKey } from '@application/assessments/results/ResultsStore';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Breadcrumbs } from '@ui/components/Breadcrumbs';
import { Alert } from '@ui/components/Alert';
import { Avatar } from '@ui/components/Avatar';
import { Badge, type BadgeTone } from '@ui/components/Badge';
import { Button } from '@ui/components/Button';
import { Dialog } from '@ui/components/Dialog';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { Skeleton } from '@ui/components/Skeleton';
import { ScrollRegion } from '@ui/components/ScrollRegion';
import { assessmentEditPath, individualResultPath } from '@ui/pages/assessmentEditor/assessmentPaths';
import '@ui/pages/results/results.css';

const STATUS_TONE: Record<ResultJob['status'], BadgeTone> = { pending: 'neutral', delivered: 'warning', evaluated: 'success' };

export function JobStatusBadge({ status }: { status: ResultJob['status'] }) {
  const { t } = useTranslation('results');
  return <Badge tone={STATUS_TONE[status]}>{t(`status.${status}`)}</Badge>;
}

export function useNumber(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
}

/** ${LESSON}/results-assessment/{a} and /results-assesment/{guid}: every student's result, grading and publishing. */
export const ResultsPage = observer(function ResultsPage() {
  const store = useService(ResultsStore);
  const toasts = useService(ToastStore);
  const { assessmentGuid, guid, courseGuid, lessonGuid } = useParams();
  const itemGuid = assessmentGuid ?? guid ?? '';
  const { t } = useTranslation('results');
  const number = useNumber();
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    void store.load(itemGuid);
  }, [store, itemGuid]);

  const results = store.results;
  const assessment = results?.assessment;
  const course = courseGuid ?? assessment?.courseGuid ?? '';
  const lesson = lessonGuid ?? assessment?.lessonGuid ?? '';
  const teacherName = (guid: string | null) => {
    const teacher = results?.teachers.find((candidate) => candidate.guid === guid);
    return teacher ? `${teacher.name} ${teacher.lastname}`.trim() : '';
  };

  const handlePublish = async () => {
    const publishing = !store.published;
    const result = await store.setPublished(publishing);
    if (result.ok) {
      toasts.show(publishing ? 'results:toast.published' : 'results:toast.unpublished', 'success');
      setConfirming(false);
    }
  };

  return (
    <section className="page results-page">
      <Breadcrumbs
        trail={[
          ...(course !== '' ? [{ label: t('breadcrumbs.course'), to: `/course/${course}` }] : []),
          ...(course !== '' && lesson !== '' ? [{ label: t('breadcrumbs.assessment'), to: assessmentEditPath(course, lesson, itemGuid) }] : []),
          { label: t('breadcrumbs.results') },
        ]}
      />

      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {store.announcement ? <span key={store.announcement.id}>{t(store.announcement.key, store.announcement.values)}</span> : null}
      </div>

      {(store.read.status === 'idle' || store.read.status === 'loading') && (
        <div aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={48} width="50%" />
          <Skeleton variant="rect" height={240} />
        </div>
      )}

      {store.read.status === 'failed' && (
        <>
          <PageHeading title={t('notAvailable')} />
          <ErrorState
            title={t(store.isNotFound ? 'notFound' : 'loadFailed')}
            description={store.isNotFound ? t('notFoundHint') : errorMessage(t, store.read.error)}
            onRetry={store.isNotFound ? undefined : () => void store.load(itemGuid)}
          />
        </>
      )}

      {store.read.status === 'ready' && results && assessment && (
        <>
          <header className="spread results-header">
            <div>
              <PageHeading title={t('title', { name: assessment.name })} />
              <p className="editor-lead">
                {t('summary', { count: assessment.questionsCount, points: number(assessment.maxPoints), scale: number(assessment.rankingScale) })}
              </p>
            </div>
            <div className="cluster">
              <Badge tone={store.published ? 'success' : 'neutral'} icon={<Icon name={store.published ? 'eye' : 'eye-off'} size={14} />}>
                {t(store.published ? 'publication.published' : 'publication.hidden')}
              </Badge>
              <Button variant={store.published ? 'secondary' : 'primary'} onClick={() => setConfirming(true)}>
                {t(store.published ? 'publication.unpublish' : 'publication.publish')}
              </Button>
            </div>
          </header>

          <ul className="results-counters" aria-label={t('counters.label')}>
            <li className="results-counter">
              <span className="results-counter__value">{store.counters.delivered}</span> {t('counters.delivered', { count: store.counters.students })}
            </li>
            <li className="results-counter">
              <span className="results-counter__value">{store.counters.evaluated}</span> {t('counters.evaluated')}
            </li>
            <li className="results-counter">
              <span className="results-counter__value">{store.counters.waiting}</span> {t('counters.waiting')}
            </li>
          </ul>

          {results.jobs.length === 0 ? (
            <EmptyState title={t('empty.title')} description={t('empty.description')} icon="people" />
          ) : (
            <ScrollRegion className="results-table-wrap" labelledBy="results-table-caption">
              <table className="results-table">
                <caption id="results-table-caption" className="visually-hidden">
                  {t('table.caption', { name: assessment.name })}
                </caption>
                <thead>
                  <tr>
                    <SortHeader store={store} sortKey="name" label={t('table.student')} />
                    <SortHeader store={store} sortKey="status" label={t('table.status')} />
                    <SortHeader store={store} sortKey="score" label={t('table.score', { scale: number(assessment.rankingScale) })} />
                    <th scope="col">{t('table.late')}</th>
                    <th scope="col">{t('table.attempts')}</th>
                    <th scope="col">{t('table.needsGrading')}</th>
                    <th scope="col">{t('table.evaluator')}</th>
                  </tr>
                </thead>
                <tbody>
                  {store.sorted.map((job) => {
                    const fullName = `${job.name} ${job.lastname}`.trim();
                    return (
                      <tr key={job.personGuid}>
                        <th scope="row">
                          <span className="results-student">
                            <Avatar name={fullName} src={job.avatar} size="sm" decorative />
                            <Link to={individualResultPath(assessment.courseGuid, assessment.guid, job.personGuid)}>{fullName}</Link>
                          </span>
                        </th>
                        <td>
                          <JobStatusBadge status={job.status} />
                        </td>
                        <td>{job.score === null ? <span aria-label={t('table.noScore')}>—</span> : t('table.scoreValue', { score: number(job.score), scale: number(assessment.rankingScale) })}</td>
                        <td>{job.late ? <Badge tone="warning">{t('table.lateYes')}</Badge> : t('table.lateNo')}</td>
                        <td>{job.attempts}</td>
                        <td className={isWaiting(job) && job.needsGrading > 0 ? 'results-waiting' : undefined}>{job.needsGrading > 0 ? t('table.toGrade', { count: job.needsGrading }) : '—'}</td>
                        <td>{teacherName(job.evaluatorGuid) || '—'}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollRegion>
          )}

          <Dialog
            open={confirming}
            alert
            title={t(store.published ? 'publication.unpublishTitle' : 'publication.publishTitle')}
            onClose={() => setConfirming(false)}
            actions={
              <>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  {t('common:cancel')}
                </Button>
                <Button variant="primary" loading={store.publishing} onClick={() => void handlePublish()}>
                  {t(store.published ? 'publication.unpublish' : 'publication.publish')}
                </Button>
              </>
            }
          >
            {store.publishError && <Alert tone="error">{errorMessage(t, store.publishError)}</Alert>}
            <p>{t(store.published ? 'publication.unpublishBody' : 'publication.publishBody')}</p>
          </Dialog>
        </>
      )}
    </section>
  );
});

const SortHeader = observer(function SortHeader({ store, sortKey, label }: { store: ResultsStore; sortKey: ResultsSortKey; label: string }) {
  const active = store.sortKey === sortKey;
  const sort = active ? (store.sortDirection === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" aria-sort={sort}>
      <button type="button" onClick={() => store.sortBy(sortKey)}>
        {label}
        <span aria-hidden="true">{active ? (store.sortDirection === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
});
