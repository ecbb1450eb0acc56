import { useRef, type ReactNode } from 'react';
import { useFocusAfterRender } from '@ui/components/useFocusAfterRender';
import { useTranslation } from 'react-i18next';
import type { Choice, ValidationIssue } from '@domain/assessments/questionModel';
import { Button } from '@ui/components/Button';
import { FormattedText } from '@ui/components/FormattedText';
import { containsFormula } from '@ui/components/formattedText/renderFormattedHtml';
import { Icon } from '@ui/components/Icon';
import { TextField } from '@ui/components/TextField';
import { useIssueText } from '@ui/questions/shared/issues';
import { moveItem, nextId } from '@ui/questions/shared/lists';
import { FieldError } from '@ui/components/FieldError';
import '@ui/questions/questions.css';

export interface ChoiceListChange {
  items: Choice[];
  /** The ids marked right, with removed items dropped. */
  correct: string[];
}

export interface ChoiceListEditorProps {
  idPrefix: string;
  /** The list's visible title (a legend). */
  legend: string;
  /** The label of row n (1-based), e.g. "Opción 2". */
  itemLabel: (n: number) => string;
  addLabel: string;
  items: readonly Choice[];
  /** 'single' shows a radio per row, 'multiple' a checkbox, 'none' nothing to mark. */
  mark: 'single' | 'multiple' | 'none';
  correct?: readonly string[];
  onChange: (change: ChoiceListChange) => void;
  issues: readonly ValidationIssue[];
  /** JSON pointer of the list inside question_data, e.g. '/options'. */
  path: string;
  /** Pointer of the right-answer field, e.g. '/correct'. */
  correctPath?: string;
  /** Prefix of new ids ('o' → o1, o2…). */
  newIdPrefix: string;
  min?: number;
  max?: number;
  /** More controls for a row (e.g. the item's right category). */
  renderExtra?: (item: Choice, index: number) => ReactNode;
  /** A line under the title (already translated). */
  hint?: string;
  /** Whether rows can be moved up and down (when their order means something); true unless said. */
  movable?: boolean;
  /** The texts of the issues at a pointer, when the kind's catalogue is not `questions` (exact by default). */
  issueText?: (path: string, exact?: boolean) => string | undefined;
}

/** Rows of texts with add, remove, move up/down and (optionally) "this is right" — all by keyboard. */
export function ChoiceListEditor({
  idPrefix,
  legend,
  itemLabel,
  addLabel,
  items,
  mark,
  correct = [],
  onChange,
  issues,
  path,
  correctPath,
  newIdPrefix,
  min = 0,
  max = 50,
  renderExtra,
  hint,
  movable = true,
  issueText: kindIssueText,
}: ChoiceListEditorProps) {
  const { t } = useTranslation('questions');
  const questionsIssueText = useIssueText(issues);
  const issueText = kindIssueText ?? questionsIssueText;
  const setFocusId = useFocusAfterRender((focusId: string) => document.getElementById(`${idPrefix}-${focusId}`)?.focus());
  const addRef = useRef<HTMLButtonElement>(null);

  const emit = (nextItems: Choice[], nextCorrect: readonly string[] = correct) => {
    const ids = new Set(nextItems.map((item) => item.id));
    onChange({ items: nextItems, correct: nextCorrect.filter((id) => ids.has(id)) });
  };
  const handleText = (index: number, text: string) => emit(items.map((item, i) => (i === index ? { ...item, text } : item)));
  const handleAdd = () => {
    const id = nextId(
      items.map((item) => item.id),
      newIdPrefix,
    );
    emit([...items, { id, text: '' }]);
    setFocusId(id);
  };
  const handleRemove = (index: number) => {
    const next = items.filter((_, i) => i !== index);
    emit(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) setFocusId(neighbour.id);
    else addRef.current?.focus();
  };
  const handleMove = (index: number, delta: number) => emit(moveItem(items, index, delta));
  const handleMark = (id: string, checked: boolean) => {
    if (mark === 'single') emit([...items], [id]);
    else emit([...items], checked ? [...correct, id] : correct.filter((c) => c !== id));
  };

  const listError = issueText(path) ?? (correctPath ? issueText(correctPath) : undefined);
  const groupName = `${idPrefix}-mark`;

  return (
    <fieldset className="tz-q-list" aria-describedby={hint ? `${idPrefix}-hint` : undefined}>
      <legend className="tz-q-list__legend">{legend}</legend>
      {hint ? (
        <p className="tz-q-hint" id={`${idPrefix}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${idPrefix}-error`} message={listError} />
      <ol className="tz-q-list__rows">
        {items.map((item, index) => {
          const label = itemLabel(index + 1);
          const inputId = `${idPrefix}-${item.id}`;
          const rowError = issueText(`${path}/${index}/text`) ?? issueText(`${path}/${index}`, false);
          return (
            <li key={item.id} className="tz-q-list__row">
              {mark !== 'none' ? (
                <label className="tz-q-list__mark">
                  <input
                    type={mark === 'single' ? 'radio' : 'checkbox'}
                    name={groupName}
                    checked={correct.includes(item.id)}
                    onChange={(event) => handleMark(item.id, event.target.checked)}
                  />
                  <span>{t('editor.markRight', { label })}</span>
                </label>
              ) : null}
              <TextField
                id={inputId}
                name={inputId}
                label={label}
                value={item.text}
                onChange={(text) => handleText(index, text)}
                error={rowError}
                className="tz-q-list__text"
              />
              {renderExtra ? <div className="tz-q-list__extra">{renderExtra(item, index)}</div> : null}
              {containsFormula(item.text) ? (
                <p className="tz-q-list__preview">
                  <span className="tz-q-list__preview-label">{t('editor.preview')}</span> <FormattedText html={item.text} inline />
                </p>
              ) : null}
              <div className="tz-q-list__actions">
                {movable ? (
                  <>
                    <Button variant="ghost" size="sm" aria-label={t('editor.moveUp', { label })} title={t('editor.moveUp', { label })} disabled={index === 0} onClick={() => handleMove(index, -1)}>
                      <span aria-hidden="true">↑</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('editor.moveDown', { label })}
                      title={t('editor.moveDown', { label })}
                      disabled={index === items.length - 1}
                      onClick={() => handleMove(index, 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </Button>
                  </>
                ) : null}
                <Button variant="ghost" size="sm" aria-label={t('editor.remove', { label })} title={t('editor.remove', { label })} disabled={items.length <= min} onClick={() => handleRemove(index)}>
                  <Icon name="close" size={18} />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button ref={addRef} variant="secondary" size="sm" icon={<Icon name="plus" size={18} />} disabled={items.length >= max} onClick={handleAdd}>
        {addLabel}
      </Button>
    </fieldset>
  );
}
