import { useTranslation } from 'react-i18next';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { ChoicePlayer, ChoiceReview } from '@ui/questions/shared/ChoiceOptions';
import { useIssueText } from '@ui/questions/shared/issues';
import { FieldError } from '@ui/components/FieldError';
import { NoAnswer, ReviewFrame } from '@ui/questions/shared/review';
import '@ui/questions/questions.css';

const toId = (value: boolean | null | undefined): string[] => (value === true ? ['true'] : value === false ? ['false'] : []);

function useOptions() {
  const { t } = useTranslation('questions');
  return [
    { id: 'true', label: t('qt3.true') },
    { id: 'false', label: t('qt3.false') },
  ];
}

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_3'>) {
  const { t } = useTranslation('questions');
  const issueText = useIssueText(issues);
  const options = useOptions();
  return (
    <div className="tz-q-editor">
      <fieldset className="tz-q-list">
        <legend id={`${idPrefix}-legend`} className="tz-q-list__legend">{t('qt3.rightIs')}</legend>
        <ChoicePlayer options={options} multiple={false} selected={toId(data.correct)} onChange={([id]) => onChange({ correct: id === 'true' })} readOnly={false} labelledBy={`${idPrefix}-legend`} name={`${idPrefix}-correct`} inline />
        <FieldError id={`${idPrefix}-correct-error`} message={issueText('/correct')} />
      </fieldset>
    </div>
  );
}

function Player({ answer, onAnswer, readOnly, labelledBy, idPrefix }: PlayerProps<'QT_3'>) {
  const options = useOptions();
  return (
    <ChoicePlayer
      options={options}
      multiple={false}
      selected={toId(answer.value)}
      onChange={([id]) => onAnswer({ value: id === undefined ? null : id === 'true' })}
      readOnly={readOnly}
      labelledBy={labelledBy}
      name={`${idPrefix}-value`}
      inline
    />
  );
}

function Review({ answer, correct, score, labelledBy }: ReviewProps<'QT_3'>) {
  const options = useOptions();
  const chosen = toId(answer?.value);
  return (
    <ReviewFrame labelledBy={labelledBy} score={score}>
      {chosen.length === 0 ? <NoAnswer /> : null}
      <ChoiceReview
        options={options}
        chosen={chosen}
        right={correct && correct.value !== null ? toId(correct.value) : null}
        allRight={score && score.outcome !== 'needs-grading' && score.outcome !== 'unanswered' ? score.outcome === 'correct' : undefined}
        multiple={false}
      />
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_3'> = { Editor, Player, Review };
