import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contentTypeLabelKey, parseContentTypeCode } from '@domain/content/contentTypes';
import { ActivityRecordStore } from '@application/viewer/ActivityRecordStore';
import { Avatar } from '@ui/components/Avatar';
import { Badge } from '@ui/components/Badge';
import { buttonClassName } from '@ui/components/Button';
import { Card } from '@ui/components/Card';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { ProgressBar } from '@ui/components/ProgressBar';
import { Skeleton } from '@ui/components/Skeleton';
import { useService } from '@ui/app/ContainerContext';
import { PageHeading } from '@ui/app/PageHeading';
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
  if (store.read.status !== 'ready' || !record) {
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
    <section className="page viewer-record stack">
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
      {record.job ? (
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
