import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CalendarDate } from '@domain/calendar/calendarDate';
import { addMonths } from '@domain/calendar/monthGrid';
import { GradebookCalendarStore, type CalendarDay } from '@application/gradebook/GradebookCalendarStore';
import type { GradebookItem } from '@application/gradebook/Gradebook';
import { Badge } from '@ui/components/Badge';
import { Button } from '@ui/components/Button';
import { Icon } from '@ui/components/Icon';
import { ScrollRegion } from '@ui/components/ScrollRegion';
import { useAreaFormat, type AreaFormat } from '@ui/pages/gradebook/areas/areaFormat';
import type { GradebookAreaProps } from '@ui/pages/gradebook/areas/GradebookAreaProps';
import { AreaSection } from '@ui/pages/gradebook/areas/AreaSection';
import { useAreaStore } from '@ui/pages/gradebook/areas/useAreaStore';
import '@ui/pages/gradebook/areas/areas.css';

// Keys of the grid (the WAI-ARIA date grid): days, weeks, week edges and months.
const MOVES: Record<string, (store: GradebookCalendarStore) => void> = {
  ArrowLeft: (store) => store.moveFocus(-1),
  ArrowRight: (store) => store.moveFocus(1),
  ArrowUp: (store) => store.moveFocus(-7),
  ArrowDown: (store) => store.moveFocus(7),
  Home: (store) => store.moveToWeekEdge('start'),
  End: (store) => store.moveToWeekEdge('end'),
  PageUp: (store) => store.moveMonths(-1),
  PageDown: (store) => store.moveMonths(1),
};

/** The calendar area: a month of grading events (due dates of items and columns) with today marked in the school's zone. */
export const CalendarArea = observer(function CalendarArea({ gradebook }: GradebookAreaProps) {
  const store = useAreaStore(GradebookCalendarStore, gradebook);
  const { t } = useTranslation('gradebookAreas');
  const format = useAreaFormat();
  const monthId = useId();
  const hintId = useId();
  const listId = useId();
  const cells = useRef(new Map<CalendarDate, HTMLTableCellElement>());
  // Focus follows the focused day only after a key press in the grid, never on its own.
  const keyboardMove = useRef(false);

  useEffect(() => {
    if (!keyboardMove.current || store.focusedDay === undefined) return;
    keyboardMove.current = false;
    cells.current.get(store.focusedDay)?.focus();
  }, [store.focusedDay, store.month]);

  const month = store.month;
  if (month === undefined) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLTableCellElement>) => {
    const move = MOVES[event.key];
    if (move === undefined) return;
    event.preventDefault();
    keyboardMove.current = true;
    move(store);
  };
  const handlePrevious = () => store.previousMonth();
  const handleNext = () => store.nextMonth();
  const handleToday = () => store.goToToday();
  const weekdays = format.weekdays();

  return (
    <AreaSection title={t('calendar.title')} intro={t('calendar.intro')}>
      <div className="gba-cal__toolbar">
        <Button variant="secondary" size="sm" icon={<Icon name="chevron-left" />} onClick={handlePrevious} aria-label={t('calendar.previous', { month: format.month(addMonths(month, -1)) })}>
          <span aria-hidden="true">{t('calendar.previousShort')}</span>
        </Button>
        <h3 id={monthId} className="gba-cal__month" aria-live="polite">
          {format.month(month)}
        </h3>
        <Button variant="secondary" size="sm" onClick={handleNext} aria-label={t('calendar.next', { month: format.month(addMonths(month, 1)) })}>
          <span aria-hidden="true">{t('calendar.nextShort')}</span>
          <Icon name="chevron-right" />
        </Button>
        <Button variant="ghost" size="sm" onClick={handleToday} disabled={store.isCurrentMonth && store.focusedDay === store.today}>
          {t('calendar.today')}
        </Button>
      </div>
      <p id={hintId} className="gba-area__hint">
        {t('calendar.keys')}
      </p>

      <ScrollRegion className="gba-cal__wrap" labelledBy={monthId} focusable={false}>
        <table role="grid" className="gba-cal" aria-labelledby={monthId} aria-describedby={hintId}>
          <thead>
            <tr>
              {weekdays.map((day) => (
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
                  <DayCell
                    key={day.date}
                    day={day}
                    focused={day.date === store.focusedDay}
                    format={format}
                    onKeyDown={handleKeyDown}
                    onFocus={() => store.focus(day.date)}
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
      </ScrollRegion>

      <section className="gba-cal__list" aria-labelledby={listId}>
        <h3 id={listId} className="gba-cal__list-title">
          {t('calendar.listTitle', { month: format.month(month) })} <span className="gba-count">{store.eventCount}</span>
        </h3>
        {store.monthEvents.length === 0 ? (
          <p className="gba-area__hint">{t('calendar.noEvents')}</p>
        ) : (
          <ol className="gba-cal__days">
            {store.monthEvents.map((day) => (
              <li key={day.day} className="gba-cal__list-day">
                <h4 className="gba-cal__list-date">{format.longDay(day.day)}</h4>
                <ul className="gba-cal__list-events">
                  {day.events.map((item) => (
                    <EventRow key={item.guid} item={item} format={format} />
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </AreaSection>
  );
});

interface DayCellProps {
  day: CalendarDay;
  focused: boolean;
  format: AreaFormat;
  onKeyDown: (event: KeyboardEvent<HTMLTableCellElement>) => void;
  onFocus: () => void;
  cellRef: (element: HTMLTableCellElement | null) => void;
}

function DayCell({ day, focused, format, onKeyDown, onFocus, cellRef }: DayCellProps) {
  const { t } = useTranslation('gradebookAreas');
  const number = Number(day.date.slice(8, 10));
  if (!day.inMonth) {
    return (
      <td role="gridcell" className="gba-cal__day gba-cal__day--out">
        <span className="gba-cal__number" aria-hidden="true">
          {number}
        </span>
        <span className="visually-hidden">{format.longDay(day.date)}</span>
      </td>
    );
  }
  const classes = ['gba-cal__day', day.isToday ? 'gba-cal__day--today' : '', day.events.length > 0 ? 'gba-cal__day--busy' : ''].filter(Boolean).join(' ');
  return (
    <td role="gridcell" ref={cellRef} className={classes} tabIndex={focused ? 0 : -1} aria-current={day.isToday ? 'date' : undefined} onKeyDown={onKeyDown} onFocus={onFocus}>
      <span className="gba-cal__number" aria-hidden="true">
        {number}
        {day.isToday ? <span className="gba-cal__today">{t('calendar.todayMark')}</span> : null}
      </span>
      <span className="visually-hidden">
        {format.longDay(day.date)}
        {day.isToday ? `, ${t('calendar.todayMark')}` : ''}
        {day.events.length > 0 ? `, ${t('calendar.events', { count: day.events.length })}` : ''}
      </span>
      {day.events.length > 0 ? (
        <ul className="gba-cal__events">
          {day.events.map((item) => (
            <li key={item.guid} className={item.published ? 'gba-cal__event gba-cal__event--published' : 'gba-cal__event'}>
              {item.published ? <Icon name="check" size={14} /> : null}
              <span className="gba-cal__event-name">{item.name}</span>
              <span className="visually-hidden">, {t(item.published ? 'calendar.published' : 'calendar.unpublished')}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </td>
  );
}

function EventRow({ item, format }: { item: GradebookItem; format: AreaFormat }) {
  const { t } = useTranslation('gradebookAreas');
  return (
    <li className="gba-cal__list-event">
      <span className="gba-cal__list-name">{item.name}</span>
      <span className="gba-sub gba-sub--inline">
        {format.kind(item)}
        {item.dueAtLocal ? ` · ${t('calendar.due', { time: format.time(item.dueAtLocal) })}` : ''}
        {item.unitName ? ` · ${item.unitName}` : ''}
      </span>
      <Badge tone={item.published ? 'success' : 'neutral'}>{t(item.published ? 'calendar.published' : 'calendar.unpublished')}</Badge>
    </li>
  );
}
