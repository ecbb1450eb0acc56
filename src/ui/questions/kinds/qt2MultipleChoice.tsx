import { useTranslation } from 'react-i18next';
import type { EditorProps, PlayerProps, QuestionKindModule, QuestionSample, ReviewProps } from '@ui/questions/QuestionKind';
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

const SAMPLES = {
  es: { name: 'Números primos', prompt: '<p>Marca todos los números primos.</p>' },
  en: { name: 'Prime numbers', prompt: '<p>Tick every prime number.</p>' },
  pt: { name: 'Números primos', prompt: '<p>Assinale todos os números primos.</p>' },
} as const;

function sample(language: 'es' | 'en' | 'pt'): QuestionSample<'QT_2'> {
  const s = SAMPLES[language];
  return {
    name: s.name,
    prompt: s.prompt,
    points: 2,
    data: {
      options: [
        { id: 'o1', text: '2' },
        { id: 'o2', text: '9' },
        { id: 'o3', text: '11' },
        { id: 'o4', text: '15' },
        { id: 'o5', text: '\\(17\\)' },
      ],
      correct: ['o1', 'o3', 'o5'],
      shuffle: false,
    },
    media: {},
    goodAnswer: { choices: ['o1', 'o3', 'o5'] },
    wrongAnswer: { choices: ['o1', 'o2', 'o3'] },
  };
}

export const kind: QuestionKindModule<'QT_2'> = { Editor, Player, Review, sample };
