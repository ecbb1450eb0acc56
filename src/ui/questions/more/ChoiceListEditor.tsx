import { useTranslation } from 'react-i18next';
import type { Choice, ValidationIssue } from '@domain/assessments/questionModel';
import { Button } from '@ui/components/Button';
import { Icon } from '@ui/components/Icon';
import { TextField } from '@ui/components/TextField';
import { FieldIssues, issuesAt, useIssueText } from '@ui/questions/more/issues';
import { moveItem, nextId } from '@ui/questions/more/ids';
import { ArrowIcon } from '@ui/questions/more/ArrowIcon';
import './more.css';

export interface ChoiceListEditorProps {
  /** Element id prefix. */
  id: string;
  /** Heading of the list (already translated). */
  legend: string;
  hint?: string;
  /** The label of item n (1-based), already translated. */
  itemLabel: (n: number) => string;
  addLabel: string;
  items: readonly Choice[];
  onChange: (items: Choice[], removedId?: string) => void;
  /** JSON pointer of the list inside question_data, e.g. '/items'. */
  path: string;
  issues: readonly ValidationIssue[];
  idPrefix: string;
  min?: number;
  max?: number;
  /** Whether items can be moved (when their order means something). */
  movable?: boolean;
  /** Prefix of the ids of new items ('a1', 'r2', …). */
  newIdPrefix?: string;
}

/** An editable list of texts (formatted text: formulas in \( \)): add, remove, reorder. */
export function ChoiceListEditor({ id, legend, hint, itemLabel, addLabel, items, onChange, path, issues, idPrefix, min = 1, max = 20, movable = false, newIdPrefix = 'i' }: ChoiceListEditorProps) {
  const { t } = useTranslation('questionsMore');
  const issueText = useIssueText();
  const hintId = `${id}-hint`;
  const update = (index: number, text: string) => onChange(items.map((item, i) => (i === index ? { ...item, text } : item)));
  return (
    <fieldset className="qm-list-editor" aria-describedby={hint ? hintId : undefined}>
      <legend className="qm-legend">{legend}</legend>
      {hint ? (
        <p className="tz-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <ol className="qm-list-editor__items">
        {items.map((item, index) => {
          const label = itemLabel(index + 1);
          return (
            <li key={item.id} className="qm-list-editor__item">
              <TextField
                id={`${id}-${item.id}`}
                name={`${id}-${item.id}`}
                label={label}
                value={item.text}
                onChange={(text) => update(index, text)}
                error={issueText(issuesAt(issues, `${path}/${index}`, true))}
                className="qm-list-editor__field"
              />
              <div className="qm-list-editor__actions">
                {movable ? (
                  <>
                    <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => onChange(moveItem(items, index, index - 1))} aria-label={t('list.moveUp', { label })} title={t('list.moveUp', { label })}>
                      <ArrowIcon direction="up" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={index === items.length - 1}
                      onClick={() => onChange(moveItem(items, index, index + 1))}
                      aria-label={t('list.moveDown', { label })}
                      title={t('list.moveDown', { label })}
                    >
                      <ArrowIcon direction="down" />
                    </Button>
                  </>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={items.length <= min}
                  onClick={() =>
                    onChange(
                      items.filter((_, i) => i !== index),
                      item.id,
                    )
                  }
                  aria-label={t('list.remove', { label })}
                  title={t('list.remove', { label })}
                >
                  <Icon name="close" size={18} />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <FieldIssues issues={issuesAt(issues, path)} id={`${idPrefix}-${id}-issues`} />
      <div>
        <Button variant="secondary" size="sm" icon={<Icon name="plus" size={18} />} disabled={items.length >= max} onClick={() => onChange([...items, { id: nextId(items, newIdPrefix), text: '' }])}>
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
