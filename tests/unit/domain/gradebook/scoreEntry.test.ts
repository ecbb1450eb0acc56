import { describe, expect, it } from 'vitest';
import { enterScore, inverseChange, MAX_UNDO_STEPS, pushUndo, scoreRulesFor, undoLast, type ScoreCell, type ScoreChange } from '@domain/gradebook/scoreEntry';

const cell: ScoreCell = { studentGuid: 'ana', itemId: 'exam', precalculated: null, manual: null };

describe('score entry', () => {
  it('checks against 0…max with the item’s decimals', () => {
    expect(enterScore(cell, '20', scoreRulesFor(20, 0)).val).toEqual({ studentGuid: 'ana', itemId: 'exam', before: null, after: 20 });
    expect(enterScore(cell, '19,5', scoreRulesFor(20, 0)).val).toEqual({ code: 'score.too-many-decimals', decimals: 0 });
  });

  it('keeps the last MAX_UNDO_STEPS changes', () => {
    let stack: ScoreChange[] = [];
    for (let i = 0; i < MAX_UNDO_STEPS + 5; i += 1) stack = pushUndo(stack, { ...cell, before: i, after: i + 1 });
    expect(stack).toHaveLength(MAX_UNDO_STEPS);
    expect(stack[0]?.before).toBe(5);
  });

  it('refuses to undo a change of another cell', () => {
    const change: ScoreChange = { studentGuid: 'bruno', itemId: 'exam', before: null, after: 4 };
    expect(undoLast([change], { ...cell, manual: 4 }).val).toEqual({ code: 'score.undo-stale', current: 4 });
  });

  it('inverts a change', () => {
    const change: ScoreChange = { studentGuid: 'ana', itemId: 'exam', before: 3, after: null };
    expect(inverseChange(change)).toEqual({ ...change, before: null, after: 3 });
  });
});
