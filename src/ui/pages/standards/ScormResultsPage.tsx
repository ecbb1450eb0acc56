import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ScormResultRow } from '@application/standards/Scorm';
import { ScormResultsStore } from '@application/standards/ScormResultsStore';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Badge, type BadgeTone } from '@ui/components/Badge';
import { Breadcrumbs } from '@ui/components/Breadcrumbs';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { ScrollRegion } from '@ui/components/ScrollRegion';
import { Skeleton } from '@ui/components/Skeleton';
import { formatDuration } from '@ui/pages/viewer/kinds/scormFormat';
import '@ui/pages/results/results.css';

const COMPLETION_TONE: Record<ScormResultRow['completion'], BadgeTone> = { 'not-attempted': 'neutral', incomplete: 'warning', completed: 'success', unknown: 'neutral' };

/** /course/{c}/results-scorm/{i}: every student of the course with what their package reported, as the server read it. */
export const ScormResultsPage = observer(function ScormResultsPage() {
  const store = useService(ScormResultsStore);
  const { courseGuid = '', itemGuid = '' } = useParams();
  const { t, i18n } = useTranslation('viewer');

  useEffect(() => {
    void store.load(itemGuid);
  }, [store, itemGuid]);

  const results = store.results.value;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });

  return (
    <section className="page results-page">
      <Breadcrumbs trail={[{ label: t('course'), to: `/course/${courseGuid}` }, { label: results?.item.name ?? t('scormResults.title') }]} />
      <PageHeading title={results ? t('scormResults.titleOf', { name: results.item.name }) : t('scormResults.title')} />
      {store.results.status === 'failed' ? (
        <ErrorState title={t('scormResults.loadFailed')} description={errorMessage(t, store.results.error)} onRetry={() => void store.load(itemGuid)} />
      ) : !results ? (
        <div aria-busy="true" aria-label={t('scormResults.loading')}>
          <Skeleton variant="rect" height={200} />
        </div>
      ) : results.students.length === 0 ? (
        <EmptyState title={t('scormResults.empty')} />
      ) : (
        <ScrollRegion label={t('scormResults.title')}>
          <table className="results-table">
            <caption className="visually-hidden">{t('scormResults.caption', { name: results.item.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('scormResults.student')}</th>
                <th scope="col">{t('scormResults.status')}</th>
                <th scope="col">{t('scormResults.score')}</th>
                <th scope="col">{t('scormResults.time')}</th>
                <th scope="col">{t('scormResults.sessions')}</th>
                <th scope="col">{t('scormResults.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {results.students.map((row) => (
                <tr key={row.userGuid}>
                  <th scope="row">
                    {row.lastname}, {row.name}
                  </th>
                  <td>
                    <Badge tone={COMPLETION_TONE[row.completion]}>{t(`scorm.completion.${row.completion}`)}</Badge>{' '}
                    {row.success !== 'unknown' ? <Badge tone={row.success === 'passed' ? 'success' : 'error'}>{t(`scorm.success.${row.success}`)}</Badge> : null}
                  </td>
                  <td>{row.score === null ? '—' : t('scormResults.percent', { value: number.format(row.score) })}</td>
                  <td>{row.sessions === 0 ? '—' : formatDuration(row.totalSeconds)}</td>
                  <td>{row.sessions}</td>
                  <td>{row.updatedAt ? date.format(new Date(row.updatedAt)) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
});
