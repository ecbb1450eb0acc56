import { useTranslation } from 'react-i18next';
import type { Choice, ValidationIssue } from '@domain/assessments/questionModel';
import { ChoiceListEditor } from '@ui/questions/shared/ChoiceListEditor';
import type { OptionView } from '@ui/questions/shared/ChoiceOptions';
import { CheckboxField } from '@ui/questions/shared/fields';
import '@ui/questions/questions.css';

/** A choice question's options as the player and the review show them (the teacher's formatted text). */
export function optionViews(options: readonly Choice[]): OptionView[] {
  return options.map((option) => ({ id: option.id, html: option.text }));
}

export interface ChoiceQuestionChange {
  options: Choice[];
  /** The ids marked right, with removed options dropped. */
  correct: string[];
  shuffle: boolean;
}

export interface ChoiceQuestionEditorProps {
  idPrefix: string;
  /** 'single' (QT_1) lets one option be right, 'multiple' (QT_2) several. */
  mark: 'single' | 'multiple';
  options: readonly Choice[];
  correct: readonly string[];
  shuffle: boolean;
  onChange: (change: ChoiceQuestionChange) => void;
  issues: readonly ValidationIssue[];
  /** A line above the options (already translated). */
  help?: string;
}

/** The editor of a choice question: its options with the right ones marked, and whether the player shuffles them. */
export function ChoiceQuestionEditor({ idPrefix, mark, options, correct, shuffle, onChange, issues, help }: ChoiceQuestionEditorProps) {
  const { t } = useTranslation('questions');
  return (
    <div className="tz-q-editor">
      {help !== undefined ? <p className="tz-q-editor__help">{help}</p> : null}
      <ChoiceListEditor
        idPrefix={`${idPrefix}-options`}
        legend={t('editor.options')}
        itemLabel={(n) => t('editor.option', { n })}
        addLabel={t('editor.addOption')}
        items={options}
        mark={mark}
        correct={correct}
        onChange={(change) => onChange({ options: change.items, correct: change.correct, shuffle })}
        issues={issues}
        path="/options"
        correctPath="/correct"
        newIdPrefix="o"
        min={2}
        max={20}
      />
      <CheckboxField id={`${idPrefix}-shuffle`} label={t('editor.shuffle')} hint={t('editor.shuffleHint')} checked={shuffle} onChange={(next) => onChange({ options: [...options], correct: [...correct], shuffle: next })} />
    </div>
  );
}
