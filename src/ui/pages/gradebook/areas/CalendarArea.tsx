import { useEffect, useId, useMemo, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { addMonthsToDate } from '@domain/calendar/monthGrid';
import { weekStartFor } from '@domain/calendar/schoolDays';
import { CalendarStore } from '@application/calendar/CalendarStore';
import type { CalendarEntry } from '@application/calendar/CalendarEntry';
import type { GradebookItem } from '@application/gradebook/Gradebook';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { Badge } from '@ui/components/Badge';
import { Button } from '@ui/components/Button';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { Skeleton } from '@ui/components/Skeleton';
import { useCalendarFormat, type CalendarFormat } from '@ui/pages/calendar/calendarFormat';
import { MonthGrid } from '@ui/pages/calendar/MonthGrid';
import { useAreaFormat, type AreaFormat } from '@ui/pages/gradebook/areas/areaFormat';
import type { GradebookAreaProps } from '@ui/pages/gradebook/areas/GradebookAreaProps';
import { AreaSection } from '@ui/pages/gradebook/areas/AreaSection';
import '@ui/pages/gradebook/areas/areas.css';

/**
 * The calendar area: the course's calendar (the same read as /calendar/{course}, ADR 0506) narrowed to the gradebook's
 * items and columns, with whether their grades are published, and the school's non-school days greyed.
 */
export const CalendarArea = observer(function CalendarArea({ gradebook }: GradebookAreaProps) {
  const store = useService(CalendarStore);
  const { t, i18n } = useTranslation('gradebookAreas');
  const format = useCalendarFormat();
  const areaFormat = useAreaFormat();
  const monthId = useId();
  const listId = useId();
  const items = useMemo(() => new Map(gradebook.items.map((item) => [item.guid, item])), [gradebook]);
  const weekStart = weekStartFor(i18n.language);

  // The gradebook's entries only; a new grid (a due date or a publication changed) reads the month again.
  const opened = useRef<string | undefined>(undefined);
  useEffect(() => {
    store.showOnly((entry) => entry.kind === 'non_school_day' || (entry.kind === 'deliver' && items.has(entry.guid)));
    if (opened.current === gradebook.courseGuid) void store.retry();
    else void store.open(gradebook.courseGuid, 'month', weekStart);
    opened.current = gradebook.courseGuid;
  }, [store, gradebook.courseGuid, items, weekStart]);

  const chip = (entry: CalendarEntry) => {
    const item = items.get(entry.guid);
    return (
      <>
        {item?.published ? <Icon name="check" size={14} /> : null}
        {entry.title}
        {item ? <span className="visually-hidden">, {t(item.published ? 'calendar.published' : 'calendar.unpublished')}</span> : null}
      </>
    );
  };
  const month = store.cursor;
  const monthDays = store.weeks.flat().filter((day) => day.inMonth && day.entries.some((entry) => entry.kind === 'deliver'));
  const count = monthDays.reduce((sum, day) => sum + day.entries.filter((entry) => entry.kind === 'deliver').length, 0);

  return (
    <AreaSection title={t('calendar.title')} intro={t('calendar.intro')}>
      <div className="gba-cal__toolbar">
        <Button variant="secondary" size="sm" icon={<Icon name="chevron-left" />} onClick={() => store.page(-1)} aria-label={t('calendar.previous', { month: format.month(addMonthsToDate(month, -1)) })}>
          <span aria-hidden="true">{t('calendar.previousShort')}</span>
        </Button>
        <h3 id={monthId} className="gba-cal__month" aria-live="polite">
          {format.month(month)}
        </h3>
        <Button variant="secondary" size="sm" onClick={() => store.page(1)} aria-label={t('calendar.next', { month: format.month(addMonthsToDate(month, 1)) })}>
          <span aria-hidden="true">{t('calendar.nextShort')}</span>
          <Icon name="chevron-right" />
        </Button>
        <Button variant="ghost" size="sm" onClick={store.goToToday} disabled={store.showsToday}>
          {t('calendar.today')}
        </Button>
      </div>

      {store.read.status === 'failed' ? <ErrorState title={t('calendar.loadFailed')} description={errorMessage(t, store.read.error)} onRetry={() => void store.retry()} /> : null}
      {store.read.status !== 'failed' && store.read.value === undefined ? (
        <div aria-busy="true" aria-label={t('calendar.loading')}>
          <Skeleton variant="rect" height={240} />
        </div>
      ) : null}
      {store.read.value !== undefined && store.read.status !== 'failed' ? (
        <>
          <MonthGrid store={store} format={format} labelledBy={monthId} chip={chip} />
          <section className="gba-cal__list" aria-labelledby={listId}>
            <h3 id={listId} className="gba-cal__list-title">
              {t('calendar.listTitle', { month: format.month(month) })} <span className="gba-count">{count}</span>
            </h3>
            {monthDays.length === 0 ? (
              <p className="gba-area__hint">{t('calendar.noEvents')}</p>
            ) : (
              <ol className="gba-cal__days">
                {monthDays.map((day) => (
                  <li key={day.date} className="gba-cal__list-day">
                    <h4 className="gba-cal__list-date">{format.longDay(day.date)}</h4>
                    <ul className="gba-cal__list-events">
                      {day.entries.map((entry) => {
                        const item = items.get(entry.guid);
                        return item === undefined ? null : <EventRow key={entry.guid} entry={entry} item={item} format={format} areaFormat={areaFormat} />;
                      })}
                    </ul>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      ) : null}
    </AreaSection>
  );
});

function EventRow({ entry, item, format, areaFormat }: { entry: CalendarEntry; item: GradebookItem; format: CalendarFormat; areaFormat: AreaFormat }) {
  const { t } = useTranslation('gradebookAreas');
  return (
    <li className="gba-cal__list-event">
      <span className="gba-cal__list-name">{entry.title}</span>
      <span className="gba-sub gba-sub--inline">
        {areaFormat.kind(item)}
        {entry.allDay ? '' : ` · ${t('calendar.due', { time: format.time(entry.start) })}`}
        {item.unitName ? ` · ${item.unitName}` : ''}
      </span>
      <Badge tone={item.published ? 'success' : 'neutral'}>{t(item.published ? 'calendar.published' : 'calendar.unpublished')}</Badge>
    </li>
  );
}
