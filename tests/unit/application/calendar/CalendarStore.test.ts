import { describe, expect, it } from 'vitest';
import { CalendarStore } from '@application/calendar/CalendarStore';
import { appError } from '@application/shared/AppError';
import { FixedClock } from '@tests/fakes/FixedClock';
import { anEntry, InMemoryCalendarGateway } from '@tests/fakes/InMemoryCalendarGateway';

function setup(now = '2026-11-23T10:00:00Z') {
  const gateway = new InMemoryCalendarGateway();
  const store = new CalendarStore(gateway, new FixedClock(new Date(now)));
  return { gateway, store };
}

describe('CalendarStore', () => {
  it('opens the month of today on whole weeks from Monday and reads those days once', async () => {
    const { gateway, store } = setup();
    await store.open(undefined, 'month', 1);
    expect(gateway.calls).toEqual([{ from: '2026-10-26', to: '2026-12-06', courseGuid: undefined }]);
    expect(store.weeks).toHaveLength(6);
    expect(store.cursor).toBe('2026-11-23');
    // Moving inside what was read reads nothing more.
    store.moveFocus(7);
    expect(gateway.calls).toHaveLength(1);
  });

  it('starts weeks on Sunday where the language does', async () => {
    const { store } = setup();
    await store.open(undefined, 'week', 0);
    expect(store.week.map((d) => d.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
  });

  it('moves to the school’s day when it differs from the device’s', async () => {
    const { gateway, store } = setup('2026-11-22T23:30:00Z');
    gateway.today = '2026-11-23';
    await store.open(undefined, 'agenda', 1);
    expect(store.cursor).toBe('2026-11-23');
    expect(store.today).toBe('2026-11-23');
  });

  it('puts entries on their days and marks weekends and non-school days closed', async () => {
    const { gateway, store } = setup();
    gateway.entries = [anEntry({ day: '2026-11-25' }), anEntry({ kind: 'non_school_day', guid: 'h-1', title: 'Puente', day: '2026-11-27' })];
    await store.open(undefined, 'week', 1);
    const byDate = new Map(store.week.map((d) => [d.date, d]));
    expect(byDate.get('2026-11-25')?.entries.map((e) => e.title)).toEqual(['Informe del ciclo del agua']);
    expect(byDate.get('2026-11-25')?.closed).toBe(false);
    expect(byDate.get('2026-11-27')?.closed).toBe(true);
    expect(byDate.get('2026-11-28')?.closed).toBe(true);
    expect(byDate.get('2026-11-23')?.isToday).toBe(true);
  });

  it('pages by month, week or agenda and reads the new days', async () => {
    const { gateway, store } = setup();
    await store.open('c-1', 'agenda', 1);
    expect(gateway.calls.at(-1)).toEqual({ from: '2026-11-23', to: '2026-12-22', courseGuid: 'c-1' });
    store.page(1);
    expect(gateway.calls.at(-1)).toEqual({ from: '2026-12-23', to: '2027-01-21', courseGuid: 'c-1' });
    store.setView('week');
    store.page(-1);
    expect(store.range).toEqual({ from: '2026-12-14', to: '2026-12-20' });
    store.goToToday();
    expect(store.showsToday).toBe(true);
  });

  it('shows one day in the day view and pages a day at a time, reading only what it does not hold', async () => {
    const { gateway, store } = setup();
    await store.open(undefined, 'day', 1);
    expect(gateway.calls.at(-1)).toEqual({ from: '2026-11-23', to: '2026-11-23', courseGuid: undefined });
    store.page(1);
    expect(store.range).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(store.focusedDay.date).toBe('2026-11-24');
    // Back before the next day's answer came: today is asked again, as the latest read, not taken from a stale one.
    store.page(-1);
    expect(gateway.calls.at(-1)).toEqual({ from: '2026-11-23', to: '2026-11-23', courseGuid: undefined });
    expect(store.showsToday).toBe(true);
  });

  it('lists only the agenda days that hold something', async () => {
    const { gateway, store } = setup();
    gateway.entries = [anEntry({ day: '2026-11-25' }), anEntry({ guid: 'i-2', day: '2026-12-02' })];
    await store.open(undefined, 'agenda', 1);
    expect(store.agenda.map((d) => d.date)).toEqual(['2026-11-25', '2026-12-02']);
  });

  it('says a course it may not read is not found, and retries other failures', async () => {
    const { gateway, store } = setup();
    gateway.failure = appError('not-found', 'NOT_FOUND');
    await store.open('c-9', 'month', 1);
    expect(store.read.status).toBe('failed');
    expect(store.isNotFound).toBe(true);
    gateway.failure = undefined;
    await store.retry();
    expect(store.read.status).toBe('ready');
  });
});
