import { describe, expect, it } from 'vitest';
import { RankingStore } from '@application/gradebook/RankingStore';
import { aGradebook } from '@tests/fakes/gradebookMothers';

function rows(store: RankingStore) {
  return store.rows.map((row) => [row.student.name, row.rank, row.tied, row.percent]);
}

describe('RankingStore', () => {
  it('ranks the annual grade by default, highest first', () => {
    const store = new RankingStore();
    store.setGradebook(aGradebook());
    expect(store.period.code).toBe('annual');
    expect(rows(store)).toEqual([
      ['Marta', 1, false, 92.5],
      ['Pablo', 2, false, 76.25],
      ['Hugo', 3, false, 47.5],
    ]);
    expect(store.rows[0]?.grade).toEqual({ kind: 'number', value: 9.25, max: 10 });
    expect(store.gradedCount).toBe(3);
  });

  it('ranks a period, students without a grade last and unranked', () => {
    const store = new RankingStore();
    store.setGradebook(aGradebook());
    store.period.choose('t02');
    expect(rows(store)).toEqual([
      ['Pablo', 1, false, 70],
      ['Hugo', 2, false, 50],
      ['Marta', null, false, null],
    ]);
    expect(store.gradedCount).toBe(2);
  });

  it('shares a position between equal grades and skips the next (1, 2, 2, 4)', () => {
    const store = new RankingStore();
    store.setGradebook(
      aGradebook({
        students: [
          { guid: 'a', name: 'Ana', lastname: 'A', scores: { 'i-test-1': 8 } },
          { guid: 'b', name: 'Bruno', lastname: 'B', scores: { 'i-test-1': 9 } },
          { guid: 'c', name: 'Carla', lastname: 'C', scores: {} },
          { guid: 'd', name: 'Diego', lastname: 'D', scores: { 'i-test-1': 8 } },
          { guid: 'e', name: 'Elena', lastname: 'E', scores: { 'i-test-1': 7 } },
        ],
      }),
    );
    expect(rows(store)).toEqual([
      ['Bruno', 1, false, 90],
      ['Ana', 2, true, 80],
      ['Diego', 2, true, 80],
      ['Elena', 4, false, 70],
      ['Carla', null, false, null],
    ]);
  });

  it('falls back to the annual grade when a new grid has another scheme', () => {
    const store = new RankingStore();
    store.setGradebook(aGradebook());
    store.period.choose('t01');
    store.setGradebook(aGradebook({ periodScheme: 'semesters', periods: ['s01', 's02', 'annual'] }));
    expect(store.period.code).toBe('annual');
  });
});
