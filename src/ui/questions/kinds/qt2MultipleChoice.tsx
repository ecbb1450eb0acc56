import { useTranslation } from 'react-i18next';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { ChoicePlayer, ChoiceReview } from '@ui/questions/shared/ChoiceOptions';
import { ChoiceQuestionEditor, optionViews } from '@ui/questions/shared/ChoiceQuestionEditor';
import { NoAnswer, ReviewFrame } from '@ui/questions/shared/review';
import '@ui/questions/questions.css';

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_2'>) {
  const { t } = useTranslation('questions');
  return (
    <ChoiceQuestionEditor
      idPrefix={idPrefix}
      mark="multiple"
      help={t('qt2.editorHelp')}
      options={data.options}
      correct={data.correct}
      shuffle={data.shuffle}
      onChange={({ options, correct, shuffle }) => onChange({ ...data, options, correct, shuffle })}
      issues={issues}
    />
  );
}

function Player({ data, answer, onAnswer, readOnly, labelledBy, idPrefix }: PlayerProps<'QT_2'>) {
  const { t } = useTranslation('questions');
  return (
    <div className="tz-q-stack">
      <p className="tz-q-hint" id={`${idPrefix}-hint`}>
        {t('qt2.playerHint')}
      </p>
      <ChoicePlayer
        options={optionViews(data.options)}
        multiple
        selected={answer.choices}
        onChange={(choices) => onAnswer({ choices })}
        readOnly={readOnly}
        labelledBy={labelledBy}
        name={`${idPrefix}-choices`}
        describedBy={`${idPrefix}-hint`}
      />
    </div>
  );
}

function Review({ data, answer, correct, score, labelledBy }: ReviewProps<'QT_2'>) {
  const chosen = answer?.choices ?? [];
  return (
    <ReviewFrame labelledBy={labelledBy} score={score}>
      {chosen.length === 0 ? <NoAnswer /> : null}
      <ChoiceReview
        options={optionViews(data.options)}
        chosen={chosen}
        right={correct ? correct.choices : null}
        // 0 points can still hold right picks (cancelled by wrong ones): only a full score marks without the key.
        allRight={score?.outcome === 'correct' ? true : undefined}
        multiple
      />
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_2'> = { Editor, Player, Review };
