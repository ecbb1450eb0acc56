import { describe, expect, it } from 'vitest';
import { AttendanceStore } from '@application/gradebook/AttendanceStore';
import { appError } from '@application/shared/AppError';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryClassroomGateway } from '@tests/fakes/InMemoryClassroomGateway';

const COURSE = 'c-mat';
const NETWORK = appError('network', 'NETWORK');

/** 23:30 UTC on the 24th is already the 25th in Madrid: the school's today. */
async function setUp(options: { canWrite?: boolean; now?: string } = {}) {
  const gateway = new InMemoryClassroomGateway();
  gateway.sessions.set('2026-11-24', { 's-pablo': 'present', 's-marta': 'absent', 's-hugo': 'late' });
  gateway.sessions.set('2026-11-20', { 's-pablo': 'excused', 's-marta': 'present' });
  gateway.sessions.set('2026-09-15', { 's-pablo': 'absent' });
  const clock = new FixedClock(new Date(options.now ?? '2026-11-24T23:30:00Z'));
  const store = new AttendanceStore(gateway, clock);
  await store.init(COURSE, 'Europe/Madrid', options.canWrite ?? true);
  gateway.calls.length = 0;
  return { gateway, clock, store };
}

const marksCalls = (gateway: InMemoryClassroomGateway) => gateway.calls.filter((c) => c.method === 'markAttendance').map((c) => c.args.slice(1));

describe('AttendanceStore', () => {
  it("opens on the school's today with one read of the last 31 days: students, the day's marks and the counts", async () => {
    const gateway = new InMemoryClassroomGateway();
    gateway.sessions.set('2026-11-24', { 's-pablo': 'late' });
    const store = new AttendanceStore(gateway, new FixedClock(new Date('2026-11-24T23:30:00Z')));

    await store.init(COURSE, 'Europe/Madrid', true);

    expect(gateway.calls).toEqual([{ method: 'attendance', args: [COURSE, { from: '2026-10-26', to: '2026-11-25' }] }]);
    expect(store.today).toBe('2026-11-25');
    expect(store.day).toBe('2026-11-25');
    expect(store.dayStatus).toBe('ready');
    expect(store.summaryStatus).toBe('ready');
    expect(store.students.map((s) => s.name)).toEqual(['Hugo', 'Pablo', 'Marta']);
    expect(store.marks).toEqual({});
    expect(store.unmarkedCount).toBe(3);
    expect(store.summary.find((row) => row.student.guid === 's-pablo')).toMatchObject({ counts: { present: 0, late: 1, sessions: 1 }, rate: 100 });
    expect(store.canGoNext).toBe(false);
  });

  it('shows a mark at once, says it is saving, and saved once the server answers with the whole day', async () => {
    const { gateway, store } = await setUp();
    gateway.hold();

    store.mark('s-pablo', 'absent');

    expect(store.markOf('s-pablo')).toBe('absent');
    expect(store.saveState).toBe('saving');
    gateway.release();
    await store.whenSaved();
    expect(store.saveState).toBe('saved');
    expect(store.confirmed.get('2026-11-25')).toEqual({ 's-pablo': 'absent' });
    expect(gateway.sessions.get('2026-11-25')).toEqual({ 's-pablo': 'absent' });
  });

  it('sends one write at a time, in order; marks made meanwhile go together in the next write', async () => {
    const { gateway, store } = await setUp();
    gateway.hold();

    store.mark('s-pablo', 'absent');
    store.mark('s-marta', 'late');
    store.mark('s-hugo', 'present');
    store.mark('s-marta', 'excused');

    expect(gateway.waiting).toBe(1);
    expect(store.marks).toEqual({ 's-pablo': 'absent', 's-marta': 'excused', 's-hugo': 'present' });
    gateway.release();
    await store.whenSaved();
    expect(marksCalls(gateway)).toEqual([
      ['2026-11-25', { marks: { 's-pablo': 'absent' } }],
      ['2026-11-25', { marks: { 's-marta': 'excused', 's-hugo': 'present' } }],
    ]);
    expect(store.marks).toEqual({ 's-pablo': 'absent', 's-marta': 'excused', 's-hugo': 'present' });
  });

  it('fills only the students without a mark, keeping the marks made before it (even those still on their way)', async () => {
    const { gateway, store } = await setUp();
    gateway.hold();
    store.mark('s-marta', 'absent');
    store.mark('s-hugo', 'absent');

    expect(store.unmarkedCount).toBe(1);
    store.markEveryoneUnmarked('present');
    expect(store.marks).toEqual({ 's-marta': 'absent', 's-hugo': 'absent', 's-pablo': 'present' });
    expect(store.unmarkedCount).toBe(0);

    gateway.release();
    await store.whenSaved();
    expect(gateway.sessions.get('2026-11-25')).toEqual({ 's-marta': 'absent', 's-hugo': 'absent', 's-pablo': 'present' });
    // Nothing left to fill: no write.
    store.markEveryoneUnmarked('present');
    expect(marksCalls(gateway)).toHaveLength(2);
  });

  it('does not merge a mark into a waiting fill: the fill must see the marks in the order they were made', async () => {
    const { gateway, store } = await setUp();
    gateway.hold();
    store.mark('s-pablo', 'late');
    store.markEveryoneUnmarked('present');
    store.mark('s-marta', null);

    expect(store.marks).toEqual({ 's-pablo': 'late', 's-hugo': 'present' });
    gateway.release();
    await store.whenSaved();
    expect(marksCalls(gateway)).toEqual([
      ['2026-11-25', { marks: { 's-pablo': 'late' } }],
      ['2026-11-25', { fill: 'present' }],
      ['2026-11-25', { marks: { 's-marta': null } }],
    ]);
    expect(gateway.sessions.get('2026-11-25')).toEqual({ 's-pablo': 'late', 's-hugo': 'present' });
  });

  it('rolls a failed mark back to what the server has and keeps it for Retry, so nothing is lost', async () => {
    const { gateway, store } = await setUp();
    store.previousDay();
    await store.loadDay();
    gateway.failures.set('markAttendance', NETWORK);

    store.mark('s-marta', 'late');
    await store.whenSaved();

    expect(store.markOf('s-marta')).toBe('absent');
    expect(store.saveState).toBe('failed');
    expect(store.saveError).toEqual(NETWORK);
    expect(store.unsavedMarks).toEqual([{ day: '2026-11-24', studentGuid: 's-marta', status: 'late' }]);

    gateway.failures.clear();
    store.retryUnsaved();
    await store.whenSaved();
    expect(store.markOf('s-marta')).toBe('late');
    expect(store.saveState).toBe('saved');
    expect(store.unsaved).toEqual([]);
  });

  it('lets a newer choice for a student replace the one that failed, and Discard forget the rest', async () => {
    const { gateway, store } = await setUp();
    gateway.failures.set('markAttendance', NETWORK);
    store.mark('s-pablo', 'absent');
    store.mark('s-marta', 'absent');
    await store.whenSaved();
    expect(store.unsavedMarks.map((m) => m.studentGuid)).toEqual(['s-pablo', 's-marta']);

    gateway.failures.clear();
    store.mark('s-pablo', 'present');
    await store.whenSaved();
    expect(store.unsavedMarks.map((m) => m.studentGuid)).toEqual(['s-marta']);
    expect(store.markOf('s-pablo')).toBe('present');

    store.discardUnsaved();
    expect(store.saveState).toBe('saved');
    expect(store.markOf('s-marta')).toBeUndefined();
  });

  it('lists the students a failed fill would have marked', async () => {
    const { gateway, store } = await setUp();
    store.mark('s-hugo', 'absent');
    await store.whenSaved();
    gateway.failures.set('markAttendance', appError('validation', 'VALIDATION_FAILED', { details: [{ path: '/day', message: 'attendance.future-day' }] }));
    store.markEveryoneUnmarked('present');
    await store.whenSaved();
    expect(store.unsavedMarks).toEqual([
      { day: '2026-11-25', studentGuid: 's-pablo', status: 'present' },
      { day: '2026-11-25', studentGuid: 's-marta', status: 'present' },
    ]);
    expect(store.saveError?.details?.[0]?.message).toBe('attendance.future-day');
  });

  it('moves between days: known days at once, others read; never after today; a typed day checked by the domain', async () => {
    const { gateway, store } = await setUp();

    store.previousDay();
    expect(store.day).toBe('2026-11-24');
    expect(store.dayReady).toBe(true);
    expect(store.marks).toEqual({ 's-pablo': 'present', 's-marta': 'absent', 's-hugo': 'late' });
    expect(store.canGoNext).toBe(true);
    store.nextDay();
    expect(store.day).toBe('2026-11-25');
    store.nextDay();
    expect(store.day).toBe('2026-11-25');

    expect(store.goToDay('2026-11-26').err).toBe(true);
    expect(store.dayInputError).toBe('attendance.future-day');
    expect(store.day).toBe('2026-11-25');
    expect(store.goToDay('2026-02-30').val).toBe('attendance.invalid-day');

    gateway.calls.length = 0;
    expect(store.goToDay('2026-09-15').ok).toBe(true);
    expect(store.dayInputError).toBeUndefined();
    expect(store.dayStatus).toBe('loading');
    await store.loadDay();
    expect(store.marks).toEqual({ 's-pablo': 'absent' });
    expect(gateway.calls.at(-1)).toEqual({ method: 'attendance', args: [COURSE, { from: '2026-09-15', to: '2026-09-15' }] });
    store.goToToday();
    expect(store.day).toBe('2026-11-25');
  });

  it('shows a failed read of a day with its error, and reads it again', async () => {
    const { gateway, store } = await setUp();
    gateway.failures.set('attendance', NETWORK);
    store.goToDay('2026-09-15');
    await store.loadDay();
    expect(store.dayStatus).toBe('failed');
    expect(store.dayError).toEqual(NETWORK);

    gateway.failures.clear();
    await store.loadDay();
    expect(store.dayStatus).toBe('ready');
    expect(store.marks).toEqual({ 's-pablo': 'absent' });
  });

  it('counts per student over the range with the rate, moving as the teacher marks', async () => {
    const { store } = await setUp();
    const row = (guid: string) => store.summary.find((r) => r.student.guid === guid);
    expect(row('s-pablo')).toMatchObject({ counts: { present: 1, absent: 0, late: 0, excused: 1, sessions: 2 }, rate: 100 });
    expect(row('s-marta')).toMatchObject({ counts: { present: 1, absent: 1, sessions: 2 }, rate: 50 });
    expect(store.sessionsInRange).toBe(2);

    store.mark('s-marta', 'present');
    expect(row('s-marta')).toMatchObject({ counts: { present: 2, absent: 1, sessions: 3 } });
    expect(row('s-marta')?.rate).toBeCloseTo(66.67, 2);
    await store.whenSaved();
    expect(store.sessionsInRange).toBe(3);
  });

  it('reads another range checked by the domain', async () => {
    const { gateway, store } = await setUp();
    await store.showRange('2026-11-20', '2026-11-10');
    expect(store.rangeError).toBe('attendance.invalid-range');
    expect(gateway.calls).toEqual([]);
    await store.showRange('2025-01-01', '2026-11-25');
    expect(store.rangeError).toBe('attendance.range-too-long');

    await store.showRange('2026-09-01', '2026-09-30');
    expect(store.rangeError).toBeUndefined();
    expect(store.range).toEqual({ from: '2026-09-01', to: '2026-09-30' });
    expect(store.summary.find((r) => r.student.guid === 's-pablo')).toMatchObject({ counts: { absent: 1, sessions: 1 }, rate: 0 });
    expect(store.summary.find((r) => r.student.guid === 's-marta')).toMatchObject({ counts: { sessions: 0 }, rate: null });
  });

  it('deletes the day on screen once the writes on their way have answered', async () => {
    const { gateway, store } = await setUp();
    store.previousDay();
    store.mark('s-pablo', 'late');
    const result = await store.clearDay();
    expect(result.ok).toBe(true);
    expect(gateway.calls.map((c) => c.method)).toEqual(['attendance', 'markAttendance', 'clearAttendance']);
    expect(store.marks).toEqual({});
    expect(gateway.sessions.has('2026-11-24')).toBe(false);
  });

  it('writes nothing when the caller may only read', async () => {
    const { gateway, store } = await setUp({ canWrite: false });
    store.mark('s-pablo', 'absent');
    store.markEveryoneUnmarked();
    expect(gateway.calls).toEqual([]);
    expect(store.marks).toEqual({});
  });
});
