import { describe, expect, it } from 'vitest';
import { HandInListStore } from '@application/viewer/HandInListStore';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryViewerGateway } from '@tests/fakes/InMemoryViewerGateway';
import { aJob } from '@tests/unit/application/viewer/itemMothers';

const NOW = new Date('2026-11-22T10:00:00Z');

async function listWith(item: { dueAt: Date | null; canDeliverLate: boolean; gradesPublished: boolean }) {
  const gateway = new InMemoryViewerGateway();
  gateway.jobsByItem.set('item-1', [
    aJob({ personGuid: 'ana', studentName: 'Ana', status: 'pending', deliveredAt: null }),
    aJob({ personGuid: 'bruno', studentName: 'Bruno', status: 'delivered', deliveredAt: new Date('2026-11-20T09:00:00Z') }),
    aJob({ personGuid: 'carla', studentName: 'Carla', status: 'evaluated', deliveredAt: new Date('2026-11-19T09:00:00Z') }),
  ]);
  const store = new HandInListStore(gateway, new FixedClock(NOW));
  store.setItem(item);
  await store.load('item-1');
  return Object.fromEntries(store.jobs.map((job) => [job.personGuid, store.labelOf(job)]));
}

describe('HandInListStore', () => {
  it('reads a student who never handed in as "not handed in" once the deadline closed, never "pending"', async () => {
    expect(await listWith({ dueAt: new Date('2026-11-21T10:00:00Z'), canDeliverLate: false, gradesPublished: false })).toEqual({ ana: 'not-handed-in', bruno: 'turned-in', carla: 'graded' });
  });

  it('reads them as late while late work is taken, and as still to hand in before the deadline', async () => {
    expect((await listWith({ dueAt: new Date('2026-11-21T10:00:00Z'), canDeliverLate: true, gradesPublished: false })).ana).toBe('late');
    expect((await listWith({ dueAt: new Date('2026-11-30T10:00:00Z'), canDeliverLate: false, gradesPublished: false })).ana).toBe('awaiting');
  });

  it('reads them as not handed in once the grades are published, deadline or not', async () => {
    expect(await listWith({ dueAt: null, canDeliverLate: false, gradesPublished: true })).toEqual({ ana: 'not-handed-in', bruno: 'turned-in', carla: 'grades-published' });
  });
});
