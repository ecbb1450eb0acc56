import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Attention, PeopleRoleFilter, PeopleStatusFilter } from '@domain/admin/schoolDesk';
import { SchoolDeskStore } from '@application/admin/SchoolDeskStore';
import type { DeskCourse, DeskPerson } from '@application/admin/SchoolDesk';
import { SessionStore } from '@application/session/SessionStore';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Alert } from '@ui/components/Alert';
import { Badge } from '@ui/components/Badge';
import { Button } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Select } from '@ui/components/Select';
import { Skeleton } from '@ui/components/Skeleton';
import { TextField } from '@ui/components/TextField';
import { AdminTabs } from '@ui/pages/admin/AdminTabs';
import '@ui/pages/admin/admin.css';

/** /home for a school admin (ADR 0611): the school, what needs attention, its courses, its teachers and students. */
export const SchoolHome = observer(function SchoolHome() {
  const store = useService(SchoolDeskStore);
  const session = useService(SessionStore);
  const { t } = useTranslation('admin');

  useEffect(() => {
    void store.load();
  }, [store]);

  const desk = store.desk;
  const value = desk.value;
  const handleSchool = (guid: string) => void store.load(guid);
  return (
    <section className="page admin-page">
      <header>
        <p className="page__eyebrow">{t('desk.greeting', { name: session.user?.name ?? '' })}</p>
        <PageHeading title={value?.school.name ?? t('desk.title')} />
      </header>
      <AdminTabs current="school" />
      {value && value.schools.length > 1 ? (
        <div className="admin-toolbar">
          <Select label={t('desk.school')} value={value.school.guid} options={value.schools.map((s) => ({ value: s.guid, label: s.name }))} onChange={handleSchool} />
        </div>
      ) : null}
      {value === undefined && desk.status !== 'failed' ? (
        <div aria-busy="true" aria-label={t('desk.loading')} className="admin-loading">
          <Skeleton height="5rem" />
          <Skeleton height="10rem" />
        </div>
      ) : null}
      {desk.status === 'failed' && value === undefined ? <ErrorState title={t('desk.loadFailed')} description={errorMessage(t, desk.error)} onRetry={() => void store.load()} /> : null}
      {value ? (
        <>
          <p className="admin-hint">{t('desk.summary', { courses: value.courses.length, teachers: store.teacherCount, students: store.studentCount })}</p>
          <AttentionPanel items={store.attention} />
          <CoursesPanel store={store} />
          <PeoplePanel store={store} />
        </>
      ) : null}
    </section>
  );
});

function AttentionPanel({ items }: { items: Attention[] }) {
  const { t, i18n } = useTranslation('admin');
  const date = (d: Date | null) => (d ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(d) : '');
  const text = (item: Attention): string => {
    switch (item.kind) {
      case 'course-without-teacher':
      case 'course-without-students':
        return t(`desk.attention.${item.kind}`, { name: item.name });
      case 'user-not-synchronised':
        return t(`desk.attention.user-${item.status}`, { name: item.name });
      case 'sync-failed':
        return t('desk.attention.sync-failed', { date: date(item.finishedAt) });
      case 'sync-refused-rows':
        return t('desk.attention.sync-refused-rows', { count: item.refused, date: date(item.finishedAt) });
    }
  };
  const link = (item: Attention): string | undefined => (item.kind.startsWith('course-') ? `/course/${item.guid}` : item.kind.startsWith('sync-') ? '/status' : undefined);
  return (
    <section className="admin-card" aria-labelledby="desk-attention">
      <h2 id="desk-attention">{t('desk.attention.title')}</h2>
      {items.length === 0 ? (
        <p className="admin-hint">{t('desk.attention.none')}</p>
      ) : (
        <ul className="admin-attention">
          {items.map((item) => {
            const to = link(item);
            return (
              <li key={`${item.kind}-${item.guid}`}>
                <Badge tone={item.kind.startsWith('sync-failed') || item.kind === 'course-without-teacher' ? 'error' : 'warning'}>{t(`desk.attention.kinds.${item.kind}`)}</Badge> {to ? <Link to={to}>{text(item)}</Link> : text(item)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const CoursesPanel = observer(function CoursesPanel({ store }: { store: SchoolDeskStore }) {
  const { t } = useTranslation('admin');
  const courses = store.courses;
  return (
    <section className="admin-card" aria-labelledby="desk-courses">
      <h2 id="desk-courses">{t('desk.courses.title')}</h2>
      <TextField name="course-search" type="search" label={t('desk.courses.search')} value={store.courseQuery} onChange={store.setCourseQuery} />
      {courses.length === 0 ? (
        <p className="admin-hint">{t(store.courseQuery ? 'desk.courses.noneFound' : 'desk.courses.none')}</p>
      ) : (
        <ul className="desk-courses" aria-label={t('desk.courses.title')}>
          {courses.map((course) => (
            <CourseRow key={course.guid} course={course} />
          ))}
        </ul>
      )}
    </section>
  );
});

function CourseRow({ course }: { course: DeskCourse }) {
  const { t, i18n } = useTranslation('admin');
  const last = course.lastActivityAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(course.lastActivityAt) : null;
  return (
    <li className="desk-course">
      <h3 className="desk-course__name">
        <Link to={`/course/${course.guid}`}>{course.name}</Link>
      </h3>
      <p className="admin-hint">{course.teacherNames.length === 0 ? <Badge tone="error">{t('desk.courses.noTeacher')}</Badge> : course.teacherNames.map((n) => n.name).join(', ')}</p>
      <p className="desk-course__figures">
        <span>{t('desk.courses.students', { count: course.students })}</span>
        <span>{t('desk.courses.active', { count: course.activeStudents })}</span>
        <span>{last ? t('desk.courses.lastActivity', { date: last }) : t('desk.courses.noActivity')}</span>
      </p>
    </li>
  );
}

const PeoplePanel = observer(function PeoplePanel({ store }: { store: SchoolDeskStore }) {
  const { t } = useTranslation('admin');
  const people = store.people;
  const roles: { value: PeopleRoleFilter; label: string }[] = [
    { value: 'all', label: t('desk.people.roles.all') },
    { value: 'teachers', label: t('desk.people.roles.teachers') },
    { value: 'students', label: t('desk.people.roles.students') },
  ];
  const statuses: { value: PeopleStatusFilter; label: string }[] = [
    { value: 'all', label: t('desk.people.statuses.all') },
    { value: 'not-synchronised', label: t('desk.people.statuses.not-synchronised') },
  ];
  const handleRole = (value: string) => store.setRoleFilter(roles.find((r) => r.value === value)?.value ?? 'all');
  const handleStatus = (value: string) => store.setStatusFilter(statuses.find((s) => s.value === value)?.value ?? 'all');
  return (
    <section className="admin-card" aria-labelledby="desk-people">
      <h2 id="desk-people">{t('desk.people.title')}</h2>
      <div className="admin-toolbar">
        <TextField name="people-search" type="search" label={t('desk.people.search')} hint={t('desk.people.searchHint')} value={store.peopleQuery} onChange={store.setPeopleQuery} />
        <Select label={t('desk.people.role')} value={store.roleFilter} options={roles} onChange={handleRole} />
        <Select label={t('desk.people.status')} value={store.statusFilter} options={statuses} onChange={handleStatus} />
      </div>
      <p className="admin-hint" aria-live="polite">
        {t('desk.people.found', { count: people.length })}
      </p>
      {people.length === 0 ? (
        <EmptyState icon="people" titleLevel={3} title={t('desk.people.noneFound')} description={t('desk.people.noneFoundHint')} />
      ) : (
        <ul className="desk-people" aria-label={t('desk.people.title')}>
          {people.map((person) => (
            <PersonRow key={person.guid} person={person} store={store} />
          ))}
        </ul>
      )}
    </section>
  );
});

const PersonRow = observer(function PersonRow({ person, store }: { person: DeskPerson; store: SchoolDeskStore }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const reset = store.resets.get(person.guid);
  const handleReason = (event: ChangeEvent<HTMLTextAreaElement>) => setReason(event.target.value);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.sendPasswordReset(person, reason).then((sent) => {
      if (sent) setOpen(false);
    });
  };
  const fullName = `${person.name} ${person.lastname}`;
  return (
    <li className="desk-person">
      <div className="desk-person__who">
        <span className="desk-person__name">{fullName}</span>
        <span className="admin-hint desk-person__email">{person.email}</span>
      </div>
      <div className="desk-person__facts">
        <Badge tone="neutral">{t(`audit.roles.${person.role}`)}</Badge>
        {person.syncStatus === 'synchronised' ? null : <Badge tone={person.syncStatus === 'error' ? 'error' : 'warning'}>{t(`desk.people.sync.${person.syncStatus}`)}</Badge>}
        <span className="admin-hint">{t('desk.people.courses', { count: person.courses })}</span>
      </div>
      {reset?.status === 'sent' ? (
        <p role="status" className="desk-person__done">
          {t('desk.reset.sent', { name: fullName })}
        </p>
      ) : null}
      {open ? (
        <form className="desk-person__reset" onSubmit={handleSubmit}>
          <label htmlFor={reasonId}>{t('desk.reset.reason')}</label>
          <textarea id={reasonId} value={reason} onChange={handleReason} maxLength={500} rows={2} className="tz-input" />
          {reset?.status === 'failed' ? <Alert tone="error" title={t('desk.reset.failed')}>{errorMessage(t, reset.error)}</Alert> : null}
          <div className="desk-person__actions">
            <Button type="submit" loading={reset?.status === 'sending'}>
              {t('desk.reset.send')}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('desk.reset.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            {t('desk.reset.open')}
            <span className="visually-hidden">{t('desk.reset.forWhom', { name: fullName })}</span>
          </Button>
        </div>
      )}
    </li>
  );
});
