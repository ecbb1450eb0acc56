import { describe, expect, it } from 'vitest';
import { TimetableStore } from '@application/calendar/TimetableStore';
import { appError } from '@application/shared/AppError';
import { InMemoryTimetableGateway } from '@tests/fakes/InMemoryTimetableGateway';

async function setup() {
  const gateway = new InMemoryTimetableGateway();
  const store = new TimetableStore(gateway);
  await store.load('c-1');
  return { gateway, store };
}

describe('TimetableStore', () => {
  it('starts a first timetable on today for about a term, and a first class on Monday at 09:00', async () => {
    const { store } = await setup();
    store.edit('2026-11-23');
    expect([store.startsOn, store.endsOn]).toEqual(['2026-11-23', '2027-02-21']);
    store.addSlot();
    const second = store.addSlot();
    expect(store.slots.map(({ weekday, starts, ends }) => [weekday, starts, ends])).toEqual([
      [1, '09:00', '10:00'],
      [2, '09:00', '10:00'],
    ]);
    expect(second.key).not.toBe(store.slots[0]?.key);
  });

  it('refuses an overlap before sending and marks the row that overlaps', async () => {
    const { gateway, store } = await setup();
    store.edit('2026-11-23');
    const first = store.addSlot();
    const second = store.addSlot();
    store.updateSlot(second.key, { weekday: 1, starts: '09:30', ends: '10:30' });
    const result = await store.save();
    expect(result.err && result.val.kind).toBe('invalid');
    expect(store.slotIssue(second.key, 'starts')).toBe('timetable.slots-overlap');
    expect(store.slotIssue(first.key, 'starts')).toBeUndefined();
    expect(gateway.saved).toHaveLength(0);
    expect(store.editing).toBe(true);
  });

  it('saves the whole timetable, closes the editor and shows what the server holds', async () => {
    const { gateway, store } = await setup();
    store.edit('2026-11-23');
    const slot = store.addSlot();
    store.updateSlot(slot.key, { weekday: 4, room: 'Laboratorio' });
    expect((await store.save()).ok).toBe(true);
    expect(gateway.saved).toEqual([{ startsOn: '2026-11-23', endsOn: '2027-02-21', slots: [{ weekday: 4, starts: '09:00', ends: '10:00', room: 'Laboratorio' }] }]);
    expect(store.editing).toBe(false);
    expect(store.value?.slots).toHaveLength(1);
  });

  it('puts the server’s issues on the same fields and keeps the draft', async () => {
    const { gateway, store } = await setup();
    gateway.failure = appError('validation', 'VALIDATION_FAILED', { status: 400, details: [{ path: '/ends_on', message: 'timetable.range-too-long' }] });
    store.edit('2026-11-23');
    const result = await store.save();
    expect(result.err && result.val.kind).toBe('invalid');
    expect(store.issueAt('/ends_on')).toBe('timetable.range-too-long');
    expect(store.editing).toBe(true);
  });

  it('reports a failure that is not about the form', async () => {
    const { gateway, store } = await setup();
    gateway.failure = appError('network', 'NETWORK');
    store.edit('2026-11-23');
    const result = await store.save();
    expect(result.err && result.val.kind).toBe('failed');
    expect(store.issues).toEqual({});
  });
});
