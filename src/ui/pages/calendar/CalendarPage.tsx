import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalendarDate } from '@domain/calendar/calendarDate';
import { weekDays, weekStartFor } from '@domain/calendar/schoolDays';
import { ASSESSMENT_CONTENT_TYPE, ASSIGNMENT_CONTENT_TYPE } from '@domain/content/contentTypes';
import { CalendarEventStore } from '@application/calendar/CalendarEventStore';
import { CALENDAR_VIEWS, CalendarStore, type CalendarDayView, type CalendarView } from '@application/calendar/CalendarStore';
import type { CalendarEntry } from '@application/calendar/CalendarEntry';
import { LayoutStore } from '@application/layout/LayoutStore';
import { SessionStore } from '@application/session/SessionStore';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import { Badge } from '@ui/components/Badge';
import { Breadcrumbs } from '@ui/components/Breadcrumbs';
import { Button } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { Skeleton } from '@ui/components/Skeleton';
import { ItemStatusBadge } from '@ui/pages/tasks/ItemStatusBadge';
import { CalendarEventDialog } from '@ui/pages/calendar/CalendarEventDialog';
import { CalendarFeedDialog } from '@ui/pages/calendar/CalendarFeedDialog';
import { NonSchoolDaysPanel } from '@ui/pages/calendar/NonSchoolDaysPanel';
import { TimetablePanel } from '@ui/pages/calendar/TimetablePanel';
import '@ui/pages/calendar/calendar.css';

// Keys of the month grid (the WAI-ARIA date grid): days, weeks, week edges and months.
const MOVES: Record<string, (store: CalendarStore) => void> = {
  ArrowLeft: (store) => store.moveFocus(-1),
  ArrowRight: (store) => store.moveFocus(1),
  ArrowUp: (store) => store.moveFocus(-7),
  ArrowDown: (store) => store.moveFocus(7),
  Home: (store) => store.moveToWeekEdge('start'),
  End: (store) => store.moveToWeekEdge('end'),
  PageUp: (store) => store.moveMonths(-1),
  PageDown: (store) => store.moveMonths(1),
};

// Calendar days are time-zone free: formatted as UTC midnights so no device zone moves them.
function utc(date: CalendarDate): Date {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function useCalendarFormat() {
  const { i18n } = useTranslation('calendar');
  const language = i18n.language;
  return useMemo(() => {
    const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
    const longDay = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    const weekdayLong = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    return {
      longDay: (date: CalendarDate) => capitalise(longDay.format(utc(date))),
      shortDay: (date: CalendarDate) => shortDay.format(utc(date)),
      month: (date: CalendarDate) => capitalise(month.format(utc(date))),
      weekday: (date: CalendarDate) => ({ short: weekday.format(utc(date)), long: weekdayLong.format(utc(date)) }),
      /** The time of a wall clock `YYYY-MM-DDTHH:mm…`. */
      time: (local: string) => {
        const match = /T(\d{2}):(\d{2})/.exec(local);
        return match ? time.format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])))) : '';
      },
    };
  }, [language]);
}

type CalendarFormat = ReturnType<typeof useCalendarFormat>;

/**
 * Where an entry leads: a test to taking it (students) or its lesson (staff), an assignment to its viewer, a class
 * session to its course's page (its lessons, until the programme lays them on sessions).
 */
function entryLink(entry: CalendarEntry): string | undefined {
  if (entry.kind === 'session' && entry.courseGuid !== null) return `/course/${entry.courseGuid}`;
  if (entry.kind !== 'deliver' || entry.courseGuid === null || entry.lessonGuid === null) return undefined;
  const lesson = `/course/${entry.courseGuid}/lesson/${entry.lessonGuid}`;
  const type = entry.contentType?.toUpperCase();
  if (type === ASSESSMENT_CONTENT_TYPE) return entry.status === null ? lesson : `${lesson}/assessment/${entry.guid}`;
  return `/viewer/${entry.guid}`;
}

function kindKey(entry: CalendarEntry): string {
  if (entry.kind !== 'deliver') return `kinds.${entry.kind}`;
  const type = entry.contentType?.toUpperCase();
  return type === ASSESSMENT_CONTENT_TYPE ? 'kinds.test' : type === ASSIGNMENT_CONTENT_TYPE ? 'kinds.assignment' : 'kinds.activity';
}

/** Opens one of the caller's own events in the event dialog (ADR 0504); absent where events are not kept. */
const OpenEvent = createContext<((entry: CalendarEntry) => void) | undefined>(undefined);

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
  const hintId = useId();
  const panelId = useId();
  const cells = useRef(new Map<CalendarDate, HTMLTableCellElement>());
  // Focus follows the cursor only after a key press in the grid, never on its own.
  const keyboardMove = useRef(false);

  useEffect(() => {
    if (!keyboardMove.current) return;
    keyboardMove.current = false;
    cells.current.get(store.cursor)?.focus();
  }, [store.cursor]);

  const handleKeyDown = (event: KeyboardEvent<HTMLTableCellElement>) => {
    const move = MOVES[event.key];
    if (move === undefined) return;
    event.preventDefault();
    keyboardMove.current = true;
    move(store);
  };
  const header = weekDays(store.cursor, store.weekStart).map((day) => format.weekday(day));
  const focused = store.focusedDay;

  return (
    <>
      <p id={hintId} className="cal-hint">
        {t('keys')}
      </p>
      <div className="cal-month__wrap">
        <table role="grid" className="cal-month" aria-labelledby={periodId} aria-describedby={hintId}>
          <thead>
            <tr>
              {header.map((day) => (
                <th scope="col" key={day.long} abbr={day.long}>
                  <span aria-hidden="true">{day.short}</span>
                  <span className="visually-hidden">{day.long}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {store.weeks.map((week) => (
              <tr key={week[0]?.date}>
                {week.map((day) => (
                  <MonthCell
                    key={day.date}
                    day={day}
                    focused={day.date === store.cursor}
                    format={format}
                    onKeyDown={handleKeyDown}
                    onSelect={() => store.focus(day.date)}
                    cellRef={(element) => {
                      if (element) cells.current.set(day.date, element);
                      else cells.current.delete(day.date);
                    }}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className="cal-day-panel" aria-labelledby={panelId}>
        <h3 id={panelId} className="cal-day-panel__title">
          {t('dayPanel', { day: format.longDay(focused.date) })}
        </h3>
        {focused.entries.length === 0 ? <p className="cal-hint">{t('empty.day')}</p> : <EntryList entries={focused.entries} format={format} showCourse day={focused.date} />}
      </section>
    </>
  );
});

interface MonthCellProps {
  day: CalendarDayView;
  focused: boolean;
  format: CalendarFormat;
  onKeyDown: (event: KeyboardEvent<HTMLTableCellElement>) => void;
  onSelect: () => void;
  cellRef: (element: HTMLTableCellElement | null) => void;
}

const SHOWN_PER_DAY = 2;

function MonthCell({ day, focused, format, onKeyDown, onSelect, cellRef }: MonthCellProps) {
  const { t } = useTranslation('calendar');
  const classes = ['cal-month__day', day.inMonth ? '' : 'cal-month__day--out', day.isToday ? 'cal-month__day--today' : '', day.closed ? 'cal-month__day--closed' : '', focused ? 'cal-month__day--focused' : '']
    .filter(Boolean)
    .join(' ');
  const shown = day.entries.slice(0, SHOWN_PER_DAY);
  const more = day.entries.length - shown.length;
  return (
    <td role="gridcell" ref={cellRef} className={classes} tabIndex={focused ? 0 : -1} aria-selected={focused} aria-current={day.isToday ? 'date' : undefined} onKeyDown={onKeyDown} onClick={onSelect} onFocus={onSelect}>
      <span className="cal-month__number" aria-hidden="true">
        {Number(day.date.slice(8, 10))}
      </span>
      <span className="visually-hidden">
        {format.longDay(day.date)}
        {day.isToday ? `, ${t('todayMark')}` : ''}
        {day.closed ? `, ${t('closed')}` : ''}
        {day.entries.length > 0 ? `, ${t('entries', { count: day.entries.length })}` : ''}
      </span>
      {shown.length > 0 ? (
        <ul className="cal-month__entries" aria-hidden="true">
          {shown.map((entry) => (
            <li key={`${entry.kind}-${entry.guid}`} className={`cal-chip cal-chip--${entry.kind}`}>
              {entry.title}
            </li>
          ))}
          {more > 0 ? <li className="cal-chip cal-chip--more">{t('more', { count: more })}</li> : null}
        </ul>
      ) : null}
    </td>
  );
}

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

function EntryList({ entries, format, showCourse, day }: { entries: CalendarEntry[]; format: CalendarFormat; showCourse: boolean; day: CalendarDate }) {
  const { t } = useTranslation('calendar');
  const openEvent = useContext(OpenEvent);
  return (
    <ul className="cal-entries">
      {entries.map((entry) => {
        const link = entryLink(entry);
        const when = entry.allDay ? (entry.endDay > day ? t('until', { day: format.shortDay(entry.endDay) }) : t('allDay')) : t('at', { time: format.time(entry.start) });
        return (
          <li key={`${entry.kind}-${entry.guid}`} className={`cal-entry cal-entry--${entry.kind}`}>
            <span className="cal-entry__when">{when}</span>
            <span className="cal-entry__body">
              {link ? (
                <Link to={link} className="cal-entry__title">
                  {entry.title}
                </Link>
              ) : entry.kind === 'event' && openEvent !== undefined ? (
                <button type="button" className="cal-entry__title cal-entry__open" aria-haspopup="dialog" aria-label={t('event.open', { title: entry.title })} onClick={() => openEvent(entry)}>
                  {entry.title}
                </button>
              ) : (
                <span className="cal-entry__title">{entry.title}</span>
              )}
              <span className="cal-entry__meta">
                {t(kindKey(entry))}
                {showCourse && entry.courseName && entry.kind !== 'session' ? ` · ${entry.courseName}` : ''}
                {entry.room ? ` · ${entry.room}` : ''}
              </span>
            </span>
            {entry.status ? <ItemStatusBadge label={entry.status.label} /> : entry.kind === 'non_school_day' ? <Badge tone="neutral">{t('closed')}</Badge> : null}
          </li>
        );
      })}
    </ul>
  );
}
