import { useTranslation } from 'react-i18next';
import { ANSWER_LIMITS } from '@domain/assessments/answers';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { NumberField } from '@ui/questions/shared/fields';
import { useIssueText } from '@ui/questions/shared/issues';
import { NoAnswer, ReviewFrame } from '@ui/questions/shared/review';
import { countWords } from '@domain/assessments/answers';
import '@ui/questions/questions.css';

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_8'>) {
  const { t } = useTranslation('questions');
  const issueText = useIssueText(issues);
  const whole = (value: number | null) => (value === null ? null : Math.max(1, Math.round(value)));
  return (
    <div className="tz-q-editor tz-q-editor--row">
      <NumberField id={`${idPrefix}-min`} label={t('qt8.minWords')} hint={t('qt8.emptyIsNoLimit')} value={data.min_words} allowEmpty onChange={(value) => onChange({ ...data, min_words: whole(value) })} error={issueText('/min_words')} className="tz-q-num" />
      <NumberField id={`${idPrefix}-max`} label={t('qt8.maxWords')} hint={t('qt8.emptyIsNoLimit')} value={data.max_words} allowEmpty onChange={(value) => onChange({ ...data, max_words: whole(value) })} error={issueText('/max_words')} className="tz-q-num" />
    </div>
  );
}

function useLimitText(min: number | null, max: number | null): string | undefined {
  const { t } = useTranslation('questions');
  if (min !== null && max !== null) return t('qt8.between', { min, max });
  if (min !== null) return t('qt8.atLeast', { count: min });
  if (max !== null) return t('qt8.atMost', { count: max });
  return undefined;
}

function Player({ data, answer, onAnswer, readOnly, labelledBy, idPrefix }: PlayerProps<'QT_8'>) {
  const { t } = useTranslation('questions');
  const words = countWords(answer.text);
  const limit = useLimitText(data.min_words, data.max_words);
  const over = data.max_words !== null && words > data.max_words;
  const under = data.min_words !== null && words > 0 && words < data.min_words;
  const countId = `${idPrefix}-count`;
  return (
    <div className="tz-q-stack">
      <textarea
        id={`${idPrefix}-text`}
        className="tz-q-input tz-q-textarea tz-q-textarea--long"
        aria-labelledby={labelledBy}
        aria-describedby={countId}
        rows={10}
        value={answer.text}
        readOnly={readOnly}
        maxLength={ANSWER_LIMITS.longText}
        onChange={(event) => onAnswer({ text: event.target.value })}
      />
      <p className={['tz-q-hint', over || under ? 'tz-q-hint--warn' : ''].filter(Boolean).join(' ')} id={countId}>
        <span>{t('qt8.words', { count: words })}</span>
        {limit ? <span> · {limit}</span> : null}
        {over ? <span> · {t('qt8.tooMany')}</span> : null}
        {under ? <span> · {t('qt8.tooFew')}</span> : null}
      </p>
    </div>
  );
}

function Review({ answer, score, labelledBy }: ReviewProps<'QT_8'>) {
  const { t } = useTranslation('questions');
  const text = answer?.text ?? '';
  return (
    <ReviewFrame labelledBy={labelledBy} score={score}>
      {text.trim() === '' ? (
        <NoAnswer />
      ) : (
        <>
          <div className="tz-q-review__longtext">{text}</div>
          <p className="tz-q-hint">{t('qt8.words', { count: countWords(text) })}</p>
        </>
      )}
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_8'> = { Editor, Player, Review };
