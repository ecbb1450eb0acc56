// QT_17 dropdown cloze: a select in each gap of the text.
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { GapTextEditor } from '@ui/questions/parts/GapTextEditor';
import { GapTextReview } from '@ui/questions/parts/GapTextReview';
import { GapTextView } from '@ui/questions/parts/GapTextView';
import { without } from '@ui/questions/parts/ids';
import '@ui/questions/parts/parts.css';

function GapPreview({ raw }: { raw: string }) {
  const { t } = useTranslation('questionsMore');
  const options = raw.split('|').map((option) => option.trim());
  return (
    <span className="qm-gap-review">
      {options.map((option, i) => (
        <Fragment key={i}>
          {i > 0 ? ' / ' : null}
          {option.startsWith('*') ? (
            <strong>
              {option.slice(1)} <span className="qm-verdict qm-verdict--right">{t('dropdownCloze.editor.right')}</span>
            </strong>
          ) : (
            option
          )}
        </Fragment>
      ))}
    </span>
  );
}

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_17'>) {
  return (
    <div className="qm-editor">
      <GapTextEditor
        id={`${idPrefix}-text`}
        copy="dropdownCloze.editor"
        value={data.text}
        onChange={(text) => onChange({ text })}
        issues={issues}
        renderGap={(raw) => <GapPreview raw={raw} />}
      />
    </div>
  );
}

function Player({ data, answer, onAnswer, readOnly, labelledBy, idPrefix }: PlayerProps<'QT_17'>) {
  const { t } = useTranslation('questionsMore');
  return (
    <div className="qm-player" role="group" aria-labelledby={labelledBy}>
      <p className="qm-hint">{t('dropdownCloze.help')}</p>
      <GapTextView
        segments={data.segments}
        renderGap={(gap) => {
          const key = String(gap.index);
          return (
            <select
              id={`${idPrefix}-gap-${gap.index}`}
              className="qm-native-select qm-gap-select"
              aria-label={t('dropdownCloze.gap', { n: gap.index + 1 })}
              value={answer.gaps[key] ?? ''}
              disabled={readOnly}
              onChange={(event) => {
                if (readOnly) return;
                const value = event.target.value;
                onAnswer({ gaps: value === '' ? without(answer.gaps, key) : { ...answer.gaps, [key]: value } });
              }}
            >
              <option value="">{t('dropdownCloze.choose')}</option>
              {(gap.options ?? []).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          );
        }}
      />
    </div>
  );
}

function Review({ data, answer, correct, score, labelledBy }: ReviewProps<'QT_17'>) {
  return <GapTextReview segments={data.segments} given={answer?.gaps} expected={correct?.gaps ?? null} score={score} labelledBy={labelledBy} />;
}

export const kind: QuestionKindModule<'QT_17'> = { Editor, Player, Review };
