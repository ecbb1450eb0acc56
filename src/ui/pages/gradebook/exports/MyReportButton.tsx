import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ExportStore } from '@application/gradebook/ExportStore';
import { useService } from '@ui/app/ContainerContext';
import { Button } from '@ui/components/Button';
import { ExportFailure } from '@ui/pages/gradebook/exports/ExportMenu';
import './exports.css';

/**
 * A student's "download my report" in My grades (ADR 0235): their own PDF report, published grades only, in the
 * interface's language; progress on the button and announced, a failure with its reason and a retry.
 */
export const MyReportButton = observer(function MyReportButton({ courseGuid }: { courseGuid: string }) {
  const store = useService(ExportStore);
  const { t } = useTranslation('gradebookExport');
  const status = store.statusOf('myReport');
  const name = store.fileNameOf('myReport');

  const handleDownload = () => void store.download({ kind: 'myReport', courseGuid });

  return (
    <div className="gradebook-export-report">
      <Button variant="secondary" loading={status === 'working'} onClick={handleDownload}>
        {t('myReport.button')}
      </Button>
      <div role="status" className="gradebook-export__status">
        {status === 'working' ? t('myReport.working') : null}
        {status === 'done' && name !== undefined ? <span className="visually-hidden">{t('myReport.done', { name })}</span> : null}
      </div>
      {status === 'failed' ? <ExportFailure store={store} kind="myReport" title={t('myReport.failed')} retryLabel={t('myReport.retry')} /> : null}
    </div>
  );
});
