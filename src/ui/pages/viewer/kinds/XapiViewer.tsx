import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { XapiPlayerStore } from '@application/standards/XapiStores';
import { Alert } from '@ui/components/Alert';
import { buttonClassName } from '@ui/components/Button';
import { ErrorState } from '@ui/components/ErrorState';
import { Spinner } from '@ui/components/Spinner';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import type { ViewerProps } from '@ui/pages/viewer/kinds/ViewerProps';

/**
 * An xAPI package, run on the content origin: its launch file gets the LRS's address and a short-lived credential of
 * this learner (never the session token) and sends its statements there itself (ADR 0566).
 */
export const XapiViewer = observer(function XapiViewer({ item, canEdit }: ViewerProps) {
  const { t } = useTranslation('viewer');
  const store = useService(XapiPlayerStore);

  useEffect(() => {
    void store.open(item.guid);
  }, [store, item.guid]);

  if (item.content.kind !== 'interactive') return null;
  const launch = store.launch.value;
  if (store.launch.status === 'failed') return <ErrorState title={t('scorm.loadFailed')} description={errorMessage(t, store.launch.error)} onRetry={() => void store.open(item.guid)} />;
  if (!launch) return <Spinner label={t('scorm.loading')} />;
  return (
    <div className="viewer-scorm stack">
      {!launch.records ? (
        <Alert tone="info" title={t('scorm.previewTitle')}>
          {t('xapi.preview')}{' '}
          {canEdit ? (
            <Link to={`/course/${item.courseGuid}/results-xapi/${item.guid}`} className={buttonClassName('secondary', 'sm')}>
              {t('scorm.results')}
            </Link>
          ) : null}
        </Alert>
      ) : null}
      <iframe
        className="viewer-scorm__frame"
        src={launch.launchUrl}
        title={t('xapi.frameTitle', { name: item.name })}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
        allow="fullscreen; autoplay"
      />
    </div>
  );
});
