import { describe, expect, it } from 'vitest';
import { MyGradesStore } from '@application/gradebook/MyGradesStore';
import { aGradebook, aGradebookItem, aStudentGradebook } from '@tests/fakes/gradebookMothers';

function storeWith(gradebook: Parameters<MyGradesStore['setGradebook']>[0]) {
  const store = new MyGradesStore();
  store.setGradebook(gradebook);
  return store;
}

describe('MyGradesStore', () => {
  it('groups the items by period, published ones with their score, the others pending, and a final grade once its period is published', () => {
    const store = storeWith(aStudentGradebook({ items: ['i-test-1', 'c-oral-1'], periods: ['t01'] }));
    expect(store.hasPublished).toBe(true);
    expect(store.sections.map((s) => [s.period, s.rows.map((r) => [r.item.guid, r.published ? r.score : 'pending']), s.finalGrade?.grade ?? null])).toEqual([
      ['t01', [['i-test-1', 8], ['i-task-1', 'pending'], ['c-oral-1', 9]], { kind: 'number', value: 8.5, max: 10 }],
      ['t02', [['i-test-2', 'pending']], null],
    ]);
  });

  it('has nothing published before the teacher publishes', () => {
    const store = storeWith(aStudentGradebook());
    expect(store.hasPublished).toBe(false);
    expect(store.sections.flatMap((s) => s.rows).every((r) => !r.published)).toBe(true);
  });

  it('never carries the score of an unpublished item, even if the data held one', () => {
    // A student-view grid with a score on an unpublished item (which the server never sends).
    const leaky = aGradebook({ view: 'student', students: [{ guid: 's-pablo', name: 'Pablo', lastname: 'García', scores: { 'i-test-1': 8 }, cells: { 'i-test-1': { feedback: 'secreto' } } }] });
    const row = storeWith(leaky).sections[0]?.rows[0];
    expect(row).toEqual({ item: expect.objectContaining({ guid: 'i-test-1' }), published: false });
  });

  it('puts the items without a period of the scheme in the annual section', () => {
    const items = [aGradebookItem({ guid: 'free', period: null, published: true }), aGradebookItem({ guid: 'other', period: 'q02', published: true }), aGradebookItem({ guid: 'year', period: 'annual', published: true })];
    const store = storeWith(aGradebook({ view: 'student', items, students: [{ guid: 's', name: 'Ana', lastname: 'Ruiz', scores: { free: 5 } }] }));
    expect(store.sections.map((s) => [s.period, s.rows.map((r) => r.item.guid)])).toEqual([['annual', ['free', 'other', 'year']]]);
  });

  it('adds the grade on the scale only when it says more than the score, and keeps feedback, late and excused', () => {
    const items = [aGradebookItem({ guid: 'ten', maxScore: 10, published: true }), aGradebookItem({ guid: 'twenty', maxScore: 20, published: true })];
    const students = [{ guid: 's', name: 'Ana', lastname: 'Ruiz', scores: { ten: 7, twenty: 15 }, cells: { twenty: { feedback: 'Bien razonado', late: true, excused: true } } }];
    const rows = storeWith(aGradebook({ view: 'student', items, students })).sections[0]?.rows ?? [];
    expect(rows.map((r) => (r.published ? [r.grade, r.feedback, r.late, r.excused] : null))).toEqual([
      [null, null, false, false],
      [{ kind: 'number', value: 7.5, max: 10 }, 'Bien razonado', true, true],
    ]);

    const letters = storeWith(aGradebook({ view: 'student', scale: { kind: 'pass-fail', passPercent: 50 }, items, students })).sections[0]?.rows[0];
    expect(letters?.published ? letters.grade : undefined).toEqual({ kind: 'label', label: 'pass' });
  });
});
