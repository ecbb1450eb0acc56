import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { ChoicePlayer, ChoiceReview } from '@ui/questions/shared/ChoiceOptions';
import { ChoiceQuestionEditor, optionViews } from '@ui/questions/shared/ChoiceQuestionEditor';
import { NoAnswer, ReviewFrame } from '@ui/questions/shared/review';
import '@ui/questions/questions.css';

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_1'>) {
  return (
    <ChoiceQuestionEditor
      idPrefix={idPrefix}
      mark="single"
      options={data.options}
      correct={data.correct ? [data.correct] : []}
      shuffle={data.shuffle}
      onChange={({ options, correct, shuffle }) => onChange({ ...data, options, correct: correct[0] ?? '', shuffle })}
      issues={issues}
    />
  );
}

function Player({ data, answer, onAnswer, readOnly, labelledBy, idPrefix }: PlayerProps<'QT_1'>) {
  return (
    <ChoicePlayer
      options={optionViews(data.options)}
      multiple={false}
      selected={answer.choice ? [answer.choice] : []}
      onChange={(selected) => onAnswer({ choice: selected[0] ?? null })}
      readOnly={readOnly}
      labelledBy={labelledBy}
      name={`${idPrefix}-choice`}
    />
  );
}

function Review({ data, answer, correct, score, labelledBy }: ReviewProps<'QT_1'>) {
  const chosen = answer?.choice ? [answer.choice] : [];
  return (
    <ReviewFrame labelledBy={labelledBy} score={score}>
      {chosen.length === 0 ? <NoAnswer /> : null}
      <ChoiceReview
        options={optionViews(data.options)}
        chosen={chosen}
        right={correct?.choice ? [correct.choice] : null}
        allRight={score && score.outcome !== 'needs-grading' && score.outcome !== 'unanswered' ? score.outcome === 'correct' : undefined}
        multiple={false}
      />
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_1'> = { Editor, Player, Review };
