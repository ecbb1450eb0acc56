// The grid's window (ADR 0486): only the rows and columns in view (plus a margin) are in the DOM, and always the active
// cell's row and column, so the focus survives scrolling; the rest is stood in for by empty gaps of the same size.
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** Heights and widths in CSS pixels, as grid.css fixes them. */
export interface GridMetrics {
  rowHeight: number;
  /** Per column of the layout (items, then final grades). */
  columnWidths: readonly number[];
}

export interface GridViewport {
  top: number;
  left: number;
  height: number;
  width: number;
}

/** A column or row in the DOM, or a gap standing for `count` of them (`size` pixels). */
export type WindowEntry = { kind: 'index'; index: number } | { kind: 'gap'; key: string; from: number; count: number; size: number };

export interface GridWindow {
  rows: WindowEntry[];
  columns: WindowEntry[];
}

/** Rows and columns kept beyond each edge of the view: a keypress or a short scroll finds them already there. */
const OVERSCAN_ROWS = 6;
const OVERSCAN_COLUMNS = 3;
/** Without a measured view (a first render, a test without layout): a screenful of this size is assumed. */
const FALLBACK_VIEW = { height: 1200, width: 1600 };

/** The first index whose end is past `offset`, over `sizes` laid end to end. */
function indexAt(ends: readonly number[], offset: number): number {
  let low = 0;
  let high = ends.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((ends[mid] ?? 0) > offset) high = mid;
    else low = mid + 1;
  }
  return Math.max(0, low);
}

/**
 * The entries of one axis: the indices `first…last` and the `pinned` ones, gaps between them; a gap never crosses a
 * `boundary` (a group's or a category's first column), so every header spans whole entries.
 */
function entriesOf(count: number, first: number, last: number, pinned: readonly number[], size: (index: number) => number, boundaries: ReadonlySet<number>): WindowEntry[] {
  const shown = new Set<number>();
  for (let i = Math.max(0, first); i <= Math.min(count - 1, last); i += 1) shown.add(i);
  for (const index of pinned) if (index >= 0 && index < count) shown.add(index);
  const entries: WindowEntry[] = [];
  let gap: Extract<WindowEntry, { kind: 'gap' }> | undefined;
  for (let i = 0; i < count; i += 1) {
    if (shown.has(i)) {
      gap = undefined;
      entries.push({ kind: 'index', index: i });
      continue;
    }
    if (gap === undefined || boundaries.has(i)) {
      gap = { kind: 'gap', key: `gap:${i}`, from: i, count: 0, size: 0 };
      entries.push(gap);
    }
    gap.count += 1;
    gap.size += size(i);
  }
  return entries;
}

/** The window for a view of the grid's body (`viewport` below the headers and right of the names column). */
export function gridWindow(metrics: GridMetrics, rowCount: number, viewport: GridViewport | undefined, active: { row: number; col: number }, boundaries: ReadonlySet<number>): GridWindow {
  const view = viewport ?? { top: 0, left: 0, ...FALLBACK_VIEW };
  const rowHeight = Math.max(1, metrics.rowHeight);
  const firstRow = Math.floor(view.top / rowHeight) - OVERSCAN_ROWS;
  const lastRow = Math.ceil((view.top + view.height) / rowHeight) + OVERSCAN_ROWS;
  const ends: number[] = [];
  let end = 0;
  for (const width of metrics.columnWidths) ends.push((end += width));
  const firstCol = indexAt(ends, view.left) - OVERSCAN_COLUMNS;
  const lastCol = indexAt(ends, view.left + view.width) + OVERSCAN_COLUMNS;
  return {
    rows: entriesOf(rowCount, firstRow, lastRow, [active.row], () => rowHeight, new Set()),
    columns: entriesOf(metrics.columnWidths.length, firstCol, lastCol, [active.col], (i) => metrics.columnWidths[i] ?? 0, boundaries),
  };
}

/**
 * The part of the grid's body in view, followed as its scroll region scrolls or resizes.
 * `offsets`: how much of the region the sticky headers (top) and the names column (left) cover.
 */
export function useGridViewport(regionOf: () => HTMLElement | null, offsets: RefObject<{ top: number; left: number }>): GridViewport | undefined {
  const [viewport, setViewport] = useState<GridViewport | undefined>(undefined);
  const measure = useCallback(() => {
    const region = regionOf();
    if (region === null || region.clientHeight === 0) return;
    const { top, left } = offsets.current ?? { top: 0, left: 0 };
    const next = { top: Math.max(0, region.scrollTop), left: Math.max(0, region.scrollLeft), height: Math.max(0, region.clientHeight - top), width: Math.max(0, region.clientWidth - left) };
    setViewport((current) => (current && current.top === next.top && current.left === next.left && current.height === next.height && current.width === next.width ? current : next));
  }, [regionOf, offsets]);
  useLayoutEffect(() => {
    const region = regionOf();
    if (region === null) return undefined;
    // Scroll events come once a frame at most: the window follows in the same frame.
    measure();
    region.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resize?.observe(region);
    return () => {
      region.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [regionOf, measure]);
  return viewport;
}
