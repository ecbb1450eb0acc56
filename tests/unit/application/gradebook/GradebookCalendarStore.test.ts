import { describe, expect, it } from 'vitest';
import { GradebookCalendarStore } from '@application/gradebook/GradebookCalendarStore';
import { FixedClock } from '@tests/fakes/FixedClock';
import { aGradebook, aGradebookItem, aManualColumn } from '@tests/fakes/gradebookMothers';

function storeAt(instant: string, gradebook = aGradebook()) {
  const store = new GradebookCalendarStore(new FixedClock(new Date(instant)));
  store.setGradebook(gradebook);
  return store;
}

describe('GradebookCalendarStore', () => {
  it("opens on the school's month with today focused, read in the school's zone", () => {
    // 31 October 23:30 UTC is already 1 November in Madrid.
    const store = storeAt('2026-10-31T23:30:00Z');
    expect(store.today).toBe('2026-11-01');
    expect(store.month).toBe('2026-11');
    expect(store.focusedDay).toBe('2026-11-01');
    expect(store.isCurrentMonth).toBe(true);
    const todayCell = store.weeks.flat().find((d) => d.isToday);
    expect(todayCell?.date).toBe('2026-11-01');
  });

  it('puts the due dates on their school day, by time, only inside the month', () => {
    const gradebook = aGradebook({
      items: [
        aGradebookItem({ guid: 'late', name: 'Examen', dueAtLocal: '2026-10-05T12:00:00' }),
        aGradebookItem({ guid: 'early', name: 'Tarea', dueAtLocal: '2026-10-05T08:00:00', published: true }),
        aManualColumn({ guid: 'oral', dueAtLocal: '2026-11-01T09:00:00' }),
        aManualColumn({ guid: 'none', dueAtLocal: null }),
      ],
    });
    const store = storeAt('2026-10-10T10:00:00Z', gradebook);
    expect(store.monthEvents.map((d) => [d.day, d.events.map((e) => e.guid)])).toEqual([['2026-10-05', ['early', 'late']]]);
    expect(store.eventCount).toBe(2);
    // 1 November shows in October's last week, outside the month and without its events.
    const outside = store.weeks.flat().find((d) => d.date === '2026-11-01');
    expect(outside).toEqual({ date: '2026-11-01', inMonth: false, isToday: false, events: [] });

    store.nextMonth();
    expect(store.month).toBe('2026-11');
    expect(store.monthEvents.map((d) => d.day)).toEqual(['2026-11-01']);
  });

  it('moves the focused day with the keys, turning the page at the edges', () => {
    const store = storeAt('2026-10-30T10:00:00Z');
    store.moveFocus(1);
    expect([store.focusedDay, store.month]).toEqual(['2026-10-31', '2026-10']);
    store.moveFocus(1);
    expect([store.focusedDay, store.month]).toEqual(['2026-11-01', '2026-11']);
    store.moveFocus(-7);
    expect([store.focusedDay, store.month]).toEqual(['2026-10-25', '2026-10']);
    store.moveToWeekEdge('start');
    expect(store.focusedDay).toBe('2026-10-19');
    store.moveToWeekEdge('end');
    expect(store.focusedDay).toBe('2026-10-25');
  });

  it('moves by months keeping the day inside the target month, and comes back to today', () => {
    const store = storeAt('2027-01-31T10:00:00Z');
    store.nextMonth();
    expect([store.focusedDay, store.month, store.isCurrentMonth]).toEqual(['2027-02-28', '2027-02', false]);
    store.previousMonth();
    store.previousMonth();
    expect(store.month).toBe('2026-12');
    store.goToToday();
    expect([store.focusedDay, store.month]).toEqual(['2027-01-31', '2027-01']);
  });

  it('keeps the month the teacher was looking at when the grid is read again', () => {
    const store = storeAt('2026-10-10T10:00:00Z');
    store.nextMonth();
    store.setGradebook(aGradebook());
    expect(store.month).toBe('2026-11');
  });
});
