// The private calendar feed (docs/api-calendar.md, ADR 0502): what the owner's calendar shows, as RFC 5545 text.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import type { CalendarEventDto } from '@contract/calendar';
import { addDays } from '@domain/calendar/calendarDate';
import { feedRanges, feedUid } from '@domain/calendar/feed';
import { schoolToday } from '@domain/calendar/monthGrid';
import type { Repositories } from '../../plugins/app/repositories';
import type { FeedOwner } from '../../repositories/CalendarFeedRepository';
import { catalogue, fill } from '../../i18n/catalogue';
import { calendarEvents } from './calendarEvents';

/**
 * A school wall-clock time (`YYYY-MM-DDTHH:mm:ss`, or a day) as ical-generator reads it under a TZID: it prints a
 * Date's local fields, so the wall clock is parsed as local time and comes back out unchanged.
 */
function wallClock(local: string): Date {
  return new Date(local.length === 10 ? `${local}T00:00:00` : local);
}

/** The owner's calendar from a month back to half a year ahead, one calendar read per range, each entry once. */
async function feedEntries(repos: Pick<Repositories, 'access' | 'calendar' | 'tasks'>, owner: FeedOwner, now: Date) {
  const entries = new Map<string, CalendarEventDto>();
  let timeZone = 'UTC';
  for (const range of feedRanges(schoolToday(now, 'UTC'))) {
    const answer = await calendarEvents(repos, owner, range, now);
    timeZone = answer.time_zone;
    // A stretch of non-school days that crosses two ranges comes back in both.
    for (const entry of answer.data) entries.set(feedUid(entry.kind, entry.guid), entry);
  }
  return { entries, timeZone };
}

export async function calendarFeed(repos: Pick<Repositories, 'access' | 'calendar' | 'tasks'>, owner: FeedOwner, now: Date, publicUrl: string): Promise<string> {
  const texts = catalogue<{ feed: { name: string; deliver: string } }>(owner.language, 'calendar').feed;
  const { entries, timeZone } = await feedEntries(repos, owner, now);
  const calendar = new ICalCalendar({
    prodId: { company: 'Tiza', product: 'Calendar', language: owner.language.toUpperCase() },
    name: fill(texts.name, { name: owner.name }),
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps that honour it fetch again every few hours.
    ttl: 4 * 60 * 60,
  });
  calendar.timezone({ name: timeZone, generator: getVtimezoneComponent });
  for (const [uid, entry] of entries) {
    const course = entry.course_name ?? '';
    if (entry.all_day) {
      calendar.createEvent({
        id: uid,
        stamp: now,
        allDay: true,
        start: wallClock(entry.start),
        // DTEND of an all-day entry is the day after its last (RFC 5545 3.6.1).
        end: wallClock(addDays(entry.end, 1)),
        timezone: timeZone,
        summary: entry.title,
        description: course === '' ? null : course,
        // A day off does not make its owner busy.
        transparency: ICalEventTransparency.TRANSPARENT,
      });
      continue;
    }
    const deliver = entry.kind === 'deliver';
    calendar.createEvent({
      id: uid,
      stamp: now,
      start: wallClock(entry.start),
      end: wallClock(entry.end),
      timezone: timeZone,
      summary: deliver ? fill(texts.deliver, { title: entry.title }) : entry.title,
      // A session says the lesson its programme lays there, and opens it in that session's context.
      description: deliver ? course : entry.lesson_name,
      location: entry.room === null || entry.room === '' ? null : entry.room,
      url: entry.lesson_guid !== null && entry.course_guid !== null ? `${publicUrl}/course/${entry.course_guid}/lesson/${entry.lesson_guid}${deliver ? '' : `/session/${entry.guid}`}` : null,
    });
  }
  return calendar.toString();
}
