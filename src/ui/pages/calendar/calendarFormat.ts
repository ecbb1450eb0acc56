import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarDate } from '@domain/calendar/calendarDate';

// Calendar days are time-zone free: formatted as UTC midnights so no device zone moves them.
function utc(date: CalendarDate): Date {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** The calendar's days, months, weekdays and wall-clock times in the app's language (the calendar and the gradebook's area). */
export function useCalendarFormat() {
  const { i18n } = useTranslation('calendar');
  const language = i18n.language;
  return useMemo(() => {
    const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
    const longDay = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    const weekdayLong = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    const weekdayNarrow = new Intl.DateTimeFormat(language, { weekday: 'narrow', timeZone: 'UTC' });
    const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    return {
      longDay: (date: CalendarDate) => capitalise(longDay.format(utc(date))),
      shortDay: (date: CalendarDate) => shortDay.format(utc(date)),
      month: (date: CalendarDate) => capitalise(month.format(utc(date))),
      /** A column's weekday: short ("lun"), narrow for a phone ("L") and long for screen readers ("lunes"). */
      weekday: (date: CalendarDate) => ({ short: weekday.format(utc(date)), narrow: weekdayNarrow.format(utc(date)), long: weekdayLong.format(utc(date)) }),
      /** The time of a wall clock `YYYY-MM-DDTHH:mm…`. */
      time: (local: string) => {
        const match = /T(\d{2}):(\d{2})/.exec(local);
        return match ? time.format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])))) : '';
      },
    };
  }, [language]);
}

export type CalendarFormat = ReturnType<typeof useCalendarFormat>;
