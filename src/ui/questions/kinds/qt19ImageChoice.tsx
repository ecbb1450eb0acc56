// QT_19 image choice: pictures as answer cards, one (radio) or several (checkbox) to choose.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageChoice } from '@domain/assessments/questionModel';
import { Button } from '@ui/components/Button';
import { Icon } from '@ui/components/Icon';
import { TextField } from '@ui/components/TextField';
import type { EditorProps, MediaMap, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { nextId } from '@ui/questions/parts/ids';
import { FieldIssues, issuesAt, useIssueListText } from '@ui/questions/shared/issues';
import { ReviewFrame } from '@ui/questions/parts/ReviewFrame';
import { Verdict, type PartVerdict } from '@ui/questions/parts/Verdict';
import '@ui/questions/parts/parts.css';

const LETTERS = 'ABCDEFGHIJ';

function OptionImage({ option, media }: { option: ImageChoice; media: MediaMap }) {
  const url = media[option.file_guid]?.url;
  return url ? <img src={url} alt={option.alt} /> : <span className="qm-muted" role="img" aria-label={option.alt} />;
}

function Editor({ data, onChange, issues, idPrefix, media, uploadImage }: EditorProps<'QT_19'>) {
  const { t } = useTranslation('questionsMore');
  const issueText = useIssueListText();
  const [uploaded, setUploaded] = useState<Record<string, { url: string }>>({});
  const [uploading, setUploading] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const allMedia: MediaMap = { ...media, ...uploaded };
  const update = (index: number, patch: Partial<ImageChoice>) => onChange({ ...data, options: data.options.map((o, i) => (i === index ? { ...o, ...patch } : o)) });
  const setCorrect = (id: string, checked: boolean) => {
    const correct = data.multiple ? (checked ? [...data.correct, id] : data.correct.filter((c) => c !== id)) : checked ? [id] : [];
    onChange({ ...data, correct });
  };
  const upload = async (index: number, option: ImageChoice, file: File) => {
    setUploading(option.id);
    setUploadError(null);
    try {
      const result = await uploadImage(file, file.name);
      setUploaded((current) => ({ ...current, [result.guid]: { url: result.url } }));
      update(index, { file_guid: result.guid });
    } catch {
      setUploadError(t('imageChoice.editor.uploadFailed'));
    } finally {
      setUploading(null);
    }
  };
  return (
    <div className="qm-editor">
      <div className="qm-checkbox">
        <input
          id={`${idPrefix}-multiple`}
          type="checkbox"
          checked={data.multiple}
          onChange={(event) => onChange({ ...data, multiple: event.target.checked, correct: event.target.checked ? data.correct : data.correct.slice(0, 1) })}
        />
        <label htmlFor={`${idPrefix}-multiple`}>{t('imageChoice.editor.multiple')}</label>
      </div>
      <fieldset className="qm-list-editor">
        <legend className="qm-legend">{t('imageChoice.editor.options')}</legend>
        <ul className="qm-images">
          {data.options.map((option, index) => {
            const label = t('imageChoice.option', { letter: LETTERS[index] ?? String(index + 1) });
            const fileId = `${idPrefix}-file-${option.id}`;
            return (
              <li key={option.id} className="qm-image-card">
                <p className="qm-legend">{label}</p>
                {option.file_guid ? <OptionImage option={option} media={allMedia} /> : <p className="qm-muted">{t('imageChoice.editor.noImage')}</p>}
                <label htmlFor={fileId} className="tz-field__label">
                  {t('imageChoice.editor.image', { label })}
                </label>
                <input
                  id={fileId}
                  className="qm-file-input"
                  type="file"
                  accept="image/*"
                  disabled={uploading !== null}
                  aria-describedby={`${fileId}-error`}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    if (file) void upload(index, option, file);
                  }}
                />
                <p className="tz-field__error" id={`${fileId}-error`} role="alert">
                  {issueText(issuesAt(issues, `/options/${index}/file_guid`)) ?? ''}
                </p>
                {uploading === option.id ? <p role="status">{t('imageChoice.editor.uploading')}</p> : null}
                <TextField
                  id={`${idPrefix}-alt-${option.id}`}
                  name={`${idPrefix}-alt-${option.id}`}
                  label={t('imageChoice.editor.alt', { label })}
                  hint={t('imageChoice.editor.altHint')}
                  value={option.alt}
                  onChange={(alt) => update(index, { alt })}
                  error={issueText(issuesAt(issues, `/options/${index}/alt`))}
                  required
                />
                <div className="qm-image-card__control">
                  <input
                    id={`${idPrefix}-correct-${option.id}`}
                    type={data.multiple ? 'checkbox' : 'radio'}
                    name={`${idPrefix}-correct`}
                    checked={data.correct.includes(option.id)}
                    onChange={(event) => setCorrect(option.id, event.target.checked)}
                  />
                  <label htmlFor={`${idPrefix}-correct-${option.id}`}>{t('imageChoice.editor.isCorrect', { label })}</label>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Icon name="close" size={18} />}
                  disabled={data.options.length <= 2}
                  onClick={() => onChange({ ...data, options: data.options.filter((o) => o.id !== option.id), correct: data.correct.filter((c) => c !== option.id) })}
                >
                  {t('list.remove', { label })}
                </Button>
              </li>
            );
          })}
        </ul>
        <FieldIssues issues={[...issuesAt(issues, '/options'), ...issuesAt(issues, '/correct', true)]} />
        {uploadError ? <p role="alert">{uploadError}</p> : null}
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="plus" size={18} />}
          disabled={data.options.length >= 10}
          onClick={() => onChange({ ...data, options: [...data.options, { id: nextId(data.options, 'i'), file_guid: '', alt: '' }] })}
        >
          {t('imageChoice.editor.add')}
        </Button>
      </fieldset>
    </div>
  );
}

function Player({ data, answer, onAnswer, readOnly, labelledBy, idPrefix, media }: PlayerProps<'QT_19'>) {
  const { t } = useTranslation('questionsMore');
  const chosen = new Set(answer.choices);
  const choose = (id: string, checked: boolean) => {
    if (readOnly) return;
    if (!data.multiple) onAnswer({ choices: checked ? [id] : [] });
    else onAnswer({ choices: data.options.map((o) => o.id).filter((o) => (o === id ? checked : chosen.has(o))) });
  };
  return (
    <div className="qm-player" role={data.multiple ? 'group' : 'radiogroup'} aria-labelledby={labelledBy} aria-describedby={`${idPrefix}-images-help`}>
      <p className="qm-hint" id={`${idPrefix}-images-help`}>
        {t(data.multiple ? 'imageChoice.helpMultiple' : 'imageChoice.helpSingle')}
      </p>
      <ul className="qm-images">
        {data.options.map((option, index) => {
          const id = `${idPrefix}-img-${option.id}`;
          const checked = chosen.has(option.id);
          return (
            <li key={option.id}>
              <label htmlFor={id} className={`qm-image-card${checked ? ' qm-image-card--checked' : ''}`}>
                <OptionImage option={option} media={media} />
                <span className="qm-image-card__control">
                  <input
                    id={id}
                    type={data.multiple ? 'checkbox' : 'radio'}
                    name={`${idPrefix}-images`}
                    value={option.id}
                    checked={checked}
                    disabled={readOnly}
                    aria-label={`${LETTERS[index] ?? index + 1}. ${option.alt}`}
                    onChange={(event) => choose(option.id, event.target.checked)}
                  />
                  <span aria-hidden="true">{t('imageChoice.option', { letter: LETTERS[index] ?? String(index + 1) })}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Review({ data, answer, correct, score, labelledBy, media }: ReviewProps<'QT_19'>) {
  const { t } = useTranslation('questionsMore');
  const chosen = new Set(answer?.choices ?? []);
  const right = correct ? new Set(correct.choices) : null;
  const verdictOf = (id: string): PartVerdict | null => {
    if (!right) return null;
    if (chosen.has(id)) return right.has(id) ? 'right' : 'wrong';
    return right.has(id) ? 'missed' : null;
  };
  return (
    <ReviewFrame score={score} labelledBy={labelledBy}>
      {chosen.size === 0 ? (
        <p>
          <Verdict verdict="unanswered" />
        </p>
      ) : null}
      <ul className="qm-images">
        {data.options.map((option, index) => {
          const verdict = verdictOf(option.id);
          return (
            <li key={option.id} className={`qm-image-card${chosen.has(option.id) ? ' qm-image-card--checked' : ''}`}>
              <OptionImage option={option} media={media} />
              <span className="qm-image-card__control">
                <span>{t('imageChoice.option', { letter: LETTERS[index] ?? String(index + 1) })}</span>
                <span>{chosen.has(option.id) ? t('imageChoice.chosen') : t('imageChoice.notChosen')}</span>
              </span>
              {verdict ? <Verdict verdict={verdict} /> : null}
            </li>
          );
        })}
      </ul>
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_19'> = { Editor, Player, Review };
