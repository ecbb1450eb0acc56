import { useTranslation } from 'react-i18next';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { ChoiceListEditor } from '@ui/questions/shared/ChoiceListEditor';
import { CheckboxField, NumberField } from '@ui/questions/shared/fields';
import { useIssueText } from '@ui/questions/shared/issues';
import { sameText } from '@ui/questions/shared/lists';
import { NoAnswer, ReviewFrame, ReviewMark, RightAnswer } from '@ui/questions/shared/review';
import '@ui/questions/questions.css';

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_7'>) {
  const { t } = useTranslation('questions');
  const issueText = useIssueText(issues);
  return (
    <div className="tz-q-editor">
      <ChoiceListEditor
        idPrefix={`${idPrefix}-accepted`}
        legend={t('qt7.accepted')}
        itemLabel={(n) => t('qt7.acceptedN', { n })}
        addLabel={t('qt7.addAccepted')}
        items={data.accepted.map((text, i) => ({ id: `a${i + 1}`, text }))}
        mark="none"
        onChange={({ items }) => onChange({ ...data, accepted: items.map((item) => item.text) })}
        issues={issues}
        path="/accepted"
        newIdPrefix="a"
        min={1}
        max={20}
      />
      <NumberField id={`${idPrefix}-max`} label={t('qt7.maxLength')} value={data.max_length} onChange={(value) => onChange({ ...data, max_length: Math.round(value ?? 0) })} error={issueText('/max_length')} className="tz-q-num" />
      <CheckboxField id={`${idPrefix}-case`} label={t('editor.caseSensitive')} hint={t('editor.caseSensitiveHint')} checked={data.case_sensitive} onChange={(case_sensitive) => onChange({ ...data, case_sensitive })} />
    </div>
  );
}

function Player({ data, answer, onAnswer, readOnly, labelledBy, idPrefix }: PlayerProps<'QT_7'>) {
  const { t } = useTranslation('questions');
  const countId = `${idPrefix}-count`;
  return (
    <div className="tz-q-stack">
      <input
        id={`${idPrefix}-text`}
        className="tz-q-input"
        type="text"
        autoComplete="off"
        aria-labelledby={labelledBy}
        aria-describedby={countId}
        value={answer.text}
        maxLength={data.max_length}
        readOnly={readOnly}
        onChange={(event) => onAnswer({ text: event.target.value })}
      />
      <p className="tz-q-hint" id={countId}>
        {t('qt7.characters', { count: answer.text.length, max: data.max_length })}
      </p>
    </div>
  );
}

function Review({ answer, correct, score, labelledBy }: ReviewProps<'QT_7'>) {
  const { t } = useTranslation('questions');
  const given = answer?.text ?? '';
  const ok = score && score.outcome !== 'needs-grading' ? score.outcome === 'correct' : correct ? sameText(given, correct.text) : undefined;
  return (
    <ReviewFrame labelledBy={labelledBy} score={score}>
      {given.trim() === '' ? (
        <NoAnswer />
      ) : (
        <p className="tz-q-review__part">
          <span className="tz-q-tag">{t('review.yourAnswer')}</span> <span className="tz-q-review__typed">{given}</span>
          {ok !== undefined ? <ReviewMark ok={ok} /> : null}
        </p>
      )}
      {ok !== true && correct ? (
        <p className="tz-q-review__part">
          <RightAnswer>{correct.text}</RightAnswer>
        </p>
      ) : null}
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_7'> = { Editor, Player, Review };
