import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ASSIGNMENT_CONTENT_TYPE, contentTypeLabelKey } from '@domain/content/contentTypes';
import { LessonStore } from '@application/lessons/LessonStore';
import { SessionStore } from '@application/session/SessionStore';
import type { LessonDetail, LessonItem } from '@application/lessons/Lesson';
import { Breadcrumbs } from '@ui/components/Breadcrumbs';
import { Badge } from '@ui/components/Badge';
import { buttonClassName } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { Menu, type MenuItem } from '@ui/components/Menu';
import { ProgressBar } from '@ui/components/ProgressBar';
import { Skeleton } from '@ui/components/Skeleton';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { ConfirmDialog } from '@ui/pages/courses/ConfirmDialog';
import { LiveAnnouncer } from '@ui/pages/courses/LiveAnnouncer';
import { ContentTypeIcon } from '@ui/pages/lessons/editor/ContentTypeIcon';
import { displayLocalDateTime } from '@ui/pages/lessons/editor/localDateTime';
import { lessonBasePath } from '@ui/pages/lessons/editor/lessonPaths';
import { ItemStatusBadge } from '@ui/pages/tasks/ItemStatusBadge';
import '@ui/components/sortable.css';
import { LessonSessionNote } from '@ui/pages/calendar/LessonSessionNote';
import { ClassQuestionPanel } from '@ui/pages/projection/ClassQuestionPanel';
import '@ui/pages/lessons/lesson.css';

/** /course/{c}/lesson/{l} (and the unit and session variants): the lesson's items in order. */
export const LessonPage = observer(function LessonPage() {
  const store = useService(LessonStore);
  const session = useService(SessionStore);
  const { courseGuid = '', lessonGuid = '', unitGuid, sessionId } = useParams();
  const { t } = useTranslation('lesson');

  useEffect(() => {
    void store.load(lessonGuid);
  }, [store, lessonGuid]);

  const lesson = store.lesson;
  const base = lessonBasePath(courseGuid, lessonGuid, unitGuid);

  return (
    <section className={`page lesson-page${lesson && session.kidsModeIn(lesson.courseEducationLevel) ? ' tz-kids-scope' : ''}`}>
      <Breadcrumbs
        trail={[
          { label: lesson?.courseName ?? t('lesson.course'), to: `/course/${courseGuid}` },
          { label: lesson?.name ?? t(store.read.status === 'failed' ? 'lesson.notAvailable' : 'lesson.loading') },
        ]}
      />

      {store.read.status === 'failed' && (
        <>
          <PageHeading title={t('lesson.notAvailable')} />
          <ErrorState
            title={t(store.isNotFound ? 'lesson.notFound' : 'lesson.loadFailed')}
            description={store.isNotFound ? t('lesson.notFoundHint') : errorMessage(t, store.read.error)}
            onRetry={store.isNotFound ? undefined : () => void store.load(lessonGuid)}
          />
        </>
      )}

      {(store.read.status === 'loading' || store.read.status === 'idle') && (
        <div aria-busy="true" aria-label={t('lesson.loading')}>
          <Skeleton height={48} width="50%" />
          <Skeleton variant="rect" height={64} />
          <Skeleton variant="rect" height={64} />
          <Skeleton variant="rect" height={64} />
        </div>
      )}

      {store.read.status === 'ready' && lesson && (
        <>
          <header className="spread lesson-header">
            <div className="lesson-header__text">
              <p className="lesson-header__unit">{lesson.unitName}</p>
              <PageHeading title={lesson.name} />
              {sessionId ? <LessonSessionNote courseGuid={courseGuid} lessonGuid={lessonGuid} sessionGuid={sessionId} /> : null}
              {store.canManage && !lesson.published && <Badge tone="warning">{t('status.draft')}</Badge>}
            </div>
            {store.canManage ? (
              <div className="cluster">
                <Link to={`${base}/new-content`} className={buttonClassName('primary')}>
                  <Icon name="plus" />
                  {t('lesson.addContent')}
                </Link>
                <Link to={`/course/${courseGuid}/kanban/${lessonGuid}`} className={buttonClassName('secondary')}>
                  <Icon name="column" />
                  {t('lesson.kanban')}
                </Link>
                <Link to={`${base}/projection`} className={buttonClassName('secondary')}>
                  <Icon name="eye" />
                  {t('lesson.project')}
                </Link>
              </div>
            ) : (
              lesson.progress !== null && (
                <div className="lesson-header__progress">
                  <ProgressBar value={lesson.progress} label={t('lesson.progress')} showValue />
                </div>
              )
            )}
          </header>
          {store.canManage ? null : <ClassQuestionPanel lessonGuid={lessonGuid} />}
          {lesson.items.length === 0 ? (
            <EmptyState
              icon="book"
              title={t(store.canManage ? 'lesson.empty.teacherTitle' : 'lesson.empty.title')}
              description={t(store.canManage ? 'lesson.empty.teacherDescription' : 'lesson.empty.description')}
              action={
                store.canManage ? (
                  <Link to={`${base}/new-content`} className={buttonClassName('primary')}>
                    {t('lesson.addContent')}
                  </Link>
                ) : undefined
              }
            />
          ) : store.canManage ? (
            <TeacherItems store={store} lesson={lesson} base={base} />
          ) : (
            <StudentItems lesson={lesson} />
          )}
        </>
      )}
      <LiveAnnouncer announcement={store.announcement} />
    </section>
  );
});

const viewerPath = (lesson: LessonDetail, item: LessonItem) => `/course/${lesson.courseGuid}/lesson/${lesson.guid}/content/${item.guid}`;

function StudentItems({ lesson }: { lesson: LessonDetail }) {
  const { t, i18n } = useTranslation('lesson');
  return (
    <ol className="items">
      {lesson.items.map((item) => (
        <li key={item.guid} className="item">
          <span className="item__icon">
            <ContentTypeIcon code={item.contentType} />
          </span>
          <div className="item__main">
            <Link to={viewerPath(lesson, item)} className="item__name">
              {item.name}
            </Link>
            <p className="item__meta">
              <span>{t(contentTypeLabelKey(item.contentType), { ns: 'catalog' })}</span>
              {item.deliverAt && <span>{t('item.deliverAt', { date: displayLocalDateTime(item.deliverAt, i18n.language) })}</span>}
              {item.studentStatus && <ItemStatusBadge label={item.studentStatus.label} />}
            </p>
          </div>
          <div className="item__progress">
            <ProgressBar value={item.progress ?? 0} label={t('item.progress', { name: item.name })} showValue size="sm" />
          </div>
        </li>
      ))}
    </ol>
  );
}

const TeacherItems = observer(function TeacherItems({ store, lesson, base }: { store: LessonStore; lesson: LessonDetail; base: string }) {
  const { t } = useTranslation('lesson');
  const [deleting, setDeleting] = useState<LessonItem | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: UniqueIdentifier | undefined) => lesson.items.find((item) => item.guid === id)?.name ?? '';
  const indexOf = (id: UniqueIdentifier | undefined) => lesson.items.findIndex((item) => item.guid === id);
  const total = lesson.items.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { name: nameOf(active.id), position: indexOf(active.id) + 1, total }),
    onDragOver: ({ active, over }) => (over ? t('dnd.overPosition', { name: nameOf(active.id), position: indexOf(over.id) + 1, total }) : t('dnd.outside', { name: nameOf(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t('dnd.droppedPosition', { name: nameOf(active.id), position: indexOf(over.id) + 1, total }) : t('dnd.cancelled', { name: nameOf(active.id) })),
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active.id) }),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    void store.moveItem(String(active.id), indexOf(over.id));
  };
  return (
    <>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}>
        <SortableContext items={lesson.items.map((item) => item.guid)} strategy={verticalListSortingStrategy}>
          <ol className="items">
            {lesson.items.map((item, index) => (
              <TeacherItem key={item.guid} store={store} lesson={lesson} item={item} index={index} base={base} onDelete={setDeleting} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <ConfirmDialog
        open={deleting !== null}
        title={t('item.delete.title', { name: deleting?.name ?? '' })}
        confirmLabel={t('item.delete.confirm')}
        onConfirm={() => store.deleteItem(deleting?.guid ?? '')}
        successToastKey="lesson:item.delete.done"
        onClose={() => setDeleting(null)}
      >
        <p>{t(deleting?.contentType === ASSIGNMENT_CONTENT_TYPE ? 'item.delete.bodyAssignment' : 'item.delete.body', { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
});

interface TeacherItemProps {
  store: LessonStore;
  lesson: LessonDetail;
  item: LessonItem;
  index: number;
  base: string;
  onDelete: (item: LessonItem) => void;
}

const TeacherItem = observer(function TeacherItem({ store, lesson, item, index, base, onDelete }: TeacherItemProps) {
  const { t, i18n } = useTranslation('lesson');
  const navigate = useNavigate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.guid });
  const total = lesson.items.length;
  const menu: MenuItem[] = [
    { id: 'edit', label: t('item.actions.edit'), href: `${base}/edit/${item.guid}`, onSelect: () => void navigate(`${base}/edit/${item.guid}`) },
    { id: 'publish', label: item.published ? t('item.actions.unpublish') : t('item.actions.publish'), onSelect: () => void store.setPublished(item.guid, !item.published) },
    ...(index > 0 ? [{ id: 'up', label: t('item.actions.moveUp'), onSelect: () => void store.moveItem(item.guid, index - 1) }] : []),
    ...(index < total - 1 ? [{ id: 'down', label: t('item.actions.moveDown'), onSelect: () => void store.moveItem(item.guid, index + 1) }] : []),
    { id: 'delete', label: t('item.actions.delete'), onSelect: () => onDelete(item) },
  ];
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`item item--editable${isDragging ? ' is-dragging' : ''}`}
      aria-busy={store.pending.has(item.guid) || undefined}
    >
      <button type="button" ref={setActivatorNodeRef} className="drag-handle" {...attributes} {...listeners} aria-label={t('dnd.handle', { name: item.name })}>
        <Icon name="menu" />
      </button>
      <span className="item__icon">
        <ContentTypeIcon code={item.contentType} />
      </span>
      <div className="item__main">
        <Link to={viewerPath(lesson, item)} className="item__name">
          {item.name}
        </Link>
        <p className="item__meta">
          <span>{t(contentTypeLabelKey(item.contentType), { ns: 'catalog' })}</span>
          {item.deliverAt && (
            <span>
              {t('item.deliverAt', { date: displayLocalDateTime(item.deliverAt, i18n.language) })}
              {' · '}
              {t(item.canDeliverLate ? 'item.lateAllowed' : 'item.lateNotAllowed')}
            </span>
          )}
          {item.jobsAmount !== null && item.jobsDelivered !== null && item.evaluable && (
            <span>{t('item.jobs', { delivered: item.jobsDelivered, count: item.jobsAmount })}</span>
          )}
        </p>
        <p className="item__badges">
          <Badge tone={item.published ? 'success' : 'warning'}>{item.published ? t('status.published') : t('status.draft')}</Badge>
          {item.audience === 'teachers' && <Badge tone="info">{t('item.teachersOnly')}</Badge>}
        </p>
      </div>
      <Menu label={t('item.actionsFor', { name: item.name })} trigger={<Icon name="chevron-down" />} items={menu} />
    </li>
  );
});
