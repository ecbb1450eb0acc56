import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { KanbanStore } from '@application/resources/KanbanStore';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryResourceGateway } from '@tests/fakes/InMemoryResourceGateway';
import { aBoardItem, aBoardLesson } from './resourceMothers';

function setUp(lesson = aBoardLesson()) {
  const gateway = new InMemoryResourceGateway();
  gateway.boards.set(lesson.guid, lesson);
  // 2026-11-22T10:00Z is 11:00 in Madrid.
  const clock = new FixedClock(new Date('2026-11-22T10:00:00Z'));
  return { store: new KanbanStore(gateway, clock), gateway, clock };
}

const columnGuids = (store: KanbanStore) => Object.fromEntries(store.columns.map(({ column, cards }) => [column, cards.map((card) => card.item.guid)]));

describe('KanbanStore', () => {
  it('puts each item in its column by the domain rules, reading deliver dates in the school zone', async () => {
    const { store } = setUp();
    await store.load('l-1');
    expect(columnGuids(store)).toEqual({ draft: ['i-draft'], open: ['i-open'], 'to-review': ['i-review'], closed: ['i-closed'] });
  });

  it('reads the same wall-clock deadline differently in another zone', async () => {
    // 10:30 in Lisbon is 10:30Z: still ahead of 10:00Z, so the item is open there.
    const { store } = setUp(aBoardLesson({ timeZone: 'Europe/Lisbon' }));
    await store.load('l-1');
    expect(columnGuids(store).open).toEqual(['i-open', 'i-closed']);
  });

  it('lets a published card go back to Draft and a draft card into the column it would land in', async () => {
    const { store } = setUp();
    await store.load('l-1');
    const items = store.lesson?.items ?? [];
    const [draft, open, review] = items;
    if (!draft || !open || !review) throw new Error('fixture');
    expect(store.checkMove(open, 'draft').ok).toBe(true);
    expect(store.checkMove(draft, 'open').ok && store.checkMove(draft, 'open').val).toBe(true);
    expect(store.checkMove(draft, 'closed').val).toEqual({ code: 'derived-column', column: 'closed', landing: 'open' });
    expect(store.checkMove(review, 'closed').val).toEqual({ code: 'derived-column', column: 'closed', landing: 'to-review' });
    expect(store.checkMove(open, 'open').val).toEqual({ code: 'same-column' });
    expect(store.moveTarget(draft)).toBe('open');
    expect(store.moveTarget(open)).toBe('draft');
  });

  it('publishes a draft through the gateway and shows the card where it lands', async () => {
    const { store, gateway } = setUp();
    await store.load('l-1');
    const result = await store.move('i-draft', 'open');
    expect(result.ok && result.val).toMatchObject({ published: true, column: 'open' });
    expect(gateway.calls.filter((call) => call.method === 'setPublished').map((call) => call.args)).toEqual([['i-draft', true]]);
    expect(columnGuids(store).open).toEqual(['i-draft', 'i-open']);
    expect(store.pending).toEqual([]);
  });

  it('refuses a drop into a derived column without calling the server', async () => {
    const { store, gateway } = setUp();
    await store.load('l-1');
    const result = await store.move('i-open', 'closed');
    expect(result.err && result.val).toEqual({ code: 'derived-column', column: 'closed', landing: 'open' });
    expect(gateway.calls.some((call) => call.method === 'setPublished')).toBe(false);
  });

  it('keeps the card where it was when the server refuses', async () => {
    const { store, gateway } = setUp();
    await store.load('l-1');
    gateway.writeFailure = appError('forbidden', 'FORBIDDEN', { status: 403 });
    const result = await store.move('i-open', 'draft');
    expect(result.err && 'kind' in result.val && result.val.code).toBe('FORBIDDEN');
    expect(columnGuids(store).open).toEqual(['i-open']);
  });

  it('refuses the board to someone who may not change the lesson', async () => {
    const { store } = setUp(aBoardLesson({ canUpdate: false, items: [aBoardItem({ published: false })] }));
    await store.load('l-1');
    expect(store.isRefused).toBe(true);
    const item = store.lesson?.items[0];
    if (!item) throw new Error('fixture');
    expect(store.checkMove(item, 'open').val).toEqual({ code: 'not-allowed' });
    expect(store.moveTarget(item)).toBeUndefined();
  });

  it('reports an unknown lesson as not found', async () => {
    const { store } = setUp();
    await store.load('l-unknown');
    expect(store.isNotFound).toBe(true);
  });
});
