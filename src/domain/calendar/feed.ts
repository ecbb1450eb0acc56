import { addDays, daysBetween, type CalendarDate } from './calendarDate';
import { MAX_CALENDAR_RANGE_DAYS } from './schoolDays';

/**
 * What a user's private calendar feed (iCal, RFC 5545) holds. Decisions: docs/decisions/0502-calendar-feed.md;
 * scenarios: features/calendar/feed.feature.
 */

/** A calendar app keeps what it already fetched: the feed looks back a month and forward a school term and a half. */
export const FEED_DAYS_BEFORE = 30;
export const FEED_DAYS_AFTER = 180;

export interface DayRange {
  from: CalendarDate;
  to: CalendarDate;
}

/**
 * The days the feed covers on `today` (the school's day), as consecutive ranges of at most the calendar's
 * 100 days each, both ends included, so each one is an ordinary calendar read.
 */
export function feedRanges(today: CalendarDate): DayRange[] {
  const first = addDays(today, -FEED_DAYS_BEFORE);
  const last = addDays(today, FEED_DAYS_AFTER);
  const ranges: DayRange[] = [];
  for (let from = first; daysBetween(from, last) >= 0; from = addDays(from, MAX_CALENDAR_RANGE_DAYS)) {
    const to = addDays(from, MAX_CALENDAR_RANGE_DAYS - 1);
    ranges.push({ from, to: daysBetween(to, last) < 0 ? last : to });
  }
  return ranges;
}

/**
 * An entry's `UID`: the same entry keeps it in every fetch (so a calendar app updates it in place rather than adding
 * a copy), and no two entries share one. The kind is part of it: a session's and an item's guids come from
 * different spaces. It names no host: a server moved to another address keeps its entries' UIDs.
 */
export function feedUid(kind: string, guid: string): string {
  return `${kind}-${guid.toLowerCase()}@tiza`;
}
