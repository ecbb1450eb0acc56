/**
 * The date a person types, in the order of the app's language (not the browser's): day/month/year in Spanish and
 * Portuguese, month/day/year in English; times are 24-hour. Values are what the stores keep: `YYYY-MM-DD` for a
 * date, `YYYY-MM-DDTHH:mm` for a date and time (the value of a native date or datetime-local input).
 */
export type DateInputKind = 'date' | 'datetime';
export type DateOrder = 'dmy' | 'mdy';

export function dateOrderOf(language: string): DateOrder {
  return language.toLowerCase().startsWith('en') ? 'mdy' : 'dmy';
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A store value → the text shown; '' for none, and the value itself when it is not one (so nothing is hidden). */
export function formatDateInput(value: string, kind: DateInputKind, order: DateOrder): string {
  if (value === '') return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!match) return value;
  const [, year, month, day, hours, minutes] = match;
  const date = order === 'mdy' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
  return kind === 'datetime' ? `${date} ${hours ?? '00'}:${minutes ?? '00'}` : date;
}

/**
 * The text typed → the store value: '' for an empty text, undefined when it is not a real date (31/02), not in the
 * language's order, or lacks the time a date and time needs. Separators may be `/`, `-` or `.`; day and month may
 * have one digit; the time may follow a space or a comma.
 */
export function parseDateInput(text: string, kind: DateInputKind, order: DateOrder): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[\s,]+(\d{1,2})[:.h](\d{2}))?$/.exec(trimmed);
  if (!match) return undefined;
  const [, first, second, yearText, hoursText, minutesText] = match;
  const [day, month] = order === 'mdy' ? [Number(second), Number(first)] : [Number(first), Number(second)];
  const year = Number(yearText);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || year < 1000) return undefined;
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  if (kind === 'date') return hoursText === undefined ? date : undefined;
  if (hoursText === undefined) return undefined;
  const hours = Number(hoursText);
  const minutes = Number(minutesText);
  if (hours > 23 || minutes > 59) return undefined;
  return `${date}T${pad(hours)}:${pad(minutes)}`;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
