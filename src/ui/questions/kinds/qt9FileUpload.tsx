import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, checkUpload } from '@domain/content/uploadRules';
import { Button } from '@ui/components/Button';
import { Icon } from '@ui/components/Icon';
import { ProgressBar } from '@ui/components/ProgressBar';
import type { EditorProps, MediaMap, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { FieldError } from '@ui/components/FieldError';
import { CheckboxField, NumberField } from '@ui/questions/shared/fields';
import { useIssueText } from '@ui/questions/shared/issues';
import { NoAnswer, ReviewFrame } from '@ui/questions/shared/review';
import '@ui/questions/questions.css';

type FileKind = 'image' | 'pdf' | 'audio' | 'video';
const KINDS: readonly FileKind[] = ['image', 'pdf', 'audio', 'video'];

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_9'>) {
  const { t } = useTranslation('questions');
  const issueText = useIssueText(issues);
  const toggle = (kind: FileKind, on: boolean) => onChange({ ...data, accepted_kinds: KINDS.filter((k) => (k === kind ? on : data.accepted_kinds.includes(k))) });
  return (
    <div className="tz-q-editor">
      <fieldset className="tz-q-list">
        <legend className="tz-q-list__legend">{t('qt9.acceptedKinds')}</legend>
        <div className="tz-q-checks">
          {KINDS.map((kind) => (
            <CheckboxField key={kind} id={`${idPrefix}-kind-${kind}`} label={t(`upload.kinds.${kind}`)} checked={data.accepted_kinds.includes(kind)} onChange={(on) => toggle(kind, on)} />
          ))}
        </div>
        <FieldError id={`${idPrefix}-kinds-error`} message={issueText('/accepted_kinds')} />
      </fieldset>
      <NumberField
        id={`${idPrefix}-max`}
        label={t('qt9.maxFiles')}
        hint={t('qt9.maxFilesHint')}
        value={data.max_files}
        onChange={(value) => onChange({ ...data, max_files: Math.round(value ?? 1) })}
        error={issueText('/max_files')}
        className="tz-q-num"
      />
    </div>
  );
}

interface Upload {
  key: number;
  name: string;
  percent: number;
}

function fileName(media: MediaMap, names: Record<string, string>, guid: string, fallback: string): string {
  return names[guid] ?? media[guid]?.name ?? fallback;
}

function Player({ data, answer, onAnswer, readOnly, media, uploadFile, labelledBy, idPrefix }: PlayerProps<'QT_9'>) {
  const { t } = useTranslation('questions');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [names, setNames] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const guids = useRef(answer.file_guids);
  guids.current = answer.file_guids;
  const counter = useRef(0);
  const inputId = `${idPrefix}-file`;
  const kinds = data.accepted_kinds.map((kind) => t(`upload.kinds.${kind}`)).join(', ');
  const room = data.max_files - answer.file_guids.length - uploads.length;
  const canAdd = !readOnly && uploadFile !== undefined && room > 0;

  const uploadOne = async (file: File) => {
    if (!uploadFile) return;
    const key = (counter.current += 1);
    setUploads((list) => [...list, { key, name: file.name, percent: 0 }]);
    try {
      const uploaded = await uploadFile(file, file.name, (fraction) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, percent: Math.round(fraction * 100) } : u))));
      setNames((current) => ({ ...current, [uploaded.guid]: uploaded.name }));
      guids.current = [...guids.current, uploaded.guid];
      onAnswer({ file_guids: guids.current });
    } catch {
      setFailure(t('upload.failedNamed', { name: file.name }));
    } finally {
      setUploads((list) => list.filter((u) => u.key !== key));
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setFailure(undefined);
    if (files.length > room) setFailure(t('qt9.tooManyFiles', { count: data.max_files }));
    for (const file of files.slice(0, Math.max(0, room))) {
      const checked = checkUpload({ name: file.name, mime: file.type, size: file.size }, data.accepted_kinds);
      if (checked.err) setFailure(`${file.name}: ${t(`upload.errors.${checked.val.code}`, { types: kinds })}`);
      else void uploadOne(file);
    }
  };

  const remove = (guid: string) => {
    if (readOnly) return;
    guids.current = guids.current.filter((g) => g !== guid);
    onAnswer({ file_guids: guids.current });
    document.getElementById(inputId)?.focus();
  };

  return (
    <div role="group" aria-labelledby={labelledBy} className="tz-q-stack tz-q-files">
      <p className="tz-q-hint" id={`${idPrefix}-rules`}>
        {t('qt9.rules', { kinds, count: data.max_files })}
      </p>
      {answer.file_guids.length > 0 ? (
        <ul className="tz-q-files__list">
          {answer.file_guids.map((guid, i) => {
            const name = fileName(media, names, guid, t('qt9.fileN', { n: i + 1 }));
            return (
              <li key={guid} className="tz-q-files__item">
                <Icon name="check" size={18} />
                <span className="tz-q-files__name">{name}</span>
                {!readOnly ? (
                  <Button variant="ghost" size="sm" onClick={() => remove(guid)}>
                    {t('qt9.remove', { name })}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {uploads.map((upload) => (
        <ProgressBar key={upload.key} value={upload.percent} label={t('upload.progressNamed', { name: upload.name })} showValue />
      ))}
      {!readOnly ? (
        uploadFile ? (
          <div className="tz-q-files__pick">
            <label htmlFor={inputId} className="tz-field__label">
              {t('qt9.choose')}
            </label>
            <input
              id={inputId}
              type="file"
              className="tz-q-upload__input"
              accept={acceptAttribute(data.accepted_kinds)}
              multiple={data.max_files > 1}
              disabled={!canAdd}
              aria-describedby={`${idPrefix}-rules ${idPrefix}-error`}
              onChange={handleChange}
            />
            {room <= 0 && uploads.length === 0 ? <p className="tz-q-hint">{t('qt9.full')}</p> : null}
          </div>
        ) : (
          <p className="tz-q-hint">{t('qt9.noUploadHere')}</p>
        )
      ) : null}
      <FieldError id={`${idPrefix}-error`} message={failure} />
    </div>
  );
}

function Review({ answer, score, media, labelledBy }: ReviewProps<'QT_9'>) {
  const { t } = useTranslation('questions');
  const guids = answer?.file_guids ?? [];
  return (
    <ReviewFrame labelledBy={labelledBy} score={score}>
      {guids.length === 0 ? (
        <NoAnswer />
      ) : (
        <ul className="tz-q-files__list">
          {guids.map((guid, i) => {
            const item = media[guid];
            const name = item?.name ?? t('qt9.fileN', { n: i + 1 });
            return (
              <li key={guid} className="tz-q-files__item">
                <Icon name="book" size={18} />
                {item ? (
                  <a href={item.url} target="_blank" rel="noreferrer">
                    {name}
                  </a>
                ) : (
                  <span>{name}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_9'> = { Editor, Player, Review };
