import { Err, Ok, type Result } from '../shared/result';

/**
 * Spec §3: `lesson_item_deliver_at` is a date-time without time zone, read in the school's time
 * zone. Decisions: docs/decisions/0111-deliver-dates-and-time-zones.md
 */

/** A wall-clock date-time, normalised to `YYYY-MM-DDTHH:mm:ss` (no zone, no offset). */
export type LocalDateTime = string;

export type DeliveryWindow = 'no-deadline' | 'open' | 'open-late' | 'closed';

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function readParts(value: string): Parts | undefined {
  const match = LOCAL_PATTERN.exec(value);
  if (match === null) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return { year, month, day, hour, minute, second };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/**
 * Accepts `YYYY-MM-DDTHH:mm` or `YYYY-MM-DDTHH:mm:ss` (a real calendar date and time); anything
 * else — a zone `Z`, an offset `+01:00`, fractions of a second, a space instead of `T` — is
 * INVALID_DATE. The value comes back with seconds: `2026-12-01T23:59` → `2026-12-01T23:59:00`.
 */
export function parseLocalDateTime(value: string): Result<LocalDateTime, 'INVALID_DATE'> {
  const parts = readParts(value);
  if (parts === undefined) return Err('INVALID_DATE');
  const { year, month, day, hour, minute, second } = parts;
  return Ok(`${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`);
}

/** The instant's wall-clock time in `timeZone`, as `YYYY-MM-DDTHH:mm:ss`. */
export function formatLocalDateTime(instant: Date, timeZone: string): string {
  const wall = wallClock(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of `instant` in `timeZone`, from the platform's IANA data (Intl) — no library, so
 * the domain stays pure. Throws RangeError for an invalid instant or an unknown zone.
 */
function wallClock(instant: Date, timeZone: string): WallClock {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

/** Minutes the zone's clock is ahead of UTC at `instant` (CET +60); NaN for an unknown zone or instant. */
function zoneOffsetMinutes(timeZone: string, instant: Date): number {
  try {
    const wall = wallClock(instant, timeZone);
    const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
    return (asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE_MS;
  } catch {
    return Number.NaN;
  }
}

/**
 * The instant a wall-clock time names in `timeZone`. In a DST gap (a time that never happens) the
 * clock moves forward by the gap (02:30 in Madrid on the spring change is 03:30 CEST); in an
 * overlap (a time that happens twice) the earlier instant wins (summer time). An unreadable value
 * or time zone gives an invalid Date (check with `parseLocalDateTime` first).
 */
export function localToInstant(local: string, timeZone: string): Date {
  const parts = readParts(local);
  if (parts === undefined) return new Date(Number.NaN);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  // The offsets a day either side cover any one change (zones change at most once in 48 hours).
  const offsetBefore = zoneOffsetMinutes(timeZone, new Date(wall - DAY_MS));
  const offsetAfter = zoneOffsetMinutes(timeZone, new Date(wall + DAY_MS));
  if (!Number.isFinite(offsetBefore) || !Number.isFinite(offsetAfter)) return new Date(Number.NaN);
  const candidates = [wall - offsetBefore * MINUTE_MS, wall - offsetAfter * MINUTE_MS].filter(
    (instant) => wall - zoneOffsetMinutes(timeZone, new Date(instant)) * MINUTE_MS === instant,
  );
  if (candidates.length === 0) {
    // A gap: read the wall time with the offset in force before the change, which lands after it.
    return new Date(wall - offsetBefore * MINUTE_MS);
  }
  return new Date(Math.min(...candidates));
}

/**
 * Whether a student may hand in now. No deadline → 'no-deadline'; up to and including the
 * deadline → 'open'; after it → 'open-late' when late delivery is allowed, else 'closed'.
 */
export function deliveryWindow(now: Date, deliverAt: Date | null, canDeliverLate: boolean): DeliveryWindow {
  if (deliverAt === null) return 'no-deadline';
  if (now.getTime() <= deliverAt.getTime()) return 'open';
  return canDeliverLate ? 'open-late' : 'closed';
}

/** A hand-in is late when it arrives after the deadline (exactly at it is on time). */
export function isLateHandIn(deliveredAt: Date, deliverAt: Date | null): boolean {
  return deliverAt !== null && deliveredAt.getTime() > deliverAt.getTime();
}

/** Spec §3 `can_deliver_late`: 'YES' | 'NO'. */
export function canDeliverLateFlag(value: 'YES' | 'NO'): boolean {
  return value === 'YES';
}

export function toYesNo(value: boolean): 'YES' | 'NO' {
  return value ? 'YES' : 'NO';
}

/** Whether `timeZone` is an IANA zone the platform knows (e.g. a school's `time_zone`). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone.length > 0;
  } catch {
    return false;
  }
}
