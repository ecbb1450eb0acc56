import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormattedText } from '@ui/components/FormattedText';
import { ReviewMark } from '@ui/questions/shared/review';
import '@ui/questions/questions.css';

export interface OptionView {
  id: string;
  /** Formatted text written by a teacher, or a translated label (rendered as text). */
  html?: string;
  label?: string;
}

function OptionText({ option }: { option: OptionView }) {
  return option.html !== undefined ? <FormattedText html={option.html} inline /> : <span>{option.label}</span>;
}

export interface ChoicePlayerProps {
  options: readonly OptionView[];
  multiple: boolean;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  readOnly: boolean;
  labelledBy: string;
  /** Name of the radio group / prefix of ids. */
  name: string;
  /** Lay the options side by side where there is room (true/false). */
  inline?: boolean;
  /** Id of a hint read with the group (e.g. "more than one may be right"). */
  describedBy?: string;
}

/**
 * Native radios or checkboxes in large, tappable cards: arrows move between radios, Space ticks a box.
 * Read-only keeps them focusable (a projector or a screen reader can still read the state) and ignores changes.
 */
export function ChoicePlayer({ options, multiple, selected, onChange, readOnly, labelledBy, name, inline = false, describedBy }: ChoicePlayerProps) {
  const handle = (id: string, checked: boolean) => {
    if (readOnly) return;
    if (!multiple) onChange([id]);
    else onChange(checked ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id));
  };
  return (
    <div
      role={multiple ? 'group' : 'radiogroup'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-readonly={readOnly && !multiple ? true : undefined}
      className={['tz-q-options', inline ? 'tz-q-options--inline' : '', readOnly ? 'tz-q-options--readonly' : ''].filter(Boolean).join(' ')}
    >
      {options.map((option) => {
        const id = `${name}-${option.id}`;
        const checked = selected.includes(option.id);
        return (
          <div key={option.id} className={['tz-q-option', checked ? 'tz-q-option--checked' : ''].filter(Boolean).join(' ')}>
            <input
              id={id}
              className="tz-q-option__input"
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.id}
              checked={checked}
              aria-readonly={readOnly && multiple ? true : undefined}
              onChange={(event) => handle(option.id, event.target.checked)}
            />
            <label htmlFor={id} className="tz-q-option__label">
              <OptionText option={option} />
            </label>
          </div>
        );
      })}
    </div>
  );
}

export interface ChoiceReviewProps {
  options: readonly OptionView[];
  chosen: readonly string[];
  /** The right ids when the key is known. */
  right: readonly string[] | null;
  /** Without a key, the question's outcome can still mark the chosen options (all right or all wrong). */
  allRight?: boolean;
  multiple: boolean;
}

/** Each option with "your answer", right/wrong for what was chosen and "right answer" for what was missed. */
export function ChoiceReview({ options, chosen, right, allRight, multiple }: ChoiceReviewProps) {
  const { t } = useTranslation('questions');
  return (
    <ul className="tz-q-review__options">
      {options.map((option) => {
        const isChosen = chosen.includes(option.id);
        const isRight = right ? right.includes(option.id) : undefined;
        const ok = right ? isRight === true : allRight;
        let notes: ReactNode = null;
        if (isChosen) {
          notes = (
            <>
              <span className="tz-q-tag">{t('review.yourAnswer')}</span>
              {ok !== undefined ? <ReviewMark ok={ok} /> : null}
            </>
          );
        } else if (isRight) {
          notes = <span className="tz-q-tag tz-q-tag--right">{multiple ? t('review.missedRight') : t('review.rightAnswer')}</span>;
        }
        return (
          <li key={option.id} className={['tz-q-review__option', isChosen ? 'tz-q-review__option--chosen' : '', isRight ? 'tz-q-review__option--right' : ''].filter(Boolean).join(' ')}>
            <span className={`tz-q-review__box tz-q-review__box--${multiple ? 'check' : 'radio'}`} aria-hidden="true">
              {isChosen ? '●' : ''}
            </span>
            <span className="tz-q-review__text">
              <OptionText option={option} />
            </span>
            <span className="tz-q-review__notes">{notes}</span>
          </li>
        );
      })}
    </ul>
  );
}
