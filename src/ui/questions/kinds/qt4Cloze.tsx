import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_LIMITS } from '@domain/assessments/answers';
import { gapAlternatives } from '@domain/assessments/questionData';
import { gapsOf } from '@domain/assessments/gapText';
import type { PlayerSegment, QuestionScore } from '@domain/assessments/questionModel';
import { Button } from '@ui/components/Button';
import { FormattedText } from '@ui/components/FormattedText';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { CheckboxField, TextAreaField } from '@ui/questions/shared/fields';
import { useIssueText } from '@ui/questions/shared/issues';
import { sameText } from '@ui/questions/shared/lists';
import { inlineFragment } from '@ui/questions/shared/text';
import { ReviewFrame, ReviewMark, RightAnswer } from '@ui/questions/shared/review';
import '@ui/questions/questions.css';

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_4'>) {
  const { t } = useTranslation('questions');
  const issueText = useIssueText(issues);
  const gaps = gapsOf(data.text);
  const textRef = useRef<HTMLTextAreaElement>(null);
  // Typing [[ ]] is awkward on phone keyboards: the button turns the selection (or nothing) into a gap.
  const handleMakeGap = () => {
    const box = textRef.current;
    const start = box?.selectionStart ?? data.text.length;
    const end = box?.selectionEnd ?? start;
    const inside = data.text.slice(start, end);
    const text = `${data.text.slice(0, start)}[[${inside}]]${data.text.slice(end)}`;
    onChange({ ...data, text });
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + 2, start + 2 + inside.length);
    });
  };
  return (
    <div className="tz-q-editor">
      <TextAreaField
        id={`${idPrefix}-text`}
        label={t('qt4.text')}
        hint={t('qt4.textHint')}
        value={data.text}
        onChange={(text) => onChange({ ...data, text })}
        error={issueText('/text')}
        rows={6}
        required
        textareaRef={textRef}
      />
      <div>
        <Button variant="secondary" size="sm" onClick={handleMakeGap}>
          {t('qt4.makeGap')}
        </Button>
      </div>
      <section className="tz-q-preview" aria-labelledby={`${idPrefix}-gaps`}>
        <h3 id={`${idPrefix}-gaps`} className="tz-q-preview__title">
          {t('qt4.gapsFound', { count: gaps.length })}
        </h3>
        {gaps.length > 0 ? (
          <ol className="tz-q-preview__list">
            {gaps.map((gap) => (
              <li key={gap.index}>{t('qt4.gapAnswers', { n: gap.index + 1, answers: gapAlternatives(gap.raw).join(' · ') || '—' })}</li>
            ))}
          </ol>
        ) : null}
      </section>
      <CheckboxField id={`${idPrefix}-case`} label={t('editor.caseSensitive')} hint={t('editor.caseSensitiveHint')} checked={data.case_sensitive} onChange={(case_sensitive) => onChange({ ...data, case_sensitive })} />
    </div>
  );
}

function Player({ data, answer, onAnswer, readOnly, labelledBy, idPrefix }: PlayerProps<'QT_4'>) {
  const { t } = useTranslation('questions');
  return (
    <div role="group" aria-labelledby={labelledBy} className="tz-q-gaptext">
      {data.segments.map((segment, i) =>
        segment.kind === 'text' ? (
          <FormattedText key={`t${i}`} html={inlineFragment(segment.text)} inline />
        ) : (
          <input
            key={`g${segment.index}`}
            id={`${idPrefix}-gap-${segment.index}`}
            className="tz-q-gap"
            type="text"
            autoComplete="off"
            spellCheck={false}
            aria-label={t('qt4.gap', { n: segment.index + 1 })}
            value={answer.blanks[String(segment.index)] ?? ''}
            readOnly={readOnly}
            maxLength={ANSWER_LIMITS.gapText}
            onChange={(event) => onAnswer({ blanks: { ...answer.blanks, [String(segment.index)]: event.target.value } })}
          />
        ),
      )}
    </div>
  );
}

/** Whether a part is right: from the key when known, else from an all-or-nothing outcome; undefined when unknown. */
function gapOk(given: string, right: string | undefined, score: QuestionScore | null): boolean | undefined {
  if (score?.outcome === 'correct') return true;
  if (right !== undefined) return given.trim() !== '' && sameText(given, right);
  if (score?.outcome === 'incorrect' || score?.outcome === 'unanswered') return false;
  return undefined;
}

function Review({ data, answer, correct, score, labelledBy }: ReviewProps<'QT_4'>) {
  const { t } = useTranslation('questions');
  const segments: PlayerSegment[] = data.segments;
  return (
    <ReviewFrame labelledBy={labelledBy} score={score}>
      <div className="tz-q-gaptext">
        {segments.map((segment, i) => {
          if (segment.kind === 'text') return <FormattedText key={`t${i}`} html={inlineFragment(segment.text)} inline />;
          const key = String(segment.index);
          const given = answer?.blanks[key] ?? '';
          const right = correct?.blanks[key];
          const ok = gapOk(given, right, score);
          return (
            <span key={`g${key}`} className="tz-q-gap-review">
              <span className="visually-hidden">{t('qt4.gap', { n: segment.index + 1 })}:</span>
              <span className="tz-q-gap-review__given">{given.trim() === '' ? t('review.empty') : given}</span>
              {ok !== undefined ? <ReviewMark ok={ok} /> : null}
              {ok === false && right !== undefined ? <RightAnswer>{right}</RightAnswer> : null}
            </span>
          );
        })}
      </div>
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_4'> = { Editor, Player, Review };
