import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BatchFile, BatchFileError } from '@application/shared/FileBatch';
import { Button } from '@ui/components/Button';
import { ProgressBar } from '@ui/components/ProgressBar';
import { viewerErrorMessage } from '@ui/pages/viewer/viewerErrors';
import { formatFileSize } from '@ui/pages/viewer/viewerFormat';

function fileErrorText(t: TFunction, error: BatchFileError, language: string): string {
  switch (error.code) {
    case 'FILE_TOO_LARGE':
      return t('viewer:errors.FILE_TOO_LARGE_MAX', { max: formatFileSize(t, error.maxBytes, language) });
    case 'TOO_MANY_FILES':
      return t('viewer:errors.TOO_MANY_FILES', { max: error.max });
    case 'UPLOAD_FAILED':
      return viewerErrorMessage(t, error.error);
    default:
      return t(`viewer:errors.${error.code}`);
  }
}

/** The files chosen for a form (a hand-in, a board message): each with its progress or refusal, and Remove (which cancels an upload on its way). */
export const FileBatchList = observer(function FileBatchList({ files, onRemove }: { files: readonly BatchFile[]; onRemove: (id: number) => void }) {
  const { t, i18n } = useTranslation('viewer');
  if (files.length === 0) return null;
  return (
    <ul className="viewer-handin__files">
      {files.map((file) => (
        <li key={file.id} className="viewer-handin__file">
          <span className="viewer-handin__file-name">
            {file.name} <span className="viewer-muted">({formatFileSize(t, file.size, i18n.language)})</span>
          </span>
          {file.status === 'uploading' ? <ProgressBar value={file.percent} label={t('handIn.uploading', { name: file.name })} size="sm" showValue /> : null}
          {file.status === 'uploaded' ? <span className="viewer-muted">{t('handIn.uploaded')}</span> : null}
          {file.error ? (
            <span role="alert" className="viewer-error">
              {fileErrorText(t, file.error, i18n.language)}
            </span>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => onRemove(file.id)}>
            {t('handIn.remove')}
            <span className="visually-hidden"> {file.name}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
});
