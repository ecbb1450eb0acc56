import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { QUESTION_TYPE_CODES, questionTypeKey, isManuallyScored } from '@domain/assessments/questionTypes';
import { isLiveQuestionType } from '@domain/projection/liveRoundTerms';
import type { AuthoringQuestion } from '@application/assessments/authoring/Question';
import { QuestionsPanelStore } from '@application/assessments/authoring/QuestionsPanelStore';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { Alert } from '@ui/components/Alert';
import { Badge } from '@ui/components/Badge';
import { Button, buttonClassName } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { Menu, type MenuItem } from '@ui/components/Menu';
import { Skeleton } from '@ui/components/Skeleton';
import { ConfirmDialog } from '@ui/pages/courses/ConfirmDialog';
import { editQuestionPath, newQuestionPath, questionProjectionPath, resultsPath } from '@ui/pages/assessmentEditor/assessmentPaths';
import '@ui/components/sortable.css';
import '@ui/pages/assessmentEditor/assessmentEditor.css';

interface QuestionsPanelProps {
  courseGuid: string;
  lessonGuid: string;
  assessmentGuid: string;
}

/** An assessment's questions on its edit page: add (any of the 21 types), edit, reorder, delete; locked once students started. */
export const QuestionsPanel = observer(function QuestionsPanel({ courseGuid, lessonGuid, assessmentGuid }: QuestionsPanelProps) {
  const store = useService(QuestionsPanelStore);
  const { t, i18n } = useTranslation('assessmentEditor');
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<AuthoringQuestion | null>(null);

  useEffect(() => {
    void store.load(assessmentGuid);
  }, [store, assessmentGuid]);

  const number = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
  const addItems: MenuItem[] = QUESTION_TYPE_CODES.map((type) => {
    const href = newQuestionPath(courseGuid, lessonGuid, assessmentGuid, type);
    return { id: type, label: t(`questions:types.${questionTypeKey(type)}`), href, onSelect: () => void navigate(href) };
  });

  return (
    <section className="questions-panel" aria-labelledby="questions-panel-title">
      <div className="spread questions-panel__header">
        <h2 id="questions-panel-title">{t('panel.title')}</h2>
        {store.read.status === 'ready' && !store.locked && (
          <Link to={resultsPath(courseGuid, lessonGuid, assessmentGuid)} className={buttonClassName('ghost', 'sm')}>
            {t('panel.locked.results')}
          </Link>
        )}
        {store.read.status === 'ready' && !store.locked && <Menu label={t('panel.addMenu')} trigger={<><Icon name="plus" /> {t('panel.add')}</>} items={addItems} align="end" className="questions-panel__add" />}
      </div>

      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {store.announcement ? <span key={store.announcement.id}>{t(store.announcement.key, store.announcement.values)}</span> : null}
      </div>

      {(store.read.status === 'idle' || store.read.status === 'loading') && (
        <div aria-busy="true" aria-label={t('panel.loading')}>
          <Skeleton variant="rect" height={120} />
        </div>
      )}

      {store.read.status === 'failed' && <ErrorState title={t('panel.loadFailed')} description={errorMessage(t, store.read.error)} onRetry={() => void store.load(assessmentGuid)} titleLevel={3} />}

      {store.read.status === 'ready' && (
        <>
          <p className="questions-panel__totals">{t('panel.questionsCount', { count: store.questions.length })} · {t('panel.totalPoints', { count: store.totalPoints, points: number(store.totalPoints) })}</p>
          {store.locked && (
            <Alert tone="info" title={t('panel.locked.title')}>
              <p>{t('panel.locked.body')}</p>
              <Link to={resultsPath(courseGuid, lessonGuid, assessmentGuid)}>{t('panel.locked.results')}</Link>
            </Alert>
          )}
          {store.moveError && <Alert tone="error">{errorMessage(t, store.moveError)}</Alert>}
          {store.lastDeleted && !store.locked && (
            <Alert tone="info" onDismiss={() => store.dismissUndo()}>
              <span>{t('panel.undo.message', { name: store.lastDeleted.question.name })} </span>
              <Button variant="secondary" size="sm" onClick={() => void store.undoDelete()}>
                {t('panel.undo.action')}
              </Button>
            </Alert>
          )}
          {store.questions.length === 0 ? (
            <EmptyState title={t('panel.empty.title')} description={t('panel.empty.description')} titleLevel={3} icon="sparkles" />
          ) : (
            <QuestionList store={store} courseGuid={courseGuid} lessonGuid={lessonGuid} assessmentGuid={assessmentGuid} onDelete={setDeleting} number={number} />
          )}
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={t('panel.delete.title', { name: deleting?.name ?? '' })}
        confirmLabel={t('panel.delete.confirm')}
        onConfirm={() => store.remove(deleting?.guid ?? '')}
        successToastKey="assessmentEditor:panel.delete.done"
        onClose={() => setDeleting(null)}
      >
        <p>{t('panel.delete.body', { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
});

interface ListProps {
  store: QuestionsPanelStore;
  courseGuid: string;
  lessonGuid: string;
  assessmentGuid: string;
  onDelete: (question: AuthoringQuestion) => void;
  number: (value: number) => string;
}

const QuestionList = observer(function QuestionList({ store, courseGuid, lessonGuid, assessmentGuid, onDelete, number }: ListProps) {
  const { t } = useTranslation('assessmentEditor');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const questions = store.questions;
  const total = questions.length;
  const nameOf = (id: UniqueIdentifier | undefined) => questions.find((question) => question.guid === id)?.name ?? '';
  const indexOf = (id: UniqueIdentifier | undefined) => questions.findIndex((question) => question.guid === id);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('lesson:dnd.picked', { name: nameOf(active.id), position: indexOf(active.id) + 1, total }),
    onDragOver: ({ active, over }) => (over ? t('lesson:dnd.overPosition', { name: nameOf(active.id), position: indexOf(over.id) + 1, total }) : t('lesson:dnd.outside', { name: nameOf(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t('lesson:dnd.droppedPosition', { name: nameOf(active.id), position: indexOf(over.id) + 1, total }) : t('lesson:dnd.cancelled', { name: nameOf(active.id) })),
    onDragCancel: ({ active }) => t('lesson:dnd.cancelled', { name: nameOf(active.id) }),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    void store.move(String(active.id), indexOf(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('lesson:dnd.instructions') } }}>
      <SortableContext items={questions.map((question) => question.guid)} strategy={verticalListSortingStrategy}>
        <ol className="question-rows">
          {questions.map((question, index) => (
            <QuestionRow
              key={question.guid}
              store={store}
              question={question}
              index={index}
              total={total}
              editHref={editQuestionPath(courseGuid, lessonGuid, assessmentGuid, question.guid)}
              onDelete={onDelete}
              number={number}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
});

interface RowProps {
  store: QuestionsPanelStore;
  question: AuthoringQuestion;
  index: number;
  total: number;
  editHref: string;
  onDelete: (question: AuthoringQuestion) => void;
  number: (value: number) => string;
}

const QuestionRow = observer(function QuestionRow({ store, question, index, total, editHref, onDelete, number }: RowProps) {
  const { t } = useTranslation('assessmentEditor');
  const locked = store.locked;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: question.guid, disabled: locked });
  const typeName = t(`questions:types.${questionTypeKey(question.type)}`);
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={`question-row${isDragging ? ' is-dragging' : ''}`} aria-busy={store.pending.has(question.guid) || undefined}>
      {!locked && (
        <button type="button" ref={setActivatorNodeRef} className="drag-handle" {...attributes} {...listeners} aria-label={t('lesson:dnd.handle', { name: question.name })}>
          <Icon name="menu" />
        </button>
      )}
      <span className="question-row__position" aria-hidden="true">
        {question.position}
      </span>
      <div className="question-row__main">
        <p className="question-row__name">
          <span className="visually-hidden">{t('panel.position', { position: question.position, total })} </span>
          {question.name}
        </p>
        <p className="question-row__meta">
          <Badge tone="info">{typeName}</Badge>
          {isManuallyScored(question.type) && <Badge tone="neutral">{t('panel.manual')}</Badge>}
          <span>{t('panel.points', { count: question.points, points: number(question.points) })}</span>
        </p>
      </div>
      <div className="cluster question-row__actions">
        {!locked && index > 0 && (
          <Button variant="ghost" size="sm" onClick={() => void store.move(question.guid, index - 1)} aria-label={t('panel.moveUp', { name: question.name })}>
            <Icon name="chevron-left" className="icon-up" />
          </Button>
        )}
        {!locked && index < total - 1 && (
          <Button variant="ghost" size="sm" onClick={() => void store.move(question.guid, index + 1)} aria-label={t('panel.moveDown', { name: question.name })}>
            <Icon name="chevron-down" />
          </Button>
        )}
        {isLiveQuestionType(question.type) && (
          // Asked live on the projector at once (ADR 0526); the other types stay answered on each device.
          <Link to={questionProjectionPath(question.guid)} className={buttonClassName('ghost', 'sm')} aria-label={t('panel.askClassNamed', { name: question.name })}>
            <Icon name="people" /> {t('panel.askClass')}
          </Link>
        )}
        {!locked && (
          <Link to={editHref} className={buttonClassName('secondary', 'sm')} aria-label={t('panel.editNamed', { name: question.name })}>
            {t('panel.edit')}
          </Link>
        )}
        {!locked && (
          <Button variant="ghost" size="sm" onClick={() => onDelete(question)} aria-label={t('panel.deleteNamed', { name: question.name })}>
            {t('panel.delete.action')}
          </Button>
        )}
      </div>
    </li>
  );
});
