import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScormPlayerStore } from '@application/standards/ScormPlayerStore';
import type { ScormCommitResult } from '@application/standards/Scorm';
import { Alert } from '@ui/components/Alert';
import { buttonClassName } from '@ui/components/Button';
import { ErrorState } from '@ui/components/ErrorState';
import { Spinner } from '@ui/components/Spinner';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import type { ViewerProps } from '@ui/pages/viewer/kinds/ViewerProps';
import { formatDuration } from '@ui/pages/viewer/kinds/scormFormat';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A SCORM package, run on the content origin (another origin than the app's, so its scripts cannot reach the app's
 * session): the frame there holds the SCORM runtime and the package; it asks for the data to start from and sends
 * each commit here, and only messages from that frame and that origin are listened to.
 */
export const ScormViewer = observer(function ScormViewer({ item, canEdit }: ViewerProps) {
  const { t } = useTranslation('viewer');
  const store = useService(ScormPlayerStore);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    void store.open(item.guid);
  }, [store, item.guid]);

  const launch = store.launch.value;
  useEffect(() => {
    if (!launch) return undefined;
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.origin !== launch.contentOrigin || event.source !== target) return;
      const data: unknown = event.data;
      if (!isRecord(data)) return;
      if (data.type === 'tiza-scorm-ready') target.postMessage({ type: 'tiza-scorm-init', cmi: launch.cmi }, launch.contentOrigin);
      else if (data.type === 'tiza-scorm-commit' && isRecord(data.cmi)) store.commit(data.cmi);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [launch, store]);

  if (item.content.kind !== 'scorm') return null;
  if (store.launch.status === 'failed') {
    return <ErrorState title={t('scorm.loadFailed')} description={errorMessage(t, store.launch.error)} onRetry={() => void store.open(item.guid)} />;
  }
  if (!launch) return <Spinner label={t('scorm.loading')} />;

  return (
    <div className="viewer-scorm stack">
      {!launch.records ? (
        <Alert tone="info" title={t('scorm.previewTitle')}>
          {t('scorm.preview')}{' '}
          {canEdit ? (
            <Link to={`/course/${item.courseGuid}/results-scorm/${item.guid}`} className={buttonClassName('secondary', 'sm')}>
              {t('scorm.results')}
            </Link>
          ) : null}
        </Alert>
      ) : null}
      <iframe
        ref={frame}
        className="viewer-scorm__frame"
        src={launch.playerUrl}
        title={t('scorm.frameTitle', { name: item.name })}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
        allow="fullscreen; autoplay"
      />
      <p className="viewer-muted" role="status" aria-live="polite">
        {store.commitError ? t('scorm.saveFailed') : store.result ? <SavedLine result={store.result} /> : launch.records ? t('scorm.notSavedYet') : ''}
      </p>
    </div>
  );
});

function SavedLine({ result }: { result: ScormCommitResult }) {
  const { t } = useTranslation('viewer');
  const parts = [t(`scorm.completion.${result.completion}`)];
  if (result.success !== 'unknown') parts.push(t(`scorm.success.${result.success}`));
  if (result.score !== null) parts.push(t('scorm.score', { score: result.score }));
  parts.push(t('scorm.time', { time: formatDuration(result.totalSeconds) }));
  return <>{t('scorm.saved', { summary: parts.join(' · ') })}</>;
}
