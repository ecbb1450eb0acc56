import { useTranslation } from 'react-i18next';
import type { EditorProps, PlayerProps, QuestionKindModule, QuestionSample, ReviewProps } from '@ui/questions/QuestionKind';
import { ChoiceListEditor } from '@ui/questions/shared/ChoiceListEditor';
import { ChoicePlayer, ChoiceReview } from '@ui/questions/shared/ChoiceOptions';
import { CheckboxField } from '@ui/questions/shared/fields';
import { NoAnswer, ReviewFrame } from '@ui/questions/shared/review';
import '@ui/questions/questions.css';

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_2'>) {
  const { t } = useTranslation('questions');
  return (
    <div className="tz-q-editor">
      <p className="tz-q-editor__help">{t('qt2.editorHelp')}</p>
      <ChoiceListEditor
        idPrefix={`${idPrefix}-options`}
        legend={t('editor.options')}
        itemLabel={(n) => t('editor.option', { n })}
        addLabel={t('editor.addOption')}
        items={data.options}
        mark="multiple"
        correct={data.correct}
        onChange={({ items, correct }) => onChange({ ...data, options: items, correct })}
        issues={issues}
        path="/options"
        correctPath="/correct"
        newIdPrefix="o"
        min={2}
        max={20}
      />
      <CheckboxField id={`${idPrefix}-shuffle`} label={t('editor.shuffle')} hint={t('editor.shuffleHint')} checked={data.shuffle} onChange={(shuffle) => onChange({ ...data, shuffle })} />
    </div>
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
        options={data.options.map((option) => ({ id: option.id, html: option.text }))}
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
        options={data.options.map((option) => ({ id: option.id, html: option.text }))}
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
