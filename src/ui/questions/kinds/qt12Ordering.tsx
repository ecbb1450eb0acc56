// QT_12 ordering: put the items in the right order (move up/down buttons, or drag the handle).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Choice } from '@domain/assessments/questionModel';
import { Button } from '@ui/components/Button';
import { FormattedText } from '@ui/components/FormattedText';
import { Icon } from '@ui/components/Icon';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { Announcer } from '@ui/questions/parts/Announcer';
import { ArrowIcon } from '@ui/questions/parts/ArrowIcon';
import { ChoiceListEditor } from '@ui/questions/shared/ChoiceListEditor';
import { useIssueTextAt } from '@ui/questions/shared/issues';
import { moveItem, plainText } from '@ui/questions/parts/ids';
import { ReviewFrame } from '@ui/questions/parts/ReviewFrame';
import { Verdict, partVerdict } from '@ui/questions/parts/Verdict';
import '@ui/questions/parts/parts.css';

/** The student's order: known ids in their order, then any item not placed yet in the player's order. */
export function orderOf(order: readonly string[], items: readonly Choice[]): string[] {
  const known = new Set(items.map((item) => item.id));
  const placed = [...new Set(order.filter((id) => known.has(id)))];
  return [...placed, ...items.map((item) => item.id).filter((id) => !placed.includes(id))];
}

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_12'>) {
  const issueTextAt = useIssueTextAt(issues);
  const { t } = useTranslation('questionsMore');
  return (
    <div className="qm-editor">
      <ChoiceListEditor
        idPrefix={`${idPrefix}-items`}
        legend={t('ordering.editor.items')}
        hint={t('ordering.editor.hint')}
        itemLabel={(n) => t('ordering.editor.item', { n })}
        addLabel={t('ordering.editor.add')}
        items={data.items}
        onChange={({ items }) => onChange({ ...data, items })}
        path="/items"
        issues={issues}
        min={2}
        newIdPrefix="o"
        mark="none"
        issueText={issueTextAt}
        max={20}
      />
    </div>
  );
}

function Player({ data, answer, onAnswer, readOnly, labelledBy, idPrefix }: PlayerProps<'QT_12'>) {
  const { t } = useTranslation('questionsMore');
  const order = orderOf(answer.order, data.items);
  const byId = new Map(data.items.map((item) => [item.id, item]));
  const nameOf = (id: UniqueIdentifier | undefined) => plainText(byId.get(String(id))?.text ?? '');
  const indexOf = (id: UniqueIdentifier | undefined) => order.indexOf(String(id));
  const total = order.length;
  const [message, setMessage] = useState<{ id: number; text: string } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = (from: number, to: number) => {
    if (readOnly || to < 0 || to >= total || from === to) return;
    const id = order[from];
    onAnswer({ order: moveItem(order, from, to) });
    setMessage((previous) => ({ id: (previous?.id ?? 0) + 1, text: t('ordering.moved', { name: nameOf(id), position: to + 1, total }) }));
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('ordering.dnd.picked', { name: nameOf(active.id), position: indexOf(active.id) + 1, total }),
    onDragOver: ({ active, over }) => (over ? t('ordering.dnd.over', { name: nameOf(active.id), position: indexOf(over.id) + 1, total }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('ordering.dnd.dropped', { name: nameOf(active.id), position: indexOf(over.id) + 1, total }) : t('ordering.dnd.cancelled', { name: nameOf(active.id) })),
    onDragCancel: ({ active }) => t('ordering.dnd.cancelled', { name: nameOf(active.id) }),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id || readOnly) return;
    onAnswer({ order: moveItem(order, indexOf(active.id), indexOf(over.id)) });
  };

  return (
    <div className="qm-player" role="group" aria-labelledby={labelledBy} aria-describedby={`${idPrefix}-ordering-help`}>
      <p className="qm-hint" id={`${idPrefix}-ordering-help`}>
        {t(readOnly ? 'ordering.readOnly' : 'ordering.help')}
      </p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('ordering.dnd.instructions') } }}>
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className="qm-order">
            {order.map((id, index) => (
              <SortableRow key={id} id={id} text={byId.get(id)?.text ?? ''} index={index} total={total} readOnly={readOnly} onMove={move} moveId={`${idPrefix}-move-${index}`} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {!readOnly && answer.order.length === 0 ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            icon={<Icon name="check" size={18} />}
            onClick={() => {
              onAnswer({ order });
              setMessage((previous) => ({ id: (previous?.id ?? 0) + 1, text: t('ordering.kept') }));
              // The button goes away: keep the keyboard in the list.
              document.getElementById(`${idPrefix}-move-0`)?.focus();
            }}
          >
            {t('ordering.keep')}
          </Button>
        </div>
      ) : null}
      <Announcer message={message} />
    </div>
  );
}

interface SortableRowProps {
  id: string;
  text: string;
  index: number;
  total: number;
  readOnly: boolean;
  onMove: (from: number, to: number) => void;
  /** Id of the row's move-down button. */
  moveId: string;
}

function SortableRow({ id, text, index, total, readOnly, onMove, moveId }: SortableRowProps) {
  const { t } = useTranslation('questionsMore');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: readOnly });
  const name = plainText(text);
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={`qm-order__item${isDragging ? ' is-dragging' : ''}`}>
      {readOnly ? null : (
        <button type="button" ref={setActivatorNodeRef} className="qm-handle" {...attributes} {...listeners} aria-label={t('ordering.drag', { name })}>
          <Icon name="menu" />
        </button>
      )}
      <span className="qm-order__pos" aria-hidden="true">
        {index + 1}.
      </span>
      <FormattedText html={text} inline className="qm-order__text" />
      {readOnly ? null : (
        <span className="qm-list-editor__actions">
          <Button variant="ghost" size="sm" className="qm-icon-button" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={t('ordering.up', { name })} title={t('ordering.up', { name })}>
            <ArrowIcon direction="up" />
          </Button>
          <Button
            id={moveId}
            variant="ghost"
            size="sm"
            className="qm-icon-button"
            disabled={index === total - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={t('ordering.down', { name })}
            title={t('ordering.down', { name })}
          >
            <ArrowIcon direction="down" />
          </Button>
        </span>
      )}
    </li>
  );
}

function Review({ data, answer, correct, score, labelledBy }: ReviewProps<'QT_12'>) {
  const { t } = useTranslation('questionsMore');
  const byId = new Map(data.items.map((item) => [item.id, item]));
  const given = answer && answer.order.length > 0 ? orderOf(answer.order, data.items) : [];
  return (
    <ReviewFrame score={score} labelledBy={labelledBy}>
      <p className="qm-legend">{t('review.yourAnswer')}</p>
      {given.length === 0 ? (
        <p>
          <Verdict verdict="unanswered" />
        </p>
      ) : (
        <ol className="qm-order">
          {given.map((id, index) => {
            const verdict = partVerdict(id, correct?.order[index], correct !== null);
            return (
              <li key={id} className="qm-order__item">
                <span className="qm-order__pos">{index + 1}.</span>
                <FormattedText html={byId.get(id)?.text ?? ''} inline className="qm-order__text" />
                {verdict ? <Verdict verdict={verdict} /> : null}
              </li>
            );
          })}
        </ol>
      )}
      {correct ? (
        <>
          <p className="qm-legend">{t('review.rightAnswer')}</p>
          <ol className="qm-right-answer">
            {correct.order.map((id) => (
              <li key={id}>
                <FormattedText html={byId.get(id)?.text ?? id} inline />
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_12'> = { Editor, Player, Review };
