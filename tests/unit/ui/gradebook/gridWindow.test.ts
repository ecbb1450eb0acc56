import { describe, expect, it } from 'vitest';
import { gridWindow, type WindowEntry } from '@ui/pages/gradebook/grid/gridWindow';

const indices = (entries: readonly WindowEntry[]) => entries.filter((e) => e.kind === 'index').map((e) => (e.kind === 'index' ? e.index : -1));
const gaps = (entries: readonly WindowEntry[]) => entries.filter((e) => e.kind === 'gap').map((e) => (e.kind === 'gap' ? [e.from, e.count, e.size] : []));

// 40 rows of 40 px and 124 columns of 100 px, seen through a 400 × 1000 px view.
const metrics = { rowHeight: 40, columnWidths: Array.from({ length: 124 }, () => 100) };

describe('gridWindow', () => {
  it('keeps the rows and columns in view and a margin; gaps of the same size stand for the rest', () => {
    const view = gridWindow(metrics, 40, { top: 800, left: 5000, height: 400, width: 1000 }, { row: 20, col: 50 }, new Set());
    // Rows 20…30 in view, 6 more each side; columns 50…60 in view, 3 more each side.
    expect(indices(view.rows)).toEqual(Array.from({ length: 23 }, (_, i) => 14 + i));
    expect(gaps(view.rows)).toEqual([
      [0, 14, 560],
      [37, 3, 120],
    ]);
    expect(indices(view.columns)).toEqual(Array.from({ length: 17 }, (_, i) => 47 + i));
    expect(gaps(view.columns)).toEqual([
      [0, 47, 4700],
      [64, 60, 6000],
    ]);
  });

  it('always keeps the active cell’s row and column, wherever the view is: the focus stays in the DOM', () => {
    const view = gridWindow(metrics, 40, { top: 0, left: 0, height: 400, width: 1000 }, { row: 39, col: 123 }, new Set());
    expect(indices(view.rows)).toContain(39);
    expect(indices(view.columns)).toContain(123);
    // Gaps on both sides of the pinned ones; every row and column counted once.
    const counted = (entries: readonly WindowEntry[]) => entries.reduce((n, e) => n + (e.kind === 'gap' ? e.count : 1), 0);
    expect(counted(view.rows)).toBe(40);
    expect(counted(view.columns)).toBe(124);
  });

  it('never lets a gap cross a group’s first column, so every header spans whole entries', () => {
    const view = gridWindow(metrics, 40, { top: 0, left: 0, height: 400, width: 1000 }, { row: 0, col: 0 }, new Set([40, 80, 120]));
    expect(gaps(view.columns).map(([from, count]) => [from, count])).toEqual([
      [14, 26],
      [40, 40],
      [80, 40],
      [120, 4],
    ]);
  });

  it('without a measured view (no layout yet) assumes a screenful', () => {
    const view = gridWindow(metrics, 3, undefined, { row: 0, col: 0 }, new Set());
    expect(indices(view.rows)).toEqual([0, 1, 2]);
    expect(indices(view.columns).length).toBeGreaterThan(10);
  });
});
