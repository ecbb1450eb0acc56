const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/u;

/**
 * A wall-clock date-time of the school (`YYYY-MM-DDTHH:mm:ss`, no zone) written in the user's
 * language. It is shown as given: formatting it as UTC keeps every digit the school chose.
 */
export function displayLocalDateTime(local: string, language: string): string {
  const match = LOCAL.exec(local);
  if (!match) return local;
  const [, year, month, day, hour, minute] = match.map(Number);
  const instant = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0));
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(instant);
}

/** Server value → `<input type="datetime-local">` value (minutes). */
export function toInputValue(local: string | null): string {
  return local === null ? '' : local.slice(0, 16);
}

/** `<input type="datetime-local">` value → the wire's `YYYY-MM-DDTHH:mm:ss`; empty → null. */
export function fromInputValue(value: string): string | null {
  if (value.trim() === '') return null;
  return value.length === 16 ? `${value}:00` : value.slice(0, 19);
}
