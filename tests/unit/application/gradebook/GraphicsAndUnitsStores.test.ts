import { describe, expect, it } from 'vitest';
import { GraphicsStore } from '@application/gradebook/GraphicsStore';
import { UnitsStore } from '@application/gradebook/UnitsStore';
import { aGradebook } from '@tests/fakes/gradebookMothers';

describe('GraphicsStore', () => {
  it("distributes the period's final grades on the course's scale", () => {
    const store = new GraphicsStore();
    store.setGradebook(aGradebook());
    // Annual: Pablo 7.63, Hugo 4.75, Marta 9.25.
    const counts = store.distribution?.bands.map((b) => b.count);
    expect(counts).toEqual([0, 0, 0, 0, 1, 0, 0, 1, 0, 1]);
    expect(store.distribution?.withoutGrade).toBe(0);

    store.period.choose('t02');
    expect(store.distribution?.bands.map((b) => b.count)).toEqual([0, 0, 0, 0, 0, 1, 0, 1, 0, 0]);
    expect(store.distribution?.withoutGrade).toBe(1);
  });

  it('follows the class average item by item over the year, by due date', () => {
    const store = new GraphicsStore();
    store.setGradebook(aGradebook());
    expect(store.evolution.map((p) => [p.item.guid, p.day, p.percent, p.counted])).toEqual([
      ['i-test-1', '2026-10-05', 74.17, 3],
      ['i-task-1', '2026-10-20', 82.5, 2],
      ['i-test-2', '2027-01-18', 60, 2],
    ]);
  });

  it('uses labels for a letters scale', () => {
    const store = new GraphicsStore();
    store.setGradebook(aGradebook({ scale: { kind: 'letters', bands: [{ label: 'A', minPercent: 90 }, { label: 'B', minPercent: 70 }, { label: 'C', minPercent: 0 }] } }));
    expect(store.distribution?.bands).toEqual([
      { kind: 'label', label: 'C', count: 1 },
      { kind: 'label', label: 'B', count: 1 },
      { kind: 'label', label: 'A', count: 1 },
    ]);
  });
});

describe('UnitsStore', () => {
  it("lists each unit's items, every student's average and the class average, the columns without a unit last", () => {
    const store = new UnitsStore();
    store.setGradebook(aGradebook());
    expect(
      store.units.map((u) => [u.unitGuid, u.name, u.items.map((i) => i.guid), u.students.map((s) => [s.student.guid, s.percent]), u.classPercent]),
    ).toEqual([
      ['u-1', 'Números y operaciones', ['i-test-1', 'i-task-1'], [['s-pablo', 72.5], ['s-hugo', 45], ['s-marta', 98.75]], 72.08],
      ['u-2', 'Álgebra', ['i-test-2'], [['s-pablo', 70], ['s-hugo', 50], ['s-marta', null]], 60],
      [null, null, ['c-oral-1'], [['s-pablo', 90], ['s-hugo', null], ['s-marta', 80]], 85],
    ]);
  });

  it('leaves excused cells out of the averages', () => {
    const store = new UnitsStore();
    store.setGradebook(aGradebook({ students: [{ guid: 's-1', name: 'Ana', lastname: 'Ruiz', scores: { 'i-test-1': 10, 'i-task-1': 0 }, cells: { 'i-task-1': { excused: true } } }] }));
    expect(store.units[0]?.students[0]?.percent).toBe(100);
  });
});
