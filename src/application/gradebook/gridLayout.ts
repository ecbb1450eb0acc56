import type { PeriodCode } from '@domain/grading/periods';
import type { Gradebook, GradebookItem } from '@application/gradebook/Gradebook';

/** How the grid groups its item columns: by evaluation period or by unit of the course. */
export type GroupBy = 'period' | 'unit';

/** A column of the grid: a gradable item (its index in `Gradebook.items`) or a period's final grade. */
export type GridColumn = { kind: 'item'; key: string; item: GradebookItem; itemIndex: number } | { kind: 'final'; key: string; period: PeriodCode };

/** A header spanning columns `start … start + span - 1`: a period, a unit, the manual columns, or the final grades. */
export interface ColumnGroup {
  key: string;
  kind: 'period' | 'no-period' | 'unit' | 'no-unit' | 'columns' | 'finals';
  /** The period of a `period` group. */
  period: PeriodCode | null;
  /** The unit's name of a `unit` group. */
  name: string | null;
  start: number;
  span: number;
}

/** A run of neighbouring columns of one category inside a group (only when the course has categories). */
export interface CategoryRun {
  key: string;
  categoryGuid: string | null;
  start: number;
  span: number;
}

export interface GridLayout {
  columns: GridColumn[];
  groups: ColumnGroup[];
  /** Empty when the course has no categories: no category header row then. */
  categoryRuns: CategoryRun[];
  /** How many item columns come first (the final grades follow). */
  itemColumns: number;
}

interface Bucket {
  key: string;
  kind: ColumnGroup['kind'];
  period: PeriodCode | null;
  name: string | null;
  entries: { item: GradebookItem; itemIndex: number }[];
}

/**
 * The grid's columns: items grouped by period (in the scheme's order, then the items without a period of the scheme)
 * or by unit (in course order, then the manual columns), inside a group by category (in the course's order,
 * uncategorised last), keeping course order otherwise; then one final-grade column per period. O(items).
 */
export function gridLayout(gradebook: Pick<Gradebook, 'items' | 'periods' | 'categories'>, groupBy: GroupBy): GridLayout {
  const buckets = groupBy === 'period' ? periodBuckets(gradebook) : unitBuckets(gradebook.items);
  const categoryOrder = new Map(gradebook.categories.map((category, index) => [category.guid, index]));
  const categorised = gradebook.categories.length > 0;
  const rank = (item: GradebookItem) => (item.categoryGuid === null ? categoryOrder.size : (categoryOrder.get(item.categoryGuid) ?? categoryOrder.size));

  const columns: GridColumn[] = [];
  const groups: ColumnGroup[] = [];
  const categoryRuns: CategoryRun[] = [];
  for (const bucket of buckets) {
    if (bucket.entries.length === 0) continue;
    // Array.prototype.sort is stable: course order is kept inside a category.
    const entries = categorised ? [...bucket.entries].sort((a, b) => rank(a.item) - rank(b.item)) : bucket.entries;
    const start = columns.length;
    for (const { item, itemIndex } of entries) {
      if (categorised) {
        const last = categoryRuns[categoryRuns.length - 1];
        const category = item.categoryGuid !== null && categoryOrder.has(item.categoryGuid) ? item.categoryGuid : null;
        if (last !== undefined && last.start >= start && last.categoryGuid === category) last.span += 1;
        else categoryRuns.push({ key: `${bucket.key}/${category ?? 'none'}`, categoryGuid: category, start: columns.length, span: 1 });
      }
      columns.push({ kind: 'item', key: item.guid, item, itemIndex });
    }
    groups.push({ key: bucket.key, kind: bucket.kind, period: bucket.period, name: bucket.name, start, span: entries.length });
  }
  const itemColumns = columns.length;
  for (const period of gradebook.periods) columns.push({ kind: 'final', key: `final:${period}`, period });
  if (gradebook.periods.length > 0) groups.push({ key: 'finals', kind: 'finals', period: null, name: null, start: itemColumns, span: gradebook.periods.length });
  return { columns, groups, categoryRuns, itemColumns };
}

function periodBuckets(gradebook: Pick<Gradebook, 'items' | 'periods'>): Bucket[] {
  const byPeriod = new Map<PeriodCode, Bucket>(gradebook.periods.map((period) => [period, { key: `period:${period}`, kind: 'period', period, name: null, entries: [] }]));
  // Items without a period, or with a code of another scheme (after a change of scheme), as in the books.
  const none: Bucket = { key: 'period:none', kind: 'no-period', period: null, name: null, entries: [] };
  gradebook.items.forEach((item, itemIndex) => {
    const bucket = item.period === null ? none : (byPeriod.get(item.period) ?? none);
    bucket.entries.push({ item, itemIndex });
  });
  return [...byPeriod.values(), none];
}

function unitBuckets(items: readonly GradebookItem[]): Bucket[] {
  const byUnit = new Map<string, Bucket>();
  const noUnit: Bucket = { key: 'unit:none', kind: 'no-unit', period: null, name: null, entries: [] };
  const manual: Bucket = { key: 'unit:columns', kind: 'columns', period: null, name: null, entries: [] };
  items.forEach((item, itemIndex) => {
    if (item.kind === 'column') {
      manual.entries.push({ item, itemIndex });
      return;
    }
    if (item.unitGuid === null) {
      noUnit.entries.push({ item, itemIndex });
      return;
    }
    let bucket = byUnit.get(item.unitGuid);
    if (bucket === undefined) {
      bucket = { key: `unit:${item.unitGuid}`, kind: 'unit', period: null, name: item.unitName, entries: [] };
      byUnit.set(item.unitGuid, bucket);
    }
    bucket.entries.push({ item, itemIndex });
  });
  return [...byUnit.values(), noUnit, manual];
}
