import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { ItemSettingsStore, itemRefusal } from '@application/gradebook/ItemSettingsStore';
import { aGradebook, aGradebookItem, aManualColumn } from '@tests/fakes/gradebookMothers';
import { InMemoryGradebookSetupGateway } from '@tests/fakes/InMemoryGradebookSetupGateway';

const categories = [
  { guid: 'cat-work', name: 'Trabajos', weight: 40, position: 1 },
  { guid: 'cat-exams', name: 'Exámenes', weight: 60, position: 0 },
];

function setUp(itemGuid: string | null, seed: Parameters<typeof aGradebook>[0] = {}) {
  const gateway = new InMemoryGradebookSetupGateway(aGradebook({ categories, ...seed }));
  const store = new ItemSettingsStore(gateway);
  store.open(gateway.gradebook, gateway.gradebook.items.find((i) => i.guid === itemGuid) ?? null);
  return { gateway, store };
}

describe('ItemSettingsStore', () => {
  it("starts from a lesson item's fields; its periods are the scheme's and annual, its categories the course's in order", () => {
    const { store } = setUp('i-test-1');

    expect(store.isNew).toBe(false);
    expect(store.isColumn).toBe(false);
    expect(store.timeZone).toBe('Europe/Madrid');
    expect(store.initialDraft).toEqual({
      name: 'Test: Números enteros',
      maxScore: '10',
      period: 't01',
      categoryGuid: null,
      weight: '1',
      countsForFinalGrade: true,
      lateCountsAsZero: false,
      dueAtLocal: '2026-10-05T10:00:00',
    });
    expect(store.periodChoices).toEqual(['t01', 't02', 't03', 'annual'].map((code) => ({ code, ofScheme: true })));
    expect(store.categoryChoices.map((c) => c.name)).toEqual(['Exámenes', 'Trabajos']);
    expect(store.categoriesRequired).toBe(true);
  });

  it('offers the period of another scheme an item still has, marked as such', () => {
    const { store } = setUp('i-test-1', { items: [aGradebookItem({ period: 'q02' })], students: [] });

    expect(store.periodChoices.at(-1)).toEqual({ code: 'q02', ofScheme: false });
  });

  it('sends only the fields that changed, numbers as typed with a comma, the due date as the school’s wall clock', async () => {
    const { gateway, store } = setUp('i-task-1');

    const result = await store.save({ ...store.initialDraft, period: 't02', categoryGuid: 'cat-work', weight: '2,5', lateCountsAsZero: true, dueAtLocal: '2026-10-22T23:59:00' });

    expect(result.ok).toBe(true);
    expect(gateway.calls).toEqual([
      { method: 'updateItem', guid: 'i-task-1', change: { period: 't02', categoryGuid: 'cat-work', weight: 2.5, lateCountsAsZero: true, dueAtLocal: '2026-10-22T23:59:00' } },
    ]);
    expect(store.saved).toMatchObject({ guid: 'i-task-1', period: 't02', weight: 2.5, dueAtLocal: '2026-10-22T23:59:00' });
  });

  it('saves nothing when nothing changed, and clears a due date with null', async () => {
    const { gateway, store } = setUp('i-test-1');

    expect((await store.save(store.initialDraft)).ok).toBe(true);
    expect(gateway.calls).toEqual([]);

    await store.save({ ...store.initialDraft, dueAtLocal: null });
    expect(gateway.calls).toEqual([{ method: 'updateItem', guid: 'i-test-1', change: { dueAtLocal: null } }]);
  });

  it("never sends a lesson item's name or maximum (they belong to the lesson editor)", async () => {
    const { gateway, store } = setUp('i-test-1');

    await store.save({ ...store.initialDraft, name: '', maxScore: 'x', weight: '3' });

    expect(gateway.calls).toEqual([{ method: 'updateItem', guid: 'i-test-1', change: { weight: 3 } }]);
  });

  it('creates a column with its name trimmed and only the fields it has', async () => {
    const { gateway, store } = setUp(null);
    expect(store.isNew).toBe(true);
    expect(store.initialDraft).toMatchObject({ name: '', maxScore: '10', weight: '1', countsForFinalGrade: true });

    const result = await store.save({ ...store.initialDraft, name: '  Cuaderno ', maxScore: '20', period: 't02' });

    expect(gateway.calls).toEqual([{ method: 'createColumn', column: { name: 'Cuaderno', maxScore: 20, period: 't02', weight: 1, countsForFinalGrade: true, lateCountsAsZero: false } }]);
    expect(result.ok && result.val).toMatchObject({ kind: 'column', name: 'Cuaderno', maxScore: 20, period: 't02' });
  });

  it('refuses what the domain refuses before sending, on the fields’ paths', async () => {
    const { gateway, store } = setUp(null);

    const result = await store.save({ ...store.initialDraft, name: ' ', maxScore: '0', weight: '1001', dueAtLocal: '2026-02-30T10:00:00' });

    expect(gateway.calls).toEqual([]);
    if (result.ok) throw new Error('accepted');
    expect(itemRefusal(result.val)).toEqual({
      fields: { weight: 'weight.out-of-range', dueAtLocal: 'due-date.invalid', name: 'column.name-required', maxScore: 'max-score.out-of-range' },
      general: undefined,
    });
  });

  it("puts the server's refusals on the fields: domain codes as they are, schema sentences as the field's invalid code", async () => {
    const { gateway, store } = setUp('c-oral-1');

    const lowered = await store.save({ ...store.initialDraft, maxScore: '5' });
    if (lowered.ok) throw new Error('accepted');
    expect(lowered.val.code).toBe('SCORES_ABOVE_MAX');
    expect(itemRefusal(lowered.val).fields).toEqual({ maxScore: 'max-score.below-scores' });

    gateway.failNext = appError('validation', 'VALIDATION_FAILED', { details: [{ path: '/period', message: 'period.not-in-scheme' }, { path: '/body/weight', message: 'must be <= 1000' }] });
    const refused = await store.save({ ...store.initialDraft, weight: '2' });
    if (refused.ok) throw new Error('accepted');
    expect(itemRefusal(refused.val).fields).toEqual({ period: 'period.not-in-scheme', weight: 'weight.invalid' });

    expect(itemRefusal(appError('network', 'NETWORK'))).toEqual({ fields: {}, general: appError('network', 'NETWORK') });
  });

  it('deletes a manual column and says how many students had a score in it', async () => {
    const { gateway, store } = setUp('c-oral-1');
    expect(store.scoredStudents).toBe(2);

    expect((await store.deleteColumn()).ok).toBe(true);
    expect(gateway.gradebook.items.map((i) => i.guid)).not.toContain('c-oral-1');
  });

  it('never deletes a lesson item', async () => {
    const { gateway, store } = setUp('i-test-1', { items: [aGradebookItem(), aManualColumn()] });

    expect((await store.deleteColumn()).err).toBe(true);
    expect(gateway.calls).toEqual([]);
  });
});
