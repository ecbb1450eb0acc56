import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contentTypeLabelKey, parseContentTypeCode } from '@domain/content/contentTypes';
import { GradingStore } from '@application/grading/GradingStore';
import { ActivityRecordStore } from '@application/viewer/ActivityRecordStore';
import type { Job } from '@application/viewer/LessonItem';
import { Avatar } from '@ui/components/Avatar';
import { Alert } from '@ui/components/Alert';
import { Badge } from '@ui/components/Badge';
import { Button, buttonClassName } from '@ui/components/Button';
import { Card } from '@ui/components/Card';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { ProgressBar } from '@ui/components/ProgressBar';
import { Skeleton } from '@ui/components/Skeleton';
import { useService } from '@ui/app/ContainerContext';
import { PageHeading } from '@ui/app/PageHeading';
import { GradingPanel } from '@ui/pages/grading/GradingPanel';
import { JobView } from '@ui/pages/viewer/JobView';
import { viewerErrorMessage } from '@ui/pages/viewer/viewerErrors';
import { formatInstant } from '@ui/pages/viewer/viewerFormat';
import '@ui/pages/viewer/viewer.css';

/** /single-activity/{course}/record/{item}/{user}: one user's progress, last activity and hand-in. */
export const ActivityRecordPage = observer(function ActivityRecordPage() {
  const store = useService(ActivityRecordStore);
  const { courseGuid = '', contentGuid = '', referenceGuid = '' } = useParams();
  const { t, i18n } = useTranslation('viewer');

  useEffect(() => {
    void store.load(contentGuid, referenceGuid);
  }, [store, contentGuid, referenceGuid]);

  const handleRetry = () => void store.load(contentGuid, referenceGuid);
  const record = store.record;
  // Held by the page: moving to the next student changes the address, not the grading in progress.
  const grading = useService(GradingStore);

  if (store.read.status === 'failed') {
    return (
      <section className="page viewer-record">
        <PageHeading title={t('notAvailable')} />
        <ErrorState
          title={t(store.isNotFound ? 'record.notFound' : 'loadFailed')}
          description={store.isNotFound ? t('notFoundHint') : viewerErrorMessage(t, store.read.error)}
          onRetry={store.isNotFound ? undefined : handleRetry}
        />
      </section>
    );
  }
  // A reload (the next student's record) keeps the one on screen until it lands: the page never blanks.
  if (!record) {
    return (
      <section className="page viewer-record" aria-busy="true" aria-label={t('loading')}>
        <PageHeading title={t('loading')}>
          <Skeleton width="50%" />
        </PageHeading>
        <Skeleton lines={4} />
      </section>
    );
  }

  const fullName = `${record.user.name} ${record.user.lastname}`.trim();
  const code = parseContentTypeCode(record.item.contentType);
  return (
    <section className="page viewer-record stack" aria-busy={store.read.status === 'loading'}>
      <header className="viewer-record__header">
        <Avatar name={fullName} src={record.user.avatar} size="lg" decorative />
        <div>
          <PageHeading title={t('record.title', { name: fullName, item: record.item.name })}>
            {fullName}
            <span className="viewer-record__item">{record.item.name}</span>
          </PageHeading>
          <p>
            <Badge tone="primary">{code ? t(`catalog:${contentTypeLabelKey(code)}`) : record.item.contentType}</Badge>
          </p>
        </div>
      </header>
      <Card title={t('record.progress')} titleLevel={2}>
        {record.progress === null ? (
          <p>{t('record.noProgress')}</p>
        ) : (
          <ProgressBar value={record.progress} label={t('record.progressOf', { name: fullName })} showValue tone={record.progress >= 100 ? 'success' : 'primary'} />
        )}
        <p className="viewer-muted">
          {record.updatedAt ? t('record.lastActivity', { date: formatInstant(record.updatedAt, i18n.language) }) : t('record.noActivity')}
        </p>
      </Card>
      {record.canGrade && record.job && gradable(record.job) ? (
        <RecordGrading store={grading} courseGuid={courseGuid} itemGuid={record.item.guid} personGuid={record.user.guid} />
      ) : record.job ? (
        <Card title={t('record.handIn')} titleLevel={2}>
          {record.job.status === 'pending' ? <p>{t('record.notHandedIn')}</p> : <JobView job={record.job} />}
        </Card>
      ) : null}
      <p>
        <Link className={buttonClassName('secondary')} to={`/single-activity/${courseGuid}/${record.item.guid}/${record.item.guid}`}>
          <Icon name="eye" /> {t('record.openActivity')}
        </Link>
      </p>
    </section>
  );
});

/** Something to grade: handed in, graded or handed back (a job never handed in has nothing to grade). */
const gradable = (job: Job) => job.guid !== null && (job.status !== 'pending' || job.evaluatorGuid !== null);

/**
 * Grading the student's hand-in on their record, with the panel of the assignment's hand-in list: score checked by the
 * domain, feedback, hand back, the evaluator. Previous/next student open that student's record in place (the address
 * follows, the grading store stays), so the teacher never leaves the page.
 */
const RecordGrading = observer(function RecordGrading({ store, courseGuid, itemGuid, personGuid }: { store: GradingStore; courseGuid: string; itemGuid: string; personGuid: string }) {
  const { t } = useTranslation('viewer');
  const navigate = useNavigate();
  const shown = store.current?.personGuid;

  useEffect(() => {
    void store.load(itemGuid, { personGuid });
    // The sheet is the item's: another student of it is opened below, not loaded again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, itemGuid]);
  // The address names another student (back/forward, a link): open theirs.
  useEffect(() => {
    if (store.sheet.status !== 'ready' || store.current?.personGuid === personGuid) return;
    const wanted = store.gradable.find((job) => job.personGuid === personGuid);
    if (wanted) store.open(wanted.guid);
  }, [store, personGuid]);
  // Previous/next opened another student: their record follows.
  useEffect(() => {
    if (shown && shown !== personGuid) void navigate(`/single-activity/${courseGuid}/record/${itemGuid}/${shown}`, { replace: true });
  }, [navigate, shown, personGuid, courseGuid, itemGuid]);

  if (store.sheet.status === 'failed') return <Alert tone="error">{viewerErrorMessage(t, store.sheet.error)}</Alert>;
  if (store.sheet.status !== 'ready') return null;
  const own = store.gradable.find((job) => job.personGuid === personGuid);
  return (
    <Card title={t('record.grading')} titleLevel={2}>
      {store.current ? (
        <GradingPanel store={store} courseGuid={courseGuid} />
      ) : own ? (
        <>
          <JobView job={own} />
          <Button variant="secondary" onClick={() => store.open(own.guid)}>
            {t('grading.gradeStudent', { name: `${own.studentName} ${own.studentLastname}`.trim() })}
          </Button>
        </>
      ) : null}
    </Card>
  );
});
