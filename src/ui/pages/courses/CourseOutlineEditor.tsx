import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { disciplineGradient } from '@domain/catalog/disciplines';
import { Ok } from '@domain/shared/result';
import type { CourseOutlineStore } from '@application/lessons/CourseOutlineStore';
import type { OutlineLesson, OutlineUnit } from '@application/lessons/Lesson';
import { Badge } from '@ui/components/Badge';
import { Button } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { Icon } from '@ui/components/Icon';
import { Menu, type MenuItem } from '@ui/components/Menu';
import { Select } from '@ui/components/Select';
import { Dialog, DialogActions } from '@ui/components/Dialog';
import { ConfirmDialog } from '@ui/pages/courses/ConfirmDialog';
import { NameDialog } from '@ui/pages/courses/NameDialog';
import '@ui/components/sortable.css';

type DialogState =
  | { kind: 'createUnit' }
  | { kind: 'renameUnit'; unit: OutlineUnit }
  | { kind: 'deleteUnit'; unit: OutlineUnit }
  | { kind: 'createLesson'; unit: OutlineUnit }
  | { kind: 'renameLesson'; lesson: OutlineLesson }
  | { kind: 'deleteLesson'; lesson: OutlineLesson }
  | { kind: 'moveLesson'; lesson: OutlineLesson };

const UNIT = 'unit:';
const LESSON = 'lesson:';

/** The teacher's course outline: create, rename, delete, publish and reorder (drag, keyboard, menu). */
export const CourseOutlineEditor = observer(function CourseOutlineEditor({ store }: { store: CourseOutlineStore }) {
  const { t } = useTranslation('lesson');
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const units = store.units;
  const closeDialog = () => setDialog(null);

  const nameOf = (id: UniqueIdentifier | undefined): string => {
    const key = String(id ?? '');
    if (key.startsWith(UNIT)) return store.unit(key.slice(UNIT.length))?.name ?? '';
    return store.locate(key.slice(LESSON.length))?.lesson.name ?? '';
  };
  const positionOf = (id: UniqueIdentifier | undefined): { position: number; total: number } => {
    const key = String(id ?? '');
    if (key.startsWith(UNIT)) return { position: units.findIndex((unit) => unit.guid === key.slice(UNIT.length)) + 1, total: units.length };
    const found = store.locate(key.slice(LESSON.length));
    return { position: (found?.index ?? 0) + 1, total: found?.unit.lessons.length ?? 0 };
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { name: nameOf(active.id), ...positionOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('dnd.over', { name: nameOf(active.id), target: nameOf(over.id) }) : t('dnd.outside', { name: nameOf(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t('dnd.dropped', { name: nameOf(active.id), target: nameOf(over.id) }) : t('dnd.cancelled', { name: nameOf(active.id) })),
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active.id) }),
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const activeId = String(active.id);
    const overId = String(over.id);
    if (activeId.startsWith(UNIT)) {
      const overUnit = overId.startsWith(UNIT) ? overId.slice(UNIT.length) : store.locate(overId.slice(LESSON.length))?.unit.guid;
      const toIndex = units.findIndex((unit) => unit.guid === overUnit);
      if (toIndex >= 0) void store.moveUnit(activeId.slice(UNIT.length), toIndex);
      return;
    }
    const lessonGuid = activeId.slice(LESSON.length);
    if (overId.startsWith(UNIT)) {
      const unit = store.unit(overId.slice(UNIT.length));
      const source = store.locate(lessonGuid);
      if (unit && source && source.unit.guid !== unit.guid) void store.moveLesson(lessonGuid, unit.guid, unit.lessons.length);
      return;
    }
    const target = store.locate(overId.slice(LESSON.length));
    if (target) void store.moveLesson(lessonGuid, target.unit.guid, target.index);
  };

  const moveLessonBy = (lesson: OutlineLesson, step: -1 | 1) => {
    const found = store.locate(lesson.guid);
    if (!found) return;
    const unitIndex = units.indexOf(found.unit);
    const toIndex = found.index + step;
    if (toIndex >= 0 && toIndex < found.unit.lessons.length) {
      void store.moveLesson(lesson.guid, found.unit.guid, toIndex);
      return;
    }
    // Past the edge of its unit: to the end of the previous unit or the start of the next one.
    const neighbour = units[unitIndex + step];
    if (neighbour) void store.moveLesson(lesson.guid, neighbour.guid, step === -1 ? neighbour.lessons.length : 0);
  };

  return (
    <>
      <div className="outline-toolbar cluster">
        <Button variant="primary" icon={<Icon name="plus" />} onClick={() => setDialog({ kind: 'createUnit' })}>
          {t('outline.addUnit')}
        </Button>
      </div>

      {units.length === 0 ? (
        <EmptyState icon="book" title={t('outline.empty.title')} description={t('outline.empty.description')} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={handleDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
        >
          <SortableContext items={units.map((unit) => UNIT + unit.guid)} strategy={verticalListSortingStrategy}>
            <ol className="units">
              {units.map((unit, index) => (
                <SortableUnit
                  key={unit.guid}
                  store={store}
                  unit={unit}
                  index={index}
                  isLast={index === units.length - 1}
                  onDialog={setDialog}
                  onMoveLesson={moveLessonBy}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}

      {dialog?.kind === 'createUnit' && (
        <NameDialog
          open
          title={t('outline.createUnit.title')}
          label={t('outline.unitName')}
          submitLabel={t('outline.createUnit.submit')}
          onSubmit={(name) => store.createUnit(name)}
          successToastKey="lesson:outline.toasts.unitCreated"
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'renameUnit' && (
        <NameDialog
          open
          title={t('outline.renameUnit.title')}
          label={t('outline.unitName')}
          submitLabel={t('outline.rename.submit')}
          initialName={dialog.unit.name}
          onSubmit={(name) => store.renameUnit(dialog.unit.guid, name)}
          successToastKey="lesson:outline.toasts.renamed"
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'createLesson' && (
        <NameDialog
          open
          title={t('outline.createLesson.title', { unit: dialog.unit.name })}
          label={t('outline.lessonName')}
          submitLabel={t('outline.createLesson.submit')}
          onSubmit={(name) => store.createLesson(dialog.unit.guid, name)}
          successToastKey="lesson:outline.toasts.lessonCreated"
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'renameLesson' && (
        <NameDialog
          open
          title={t('outline.renameLesson.title')}
          label={t('outline.lessonName')}
          submitLabel={t('outline.rename.submit')}
          initialName={dialog.lesson.name}
          onSubmit={(name) => store.renameLesson(dialog.lesson.guid, name)}
          successToastKey="lesson:outline.toasts.renamed"
          onClose={closeDialog}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'deleteUnit'}
        title={t('outline.deleteUnit.title', { name: dialog?.kind === 'deleteUnit' ? dialog.unit.name : '' })}
        confirmLabel={t('outline.deleteUnit.confirm')}
        onConfirm={() => (dialog?.kind === 'deleteUnit' ? store.deleteUnit(dialog.unit.guid) : Promise.resolve(Ok(undefined)))}
        successToastKey="lesson:outline.toasts.unitDeleted"
        onClose={closeDialog}
      >
        {dialog?.kind === 'deleteUnit' && <p>{t('outline.deleteUnit.body', { count: dialog.unit.lessons.length, name: dialog.unit.name })}</p>}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'deleteLesson'}
        title={t('outline.deleteLesson.title', { name: dialog?.kind === 'deleteLesson' ? dialog.lesson.name : '' })}
        confirmLabel={t('outline.deleteLesson.confirm')}
        onConfirm={() => (dialog?.kind === 'deleteLesson' ? store.deleteLesson(dialog.lesson.guid) : Promise.resolve(Ok(undefined)))}
        successToastKey="lesson:outline.toasts.lessonDeleted"
        onClose={closeDialog}
      >
        {dialog?.kind === 'deleteLesson' && (
          <p>
            {dialog.lesson.itemsCount === null
              ? t('outline.deleteLesson.bodyUnknown', { name: dialog.lesson.name })
              : t('outline.deleteLesson.body', { count: dialog.lesson.itemsCount, name: dialog.lesson.name })}
          </p>
        )}
      </ConfirmDialog>
      {dialog?.kind === 'moveLesson' && <MoveLessonDialog store={store} lesson={dialog.lesson} onClose={closeDialog} />}
    </>
  );
});

interface SortableUnitProps {
  store: CourseOutlineStore;
  unit: OutlineUnit;
  index: number;
  isLast: boolean;
  onDialog: (dialog: DialogState) => void;
  onMoveLesson: (lesson: OutlineLesson, step: -1 | 1) => void;
}

const SortableUnit = observer(function SortableUnit({ store, unit, index, isLast, onDialog, onMoveLesson }: SortableUnitProps) {
  const { t } = useTranslation('lesson');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: UNIT + unit.guid });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const items: MenuItem[] = [
    { id: 'add', label: t('outline.actions.addLesson'), icon: 'plus', onSelect: () => onDialog({ kind: 'createLesson', unit }) },
    { id: 'rename', label: t('outline.actions.rename'), onSelect: () => onDialog({ kind: 'renameUnit', unit }) },
    ...(index > 0 ? [{ id: 'up', label: t('outline.actions.moveUp'), onSelect: () => void store.moveUnit(unit.guid, index - 1) }] : []),
    ...(!isLast ? [{ id: 'down', label: t('outline.actions.moveDown'), onSelect: () => void store.moveUnit(unit.guid, index + 1) }] : []),
    { id: 'delete', label: t('outline.actions.delete'), onSelect: () => onDialog({ kind: 'deleteUnit', unit }) },
  ];
  const courseGuid = store.outline?.guid ?? '';
  return (
    <li ref={setNodeRef} style={style} className={`unit unit--editable${isDragging ? ' is-dragging' : ''}`}>
      <div className="unit__header">
        <button type="button" ref={setActivatorNodeRef} className="drag-handle" {...attributes} {...listeners} aria-label={t('dnd.handle', { name: unit.name })}>
          <Icon name="menu" />
        </button>
        <h2 className="unit__title">
          <span className="unit__number">{t('course:unitNumber', { number: index + 1 })}</span> {unit.name}
        </h2>
        <Menu label={t('outline.unitActions', { name: unit.name })} trigger={<Icon name="chevron-down" />} items={items} />
      </div>
      <SortableContext items={unit.lessons.map((lesson) => LESSON + lesson.guid)} strategy={verticalListSortingStrategy}>
        {unit.lessons.length === 0 ? (
          <p className="unit__empty">{t('course:unitEmpty')}</p>
        ) : (
          <ol className="lessons">
            {unit.lessons.map((lesson, position) => (
              <SortableLesson
                key={lesson.guid}
                store={store}
                courseGuid={courseGuid}
                unit={unit}
                lesson={lesson}
                number={position + 1}
                onDialog={onDialog}
                onMove={onMoveLesson}
                first={index === 0 && position === 0}
                last={isLast && position === unit.lessons.length - 1}
              />
            ))}
          </ol>
        )}
      </SortableContext>
      <Button variant="ghost" size="sm" icon={<Icon name="plus" />} onClick={() => onDialog({ kind: 'createLesson', unit })}>
        {t('outline.addLessonTo', { unit: unit.name })}
      </Button>
    </li>
  );
});

interface SortableLessonProps {
  store: CourseOutlineStore;
  courseGuid: string;
  unit: OutlineUnit;
  lesson: OutlineLesson;
  number: number;
  first: boolean;
  last: boolean;
  onDialog: (dialog: DialogState) => void;
  onMove: (lesson: OutlineLesson, step: -1 | 1) => void;
}

const SortableLesson = observer(function SortableLesson({ store, courseGuid, unit, lesson, number, first, last, onDialog, onMove }: SortableLessonProps) {
  const { t } = useTranslation('lesson');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: LESSON + lesson.guid });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const items: MenuItem[] = [
    { id: 'rename', label: t('outline.actions.rename'), onSelect: () => onDialog({ kind: 'renameLesson', lesson }) },
    {
      id: 'publish',
      label: lesson.published ? t('outline.actions.unpublish') : t('outline.actions.publish'),
      onSelect: () => void store.setLessonPublished(lesson.guid, !lesson.published),
    },
    ...(!first ? [{ id: 'up', label: t('outline.actions.moveUp'), onSelect: () => onMove(lesson, -1) }] : []),
    ...(!last ? [{ id: 'down', label: t('outline.actions.moveDown'), onSelect: () => onMove(lesson, 1) }] : []),
    ...(store.units.length > 1 ? [{ id: 'moveTo', label: t('outline.actions.moveTo'), onSelect: () => onDialog({ kind: 'moveLesson', lesson }) }] : []),
    { id: 'delete', label: t('outline.actions.delete'), onSelect: () => onDialog({ kind: 'deleteLesson', lesson }) },
  ];
  return (
    <li ref={setNodeRef} style={style} className={`lesson lesson--editable${isDragging ? ' is-dragging' : ''}`} aria-busy={store.pending.has(lesson.guid) || undefined}>
      <button type="button" ref={setActivatorNodeRef} className="drag-handle" {...attributes} {...listeners} aria-label={t('dnd.handle', { name: lesson.name })}>
        <Icon name="menu" />
      </button>
      <Link to={`/course/${courseGuid}/unit/${unit.guid}/lesson/${lesson.guid}`} className="lesson__link">
        <span className="lesson__thumb lesson__thumb--gradient" style={{ backgroundImage: store.outline ? disciplineGradient(store.outline.discipline) : undefined }} aria-hidden="true">
          {number}
        </span>
        <span className="lesson__name">
          <span className="visually-hidden">{t('course:lessonNumber', { number })} </span>
          {lesson.name}
        </span>
      </Link>
      <span className="lesson__meta">
        {lesson.itemsCount !== null && <span className="lesson__count">{t('outline.itemsCount', { count: lesson.itemsCount })}</span>}
        <Badge tone={lesson.published ? 'success' : 'warning'}>{lesson.published ? t('status.published') : t('status.draft')}</Badge>
      </span>
      <Menu label={t('outline.lessonActions', { name: lesson.name })} trigger={<Icon name="chevron-down" />} items={items} />
    </li>
  );
});

function MoveLessonDialog({ store, lesson, onClose }: { store: CourseOutlineStore; lesson: OutlineLesson; onClose: () => void }) {
  const { t } = useTranslation('lesson');
  const current = store.locate(lesson.guid)?.unit.guid;
  const others = store.units.filter((unit) => unit.guid !== current);
  const [target, setTarget] = useState(others[0]?.guid ?? '');
  const handleMove = () => {
    const unit = store.unit(target);
    if (unit) void store.moveLesson(lesson.guid, unit.guid, unit.lessons.length);
    onClose();
  };
  return (
    <Dialog
      open
      title={t('outline.moveTo.title', { name: lesson.name })}
      onClose={onClose}
      actions={<DialogActions confirmLabel={t('outline.moveTo.submit')} disabled={target === ''} onConfirm={handleMove} onCancel={onClose} />}
    >
      <Select label={t('outline.moveTo.unit')} value={target} options={others.map((unit) => ({ value: unit.guid, label: unit.name }))} onChange={setTarget} hint={t('outline.moveTo.hint')} />
    </Dialog>
  );
}
