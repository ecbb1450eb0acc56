import { Err, Ok, type Result } from '../shared/result';
import { compareDates, parseCalendarDate, type CalendarDate } from './calendarDate';

/** A holiday or break: both ends inclusive, so a one-day holiday has start = end. */
export interface NonSchoolDay {
  name: string;
  start: CalendarDate;
  end: CalendarDate;
}

export type NonSchoolDayField = 'name' | 'start' | 'end';

export type NonSchoolDayError =
  | { code: 'non-school-day.required'; field: NonSchoolDayField }
  | { code: 'non-school-day.invalid-date'; field: 'start' | 'end' }
  | { code: 'non-school-day.end-before-start' };

export interface NonSchoolDayDraft {
  name?: string | null;
  start?: string | null;
  end?: string | null;
}

/**
 * Spec §5: all fields required, the end not before the start. Returns every problem at once so a
 * form can mark all its fields in one go; the name comes back trimmed.
 */
export function checkNonSchoolDay(draft: NonSchoolDayDraft): Result<NonSchoolDay, NonSchoolDayError[]> {
  const errors: NonSchoolDayError[] = [];
  const name = (draft.name ?? '').trim();
  if (name === '') errors.push({ code: 'non-school-day.required', field: 'name' });
  const start = readDate(draft.start, 'start', errors);
  const end = readDate(draft.end, 'end', errors);
  if (start !== undefined && end !== undefined && compareDates(end, start) < 0) {
    errors.push({ code: 'non-school-day.end-before-start' });
  }
  if (errors.length > 0 || start === undefined || end === undefined) return Err(errors);
  return Ok({ name, start, end });
}

function readDate(value: string | null | undefined, field: 'start' | 'end', errors: NonSchoolDayError[]): CalendarDate | undefined {
  const text = (value ?? '').trim();
  if (text === '') {
    errors.push({ code: 'non-school-day.required', field });
    return undefined;
  }
  const date = parseCalendarDate(text);
  if (date === undefined) errors.push({ code: 'non-school-day.invalid-date', field });
  return date;
}

/** True when `date` falls inside any of the ranges, ends included. */
export function isNonSchoolDay(date: CalendarDate, days: readonly Pick<NonSchoolDay, 'start' | 'end'>[]): boolean {
  return days.some((d) => compareDates(d.start, date) <= 0 && compareDates(date, d.end) <= 0);
}
