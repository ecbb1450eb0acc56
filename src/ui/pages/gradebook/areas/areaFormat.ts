import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarDate } from '@domain/calendar/calendarDate';
import type { CalendarMonth } from '@domain/calendar/monthGrid';
import { CONTENT_TYPES, parseContentTypeCode } from '@domain/content/contentTypes';
import type { DistributionBand } from '@domain/gradebook/analysis';
import { gradeText, MAX_SCALE_DECIMALS, scaleLabelKey, type ScaledGrade } from '@domain/gradebook/gradeScales';
import { periodLabelKey, type PeriodCode } from '@domain/grading/periods';
import type { GradebookItem } from '@application/gradebook/Gradebook';

/** The areas' short kind word of an item: tests and assignments by name, anything else graded is an activity. */
function kindKey(item: Pick<GradebookItem, 'kind' | 'contentType'>): string {
  if (item.kind === 'column') return 'kinds.column';
  const code = item.contentType === null ? undefined : parseContentTypeCode(item.contentType);
  const key = code === undefined ? undefined : CONTENT_TYPES[code].key;
  return key === 'test' || key === 'assignment' ? `kinds.${key}` : 'kinds.item';
}

// Calendar days are time-zone free: they are formatted as UTC midnights so no device zone moves them.
function utc(date: CalendarDate): Date {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** Numbers, percentages, grades, periods and days in the reader's language, for the gradebook areas and My grades. */
export function useAreaFormat() {
  const { t, i18n } = useTranslation('gradebookAreas');
  const language = i18n.language;
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    // Grades come rounded to the scale's decimals by the domain (up to MAX_SCALE_DECIMALS): shown in full.
    const grades = new Intl.NumberFormat(language, { maximumFractionDigits: MAX_SCALE_DECIMALS });
    const percents = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
    const days = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const shortDays = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const longDays = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    const months = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const times = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
    // Pass and fail are the product's words (translated); letters and custom levels are the school's own.
    const label = (text: string) => {
      const key = scaleLabelKey({ kind: 'label', label: text });
      return key === undefined ? text : t(key);
    };
    return {
      number: (value: number) => numbers.format(value),
      /** A score on its item's scale, "8 / 10" ("7,5 / 10" in es): My grades and the task list say it alike (a core text: /tasks loads no gradebook catalogue). */
      scoreOutOf: (score: number, max: number) => t('scoreOutOf', { ns: 'common', score: numbers.format(score), max: numbers.format(max) }),
      /** 0–100 → "72,5 %" (es), "72.5%" (en). */
      percent: (value: number) => percents.format(value / 100),
      percentOrNone: (value: number | null) => (value === null ? t('noGrade') : percents.format(value / 100)),
      /** A grade on the course's scale: its number with the language's decimal sign, or its label (pass/fail translated). */
      grade: (grade: ScaledGrade) => {
        return grade.kind === 'number' ? grades.format(grade.value) : label(gradeText(grade));
      },
      period: (code: PeriodCode) => t(periodLabelKey(code), { ns: 'catalog' }),
      day: (date: CalendarDate) => days.format(utc(date)),
      shortDay: (date: CalendarDate) => shortDays.format(utc(date)),
      longDay: (date: CalendarDate) => longDays.format(utc(date)),
      month: (month: CalendarMonth) => capitalise(months.format(utc(`${month}-01`))),
      /** The time of a wall clock `YYYY-MM-DDTHH:mm…`. */
      time: (local: string) => {
        const match = /T(\d{2}):(\d{2})/.exec(local);
        return match ? times.format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])))) : '';
      },
      band: (band: DistributionBand) => (band.kind === 'range' ? t('graphics.band', { from: numbers.format(band.from), to: numbers.format(band.to) }) : label(band.label)),
      /** A short kind word for an item: test, assignment, manual column or another activity. */
      kind: (item: Pick<GradebookItem, 'kind' | 'contentType'>) => t(kindKey(item)),
      /** Day names Monday → Sunday, short and long. */
      weekdays: () =>
        Array.from({ length: 7 }, (_, i) => {
          const date = new Date(Date.UTC(2026, 0, 5 + i)); // 5 January 2026 is a Monday.
          return { short: new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(date), long: new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date) };
        }),
    };
  }, [t, language]);
}

export type AreaFormat = ReturnType<typeof useAreaFormat>;

/** A list of names in the reader's language: "Ana, Bruno y Carla". */
export function listOf(names: readonly string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}
