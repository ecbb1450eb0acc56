import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { PublishingStore } from '@application/gradebook/PublishingStore';
import { aGradebook, aGradebookItem } from '@tests/fakes/gradebookMothers';
import { InMemoryGradebookSetupGateway } from '@tests/fakes/InMemoryGradebookSetupGateway';

async function setUp(seed: Parameters<typeof aGradebook>[0] = {}) {
  const gateway = new InMemoryGradebookSetupGateway(aGradebook(seed));
  const store = new PublishingStore(gateway, gateway.grid);
  await store.load('c-mat');
  return { gateway, store };
}

describe('PublishingStore', () => {
  it('reads the books: one per period with what is unpublished and the domain’s warnings, and the items without period', async () => {
    const { store } = await setUp({ items: [aGradebookItem(), aGradebookItem({ guid: 'i-free', name: 'Sin periodo', period: null })] });

    expect(store.status).toBe('ready');
    expect(store.periodBooks.map((b) => b.period)).toEqual(['t01', 't02', 't03', 'annual']);
    expect(store.bookOf('t01')).toMatchObject({ published: false, unpublishedItems: 1, publishWarnings: [{ code: 'publish.unpublished-activities', count: 1 }] });
    expect(store.bookOf('t02')?.publishWarnings).toEqual([{ code: 'publish.unpublished-earlier-periods', periods: ['t01'] }]);
    expect(store.looseBook?.items.map((i) => i.name)).toEqual(['Sin periodo']);
  });

  it('waits for the confirmation when the domain warns, then publishes the period and its items and reads the books again', async () => {
    const { gateway, store } = await setUp();

    expect(await store.requestPublish('t01')).toBeUndefined();
    expect(store.pending).toEqual({ period: 't01', warnings: [{ code: 'publish.unpublished-activities', count: 3 }] });
    expect(gateway.calls).toEqual([]);

    const result = await store.confirmPending();

    expect(result?.ok && result.val).toMatchObject({ period: 't01', published: true, itemsPublished: 3, publishedPeriods: ['t01'] });
    expect(gateway.calls).toEqual([{ method: 'publishPeriod', period: 't01', published: true }]);
    expect(store.pending).toBeUndefined();
    expect(store.bookOf('t01')).toMatchObject({ published: true, unpublishedItems: 0, publishWarnings: [] });
    expect(store.bookOf('t02')?.publishWarnings).toEqual([{ code: 'publish.unpublished-activities', count: 1 }]);
    expect(store.announcement).toMatchObject({ key: 'gradebookSetup:publish.announce.published', values: { period: 't01', count: 3 } });
    expect(store.changed).toBe(true);
  });

  it('publishes at once when nothing warns', async () => {
    const { gateway, store } = await setUp({ items: [aGradebookItem({ published: true })] });

    const result = await store.requestPublish('t01');

    expect(result?.ok).toBe(true);
    expect(store.pending).toBeUndefined();
    expect(gateway.calls).toEqual([{ method: 'publishPeriod', period: 't01', published: true }]);
  });

  it('sends nothing when the teacher cancels', async () => {
    const { gateway, store } = await setUp();

    await store.requestPublish('t02');
    store.cancelPending();

    expect(store.pending).toBeUndefined();
    expect(gateway.calls).toEqual([]);
  });

  it('keeps the confirmation open with the refusal when publishing fails', async () => {
    const { gateway, store } = await setUp();
    await store.requestPublish('t01');
    gateway.failNext = appError('network', 'NETWORK');

    const result = await store.confirmPending();

    expect(result?.err).toBe(true);
    expect(store.actionError?.code).toBe('NETWORK');
    expect(store.pending?.period).toBe('t01');
    expect(store.busy).toBeUndefined();
    expect(store.changed).toBe(false);
  });

  it('withdraws a period: its final grade hides again, its items stay published', async () => {
    const { gateway, store } = await setUp({ items: [aGradebookItem({ published: true })], publishedPeriods: ['t01'] });

    await store.withdraw('t01');

    expect(gateway.gradebook.publishedPeriods).toEqual([]);
    expect(gateway.gradebook.items[0]?.published).toBe(true);
    expect(store.bookOf('t01')?.published).toBe(false);
    expect(store.announcement).toMatchObject({ key: 'gradebookSetup:publish.announce.withdrawn', values: { period: 't01' } });
  });

  it('shows a failed read and reads again on retry', async () => {
    const gateway = new InMemoryGradebookSetupGateway();
    const store = new PublishingStore(gateway, gateway.grid);
    gateway.grid.booksFailure = appError('unavailable', 'INTERNAL');

    await store.load('c-mat');
    expect(store.status).toBe('failed');
    expect(store.error?.code).toBe('INTERNAL');

    gateway.grid.booksFailure = undefined;
    await store.retry();
    expect(store.status).toBe('ready');
  });

  it("publishes and withdraws one item's grades", async () => {
    const { gateway, store } = await setUp();

    const published = await store.publishItem('c-mat', 'i-test-1', true);
    expect(published.ok && published.val).toEqual({ published: true });
    expect(gateway.gradebook.items[0]?.published).toBe(true);

    gateway.failNext = appError('conflict', 'GRADES_PUBLISHED');
    const refused = await store.publishItem('c-mat', 'i-test-1', false);
    expect(refused.err).toBe(true);
    expect(store.actionError?.code).toBe('GRADES_PUBLISHED');
    expect(store.busy).toBeUndefined();
  });
});
