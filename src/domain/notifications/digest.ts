import type { CalendarDate } from '../calendar/calendarDate';
import { schoolToday } from '../calendar/monthGrid';
import { formatLocalDateTime, isKnownTimeZone } from '../lessons/deliverDate';

/**
 * The daily e-mail digest of unread notifications (ADR 0519). A person who asked for it (off by default) gets at most
 * one a day, from this hour of their school's clock on, listing what they have not read and were not sent before.
 */
export const DIGEST_HOUR = 17;

/** At most this many notifications are listed in one mail; the rest are counted ("and 12 more"). */
export const DIGEST_LISTED = 20;

/** Who is asked: a student under the tenant's kids mode is never offered a digest (a child's mailbox gets nothing). */
export function digestOffered(reader: { isStudent: boolean; kidsMode: boolean }): boolean {
  return !(reader.isStudent && reader.kidsMode);
}

/** Whether a person receives digests at all: they asked for one and it is offered to them. */
export function receivesDigest(reader: { optedIn: boolean; isStudent: boolean; kidsMode: boolean }): boolean {
  return reader.optedIn && digestOffered(reader);
}

/**
 * The school day whose digest is due at `now` in the person's school zone (UTC when unknown): that day from
 * DIGEST_HOUR on, undefined before it. A server that was down at the hour sends it later the same day, never the next.
 */
export function digestDay(now: Date, timeZone: string): CalendarDate | undefined {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const hour = Number(formatLocalDateTime(now, zone).slice(11, 13));
  return hour >= DIGEST_HOUR ? schoolToday(now, zone) : undefined;
}

export interface Digest<T> {
  /** Newest first, at most DIGEST_LISTED. */
  listed: T[];
  /** Unread ones not listed. */
  more: number;
  /** The newest notification the digest covers: the next one starts after it. */
  throughId: number;
}

/**
 * What a digest lists: the unread notifications newer than the previous digest's last one, newest first, at most
 * DIGEST_LISTED of them, and how many more. Undefined when there is none: no mail with nothing in it.
 */
export function digestOf<T extends { id: number; viewedAt: Date | null }>(notifications: readonly T[], previousThroughId: number): Digest<T> | undefined {
  const unread = notifications.filter((n) => n.viewedAt === null && n.id > previousThroughId).sort((a, b) => b.id - a.id);
  const newest = unread[0];
  if (newest === undefined) return undefined;
  return { listed: unread.slice(0, DIGEST_LISTED), more: Math.max(0, unread.length - DIGEST_LISTED), throughId: newest.id };
}
