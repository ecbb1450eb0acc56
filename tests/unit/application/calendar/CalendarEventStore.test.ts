import { describe, expect, it } from 'vitest';
import type { CalendarEventDraft } from '@domain/calendar/calendarEvents';
import { Err, Ok, type Result } from '@domain/shared/result';
import { CalendarEventStore } from '@application/calendar/CalendarEventStore';
import { appError, type AppError } from '@application/shared/AppError';
import type { CalendarEntry } from '@application/calendar/CalendarEntry';
import type { CalendarEventGateway } from '@application/calendar/ports/CalendarEventGateway';
import { anEntry } from '@tests/fakes/InMemoryCalendarGateway';

class FakeEvents implements CalendarEventGateway {
  sent: { guid?: string; draft: CalendarEventDraft }[] = [];
  removed: string[] = [];
  failure: AppError | undefined;

  async add(draft: CalendarEventDraft): Promise<Result<CalendarEntry, AppError>> {
    this.sent.push({ draft });
    return this.failure ? Err(this.failure) : Ok(anEntry({ kind: 'event', title: draft.title }));
  }

  async change(guid: string, draft: CalendarEventDraft): Promise<Result<CalendarEntry, AppError>> {
    this.sent.push({ guid, draft });
    return this.failure ? Err(this.failure) : Ok(anEntry({ kind: 'event', guid, title: draft.title }));
  }

  async remove(guid: string): Promise<Result<void, AppError>> {
    this.removed.push(guid);
    return this.failure ? Err(this.failure) : Ok(undefined);
  }
}

describe('CalendarEventStore', () => {
  it('starts a new event on the day in view, 16:00 to 17:00, and sends a timed one on one day', async () => {
    const gateway = new FakeEvents();
    const store = new CalendarEventStore(gateway);
    store.create('2026-12-02');
    store.setTitle('Claustro');
    expect(await store.save()).toBe(true);
    expect(gateway.sent).toEqual([{ draft: { title: 'Claustro', startsOn: '2026-12-02', endsOn: '2026-12-02', starts: '16:00', ends: '17:00' } }]);
    expect(store.editing).toBeUndefined();
  });

  it('refuses a draft before sending it, each issue at its field, keeping the typing', async () => {
    const gateway = new FakeEvents();
    const store = new CalendarEventStore(gateway);
    store.create('2026-12-02');
    store.setStarts('18:00');
    expect(await store.save()).toBe(false);
    expect(gateway.sent).toEqual([]);
    expect(store.issue('/title')).toBe('event.title-required');
    expect(store.issue('/ends')).toBe('event.ends-before-start');
    expect(store.starts).toBe('18:00');
  });

  it('opens an event to change it, all day across days, or remove it; a refusal keeps the dialog open', async () => {
    const gateway = new FakeEvents();
    const store = new CalendarEventStore(gateway);
    store.open(anEntry({ kind: 'event', guid: 'e-1', title: 'Tutoría', start: '2026-12-02T18:00:00', end: '2026-12-02T19:00:00', startDay: '2026-12-02', endDay: '2026-12-02', allDay: false }));
    expect([store.starts, store.ends]).toEqual(['18:00', '19:00']);
    store.setAllDay(true);
    store.setEndsOn('2026-12-04');
    expect(await store.save()).toBe(true);
    expect(gateway.sent.at(-1)).toEqual({ guid: 'e-1', draft: { title: 'Tutoría', startsOn: '2026-12-02', endsOn: '2026-12-04', starts: null, ends: null } });

    store.open(anEntry({ kind: 'event', guid: 'e-1', title: 'Tutoría' }));
    gateway.failure = appError('network', 'NETWORK');
    expect(await store.remove()).toBe(false);
    expect(store.editing).toBe('e-1');
    expect(store.error?.kind).toBe('network');
    gateway.failure = undefined;
    expect(await store.remove()).toBe(true);
    expect(gateway.removed).toEqual(['e-1', 'e-1']);
    expect(store.editing).toBeUndefined();
  });
});
