import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { GradebookSettingsStore } from '@application/gradebook/GradebookSettingsStore';
import { aGradebook, aGradebookItem, aManualColumn } from '@tests/fakes/gradebookMothers';
import { InMemoryGradebookSetupGateway } from '@tests/fakes/InMemoryGradebookSetupGateway';

function setUp(seed: Parameters<typeof aGradebook>[0] = {}) {
  const gateway = new InMemoryGradebookSetupGateway(aGradebook(seed));
  const store = new GradebookSettingsStore(gateway);
  store.open(gateway.gradebook);
  return { gateway, store };
}

const categories = [
  { guid: 'cat-exams', name: 'Exámenes', weight: 60, position: 0 },
  { guid: 'cat-work', name: 'Trabajos', weight: 30, position: 1 },
  { guid: 'cat-attitude', name: 'Actitud', weight: 10, position: 2 },
];

describe('GradebookSettingsStore', () => {
  it("opens on the gradebook's saved settings and saves nothing when nothing changed", async () => {
    const { gateway, store } = setUp({ dropLowest: 1 });

    expect(store.scheme).toBe('quarters');
    expect(store.scaleKind).toBe('numeric');
    expect([store.numericMax, store.numericDecimals, store.dropLowest]).toEqual(['10', '2', '1']);
    expect(store.change).toEqual({});

    expect(await store.saveSettings()).toBe(true);
    expect(gateway.calls).toEqual([]);
    expect(store.changed).toBe(false);
  });

  it('sends only what changed, and says the grid must be read again', async () => {
    const { gateway, store } = setUp();

    store.setScheme('semesters');
    store.setDropLowest('2');
    expect(await store.saveSettings()).toBe(true);

    expect(gateway.calls).toEqual([{ method: 'updateSettings', change: { periodScheme: 'semesters', dropLowest: 2 } }]);
    expect(gateway.gradebook.periods).toEqual(['s01', 's02', 'annual']);
    expect(store.changed).toBe(true);
    expect(store.announcement?.key).toBe('gradebookSetup:settings.saved');
    expect(store.change).toEqual({});
  });

  it('tells what a change of scheme does before saving: items waiting without period, publications dropped', () => {
    const { store } = setUp({
      publishedPeriods: ['t01', 'annual'],
      items: [aGradebookItem({ guid: 'a', period: 't01' }), aGradebookItem({ guid: 'b', period: 't02' }), aGradebookItem({ guid: 'c', period: 'annual' }), aGradebookItem({ guid: 'd', period: null })],
      students: [],
    });

    expect(store.schemeImpact).toBeUndefined();
    store.setScheme('terms');

    expect(store.schemeImpact).toEqual({ itemsWithoutPeriod: 2, unpublishedPeriods: ['t01'] });
  });

  it('edits a letters scale row by row: add above the lowest band, move, remove, and keeps each kind’s draft', async () => {
    const { gateway, store } = setUp();
    store.setNumericMax('20');

    store.setScaleKind('letters');
    expect(store.rows.map((r) => `${r.label} ${r.at}`)).toEqual(['A 90', 'B 80', 'C 70', 'D 60', 'F 0']);

    const id = store.addRow();
    expect(store.rows.map((r) => r.id).indexOf(id)).toBe(4);
    store.setRowLabel(id, 'E');
    store.setRowAt(id, '50');
    expect(store.moveRow(store.rows[0]?.id ?? 0, -1)).toBe(false);
    expect(store.moveRow(id, -1)).toBe(true);
    expect(store.rows.map((r) => r.label)).toEqual(['A', 'B', 'C', 'E', 'D', 'F']);
    expect(store.scaleCheck.err).toBe(true);
    expect(store.moveRow(id, 1)).toBe(true);
    const d = store.rows.find((r) => r.label === 'D');
    if (!d) throw new Error('no D');
    store.removeRow(d.id);
    expect(store.scaleCheck.ok).toBe(true);

    store.setScaleKind('numeric');
    expect(store.numericMax).toBe('20');
    store.setScaleKind('letters');
    expect(store.rows.map((r) => r.label)).toEqual(['A', 'B', 'C', 'E', 'F']);

    expect(await store.saveSettings()).toBe(true);
    expect(gateway.calls).toEqual([
      {
        method: 'updateSettings',
        change: {
          scale: {
            kind: 'letters',
            bands: [
              { label: 'A', minPercent: 90 },
              { label: 'B', minPercent: 80 },
              { label: 'C', minPercent: 70 },
              { label: 'E', minPercent: 50 },
              { label: 'F', minPercent: 0 },
            ],
          },
        },
      },
    ]);
  });

  it('refuses a typed scale with the domain’s code on its row, and sends nothing', async () => {
    const { gateway, store } = setUp();
    store.setScaleKind('custom', ['Insuficiente', 'Suficiente']);
    expect(store.rows.map((r) => `${r.label} ${r.at}`)).toEqual(['Insuficiente 0', 'Suficiente 5']);
    const top = store.addRow();
    store.setRowAt(top, '7');

    expect(store.scaleError).toBeUndefined();
    expect(await store.saveSettings()).toBe(false);

    expect(store.scaleError).toEqual({ code: 'scale.empty-label', level: 2 });
    expect(gateway.calls).toEqual([]);
    store.setRowLabel(top, 'suficiente');
    expect(store.scaleError).toEqual({ code: 'scale.duplicate-label', label: 'suficiente', level: 2 });
  });

  it('keeps what was typed and shows the server’s scale code when it refuses, until the scale is edited', async () => {
    const { gateway, store } = setUp();
    store.setScaleKind('pass-fail');
    store.setPassPercent('60');
    gateway.failNext = appError('validation', 'VALIDATION_FAILED', { details: [{ path: '/scale', message: 'scale.invalid-pass-percent' }] });

    expect(await store.saveSettings()).toBe(false);

    expect(store.status).toBe('failed');
    expect(store.scaleError).toEqual({ code: 'scale.invalid-pass-percent' });
    expect(store.passPercent).toBe('60');
    store.setPassPercent('55');
    expect(store.scaleError).toBeUndefined();
    expect(await store.saveSettings()).toBe(true);
    expect(gateway.gradebook.scale).toEqual({ kind: 'pass-fail', passPercent: 55 });
  });

  it('checks drop-lowest with the domain', async () => {
    const { gateway, store } = setUp();
    store.setDropLowest('1,5');

    expect(await store.saveSettings()).toBe(false);

    expect(store.dropLowestError).toEqual({ code: 'drop-lowest.too-many-decimals', decimals: 0 });
    expect(gateway.calls).toEqual([]);
  });

  it('shows categories as shares of 100 % and keeps them in step with adds, edits, moves and deletions', async () => {
    const { gateway, store } = setUp({ categories, items: [aGradebookItem({ categoryGuid: 'cat-exams' }), aManualColumn({ categoryGuid: 'cat-work' }), aGradebookItem({ guid: 'x', categoryGuid: null })], students: [] });
    expect([...store.shares.values()]).toEqual([60, 30, 10]);
    expect(store.uncategorisedItems).toBe(1);

    const added = await store.addCategory('Proyectos', 20);
    expect(added.ok).toBe(true);
    expect([...store.shares.entries()].map(([guid, share]) => `${guid}:${share}`)).toEqual(['cat-exams:50', 'cat-work:25', 'cat-attitude:8.3', 'cat-1:16.7']);
    expect(store.announcement).toMatchObject({ key: 'gradebookSetup:categories.added', values: { name: 'Proyectos' } });

    const taken = await store.addCategory('exámenes', 5);
    expect(taken.err && taken.val.code).toBe('CATEGORY_EXISTS');
    expect(store.categories).toHaveLength(4);

    await store.updateCategory('cat-attitude', { weight: 0 });
    expect(store.shares.get('cat-attitude')).toBe(0);

    await store.moveCategory('cat-1', -1);
    expect(store.categories.map((c) => `${c.name}@${c.position}`)).toEqual(['Exámenes@0', 'Trabajos@1', 'Proyectos@2', 'Actitud@3']);
    expect(gateway.calls.at(-1)).toEqual({ method: 'updateCategory', guid: 'cat-1', change: { position: 2 } });
    expect(await store.moveCategory('cat-exams', -1)).toBeUndefined();

    expect(store.itemsIn('cat-work')).toBe(1);
    await store.deleteCategory('cat-work');
    expect(store.categories.map((c) => c.name)).toEqual(['Exámenes', 'Proyectos', 'Actitud']);
    expect(store.uncategorisedItems).toBe(2);
    expect(gateway.gradebook.items.find((i) => i.guid === 'c-oral-1')?.categoryGuid).toBeNull();
    expect(store.changed).toBe(true);
  });

  it('reports a refused move without changing the order', async () => {
    const { gateway, store } = setUp({ categories, students: [] });
    gateway.failNext = appError('network', 'NETWORK');

    await store.moveCategory('cat-work', 1);

    expect(store.categoryError?.code).toBe('NETWORK');
    expect(store.categories.map((c) => c.guid)).toEqual(['cat-exams', 'cat-work', 'cat-attitude']);
  });
});
