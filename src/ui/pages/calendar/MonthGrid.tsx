import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CalendarDate } from '@domain/calendar/calendarDate';
import { weekDays } from '@domain/calendar/schoolDays';
import type { CalendarStore, CalendarDayView } from '@application/calendar/CalendarStore';
import type { CalendarEntry } from '@application/calendar/CalendarEntry';
import type { CalendarFormat } from '@ui/pages/calendar/calendarFormat';
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

interface MonthGridProps {
  store: CalendarStore;
  format: CalendarFormat;
  /** The id of the heading that names the month. */
  labelledBy: string;
  /** What a chip shows of an entry (its title by default; the gradebook adds whether grades are published). */
  chip?: (entry: CalendarEntry) => ReactNode;
}

/**
 * The month as a WAI-ARIA date grid (the calendar's month view and the gradebook's calendar area): one focusable day,
 * arrows, Home/End and Page Up/Down move it; each day says its date, today, closed and how many entries it holds.
 */
export const MonthGrid = observer(function MonthGrid({ store, format, labelledBy, chip }: MonthGridProps) {
  const { t } = useTranslation('calendar');
  const hintId = useId();
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

  return (
    <>
      <p id={hintId} className="cal-hint">
        {t('keys')}
      </p>
      <div className="cal-month__wrap">
        <table role="grid" className="cal-month" aria-labelledby={labelledBy} aria-describedby={hintId}>
          <thead>
            <tr>
              {header.map((day) => (
                <th scope="col" key={day.long} abbr={day.long}>
                  <span aria-hidden="true" className="cal-month__weekday">
                    {day.short}
                  </span>
                  <span aria-hidden="true" className="cal-month__weekday cal-month__weekday--narrow">
                    {day.narrow}
                  </span>
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
                    chip={chip}
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
    </>
  );
});

interface MonthCellProps {
  day: CalendarDayView;
  focused: boolean;
  format: CalendarFormat;
  chip: ((entry: CalendarEntry) => ReactNode) | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLTableCellElement>) => void;
  onSelect: () => void;
  cellRef: (element: HTMLTableCellElement | null) => void;
}

const SHOWN_PER_DAY = 2;

function MonthCell({ day, focused, format, chip, onKeyDown, onSelect, cellRef }: MonthCellProps) {
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
              {chip ? chip(entry) : entry.title}
            </li>
          ))}
          {more > 0 ? <li className="cal-chip cal-chip--more">{t('more', { count: more })}</li> : null}
        </ul>
      ) : null}
    </td>
  );
}
