import { NUMERIC_0_10, toScale, type GradeScale, type ScaledGrade } from './gradeScales';
import { clean, percentOf, roundHalfUp } from './rounding';

/** One gradable item of a student in the period (an assessment, an assignment, a manual column…). */
export interface GradableItem {
  id: string;
  category: string;
  /** Weight inside its category; 1 when not given. */
  weight?: number;
  maxScore: number;
  /** Points out of `maxScore` (clamped to 0…max); null while there is no score. */
  score: number | null;
  /** The teacher excused the student: the item does not count. */
  excused?: boolean;
  /** The teacher dropped the item by hand: it does not count. */
  dropped?: boolean;
  /** The due date passed and nothing was turned in (see `isOverdue`). */
  overdue?: boolean;
  /** The item's late-count-as-zero setting: an overdue item without a score counts as 0. */
  lateCountsAsZero?: boolean;
  /** The counts-for-final-grade flag; true when not given. */
  countsForFinalGrade?: boolean;
  /** The item's grades are published (only read with `publishedOnly`). */
  published?: boolean;
}

export interface GradeCategory {
  id: string;
  /** Any non-negative numbers (40/60 or 0.4/0.6): they are divided by the sum of the categories used. */
  weight: number;
  /** Overrides `options.dropLowest` for this category. */
  dropLowest?: number;
}

export interface FinalGradeOptions {
  /** The scale of the final grade; numeric 0–10 with 2 decimals when not given. */
  scale?: GradeScale;
  /** Drop the N lowest counted items of each category (never the last one left). */
  dropLowest?: number;
  /** Only published items count (a student's provisional average in My grades). */
  publishedOnly?: boolean;
}

export interface FinalGradeInput {
  items: readonly GradableItem[];
  categories: readonly GradeCategory[];
  options?: FinalGradeOptions;
}

/** Why an item counts or not, in the order the rules are applied (ADR 0133). */
export type ItemReason =
  | 'not-counted'
  | 'unknown-category'
  | 'excused'
  | 'dropped'
  | 'unpublished'
  | 'invalid-max'
  | 'no-score'
  | 'late-as-zero'
  | 'dropped-lowest'
  | 'counted';

export interface ItemOutcome {
  id: string;
  category: string;
  counted: boolean;
  reason: ItemReason;
  /** The item's percentage (2 decimals) when it has one, counted or not. */
  percent: number | null;
}

export interface CategoryBreakdown {
  id: string;
  weight: number;
  /** Share of the final grade after renormalisation, 0–1 (4 decimals); null when the category is left out. */
  share: number | null;
  /** Weighted mean of the counted items' percentages (2 decimals); null when none counts. */
  percent: number | null;
  /** Percentage points the category adds to the final percentage (2 decimals). */
  contribution: number | null;
  counted: number;
}

export type FinalGradeNote =
  | { code: 'gradebook.category-empty'; category: string }
  | { code: 'gradebook.unknown-category'; item: string; category: string }
  | { code: 'gradebook.no-grades' };

export interface FinalGrade {
  /** The final percentage, 2 decimals; null when nothing counts. */
  percent: number | null;
  /** The final grade on the scale, computed from the unrounded percentage; null when nothing counts. */
  grade: ScaledGrade | null;
  categories: CategoryBreakdown[];
  /** One outcome per item, in the order given. */
  items: ItemOutcome[];
  notes: FinalGradeNote[];
}

interface Counted {
  index: number;
  percent: number;
  weight: number;
}

/**
 * The final grade of one student for one period (ADRs 0131–0134), used by the SPA and the server:
 * 1. each item counts, or is left out for the first reason of `ItemReason` that applies;
 * 2. per category, the `dropLowest` lowest counted items are dropped (ties: the earlier item),
 *    always keeping one, then the category's percentage is the weighted mean of its items' percentages;
 * 3. categories without a counted item are left out and the weights of the others are divided by
 *    their sum (renormalised), which gives the final percentage;
 * 4. the final percentage goes on the scale, rounded half-up only there.
 * Linear in the number of items plus a sort per category for dropping.
 */
export function finalGrade(input: FinalGradeInput): FinalGrade {
  const options = input.options ?? {};
  const scale = options.scale ?? NUMERIC_0_10;
  const known = new Set(input.categories.map((c) => c.id));
  const notes: FinalGradeNote[] = [];
  const outcomes: ItemOutcome[] = [];
  const countedByCategory = new Map<string, Counted[]>();

  input.items.forEach((item, index) => {
    const percent = item.score === null ? null : percentOf(Math.min(item.maxScore, Math.max(0, item.score)), item.maxScore);
    const reason = itemReason(item, known.has(item.category), options.publishedOnly === true);
    if (reason === 'unknown-category') notes.push({ code: 'gradebook.unknown-category', item: item.id, category: item.category });
    const counts = reason === 'counted' || reason === 'late-as-zero';
    const value = reason === 'late-as-zero' ? 0 : percent;
    outcomes.push({ id: item.id, category: item.category, counted: counts, reason, percent: value === null ? null : roundHalfUp(value, 2) });
    if (counts && value !== null) {
      const list = countedByCategory.get(item.category) ?? [];
      list.push({ index, percent: value, weight: itemWeight(item) });
      countedByCategory.set(item.category, list);
    }
  });

  const exactByCategory = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const category of input.categories) {
    const counted = dropLowest(countedByCategory.get(category.id) ?? [], category.dropLowest ?? options.dropLowest ?? 0, outcomes);
    counts.set(category.id, counted.length);
    const totalWeight = counted.reduce((sum, c) => sum + c.weight, 0);
    if (totalWeight > 0) exactByCategory.set(category.id, clean(counted.reduce((sum, c) => sum + c.weight * c.percent, 0) / totalWeight));
    else notes.push({ code: 'gradebook.category-empty', category: category.id });
  }

  const usedWeight = input.categories.reduce((sum, c) => sum + (exactByCategory.has(c.id) ? categoryWeight(c) : 0), 0);
  let exactFinal: number | null = null;
  const categories: CategoryBreakdown[] = input.categories.map((category) => {
    const exact = exactByCategory.get(category.id);
    const base = { id: category.id, weight: category.weight, counted: counts.get(category.id) ?? 0 };
    if (exact === undefined || usedWeight <= 0) return { ...base, share: null, percent: exact === undefined ? null : roundHalfUp(exact, 2), contribution: null };
    const share = categoryWeight(category) / usedWeight;
    exactFinal = (exactFinal ?? 0) + share * exact;
    return { ...base, share: roundHalfUp(share, 4), percent: roundHalfUp(exact, 2), contribution: roundHalfUp(share * exact, 2) };
  });

  if (exactFinal === null) {
    notes.push({ code: 'gradebook.no-grades' });
    return { percent: null, grade: null, categories, items: outcomes, notes };
  }
  const final = clean(exactFinal);
  return { percent: roundHalfUp(final, 2), grade: toScale(scale, final), categories, items: outcomes, notes };
}

function itemReason(item: GradableItem, knownCategory: boolean, publishedOnly: boolean): ItemReason {
  if (item.countsForFinalGrade === false) return 'not-counted';
  if (!knownCategory) return 'unknown-category';
  if (item.excused === true) return 'excused';
  if (item.dropped === true) return 'dropped';
  if (publishedOnly && item.published !== true) return 'unpublished';
  if (!(item.maxScore > 0) || !Number.isFinite(item.maxScore)) return 'invalid-max';
  if (item.score === null || !Number.isFinite(item.score)) {
    return item.overdue === true && item.lateCountsAsZero === true ? 'late-as-zero' : 'no-score';
  }
  return 'counted';
}

function itemWeight(item: GradableItem): number {
  const weight = item.weight ?? 1;
  return Number.isFinite(weight) && weight > 0 ? weight : 0;
}

function categoryWeight(category: GradeCategory): number {
  return Number.isFinite(category.weight) && category.weight > 0 ? category.weight : 0;
}

// Marks the dropped items in `outcomes` and returns the ones that still count.
function dropLowest(counted: Counted[], n: number, outcomes: ItemOutcome[]): Counted[] {
  const drop = Math.min(Math.max(0, Math.trunc(n)), counted.length - 1);
  if (drop <= 0) return counted;
  const lowest = [...counted].sort((a, b) => a.percent - b.percent || a.index - b.index).slice(0, drop);
  const dropped = new Set(lowest.map((c) => c.index));
  for (const index of dropped) {
    const outcome = outcomes[index];
    if (outcome !== undefined) outcomes[index] = { ...outcome, counted: false, reason: 'dropped-lowest' };
  }
  return counted.filter((c) => !dropped.has(c.index));
}
