// QT_17 dropdown cloze: a select in each gap of the text.
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { GapTextEditor } from '@ui/questions/parts/GapTextEditor';
import { GapTextReview } from '@ui/questions/parts/GapTextReview';
import { GapTextView } from '@ui/questions/parts/GapTextView';
import { without } from '@ui/questions/parts/ids';
import { inLanguage } from '@ui/questions/parts/samples';
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

export const kind: QuestionKindModule<'QT_17'> = {
  Editor,
  Player,
  Review,
  sample: (language) => {
    const s = inLanguage(language, {
      es: {
        name: 'Estados del agua',
        prompt: '<p>Elige la opción correcta en cada hueco.</p>',
        text: 'A 25 °C el agua es [[*líquida|sólida|gaseosa]]. Cuando se congela pasa a estado [[líquido|*sólido|gaseoso]] y su volumen [[*aumenta|disminuye]].',
        good: { '0': 'líquida', '1': 'sólido', '2': 'aumenta' },
        wrong: { '0': 'líquida', '1': 'gaseoso', '2': 'disminuye' },
      },
      en: {
        name: 'States of water',
        prompt: '<p>Choose the right option in each gap.</p>',
        text: 'At 25 °C water is [[*liquid|solid|a gas]]. When it freezes it becomes [[liquid|*solid|a gas]] and its volume [[*increases|decreases]].',
        good: { '0': 'liquid', '1': 'solid', '2': 'increases' },
        wrong: { '0': 'liquid', '1': 'a gas', '2': 'decreases' },
      },
      pt: {
        name: 'Estados da água',
        prompt: '<p>Escolha a opção correta em cada espaço.</p>',
        text: 'A 25 °C a água está no estado [[*líquido|sólido|gasoso]]. Quando congela passa ao estado [[líquido|*sólido|gasoso]] e o seu volume [[*aumenta|diminui]].',
        good: { '0': 'líquido', '1': 'sólido', '2': 'aumenta' },
        wrong: { '0': 'líquido', '1': 'gasoso', '2': 'diminui' },
      },
    });
    return { name: s.name, prompt: s.prompt, points: 3, data: { text: s.text }, media: {}, goodAnswer: { gaps: s.good }, wrongAnswer: { gaps: s.wrong } };
  },
};
