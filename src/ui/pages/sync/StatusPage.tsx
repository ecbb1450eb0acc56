import { useEffect, useId, type ChangeEvent, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSyncRunning, type UserSyncStatus } from '@domain/sync/syncStatus';
import { SyncStore } from '@application/sync/SyncStore';
import { SYNC_KINDS, type SyncJob } from '@application/sync/SyncJob';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Alert } from '@ui/components/Alert';
import { Badge, type BadgeTone } from '@ui/components/Badge';
import { Button } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { ProgressBar } from '@ui/components/ProgressBar';
import { ScrollRegion } from '@ui/components/ScrollRegion';
import { Skeleton } from '@ui/components/Skeleton';
import '@ui/pages/sync/sync.css';

const USER_TONE: Record<UserSyncStatus, BadgeTone> = { synchronised: 'success', 'not-synchronised': 'warning', error: 'error' };
const JOB_TONE: Record<SyncJob['status'], BadgeTone> = { pending: 'neutral', processing: 'info', 'in-progress': 'info', completed: 'success', error: 'error' };

/** /status: the user's sync state, a school admin's OneRoster import, and the jobs with their progress and report. */
export const StatusPage = observer(function StatusPage() {
  const store = useService(SyncStore);
  const { t } = useTranslation('sync');

  useEffect(() => {
    void store.load();
    return () => store.stop();
  }, [store]);

  const overview = store.overview;
  return (
    <section className="page sync-page">
      <PageHeading title={t('title')} />
      {overview.value === undefined && overview.status !== 'failed' ? (
        <div aria-busy="true" aria-label={t('loading')} className="sync-page__loading">
          <Skeleton height="4rem" />
          <Skeleton height="8rem" />
        </div>
      ) : null}
      {overview.status === 'failed' && overview.value === undefined ? (
        <ErrorState title={t('loadFailed')} description={errorMessage(t, overview.error)} onRetry={() => void store.load()} />
      ) : null}
      {overview.value ? (
        <>
          <section className="sync-card" aria-labelledby="sync-me">
            <h2 id="sync-me">{t('me.title')}</h2>
            <p>
              <Badge tone={USER_TONE[overview.value.userStatus]}>{t(`me.status.${overview.value.userStatus}`)}</Badge>
            </p>
            <p className="sync-card__hint">{t(`me.hint.${overview.value.userStatus}`)}</p>
          </section>
          {store.canImport ? <ImportForm store={store} /> : null}
          {store.canImport ? (
            <section className="sync-card" aria-labelledby="sync-lrs">
              <h2 id="sync-lrs">
                <Link to="/config/lrs">{t('lrs.link')}</Link>
              </h2>
              <p className="sync-card__hint">{t('lrs.linkHint')}</p>
            </section>
          ) : null}
          <section aria-labelledby="sync-jobs">
            <h2 id="sync-jobs">{t('jobs.title')}</h2>
            {store.jobs.length === 0 ? (
              <EmptyState icon="sparkles" titleLevel={3} title={t('jobs.empty')} description={t(store.canImport ? 'jobs.emptyAdmin' : 'jobs.emptyHint')} />
            ) : (
              <ol className="sync-jobs">
                {store.jobs.map((job) => (
                  <JobCard key={job.guid} job={job} />
                ))}
              </ol>
            )}
          </section>
        </>
      ) : null}
    </section>
  );
});

const ImportForm = observer(function ImportForm({ store }: { store: SyncStore }) {
  const { t } = useTranslation('sync');
  const inputId = useId();
  const hintId = useId();
  const handleChoose = (event: ChangeEvent<HTMLInputElement>) => store.choose(Array.from(event.target.files ?? []));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.send().then((sent) => {
      if (sent) (event.target as HTMLFormElement).reset();
    });
  };
  return (
    <section className="sync-card" aria-labelledby="sync-import">
      <h2 id="sync-import">{t('import.title')}</h2>
      <form onSubmit={handleSubmit} className="sync-import">
        <label htmlFor={inputId}>{t('import.label')}</label>
        <input id={inputId} type="file" accept=".zip,.csv,application/zip,text/csv" multiple aria-describedby={hintId} onChange={handleChoose} disabled={store.uploading} />
        <p id={hintId} className="sync-card__hint">
          {t('import.hint')}
        </p>
        {store.running ? <p className="sync-card__hint">{t('import.waitRunning')}</p> : null}
        {store.uploadError ? (
          <Alert tone="error" title={t('import.failed')}>
            <p>{errorMessage(t, store.uploadError)}</p>
            {store.uploadError.details?.length ? (
              <ul>
                {store.uploadError.details.map((d) => (
                  <li key={`${d.path}-${d.message}`}>{t(`problems.${d.message}`, { defaultValue: d.message, where: d.path.replace(/^\//, '') })}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" disabled={!store.canSend} loading={store.uploading}>
            {t('import.send')}
          </Button>
        </div>
      </form>
    </section>
  );
});

function JobCard({ job }: { job: SyncJob }) {
  const { t, i18n } = useTranslation('sync');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(job.createdAt);
  const running = isSyncRunning(job.status);
  return (
    <li className="sync-card sync-job">
      <div className="sync-job__head">
        <h3>{job.fileName}</h3>
        <Badge tone={JOB_TONE[job.status]}>{t(`jobs.status.${job.status}`)}</Badge>
      </div>
      <p className="sync-card__hint">{job.createdByName ? t('jobs.byWhom', { name: job.createdByName, when }) : when}</p>
      {running ? <ProgressBar value={job.progress} label={t('jobs.progress', { done: job.done, total: job.total })} showValue /> : null}
      {running ? <p className="sync-card__hint">{t('jobs.progress', { done: job.done, total: job.total })}</p> : null}
      {job.status === 'error' ? <Alert tone="error" title={t('jobs.failed')}>{t('jobs.failedHint')}</Alert> : null}
      {job.status === 'completed' ? (
        <ScrollRegion className="sync-job__table" label={t('jobs.countsLabel')}>
          <table>
            <caption className="visually-hidden">{t('jobs.countsLabel')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('counts.kind')}</th>
                <th scope="col">{t('counts.created')}</th>
                <th scope="col">{t('counts.updated')}</th>
                <th scope="col">{t('counts.unchanged')}</th>
                <th scope="col">{t('counts.dropped')}</th>
              </tr>
            </thead>
            <tbody>
              {SYNC_KINDS.map((kind) => (
                <tr key={kind}>
                  <th scope="row">{t(`counts.kinds.${kind}`)}</th>
                  <td>{job.counts[kind].created}</td>
                  <td>{job.counts[kind].updated}</td>
                  <td>{job.counts[kind].unchanged}</td>
                  <td>{job.counts[kind].dropped}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {job.refused > 0 ? (
        <details className="sync-job__problems">
          <summary>{t('jobs.refused', { count: job.refused })}</summary>
          <ul>
            {job.problems.map((p) => (
              <li key={`${p.file}-${p.line}`}>
                <strong>{t('jobs.where', { file: `${p.file}.csv`, line: p.line })}</strong> {p.sourcedId ? `(${p.sourcedId}) ` : ''}
                {t(`rules.${p.rule}`, { defaultValue: p.rule })}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
