import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { AnalysisStore } from '@application/gradebook/AnalysisStore';
import { aGradebook, type StudentSeed } from '@tests/fakes/gradebookMothers';

const CLASS: StudentSeed[] = ['ana', 'bruno', 'carla', 'diego', 'elena', 'fabio', 'gema'].map((guid, i) => ({
  guid,
  name: guid[0]?.toUpperCase() + guid.slice(1),
  lastname: 'Ruiz',
  scores: { 'i-test-1': 4 + i, 'i-task-1': 10 - i },
}));

function storeWith(gradebook = aGradebook()) {
  const store = new AnalysisStore();
  store.setGradebook(gradebook);
  return store;
}

describe('AnalysisStore', () => {
  it('selects up to five students and refuses the sixth, keeping the selection', () => {
    const store = storeWith(aGradebook({ students: CLASS }));
    for (const guid of ['ana', 'bruno', 'carla', 'diego', 'elena']) expect(store.toggle(guid)).toBe(true);
    expect(store.isFull).toBe(true);

    expect(store.toggle('fabio')).toBe(false);
    expect(store.refusal).toEqual({ code: 'analysis.too-many', max: 5 });
    expect(store.selected).toEqual(['ana', 'bruno', 'carla', 'diego', 'elena']);

    // Unselecting always works and clears the refusal; then the sixth fits.
    expect(store.toggle('bruno')).toBe(true);
    expect(store.refusal).toBeUndefined();
    expect(store.toggle('fabio')).toBe(true);
    expect(store.selectedStudents.map((s) => s.guid)).toEqual(['ana', 'carla', 'diego', 'elena', 'fabio']);
  });

  it('tells observers when a student is selected', () => {
    const store = storeWith();
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(store.isSelected('s-hugo')));
    store.toggle('s-hugo');
    store.toggle('s-hugo');
    stop();
    expect(seen).toEqual([false, true, false]);
  });

  it("compares the selected students' running averages over the dated items any of them has a score in", () => {
    const store = storeWith();
    store.toggle('s-marta');
    store.toggle('s-hugo');

    const { points, students } = store.timeline;
    expect(points.map((p) => [p.item.guid, p.day])).toEqual([
      ['i-test-1', '2026-10-05'],
      ['i-task-1', '2026-10-20'],
      ['i-test-2', '2027-01-18'],
    ]);
    expect(students.map((s) => [s.student.guid, s.percents, s.averages])).toEqual([
      ['s-marta', [97.5, 100, null], [97.5, 98.75, null]],
      ['s-hugo', [45, null, 50], [45, null, 47.5]],
    ]);
  });

  it("narrows both comparisons to a period's items", () => {
    const store = storeWith();
    store.toggle('s-pablo');
    store.period.choose('t02');
    expect(store.timeline.points.map((p) => p.item.guid)).toEqual(['i-test-2']);
    expect(store.byUnit.units).toEqual([{ unitGuid: 'u-2', name: 'Álgebra' }]);

    store.period.choose('t01');
    expect(store.byUnit.units).toEqual([
      { unitGuid: 'u-1', name: 'Números y operaciones' },
      { unitGuid: null, name: null },
    ]);
    expect(store.byUnit.students[0]?.values).toEqual([72.5, 90]);
  });

  it('gives the class average of every unit next to the selected students', () => {
    const store = storeWith();
    store.toggle('s-hugo');
    const byUnit = store.byUnit;
    expect(byUnit.units.map((u) => u.unitGuid)).toEqual(['u-1', 'u-2', null]);
    expect(byUnit.students).toEqual([{ student: expect.objectContaining({ guid: 's-hugo' }), values: [45, 50, null] }]);
    // u-1: Pablo 72.5, Hugo 45, Marta 98.75 → 72.08; u-2: Pablo 70, Hugo 50 → 60; columns: Pablo 90, Marta 80 → 85.
    expect(byUnit.classValues).toEqual([72.08, 60, 85]);
  });

  it('drops selected students that a new grid no longer has, and ignores a period of another scheme', () => {
    const store = storeWith();
    store.toggle('s-hugo');
    store.toggle('s-marta');
    store.setGradebook(aGradebook({ students: [{ guid: 's-marta', name: 'Marta', lastname: 'Sánchez Díaz' }] }));
    expect(store.selected).toEqual(['s-marta']);

    store.period.choose('q01');
    expect(store.period.code).toBe('annual');
  });
});
