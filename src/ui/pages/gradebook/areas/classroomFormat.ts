import type { CalendarDate } from '@domain/calendar/calendarDate';

// Formatting of the attendance and behaviour areas: school days (read as calendar days, never shifted by a zone),
// rates and name lists in the reader's language.

/** A school day as written in the reader's language: "miércoles, 25 de noviembre de 2026" (full) or "25 nov 2026". */
export function formatDay(day: CalendarDate, language: string, style: 'full' | 'long' | 'medium' | 'short' = 'medium'): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const instant = new Date(Date.UTC(year, month - 1, date));
  if (Number.isNaN(instant.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' }).format(instant);
}

/** 0–100 → "87,5 %" (es), "87.5%" (en). */
export function formatRate(rate: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(rate / 100);
}

/** A balance with its sign: "+2", "−1", "0". */
export function formatBalance(balance: number, language: string): string {
  return new Intl.NumberFormat(language, { signDisplay: 'exceptZero' }).format(balance);
}

/** "Pablo, Marta y Hugo". */
export function listNames(names: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);
}
