import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, checkUpload } from '@domain/content/uploadRules';
import { ProgressBar } from '@ui/components/ProgressBar';
import { FieldError } from '@ui/components/FieldError';
import type { QuestionMedia, UploadFile } from '@ui/questions/QuestionKind';
import '@ui/questions/questions.css';

interface ImageUploadFieldProps {
  id: string;
  label: string;
  /** The image's file guid, '' or null when none. */
  fileGuid: string | null;
  fileName?: string;
  uploadImage: UploadFile;
  onUploaded: (guid: string, media: QuestionMedia) => void;
  /** A validation message, already translated. */
  error?: string;
}

/** Choose an image → checked by the domain's upload rules → uploaded with a progress bar → its guid goes to the question. */
export function ImageUploadField({ id, label, fileGuid, fileName, uploadImage, onUploaded, error }: ImageUploadFieldProps) {
  const { t } = useTranslation('questions');
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const checked = checkUpload({ name: file.name, mime: file.type, size: file.size }, ['image']);
    if (checked.err) {
      setFailure(t(`upload.errors.${checked.val.code}`, { types: t('upload.kinds.image') }));
      return;
    }
    setFailure(undefined);
    setProgress(0);
    try {
      const uploaded = await uploadImage(file, file.name, (fraction) => setProgress(Math.round(fraction * 100)));
      onUploaded(uploaded.guid, { url: uploaded.url, name: uploaded.name, mime: uploaded.mime });
    } catch {
      setFailure(t('upload.failed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="tz-field tz-q-upload">
      <label className="tz-field__label" htmlFor={id}>
        {label}
      </label>
      {fileGuid ? <p className="tz-q-upload__current">{t('upload.current', { name: fileName ?? t('upload.kinds.image') })}</p> : null}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={acceptAttribute(['image'])}
        className="tz-q-upload__input"
        disabled={progress !== null}
        aria-invalid={failure ?? error ? true : undefined}
        aria-describedby={`${hintId} ${id}-error`}
        onChange={(event) => void handleChange(event)}
      />
      <p className="tz-field__hint" id={hintId}>
        {t('upload.imageHint')}
      </p>
      {progress !== null ? <ProgressBar value={progress} label={t('upload.progress')} showValue /> : null}
      <FieldError id={`${id}-error`} message={failure ?? error} />
    </div>
  );
}
