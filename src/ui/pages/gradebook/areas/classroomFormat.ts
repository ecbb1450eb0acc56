import type { TFunction } from 'i18next';
import type { CalendarDate } from '@domain/calendar/calendarDate';
import type { ClassroomStudent } from '@application/gradebook/Classroom';
import type { AppError } from '@application/shared/AppError';
import { errorMessage } from '@ui/app/errorMessage';

// Formatting of the attendance and behaviour areas: school days (read as calendar days, never shifted by a zone),
// rates, names and refusals in the reader's language.

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

/** A student's name as the attendance and behaviour lists write it. */
export function fullName(t: TFunction, student: Pick<ClassroomStudent, 'name' | 'lastname'>): string {
  return t('studentName', { name: student.name, lastname: student.lastname });
}

/**
 * A refusal in words: the text of its domain code (`details[].message`, e.g. `attendance.future-day`) under
 * `<area>.errors` when there is one, else the app-wide error text.
 */
export function refusalText(t: TFunction, error: AppError | undefined, area: 'attendance' | 'behaviour', values: Record<string, number> = {}): string {
  const code = error?.details?.[0]?.message;
  if (code !== undefined && code.startsWith(`${area}.`)) return t(`${area}.errors.${code}`, { ...values, defaultValue: errorMessage(t, error) });
  return errorMessage(t, error);
}
