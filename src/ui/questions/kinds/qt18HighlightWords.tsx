// QT_18 highlight words: each word of the text is a toggle button.
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineText } from '@ui/questions/parts/InlineText';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { GapTextEditor } from '@ui/questions/parts/GapTextEditor';
import { ReviewFrame } from '@ui/questions/parts/ReviewFrame';
import { Verdict, type PartVerdict } from '@ui/questions/parts/Verdict';
import '@ui/questions/parts/parts.css';

/**
 * Words with the text between them. The player data may carry a separator before each word plus a
 * trailing one (n + 1), one before each word (n), or only those between words (n − 1).
 */
export function Interleaved({ words, separators, renderWord }: { words: readonly string[]; separators: readonly string[]; renderWord: (word: string, index: number) => ReactNode }) {
  const before = (i: number) => (separators.length >= words.length ? separators[i] : i > 0 ? separators[i - 1] : '') ?? '';
  const trailing = separators.length > words.length ? separators.slice(words.length).join('') : '';
  return (
    <>
      {words.map((word, i) => (
        <Fragment key={i}>
          {before(i) !== '' ? <InlineText text={before(i)} /> : null}
          {renderWord(word, i)}
        </Fragment>
      ))}
      {trailing !== '' ? <InlineText text={trailing} /> : null}
    </>
  );
}

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_18'>) {
  return (
    <div className="qm-editor">
      <GapTextEditor
        id={`${idPrefix}-text`}
        copy="highlight.editor"
        value={data.text}
        onChange={(text) => onChange({ text })}
        issues={issues}
        renderGap={(raw) => <mark className="qm-word-review--selected">{raw}</mark>}
      />
    </div>
  );
}

function Player({ data, answer, onAnswer, readOnly, labelledBy, idPrefix }: PlayerProps<'QT_18'>) {
  const { t } = useTranslation('questionsMore');
  const selected = new Set(answer.selected);
  const toggle = (index: number) => {
    if (readOnly) return;
    const next = new Set(selected);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    onAnswer({ selected: [...next].sort((a, b) => a - b) });
  };
  return (
    <div className="qm-player" role="group" aria-labelledby={labelledBy} aria-describedby={`${idPrefix}-highlight-help`}>
      <p className="qm-hint" id={`${idPrefix}-highlight-help`}>
        {t(readOnly ? 'highlight.readOnly' : 'highlight.help')} {t('highlight.count', { count: selected.size })}
      </p>
      <p className="qm-words">
        <Interleaved
          words={data.words}
          separators={data.separators}
          renderWord={(word, i) => (
            <button type="button" className="qm-word" aria-pressed={selected.has(i)} aria-disabled={readOnly || undefined} onClick={() => toggle(i)}>
              {word}
            </button>
          )}
        />
      </p>
    </div>
  );
}

function Review({ data, answer, correct, score, labelledBy }: ReviewProps<'QT_18'>) {
  const { t } = useTranslation('questionsMore');
  const selected = new Set(answer?.selected ?? []);
  const right = correct ? new Set(correct.selected) : null;
  const verdictOf = (i: number): PartVerdict | null => {
    if (!right) return null;
    if (selected.has(i)) return right.has(i) ? 'right' : 'wrong';
    return right.has(i) ? 'missed' : null;
  };
  return (
    <ReviewFrame score={score} labelledBy={labelledBy}>
      {selected.size === 0 ? (
        <p>
          <Verdict verdict="unanswered" />
        </p>
      ) : null}
      <p className="qm-words">
        <Interleaved
          words={data.words}
          separators={data.separators}
          renderWord={(word, i) => {
            const verdict = verdictOf(i);
            return (
              <span className={`qm-word-review${selected.has(i) ? ' qm-word-review--selected' : ''}`}>
                <span className="qm-word-review__text">{word}</span>
                {selected.has(i) && !verdict ? <span className="visually-hidden"> {t('highlight.marked')}</span> : null}
                {verdict ? <Verdict verdict={verdict} /> : null}
              </span>
            );
          }}
        />
      </p>
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_18'> = { Editor, Player, Review };
