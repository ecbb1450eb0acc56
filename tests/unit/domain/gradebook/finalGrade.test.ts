import { describe, expect, it } from 'vitest';
import { finalGrade, type GradableItem, type GradeCategory } from '@domain/gradebook/finalGrade';
import { DEFAULT_LETTER_BANDS } from '@domain/gradebook/gradeScales';

const categories: GradeCategory[] = [
  { id: 'exams', weight: 50 },
  { id: 'homework', weight: 30 },
  { id: 'projects', weight: 20 },
];

function item(id: string, category: string, score: number | null, extra: Partial<GradableItem> = {}): GradableItem {
  return { id, category, maxScore: 10, score, ...extra };
}

describe('finalGrade', () => {
  it('uses numeric 0–10 with 2 decimals by default and explains every item', () => {
    const result = finalGrade({ items: [item('a', 'exams', 7), item('b', 'homework', null)], categories });
    expect(result.grade).toEqual({ kind: 'number', value: 7, max: 10 });
    expect(result.items.map((i) => i.reason)).toEqual(['counted', 'no-score']);
    expect(result.notes).toEqual([
      { code: 'gradebook.category-empty', category: 'homework' },
      { code: 'gradebook.category-empty', category: 'projects' },
    ]);
  });

  it('clamps scores to 0…max (no extra credit) and leaves out items without a positive maximum', () => {
    const result = finalGrade({
      items: [item('a', 'exams', 12), item('b', 'exams', -3), item('c', 'exams', 5, { maxScore: 0 })],
      categories,
    });
    expect(result.percent).toBe(50);
    expect(result.items[2]?.reason).toBe('invalid-max');
  });

  it('gives no grade when the only categories with items weigh 0', () => {
    const result = finalGrade({ items: [item('a', 'zero', 10)], categories: [{ id: 'zero', weight: 0 }] });
    expect(result.grade).toBeNull();
    expect(result.categories[0]).toMatchObject({ id: 'zero', share: null, percent: 100 });
    expect(result.notes).toContainEqual({ code: 'gradebook.no-grades' });
  });

  it('ignores items of weight 0 inside a category, and a category whose items all weigh 0 is empty', () => {
    const result = finalGrade({
      items: [item('a', 'exams', 10), item('b', 'exams', 0, { weight: 0 }), item('c', 'homework', 5, { weight: 0 })],
      categories,
    });
    expect(result.percent).toBe(100);
    expect(result.notes).toContainEqual({ code: 'gradebook.category-empty', category: 'homework' });
  });

  it('drops the lowest percentage, on a tie the earlier item, whatever the weights', () => {
    const result = finalGrade({
      items: [item('a', 'exams', 5, { weight: 3 }), item('b', 'exams', 5), item('c', 'exams', 9)],
      categories,
      options: { dropLowest: 1 },
    });
    expect(result.items.map((i) => i.reason)).toEqual(['dropped-lowest', 'counted', 'counted']);
    expect(result.percent).toBe(70);
  });

  it('puts the final grade on the chosen scale from the unrounded percentage', () => {
    const items = [item('a', 'exams', 8.9995, { maxScore: 10 })];
    const result = finalGrade({ items, categories, options: { scale: { kind: 'letters', bands: DEFAULT_LETTER_BANDS } } });
    expect(result.percent).toBe(90);
    expect(result.grade).toEqual({ kind: 'label', label: 'B' });
  });

  it('does not change its input and gives the same answer twice', () => {
    const items = [item('a', 'exams', 3), item('b', 'exams', 9), item('c', 'homework', 4)];
    const frozen = JSON.stringify(items);
    const first = finalGrade({ items, categories, options: { dropLowest: 1 } });
    expect(JSON.stringify(items)).toBe(frozen);
    expect(finalGrade({ items, categories, options: { dropLowest: 1 } })).toEqual(first);
  });

  it('computes a school of 1,000 students × 60 items', () => {
    const ids = ['exams', 'homework', 'projects', 'participation'];
    const cats: GradeCategory[] = ids.map((id, i) => ({ id, weight: 10 + i * 5 }));
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const students = Array.from({ length: 1_000 }, (_, s) =>
      Array.from({ length: 60 }, (_, i): GradableItem => {
        const r = random();
        return {
          id: `s${s}-i${i}`,
          category: ids[i % ids.length] ?? 'exams',
          maxScore: i % 3 === 0 ? 100 : 10,
          score: r < 0.1 ? null : Math.round(r * (i % 3 === 0 ? 100 : 10) * 100) / 100,
          weight: 1 + (i % 2),
          excused: r > 0.98,
          overdue: r < 0.05,
          lateCountsAsZero: i % 5 === 0,
        };
      }),
    );
    const grades = students.map((items) => finalGrade({ items, categories: cats, options: { dropLowest: 1 } }));
    expect(grades).toHaveLength(1_000);
    for (const grade of grades) {
      expect(grade.items).toHaveLength(60);
      expect(grade.percent).not.toBeNull();
      expect(grade.percent ?? -1).toBeGreaterThanOrEqual(0);
      expect(grade.percent ?? 101).toBeLessThanOrEqual(100);
      const shares = grade.categories.reduce((sum, c) => sum + (c.share ?? 0), 0);
      expect(shares).toBeCloseTo(1, 3);
    }
  });
});
