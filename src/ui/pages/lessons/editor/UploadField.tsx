import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { acceptAttribute, maxBytesFor, type UploadKind, type UploadRefusal } from '@domain/content/uploadRules';
import { fileSize, fileSizeLabelKey } from '@domain/shared/fileSize';
import type { AppError } from '@application/shared/AppError';
import type { UploadedFile, UploadPurpose } from '@application/shared/ports/FileUploader';
import { UploadStore, type HeldFile } from '@application/lessons/UploadStore';
import { Button } from '@ui/components/Button';
import { FieldError } from '@ui/components/FieldError';
import { Icon } from '@ui/components/Icon';
import { ProgressBar } from '@ui/components/ProgressBar';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';

/** "50 MB" in the user's language (decimal comma or point), from the domain's binary units. */
export function humanSize(t: TFunction, language: string, bytes: number): string {
  const size = fileSize(bytes);
  return t(`lesson:${fileSizeLabelKey(size.unit)}`, { value: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(size.value) });
}

/** A refusal of the domain (before sending) or of the server, in words, with the limit when there is one. */
export function uploadErrorMessage(t: TFunction, language: string, refusal: UploadRefusal | undefined, error: AppError | undefined, kinds: readonly UploadKind[]): string | undefined {
  const code = refusal?.code ?? error?.code;
  if (code === undefined) return undefined;
  if (code === 'FILE_TOO_LARGE') {
    const fromServer = error?.details?.find((detail) => detail.path.endsWith('max_bytes'))?.message;
    const maxBytes = refusal?.code === 'FILE_TOO_LARGE' ? refusal.maxBytes : Number(fromServer ?? maxBytesFor(kinds) ?? 0);
    return t('lesson:upload.errors.FILE_TOO_LARGE', { size: humanSize(t, language, maxBytes) });
  }
  if (code === 'FILE_TYPE_NOT_ALLOWED' || code === 'FILE_CONTENT_MISMATCH' || code === 'FILE_EMPTY') {
    return t(`lesson:upload.errors.${code}`, { types: kinds.map((kind) => t(`lesson:upload.kinds.${kind}`)).join(', ') });
  }
  return errorMessage(t, error);
}

interface UploadFieldProps {
  id: string;
  label: string;
  courseGuid: string;
  purpose: UploadPurpose;
  kinds: readonly UploadKind[];
  /** The file the item already has, if any. */
  initial: HeldFile | undefined;
  required?: boolean;
  /** A validation message (already translated), e.g. "choose a file". */
  error?: string;
  onChange: (guid: string) => void;
  /** The whole answer of a finished upload (its signed URL shows the file at once). */
  onUploaded?: (file: UploadedFile) => void;
}

/** Pick a file → the domain checks it → upload with a progress bar and Cancel → the file's guid goes to the form. */
export const UploadField = observer(function UploadField({ id, label, courseGuid, purpose, kinds, initial, required = false, error, onChange, onUploaded }: UploadFieldProps) {
  const store = useService(UploadStore);
  const { t, i18n } = useTranslation('lesson');
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const initialGuid = initial?.guid;

  useEffect(() => {
    store.hold(initial);
    // Only the first file shown matters: later ones come from uploads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, initialGuid]);
  useEffect(() => () => store.cancel(), [store]);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const uploaded = await store.upload(courseGuid, purpose, file, kinds);
    if (uploaded) {
      onChange(uploaded.guid);
      onUploaded?.(uploaded);
    }
  };

  const handleRemove = () => {
    store.clear();
    onChange('');
    inputRef.current?.focus();
  };

  const max = maxBytesFor(kinds);
  const refusal = uploadErrorMessage(t, i18n.language, store.refusal, store.error, kinds);
  const shownError = refusal ?? error;

  return (
    <div className="tz-field upload-field">
      <label className="tz-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="tz-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {store.held && store.state !== 'uploading' && (
        <p className="upload-field__file">
          <Icon name="check" />
          <span>{t('upload.current', { name: store.held.name })}</span>
          {store.held.size !== null && <span className="upload-field__size">({humanSize(t, i18n.language, store.held.size)})</span>}
          <Button variant="ghost" size="sm" onClick={handleRemove}>
            {t('upload.remove', { name: store.held.name })}
          </Button>
        </p>
      )}
      <input
        ref={inputRef}
        id={id}
        type="file"
        className="upload-field__input"
        accept={acceptAttribute(kinds)}
        aria-required={required || undefined}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={`${hintId} ${errorId}`}
        disabled={store.state === 'uploading'}
        onChange={(event) => void handleChange(event)}
      />
      <p className="tz-field__hint" id={hintId}>
        {t('upload.hint', { types: kinds.map((kind) => t(`upload.kinds.${kind}`)).join(', '), size: max === null ? '' : humanSize(t, i18n.language, max) })}
      </p>
      {store.state === 'uploading' && (
        <div className="upload-field__progress">
          <ProgressBar value={store.percent} label={t('upload.progress', { name: store.fileName })} showValue />
          <Button variant="secondary" size="sm" onClick={() => store.cancel()}>
            {t('upload.cancel')}
          </Button>
        </div>
      )}
      <FieldError id={errorId} message={shownError} />
    </div>
  );
});
