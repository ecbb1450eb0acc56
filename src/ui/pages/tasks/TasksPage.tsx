import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ASSESSMENT_CONTENT_TYPE } from '@domain/content/contentTypes';
import { canTurnIn, STUDENT_TASK_GROUPS, type StudentTaskGroup } from '@domain/tasks/studentItemStatus';
import type { TaskEntry, WaitingItem } from '@domain/tasks/taskList';
import { TasksStore } from '@application/tasks/TasksStore';
import type { StudentTask, TaskPlace, TeacherTask } from '@application/tasks/Task';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Badge } from '@ui/components/Badge';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { FormattedText } from '@ui/components/FormattedText';
import { Spinner } from '@ui/components/Spinner';
import { formatLocalDateTime } from '@ui/pages/viewer/viewerFormat';
import { ItemStatusBadge } from '@ui/pages/tasks/ItemStatusBadge';
import { useAreaFormat } from '@ui/pages/gradebook/areas/areaFormat';
import '@ui/pages/tasks/tasks.css';

function studentLink(task: TaskPlace): string {
  return task.contentType.toUpperCase() === ASSESSMENT_CONTENT_TYPE ? `/course/${task.courseGuid}/lesson/${task.lessonGuid}/assessment/${task.itemGuid}` : `/viewer/${task.itemGuid}`;
}

/** Waiting for grading leads to grading: a test's results, an assignment's grading panel on its first waiting hand-in. */
function teacherLink(task: TaskPlace): string {
  return task.contentType.toUpperCase() === ASSESSMENT_CONTENT_TYPE ? `/course/${task.courseGuid}/lesson/${task.lessonGuid}/results-assessment/${task.itemGuid}` : `/viewer/${task.itemGuid}?grade=first`;
}

function dueText(t: TFunction, task: TaskPlace, language: string): string {
  return task.dueAtLocal ? t('row.due', { date: formatLocalDateTime(task.dueAtLocal, language) }) : t('row.noDue');
}

/** /tasks: a student's tasks in four tabs, or a teacher's hand-ins waiting for grading; `?course=` narrows to one course. */
export const TasksPage = observer(function TasksPage() {
  const store = useService(TasksStore);
  const { t } = useTranslation('tasks');
  const [searchParams] = useSearchParams();
  const course = searchParams.get('course') ?? undefined;

  useEffect(() => {
    void store.load(course);
  }, [store, course]);

  // Badges move from "soon" to "late" while the page stays open.
  useEffect(() => store.startTicking(), [store]);

  const handleRetry = () => void store.retry();

  return (
    <section className="page tasks-page">
      <header className="tasks-page__header">
        <PageHeading title={t('title')} />
        {store.view ? <p className="tasks-page__intro">{t(`intro.${store.view}`)}</p> : null}
        {course ? (
          <p className="tasks-page__filter">
            {t('filtered')} <Link to="/tasks">{t('showAll')}</Link>
          </p>
        ) : null}
      </header>

      {store.list.status === 'idle' || store.list.status === 'loading' ? (
        <div className="tasks-page__loading">
          <Spinner label={t('loading')} />
        </div>
      ) : null}
      {store.list.status === 'failed' ? <ErrorState title={t('loadFailed')} description={errorMessage(t, store.list.error)} onRetry={handleRetry} /> : null}
      {store.list.status === 'ready' && store.view === 'student' ? <StudentTasks store={store} /> : null}
      {store.list.status === 'ready' && store.view === 'teacher' ? <TeacherTasks store={store} /> : null}
    </section>
  );
});

const StudentTasks = observer(function StudentTasks({ store }: { store: TasksStore }) {
  const { t } = useTranslation('tasks');
  const baseId = useId();
  const [selected, setSelected] = useState<StudentTaskGroup>('to-do');
  const tabs = useRef<Partial<Record<StudentTaskGroup, HTMLButtonElement | null>>>({});
  const groups = store.studentGroups;

  if (!groups || store.isEmpty) return <EmptyState icon="sparkles" title={t('empty.student')} description={t('empty.studentHint')} />;

  const tabId = (group: StudentTaskGroup) => `${baseId}-tab-${group}`;
  const panelId = (group: StudentTaskGroup) => `${baseId}-panel-${group}`;

  // Arrow keys, Home and End move the selection and the focus along the tabs (automatic activation).
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = STUDENT_TASK_GROUPS.indexOf(selected);
    const last = STUDENT_TASK_GROUPS.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const group = STUDENT_TASK_GROUPS[next] ?? 'to-do';
    setSelected(group);
    tabs.current[group]?.focus();
  };

  const entries = groups[selected];
  return (
    <div className="tasks-groups">
      <div role="tablist" aria-label={t('groupsLabel')} className="tasks-tabs">
        {STUDENT_TASK_GROUPS.map((group) => {
          const isSelected = group === selected;
          const count = store.groupCounts[group];
          const label = t(`tasks.groups.${group}`);
          return (
            <button
              key={group}
              ref={(element) => {
                tabs.current[group] = element;
              }}
              type="button"
              role="tab"
              id={tabId(group)}
              aria-selected={isSelected}
              aria-controls={panelId(group)}
              tabIndex={isSelected ? 0 : -1}
              className="tasks-tab"
              onClick={() => setSelected(group)}
              onKeyDown={handleKeyDown}
            >
              {/* The name is the visible text plus the unit for screen readers: "Por hacer 2 tareas". */}
              <span>{label}</span> <span className="tasks-tab__count">{count}</span>
              <span className="visually-hidden"> {t('countUnit', { count })}</span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} tabIndex={0} className="tasks-panel">
        {entries.length === 0 ? (
          <EmptyState icon="sparkles" title={t(`empty.${selected}`)} description={t(`empty.${selected}Hint`)} />
        ) : (
          <ul className="tasks-list">
            {entries.map((entry) => (
              <StudentTaskRow key={entry.task.itemGuid} entry={entry} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
});

function StudentTaskRow({ entry }: { entry: TaskEntry<StudentTask> }) {
  const { t, i18n } = useTranslation('tasks');
  const { task, status } = entry;
  const format = useAreaFormat();
  const published = status.progress === 'grades-published';
  const showScore = published && task.score !== null;
  return (
    <li className="spread tasks-row">
      <div className="tasks-row__main">
        <h2 className="tasks-row__name">
          <Link to={studentLink(task)}>{task.itemName}</Link>
        </h2>
        <p className="tasks-row__meta">{t('row.where', { course: task.courseName, lesson: task.lessonName })}</p>
        <p className="tasks-row__meta">
          {dueText(t, task, i18n.language)}
          {task.dueAtLocal && task.canDeliverLate && canTurnIn(status) ? ` · ${t('row.lateAllowed')}` : null}
        </p>
        {showScore ? (
          <p className="tasks-row__score">
            {t('row.score', { score: task.rankingScale !== null ? format.scoreOutOf(task.score ?? 0, task.rankingScale) : format.number(task.score ?? 0) })}
          </p>
        ) : null}
        {/* Feedback is sanitised HTML from the rich-text editor: rendered, never shown as markup. */}
        {published && task.feedback ? (
          <div className="tasks-row__feedback">
            <p>{t('row.feedback')}</p>
            <FormattedText html={task.feedback} />
          </div>
        ) : null}
        {published ? (
          <p className="tasks-row__meta">
            <Link to={`/course/${task.courseGuid}/grades`}>
              {t('course:links.myGrades')}
              <span className="visually-hidden"> · {task.courseName}</span>
            </Link>
          </p>
        ) : null}
      </div>
      <div className="tasks-row__state">
        <span className="tasks-row__status">
          <span className="visually-hidden">{t('row.statusLabel')} </span>
          <ItemStatusBadge label={status.label} />
        </span>
      </div>
    </li>
  );
}

const TeacherTasks = observer(function TeacherTasks({ store }: { store: TasksStore }) {
  const { t } = useTranslation('tasks');
  const headingId = useId();
  const waiting = store.waiting;
  return (
    <section className="tasks-waiting" aria-labelledby={headingId}>
      <h2 id={headingId} className="tasks-waiting__title">
        {t('teacher.heading')} <span className="tasks-tab__count">{waiting.length}</span>
      </h2>
      {waiting.length === 0 ? (
        <EmptyState icon="sparkles" titleLevel={3} title={t('empty.teacher')} description={t('empty.teacherHint')} />
      ) : (
        <ul className="tasks-list">
          {waiting.map((entry) => (
            <TeacherTaskRow key={entry.item.itemGuid} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
});

function TeacherTaskRow({ entry }: { entry: WaitingItem<TeacherTask> }) {
  const { t, i18n } = useTranslation('tasks');
  const { item, waiting } = entry;
  return (
    <li className="spread tasks-row">
      <div className="tasks-row__main">
        <h3 className="tasks-row__name">
          <Link to={teacherLink(item)}>{item.itemName}</Link>
        </h3>
        <p className="tasks-row__meta">{t('row.where', { course: item.courseName, lesson: item.lessonName })}</p>
        <p className="tasks-row__meta">{dueText(t, item, i18n.language)}</p>
        <p className="tasks-row__meta">{t('teacher.progress', { delivered: item.jobsDelivered, students: item.studentsCount, evaluated: item.jobsEvaluated })}</p>
      </div>
      <div className="tasks-row__state">
        <Badge tone="warning">{t('teacher.waiting', { count: waiting })}</Badge>
      </div>
    </li>
  );
}
