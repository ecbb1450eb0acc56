import { parseLocalDateTime } from '@domain/lessons/deliverDate';

/**
 * A deliver date (`YYYY-MM-DDTHH:mm:ss`, the school's wall-clock time) in the user's language. It is
 * shown as written — read as UTC and formatted in UTC — so no browser time zone shifts it.
 */
export function formatWallClock(local: string, language: string): string {
  const parsed = parseLocalDateTime(local);
  if (parsed.err) return local;
  const [date = '', time = ''] = parsed.val.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const instant = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0));
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(instant);
}

/** The value a `datetime-local` input takes: minutes only. */
export function toInputValue(local: string | null): string {
  return local === null ? '' : local.slice(0, 16);
}
