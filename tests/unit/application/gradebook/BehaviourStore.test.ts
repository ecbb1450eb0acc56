import { describe, expect, it } from 'vitest';
import { BehaviourStore, RECENT_POINTS_PAGE } from '@application/gradebook/BehaviourStore';
import { appError } from '@application/shared/AppError';
import { InMemoryClassroomGateway } from '@tests/fakes/InMemoryClassroomGateway';

const COURSE = 'c-mat';

async function setUp(options: { canWrite?: boolean } = {}) {
  const gateway = new InMemoryClassroomGateway();
  gateway.addPoint({ studentGuid: 's-pablo', kind: 'positive', reason: 'Ayudó a un compañero' });
  gateway.addPoint({ studentGuid: 's-marta', kind: 'needs-work', reason: 'Sin material', day: '2026-11-20' });
  gateway.addPoint({ studentGuid: 's-pablo', kind: 'needs-work', reason: 'Llegó tarde' });
  const store = new BehaviourStore(gateway);
  await store.init(COURSE, gateway.students, options.canWrite ?? true);
  gateway.calls.length = 0;
  return { gateway, store };
}

const reasons = (store: BehaviourStore) => store.points.map((p) => p.reason);
const countsOf = (store: BehaviourStore, guid: string) => store.summary.find((row) => row.student.guid === guid)?.counts;

describe('BehaviourStore', () => {
  it('reads the points newest first and counts them per student, zeros included', async () => {
    const { store } = await setUp();
    expect(store.read.status).toBe('ready');
    expect(reasons(store)).toEqual(['Llegó tarde', 'Sin material', 'Ayudó a un compañero']);
    expect(countsOf(store, 's-pablo')).toEqual({ positive: 1, needsWork: 1, balance: 0 });
    expect(countsOf(store, 's-marta')).toEqual({ positive: 0, needsWork: 1, balance: -1 });
    expect(countsOf(store, 's-hugo')).toEqual({ positive: 0, needsWork: 0, balance: 0 });
  });

  it('shows a student only their own row, as the server answers', async () => {
    const gateway = new InMemoryClassroomGateway();
    gateway.addPoint({ studentGuid: 's-marta' });
    gateway.reader = { view: 'student', guid: 's-pablo' };
    const store = new BehaviourStore(gateway);
    await store.init(COURSE, gateway.students, false);
    expect(store.summary.map((row) => row.student.guid)).toEqual(['s-pablo']);
    expect(store.points).toEqual([]);
  });

  it('gives the same point to several students: on top of the list, counted, announced and ready to undo', async () => {
    const { gateway, store } = await setUp();

    const result = await store.give({ studentGuids: ['s-hugo', 's-marta'], kind: 'positive', reason: '  Buena participación ' });

    expect(result.ok).toBe(true);
    expect(gateway.calls).toEqual([{ method: 'givePoints', args: [COURSE, { studentGuids: ['s-hugo', 's-marta'], kind: 'positive', reason: 'Buena participación' }] }]);
    expect(store.points.slice(0, 2).map((p) => [p.studentGuid, p.reason])).toEqual([
      ['s-hugo', 'Buena participación'],
      ['s-marta', 'Buena participación'],
    ]);
    expect(store.lastGiven.map((p) => p.studentGuid)).toEqual(['s-hugo', 's-marta']);
    expect(countsOf(store, 's-marta')).toEqual({ positive: 1, needsWork: 1, balance: 0 });
    expect(store.announcement).toMatchObject({ key: 'behaviour.announce.givenPositive', values: { count: 2, names: 'Hugo Fernández Gil, Marta Sánchez Díaz' } });
    expect(store.giving).toBe(false);
  });

  it('refuses with the domain before calling the server: no students, too many, no reason, a reason too long', async () => {
    const { gateway, store } = await setUp();
    const code = async (point: Parameters<BehaviourStore['give']>[0]) => {
      const result = await store.give(point);
      return result.err ? result.val.details?.[0]?.message : 'accepted';
    };
    expect(await code({ studentGuids: [], kind: 'positive', reason: 'Bien' })).toBe('behaviour.no-students');
    expect(await code({ studentGuids: Array.from({ length: 61 }, (_, i) => `s-${i}`), kind: 'positive', reason: 'Bien' })).toBe('behaviour.too-many-students');
    expect(await code({ studentGuids: ['s-pablo'], kind: 'positive', reason: '   ' })).toBe('behaviour.reason-required');
    expect(await code({ studentGuids: ['s-pablo'], kind: 'needs-work', reason: 'x'.repeat(121) })).toBe('behaviour.reason-too-long');
    expect(gateway.calls).toEqual([]);
  });

  it('keeps the list as it was when the server refuses a give', async () => {
    const { gateway, store } = await setUp();
    gateway.failures.set('givePoints', appError('validation', 'VALIDATION_FAILED', { details: [{ path: '/student_guids/0', message: 'behaviour.not-a-student' }] }));
    const result = await store.give({ studentGuids: ['s-pablo'], kind: 'positive', reason: 'Bien' });
    expect(result.err && result.val.details?.[0]?.message).toBe('behaviour.not-a-student');
    expect(store.points).toHaveLength(3);
    expect(store.lastGiven).toEqual([]);
  });

  it('undoes the last give as a whole: every student of it, then nothing left to undo', async () => {
    const { gateway, store } = await setUp();
    await store.give({ studentGuids: ['s-hugo', 's-marta'], kind: 'needs-work', reason: 'Interrumpió la clase' });

    await store.undoLast();

    expect(gateway.calls.filter((c) => c.method === 'deletePoint')).toHaveLength(2);
    expect(reasons(store)).toEqual(['Llegó tarde', 'Sin material', 'Ayudó a un compañero']);
    expect(gateway.points).toHaveLength(3);
    expect(store.lastGiven).toEqual([]);
    expect(store.announcement).toMatchObject({ key: 'behaviour.announce.undone', values: { count: 2 } });
    await store.undoLast();
    expect(gateway.calls.filter((c) => c.method === 'deletePoint')).toHaveLength(2);
  });

  it('deletes a point at once and puts it back in its place when the server refuses', async () => {
    const { gateway, store } = await setUp();
    const middle = store.points[1];
    gateway.hold();
    const removing = store.remove(middle?.guid ?? '');
    expect(reasons(store)).toEqual(['Llegó tarde', 'Ayudó a un compañero']);
    gateway.failures.set('deletePoint', appError('unavailable', 'INTERNAL', { status: 500 }));
    gateway.release();
    await removing;
    expect(reasons(store)).toEqual(['Llegó tarde', 'Sin material', 'Ayudó a un compañero']);
    expect(store.actionError).toMatchObject({ code: 'INTERNAL' });

    gateway.failures.clear();
    await store.remove(middle?.guid ?? '');
    expect(reasons(store)).toEqual(['Llegó tarde', 'Ayudó a un compañero']);
    expect(store.actionError).toBeUndefined();
    expect(store.announcement).toMatchObject({ key: 'behaviour.announce.deleted', values: { names: 'Marta Sánchez Díaz' } });
  });

  it('takes a point already gone on the server (404) as deleted', async () => {
    const { gateway, store } = await setUp();
    const first = store.points[0];
    gateway.points = gateway.points.filter((p) => p.guid !== first?.guid);
    await store.remove(first?.guid ?? '');
    expect(store.points.map((p) => p.guid)).not.toContain(first?.guid);
    expect(store.actionError).toBeUndefined();
  });

  it('takes new names from a grid read again without reading the points again or losing the Undo', async () => {
    const { gateway, store } = await setUp();
    await store.give({ studentGuids: ['s-hugo'], kind: 'positive', reason: 'Gran esfuerzo' });
    gateway.calls.length = 0;
    store.setStudents(gateway.students.map((s) => (s.guid === 's-hugo' ? { ...s, name: 'Hugo Andrés' } : s)));
    expect(store.studentOf('s-hugo')?.name).toBe('Hugo Andrés');
    expect(store.lastGiven).toHaveLength(1);
    expect(gateway.calls).toEqual([]);
  });

  it('shows the recent points a page at a time', async () => {
    const { gateway, store } = await setUp();
    for (let i = 0; i < RECENT_POINTS_PAGE; i += 1) gateway.addPoint({ reason: `Punto ${i}` });
    await store.load();
    expect(store.recentPoints).toHaveLength(RECENT_POINTS_PAGE);
    expect(store.hasMore).toBe(true);
    store.showMore();
    expect(store.recentPoints).toHaveLength(RECENT_POINTS_PAGE + 3);
    expect(store.hasMore).toBe(false);
  });

  it('reports a failed read, and changes nothing when the caller may only read', async () => {
    const { gateway, store } = await setUp({ canWrite: false });
    expect((await store.give({ studentGuids: ['s-pablo'], kind: 'positive', reason: 'Bien' })).err).toBe(true);
    await store.remove(store.points[0]?.guid ?? '');
    expect(gateway.calls).toEqual([]);

    gateway.failure = appError('network', 'NETWORK');
    await store.load();
    expect(store.read.status).toBe('failed');
    expect(store.read.error).toMatchObject({ code: 'NETWORK' });
  });
});
