import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { BOARD_COLUMNS, type BoardColumn } from '@domain/lessons/board';
import { KanbanStore, type BoardCard } from '@application/resources/KanbanStore';
import type { BoardItem, BoardLesson } from '@application/resources/Resource';
import { Breadcrumbs } from '@ui/components/Breadcrumbs';
import { Badge } from '@ui/components/Badge';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { Menu } from '@ui/components/Menu';
import { Skeleton } from '@ui/components/Skeleton';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { formatWallClock } from '@ui/pages/resources/formatWallClock';
import { typeLabel } from '@ui/pages/resources/typeLabel';
import '@ui/pages/lessons/kanban.css';

function isBoardColumn(value: unknown): value is BoardColumn {
  return typeof value === 'string' && (BOARD_COLUMNS as readonly string[]).includes(value);
}

function columnName(t: TFunction, column: BoardColumn): string {
  return t(`resources:kanban.column.${column}`);
}

/** /course/:courseGuid/kanban/:lessonGuid: the lesson's items as a board by state, for its teachers. */
export const KanbanPage = observer(function KanbanPage() {
  const store = useService(KanbanStore);
  const { courseGuid = '', lessonGuid = '' } = useParams();
  const { t } = useTranslation('resources');

  useEffect(() => {
    void store.load(lessonGuid);
  }, [store, lessonGuid]);

  const handleRetry = () => void store.load(lessonGuid);
  const lesson = store.lesson;
  const lessonHref = `/course/${courseGuid}/lesson/${lessonGuid}`;

  return (
    <section className="page kanban-page">
      <Breadcrumbs
        trail={[
          ...(lesson
            ? [
                { label: lesson.courseName, to: `/course/${courseGuid}` },
                { label: lesson.name, to: lessonHref },
              ]
            : []),
          { label: t('kanban.crumb') },
        ]}
      />

      {store.read.status === 'failed' ? (
        <>
          <PageHeading title={t('kanban.crumb')} />
          <ErrorState
            title={t(store.isNotFound ? 'kanban.notFound' : 'kanban.loadFailed')}
            description={store.isNotFound ? t('kanban.notFoundHint') : errorMessage(t, store.read.error)}
            onRetry={store.isNotFound ? undefined : handleRetry}
          />
        </>
      ) : null}

      {store.read.status === 'loading' || store.read.status === 'idle' ? (
        <div aria-busy="true" aria-label={t('kanban.loading')}>
          <Skeleton width="40%" height={32} />
          <Skeleton height={240} />
        </div>
      ) : null}

      {store.read.status === 'ready' && lesson ? (
        store.isRefused ? (
          <>
            <PageHeading title={t('kanban.title', { lesson: lesson.name })} />
            <EmptyState
              icon="lock"
              title={t('kanban.refused')}
              description={t('kanban.refusedHint')}
              action={
                <Link className="btn btn--primary btn--md" to={lessonHref}>
                  {t('kanban.backToLesson')}
                </Link>
              }
            />
          </>
        ) : (
          <Board store={store} lesson={lesson} courseGuid={courseGuid} lessonHref={lessonHref} />
        )
      ) : null}
    </section>
  );
});

const Board = observer(function Board({ store, lesson, courseGuid, lessonHref }: { store: KanbanStore; lesson: BoardLesson; courseGuid: string; lessonHref: string }) {
  const { t } = useTranslation('resources');
  const [announcement, setAnnouncement] = useState('');
  // A moved card remounts in its new column: focus follows it there.
  const [focusGuid, setFocusGuid] = useState<string | undefined>(undefined);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor));
  const nameOf = (id: unknown) => lesson.items.find((item) => item.guid === id)?.name ?? '';

  const move = async (item: BoardItem, column: BoardColumn) => {
    const result = await store.move(item.guid, column);
    if (result.ok) {
      const { published, column: landed } = result.val;
      setFocusGuid(item.guid);
      setAnnouncement(published ? t('kanban.move.published', { name: item.name, column: columnName(t, landed) }) : t('kanban.move.unpublished', { name: item.name }));
      return;
    }
    const error = result.val;
    if ('kind' in error) setAnnouncement(t('kanban.move.failed', { name: item.name, reason: errorMessage(t, error) }));
    else if (error.code === 'derived-column') {
      setAnnouncement(
        item.published
          ? t('kanban.move.derivedPublished', { column: columnName(t, error.column) })
          : t('kanban.move.derived', { column: columnName(t, error.column), landing: columnName(t, error.landing) }),
      );
    }
  };

  const handleDragEnd = (event: DragEndEvent) => {
    const item = lesson.items.find((candidate) => candidate.guid === event.active.id);
    const column = event.over?.id;
    if (item && isBoardColumn(column)) void move(item, column);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('kanban.dnd.pickUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over && isBoardColumn(over.id) ? t('kanban.dnd.over', { name: nameOf(active.id), column: columnName(t, over.id) }) : t('kanban.dnd.outside', { name: nameOf(active.id) }),
    // The outcome of a drop is announced by the page (moved, or why not).
    onDragEnd: () => undefined,
    onDragCancel: () => t('kanban.dnd.cancel'),
  };

  return (
    <>
      <header className="spread kanban-page__header">
        <PageHeading title={t('kanban.title', { lesson: lesson.name })} />
        <Link to={lessonHref} className="kanban-page__back">
          <Icon name="chevron-left" size={18} />
          {t('kanban.backToLesson')}
        </Link>
      </header>
      <p className="kanban-page__intro">{t('kanban.intro')}</p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      {lesson.items.length === 0 ? (
        <EmptyState icon="book" title={t('kanban.empty')} />
      ) : (
        <DndContext sensors={sensors} onDragEnd={handleDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('kanban.dnd.instructions') } }}>
          <div className="kanban">
            {store.columns.map(({ column, cards }) => (
              <Column
                key={column}
                column={column}
                cards={cards}
                store={store}
                courseGuid={courseGuid}
                lessonGuid={lesson.guid}
                onMove={(item, to) => void move(item, to)}
                focusGuid={focusGuid}
                onFocused={() => setFocusGuid(undefined)}
              />
            ))}
          </div>
        </DndContext>
      )}
    </>
  );
});

const Column = observer(function Column({
  column,
  cards,
  store,
  courseGuid,
  lessonGuid,
  onMove,
  focusGuid,
  onFocused,
}: {
  column: BoardColumn;
  cards: BoardCard[];
  store: KanbanStore;
  courseGuid: string;
  lessonGuid: string;
  onMove: (item: BoardItem, column: BoardColumn) => void;
  focusGuid: string | undefined;
  onFocused: () => void;
}) {
  const { t } = useTranslation('resources');
  const titleId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: column });
  return (
    <section ref={setNodeRef} className={['kanban__column', `kanban__column--${column}`, isOver ? 'kanban__column--over' : ''].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <header className="kanban__column-header">
        <h2 id={titleId} className="kanban__column-title">
          {columnName(t, column)} <span className="kanban__column-count">({t('kanban.cards', { count: cards.length })})</span>
        </h2>
        <p className="kanban__column-hint">{t(`kanban.columnHint.${column}`)}</p>
        {column !== 'draft' ? <p className="kanban__column-hint kanban__column-hint--derived">{t('kanban.derivedHint')}</p> : null}
      </header>
      {cards.length === 0 ? (
        <p className="kanban__empty">{t('kanban.emptyColumn')}</p>
      ) : (
        <ul className="kanban__cards">
          {cards.map((card) => (
            <Card
              key={card.item.guid}
              card={card}
              store={store}
              courseGuid={courseGuid}
              lessonGuid={lessonGuid}
              onMove={onMove}
              focusRequested={focusGuid === card.item.guid}
              onFocused={onFocused}
            />
          ))}
        </ul>
      )}
    </section>
  );
});

const Card = observer(function Card({
  card,
  store,
  courseGuid,
  lessonGuid,
  onMove,
  focusRequested,
  onFocused,
}: {
  card: BoardCard;
  store: KanbanStore;
  courseGuid: string;
  lessonGuid: string;
  onMove: (item: BoardItem, column: BoardColumn) => void;
  focusRequested: boolean;
  onFocused: () => void;
}) {
  const { t, i18n } = useTranslation('resources');
  const { item } = card;
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!focusRequested) return;
    linkRef.current?.focus();
    onFocused();
  }, [focusRequested, onFocused]);

  const pending = store.isPending(item.guid);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: item.guid, disabled: pending });
  const target = store.moveTarget(item);
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  const menuItems = target
    ? [
        {
          id: target,
          label: target === 'draft' ? t('kanban.move.toDraft') : t('kanban.move.publish', { column: columnName(t, target) }),
          onSelect: () => onMove(item, target),
        },
      ]
    : [];

  return (
    <li ref={setNodeRef} style={style} className={['kanban-card', isDragging ? 'kanban-card--dragging' : ''].filter(Boolean).join(' ')} aria-busy={pending || undefined}>
      <div className="kanban-card__top">
        <button type="button" className="kanban-card__handle" {...attributes} {...listeners} aria-label={t('kanban.card.drag', { name: item.name })}>
          <Icon name="menu" size={18} />
        </button>
        <h3 className="kanban-card__title">
          <Link ref={linkRef} to={`/course/${courseGuid}/lesson/${lessonGuid}/content/${item.guid}`}>
            {item.name}
          </Link>
        </h3>
      </div>
      <p className="kanban-card__badges">
        <Badge tone="info">{typeLabel(t, item.type)}</Badge>
        {item.audience === 'teachers' ? <Badge tone="neutral">{t('kanban.card.teachersOnly')}</Badge> : null}
      </p>
      <p className="kanban-card__meta">
        {item.deliverAt ? t('kanban.card.deliverAt', { date: formatWallClock(item.deliverAt, i18n.language) }) : t('kanban.card.noDeadline')}
        {item.deliverAt && item.canDeliverLate ? ` · ${t('kanban.card.late')}` : null}
      </p>
      {item.jobsAmount !== null && (item.evaluable || (item.jobsDelivered ?? 0) > 0) ? (
        <p className="kanban-card__meta">
          {t('kanban.card.delivered', { delivered: item.jobsDelivered ?? 0, amount: item.jobsAmount })} · {t('kanban.card.evaluated', { count: item.jobsEvaluated ?? 0 })}
        </p>
      ) : null}
      <div className="kanban-card__actions">
        {pending ? <span className="kanban-card__pending">{t('kanban.card.moving')}</span> : null}
        {menuItems.length > 0 && !pending ? <Menu label={t('kanban.move.menu', { name: item.name })} trigger={t('kanban.move.trigger')} items={menuItems} align="start" /> : null}
      </div>
    </li>
  );
});
