import { describe, expect, it } from 'vitest';
import { changedPositions, isPermutation, moveLesson, reorder, sortPlaced, type Placed } from '@domain/lessons/ordering';

// A small seeded generator: the same cases on every run, no flaky property test.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function course(next: () => number): { units: string[]; lessons: Placed[] } {
  const units = Array.from({ length: 1 + Math.floor(next() * 4) }, (_, i) => `u${i}`);
  const lessons: Placed[] = [];
  const count = Math.floor(next() * 9);
  for (let i = 0; i < count; i += 1) {
    lessons.push({ guid: `l${i}`, group: units[Math.floor(next() * units.length)] ?? 'u0', position: 0 });
  }
  const ordered = sortPlaced(lessons, units).map((lesson, index) => ({ ...lesson, position: index + 1 }));
  return { units, lessons: ordered };
}

describe('moveLesson (properties over 2000 seeded cases)', () => {
  it('keeps every lesson once, numbers 1..n in unit order, places the lesson and keeps the others in order', () => {
    const next = random(42);
    for (let run = 0; run < 2000; run += 1) {
      const { units, lessons } = course(next);
      if (lessons.length === 0) continue;
      const moving = lessons[Math.floor(next() * lessons.length)] as Placed;
      const toGroup = units[Math.floor(next() * units.length)] as string;
      const toIndex = Math.floor(next() * 12) - 2;
      const result = moveLesson(lessons, units, moving.guid, toGroup, toIndex);
      expect(result.ok).toBe(true);
      const after = result.val as Placed[];

      expect(after.map((l) => l.guid).sort()).toEqual(lessons.map((l) => l.guid).sort());
      expect(after.map((l) => l.position)).toEqual(after.map((_, i) => i + 1));
      const ranks = after.map((l) => units.indexOf(l.group));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

      const inTarget = after.filter((l) => l.group === toGroup);
      const expectedIndex = Math.min(Math.max(toIndex, 0), inTarget.length - 1);
      expect(inTarget[expectedIndex]?.guid).toBe(moving.guid);

      const othersBefore = lessons.filter((l) => l.guid !== moving.guid);
      const othersAfter = after.filter((l) => l.guid !== moving.guid);
      for (const unit of units) {
        expect(othersAfter.filter((l) => l.group === unit).map((l) => l.guid)).toEqual(othersBefore.filter((l) => l.group === unit).map((l) => l.guid));
      }

      const changed = new Set(changedPositions(lessons, after).map((l) => l.guid));
      for (const lesson of after) {
        const old = lessons.find((l) => l.guid === lesson.guid);
        expect(changed.has(lesson.guid)).toBe(old?.group !== lesson.group || old?.position !== lesson.position);
      }
    }
  });

  it('refuses unknown lessons and units', () => {
    const lessons: Placed[] = [{ guid: 'a', group: 'u', position: 1 }];
    expect(moveLesson(lessons, ['u'], 'x', 'u', 0).val).toBe('NOT_FOUND');
    expect(moveLesson(lessons, ['u'], 'a', 'v', 0).val).toBe('UNKNOWN_GROUP');
  });

  it('keeps extra fields of the rows it moves', () => {
    const lessons = [
      { guid: 'a', group: 'u', position: 1, name: 'A' },
      { guid: 'b', group: 'u', position: 2, name: 'B' },
    ];
    const result = moveLesson(lessons, ['u'], 'b', 'u', 0);
    expect(result.val).toEqual([
      { guid: 'b', group: 'u', position: 1, name: 'B' },
      { guid: 'a', group: 'u', position: 2, name: 'A' },
    ]);
  });
});

describe('reorder and isPermutation', () => {
  it('reorder is a permutation that puts the element at the clamped index', () => {
    const next = random(7);
    for (let run = 0; run < 500; run += 1) {
      const list = Array.from({ length: 1 + Math.floor(next() * 8) }, (_, i) => ({ guid: `g${i}` }));
      const moved = list[Math.floor(next() * list.length)] as { guid: string };
      const toIndex = Math.floor(next() * 14) - 3;
      const after = reorder(list, moved.guid, toIndex);
      expect(isPermutation(list.map((x) => x.guid), after.map((x) => x.guid))).toBe(true);
      expect(after.indexOf(moved)).toBe(Math.min(Math.max(toIndex, 0), list.length - 1));
    }
  });

  it('reorder leaves the list alone for an unknown guid and does not mutate its input', () => {
    const list = Object.freeze([{ guid: 'a' }, { guid: 'b' }]);
    expect(reorder(list, 'x', 0)).toEqual([{ guid: 'a' }, { guid: 'b' }]);
    expect(reorder(list, 'b', 0).map((x) => x.guid)).toEqual(['b', 'a']);
  });

  it('isPermutation refuses duplicates in either list', () => {
    expect(isPermutation(['a', 'a'], ['a', 'a'])).toBe(false);
    expect(isPermutation([], [])).toBe(true);
  });
});
