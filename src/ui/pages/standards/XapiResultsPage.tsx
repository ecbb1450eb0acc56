import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { XapiProgressRow } from '@application/standards/Xapi';
import { XapiResultsStore } from '@application/standards/XapiStores';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Badge, type BadgeTone } from '@ui/components/Badge';
import { Breadcrumbs } from '@ui/components/Breadcrumbs';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { ScrollRegion } from '@ui/components/ScrollRegion';
import { Skeleton } from '@ui/components/Skeleton';
import '@ui/pages/results/results.css';

const COMPLETION_TONE: Record<XapiProgressRow['completion'], BadgeTone> = { 'not-attempted': 'neutral', 'in-progress': 'warning', completed: 'success' };

/** The last segment of a verb IRI ("…/verbs/passed" → "passed"): what the trail shows when a verb has no display. */
export const verbWord = (iri: string): string => iri.split(/[/#]/).filter(Boolean).pop() ?? iri;

export function ProgressBadges({ row }: { row: XapiProgressRow }) {
  const { t } = useTranslation('viewer');
  return (
    <>
      <Badge tone={COMPLETION_TONE[row.completion]}>{t(`xapi.completion.${row.completion}`)}</Badge>{' '}
      {row.success !== 'unknown' ? <Badge tone={row.success === 'passed' ? 'success' : 'error'}>{t(`scorm.success.${row.success}`)}</Badge> : null}
    </>
  );
}

/** /course/{c}/results-xapi/{i}: every student of the course with their progress read from the LRS's statements. */
export const XapiResultsPage = observer(function XapiResultsPage() {
  const store = useService(XapiResultsStore);
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
      <Breadcrumbs trail={[{ label: t('course'), to: `/course/${courseGuid}` }, { label: results?.item.name ?? t('xapiResults.title') }]} />
      <PageHeading title={results ? t('scormResults.titleOf', { name: results.item.name }) : t('xapiResults.title')} />
      {store.results.status === 'failed' ? (
        <ErrorState title={t('scormResults.loadFailed')} description={errorMessage(t, store.results.error)} onRetry={() => void store.load(itemGuid)} />
      ) : !results ? (
        <div aria-busy="true" aria-label={t('scormResults.loading')}>
          <Skeleton variant="rect" height={200} />
        </div>
      ) : results.students.length === 0 ? (
        <EmptyState title={t('scormResults.empty')} />
      ) : (
        <ScrollRegion label={t('xapiResults.title')}>
          <table className="results-table">
            <caption className="visually-hidden">{t('scormResults.caption', { name: results.item.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('scormResults.student')}</th>
                <th scope="col">{t('scormResults.status')}</th>
                <th scope="col">{t('scormResults.score')}</th>
                <th scope="col">{t('xapiResults.last')}</th>
                <th scope="col">{t('scormResults.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {results.students.map((row) => (
                <tr key={row.userGuid}>
                  <th scope="row">
                    <Link to={`/results-xapi-individual/${itemGuid}/user/${row.userGuid}`}>
                      {row.lastname}, {row.name}
                    </Link>
                  </th>
                  <td>
                    <ProgressBadges row={row} />
                  </td>
                  <td>{row.score === null ? '—' : t('scormResults.percent', { value: number.format(row.score) })}</td>
                  <td>{row.lastVerb ? verbWord(row.lastVerb) : '—'}</td>
                  <td>{row.lastAt ? date.format(row.lastAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
});

/** /results-xapi-individual/{i}/user/{u}: one student's progress and statement trail, newest first. */
export const XapiIndividualPage = observer(function XapiIndividualPage() {
  const store = useService(XapiResultsStore);
  const { itemGuid = '', userGuid = '' } = useParams();
  const { t, i18n } = useTranslation('viewer');

  useEffect(() => {
    void store.loadTrail(itemGuid, userGuid);
  }, [store, itemGuid, userGuid]);

  const trail = store.trail.value;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const who = trail ? `${trail.student.name} ${trail.student.lastname}` : '';

  return (
    <section className="page results-page">
      <Breadcrumbs
        trail={[
          { label: t('course'), to: trail ? `/course/${trail.item.courseGuid}` : '/home' },
          { label: trail?.item.name ?? t('xapiResults.title'), to: trail ? `/course/${trail.item.courseGuid}/results-xapi/${itemGuid}` : undefined },
          { label: who },
        ]}
      />
      <PageHeading title={trail ? t('xapiResults.trailOf', { name: who, item: trail.item.name }) : t('xapiResults.title')} />
      {store.trail.status === 'failed' ? (
        <ErrorState title={t('scormResults.loadFailed')} description={errorMessage(t, store.trail.error)} onRetry={() => void store.loadTrail(itemGuid, userGuid)} />
      ) : !trail ? (
        <div aria-busy="true" aria-label={t('scormResults.loading')}>
          <Skeleton variant="rect" height={200} />
        </div>
      ) : (
        <>
          <p>
            <ProgressBadges row={trail.student} /> {trail.student.score === null ? null : t('scormResults.percent', { value: number.format(trail.student.score) })}
          </p>
          {trail.statements.length === 0 ? (
            <EmptyState title={t('xapiResults.noStatements')} />
          ) : (
            <ScrollRegion label={t('xapiResults.trail')}>
              <table className="results-table">
                <caption className="visually-hidden">{t('xapiResults.trail')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('xapiResults.when')}</th>
                    <th scope="col">{t('xapiResults.verb')}</th>
                    <th scope="col">{t('xapiResults.object')}</th>
                    <th scope="col">{t('scormResults.score')}</th>
                  </tr>
                </thead>
                <tbody>
                  {trail.statements.map((s) => (
                    <tr key={s.id}>
                      <td>{date.format(s.stored)}</td>
                      <th scope="row">{s.verbDisplay ?? verbWord(s.verb)}</th>
                      <td>{s.objectName ?? s.object}</td>
                      <td>{s.score === null ? '—' : t('scormResults.percent', { value: number.format(s.score) })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </>
      )}
    </section>
  );
});
