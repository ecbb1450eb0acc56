import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { weekStartFor } from '@domain/calendar/schoolDays';
import { CalendarEventStore } from '@application/calendar/CalendarEventStore';
import { CALENDAR_VIEWS, CalendarStore, type CalendarView } from '@application/calendar/CalendarStore';
import { LayoutStore } from '@application/layout/LayoutStore';
import { SessionStore } from '@application/session/SessionStore';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Breadcrumbs } from '@ui/components/Breadcrumbs';
import { Button } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { Skeleton } from '@ui/components/Skeleton';
import { CalendarEventDialog } from '@ui/pages/calendar/CalendarEventDialog';
import { EntryList, OpenEvent } from '@ui/pages/calendar/CalendarEntryList';
import { CalendarFeedDialog } from '@ui/pages/calendar/CalendarFeedDialog';
import { useCalendarFormat, type CalendarFormat } from '@ui/pages/calendar/calendarFormat';
import { MonthGrid } from '@ui/pages/calendar/MonthGrid';
import { NonSchoolDaysPanel } from '@ui/pages/calendar/NonSchoolDaysPanel';
import { TimetablePanel } from '@ui/pages/calendar/TimetablePanel';
import '@ui/pages/calendar/calendar.css';

/** /calendar and /calendar/{course}: month, week and agenda views of deliver dates and non-school days. */
export const CalendarPage = observer(function CalendarPage() {
  const store = useService(CalendarStore);
  const layout = useService(LayoutStore);
  const { course } = useParams();
  const { t, i18n } = useTranslation('calendar');
  const format = useCalendarFormat();
  const periodId = useId();
  const weekStart = weekStartFor(i18n.language);
  const [subscribing, setSubscribing] = useState(false);
  const events = useService(CalendarEventStore);
  const canAddEvents = course === undefined && store.read.value?.canAddEvents === true;
  // The user's first school: its admins record its non-school days here (the server says who may).
  const school = useService(SessionStore).user?.schools[0]?.guid;

  // Phones open on the agenda, wider screens on the month; the user's choice holds while the page stays open.
  useEffect(() => {
    void store.open(course, layout.isCompact ? 'agenda' : 'month', weekStart);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the view is chosen once per calendar opened
  }, [store, course, weekStart]);

  const courseName = store.read.value?.courseName ?? undefined;
  const title = course === undefined ? t('title') : t('courseTitle', { course: courseName ?? t('courseFallback') });
  const { from, to } = store.range;
  const period = store.view === 'month' ? format.month(store.cursor) : store.view === 'day' ? format.longDay(store.cursor) : t('range', { from: format.shortDay(from), to: format.shortDay(to) });
  const handleRetry = () => void store.retry();
  const newEventButton = useRef<HTMLButtonElement>(null);
  // A removed event's title was what had the focus: once the calendar is read again, it goes to "New event".
  const handleEventRemoved = () => void store.retry().then(() => newEventButton.current?.focus());

  if (store.read.status === 'failed' && store.isNotFound) {
    return (
      <section className="page cal-page">
        <PageHeading title={t('notFound')} />
        <EmptyState icon="search" title={t('notFound')} description={t('notFoundHint')} />
      </section>
    );
  }

  return (
    <section className="page cal-page">
      {course !== undefined ? <Breadcrumbs trail={[{ label: courseName ?? t('courseFallback'), to: `/course/${course}` }, { label: t('title') }]} /> : null}
      <header className="cal-page__header">
        <PageHeading title={title} />
        <p className="cal-page__intro">
          {t(course === undefined ? 'intro' : 'courseIntro')} {course !== undefined ? <Link to="/calendar">{t('allCourses')}</Link> : null}
        </p>
        {course === undefined ? (
          <div className="cal-page__actions">
            {canAddEvents ? (
              <Button ref={newEventButton} size="sm" icon={<Icon name="plus" />} onClick={() => events.create(store.cursor)} aria-haspopup="dialog">
                {t('event.new')}
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" icon={<Icon name="calendar" />} onClick={() => setSubscribing(true)} aria-haspopup="dialog">
              {t('feed.open')}
            </Button>
          </div>
        ) : null}
      </header>
      {canAddEvents ? <CalendarEventDialog store={events} onChanged={handleRetry} onRemoved={handleEventRemoved} /> : null}
      {course === undefined ? <CalendarFeedDialog open={subscribing} onClose={() => setSubscribing(false)} /> : null}

      <div className="cal-toolbar">
        <div className="cal-toolbar__nav">
          <Button variant="secondary" size="sm" icon={<Icon name="chevron-left" />} onClick={() => store.page(-1)} aria-label={t(`previous.${store.view}`)} />
          <h2 id={periodId} className="cal-toolbar__period" aria-live="polite">
            {period}
          </h2>
          <Button variant="secondary" size="sm" icon={<Icon name="chevron-right" />} onClick={() => store.page(1)} aria-label={t(`next.${store.view}`)} />
          <Button variant="ghost" size="sm" onClick={store.goToToday} disabled={store.showsToday}>
            {t('today')}
          </Button>
        </div>
        <div role="group" aria-label={t('views.label')} className="cal-toolbar__views">
          {CALENDAR_VIEWS.map((view: CalendarView) => (
            <Button key={view} variant={store.view === view ? 'primary' : 'secondary'} size="sm" aria-pressed={store.view === view} onClick={() => store.setView(view)}>
              {t(`views.${view}`)}
            </Button>
          ))}
        </div>
      </div>

      {store.read.status === 'failed' ? <ErrorState title={t('loadFailed')} description={errorMessage(t, store.read.error)} onRetry={handleRetry} /> : null}
      {store.read.status !== 'failed' && store.read.value === undefined ? (
        <div aria-busy="true" aria-label={t('loading')} className="cal-page__loading">
          <Skeleton variant="rect" height={48} />
          <Skeleton variant="rect" height={240} />
        </div>
      ) : null}
      {store.read.value !== undefined && store.read.status !== 'failed' ? (
        <OpenEvent.Provider value={canAddEvents ? events.open : undefined}>
          {store.view === 'month' ? <MonthView store={store} format={format} periodId={periodId} /> : null}
          {store.view === 'week' ? <WeekView store={store} format={format} showCourse={course === undefined} /> : null}
          {store.view === 'day' ? <DayView store={store} format={format} showCourse={course === undefined} /> : null}
          {store.view === 'agenda' ? <AgendaView store={store} format={format} showCourse={course === undefined} /> : null}
        </OpenEvent.Provider>
      ) : null}
      {course !== undefined && store.read.value !== undefined ? (
        <>
          <TimetablePanel courseGuid={course} today={store.today} onSaved={handleRetry} />
          <NonSchoolDaysPanel owner={{ kind: 'course', guid: course }} today={store.today} onChanged={handleRetry} />
        </>
      ) : null}
      {course === undefined && school !== undefined && store.read.value !== undefined ? (
        <NonSchoolDaysPanel owner={{ kind: 'school', guid: school }} today={store.today} onChanged={handleRetry} onlyForEditors />
      ) : null}
    </section>
  );
});

interface ViewProps {
  store: CalendarStore;
  format: CalendarFormat;
}

const MonthView = observer(function MonthView({ store, format, periodId }: ViewProps & { periodId: string }) {
  const { t } = useTranslation('calendar');
  const panelId = useId();
  const focused = store.focusedDay;
  return (
    <>
      <MonthGrid store={store} format={format} labelledBy={periodId} />
      <section className="cal-day-panel" aria-labelledby={panelId}>
        <h3 id={panelId} className="cal-day-panel__title">
          {t('dayPanel', { day: format.longDay(focused.date) })}
        </h3>
        {focused.entries.length === 0 ? <p className="cal-hint">{t('empty.day')}</p> : <EntryList entries={focused.entries} format={format} showCourse day={focused.date} />}
      </section>
    </>
  );
});

const WeekView = observer(function WeekView({ store, format, showCourse }: ViewProps & { showCourse: boolean }) {
  const { t } = useTranslation('calendar');
  return (
    <ol className="cal-week">
      {store.week.map((day) => (
        <li key={day.date} className={`cal-week__day${day.closed ? ' cal-week__day--closed' : ''}${day.isToday ? ' cal-week__day--today' : ''}`} aria-current={day.isToday ? 'date' : undefined}>
          <h3 className="cal-week__title">
            {format.longDay(day.date)}
            {day.isToday ? <span className="cal-today-mark"> · {t('todayMark')}</span> : null}
          </h3>
          {day.entries.length === 0 ? <p className="cal-hint">{t('empty.day')}</p> : <EntryList entries={day.entries} format={format} showCourse={showCourse} day={day.date} />}
        </li>
      ))}
    </ol>
  );
});

/** One day: what falls on it, or that nothing does (and whether the school is closed). */
const DayView = observer(function DayView({ store, format, showCourse }: ViewProps & { showCourse: boolean }) {
  const { t } = useTranslation('calendar');
  const day = store.focusedDay;
  return (
    <div className={`cal-day${day.closed ? ' cal-day--closed' : ''}`}>
      {day.entries.length === 0 ? <EmptyState icon="calendar" title={t('empty.day')} description={t('empty.periodHint')} /> : <EntryList entries={day.entries} format={format} showCourse={showCourse} day={day.date} />}
    </div>
  );
});

const AgendaView = observer(function AgendaView({ store, format, showCourse }: ViewProps & { showCourse: boolean }) {
  const { t } = useTranslation('calendar');
  const days = store.agenda;
  if (days.length === 0) return <EmptyState icon="calendar" title={t('empty.period')} description={t('empty.periodHint')} />;
  return (
    <ol className="cal-agenda">
      {days.map((day) => (
        <li key={day.date} className={`cal-agenda__day${day.isToday ? ' cal-agenda__day--today' : ''}`} aria-current={day.isToday ? 'date' : undefined}>
          <h3 className="cal-agenda__title">
            {format.longDay(day.date)}
            {day.isToday ? <span className="cal-today-mark"> · {t('todayMark')}</span> : null}
          </h3>
          <EntryList entries={day.entries} format={format} showCourse={showCourse} day={day.date} />
        </li>
      ))}
    </ol>
  );
});
