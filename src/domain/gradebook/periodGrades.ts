import { ANNUAL, periodsOfScheme, type PeriodCode, type PeriodScheme } from '../grading/periods';
import { finalGrade, type GradableItem, type GradeCategory } from './finalGrade';
import type { GradeScale, ScaledGrade } from './gradeScales';
import { isFinalGradeVisible } from './publishing';

/** Items of a course without categories all sit in this one: a plain weighted mean (ADR 0231). */
export const NO_CATEGORY = 'none';

/** A gradebook column (a lesson item or a manual column) as far as the final grade is concerned. */
export interface GradebookColumnFacts {
  id: string;
  /** Its period of the course's scheme, 'annual', or null (counted in the annual grade only). */
  period: PeriodCode | null;
  /** Null: uncategorised (left out when the course has categories; see `gradebookCategories`). */
  categoryId: string | null;
  weight: number;
  maxScore: number;
  countsForFinalGrade: boolean;
  lateCountsAsZero: boolean;
  published: boolean;
}

/** One student's cell of a column. */
export interface GradebookCellFacts {
  /** The effective score (manual over precalculated), null when there is none. */
  score: number | null;
  overdue: boolean;
  excused: boolean;
}

export interface CourseGradingSettings {
  scheme: PeriodScheme;
  scale: GradeScale;
  dropLowest: number;
  /** The course's categories; empty: every column is in the implicit `NO_CATEGORY`. */
  categories: readonly GradeCategory[];
  publishedPeriods: readonly PeriodCode[];
}

export interface PeriodGrade {
  period: PeriodCode;
  /** Null when nothing counts, or (students) while the period is unpublished. */
  percent: number | null;
  grade: ScaledGrade | null;
  published: boolean;
}

/** The domain's categories of a course: its own, or the single implicit one when it defines none. */
export function gradebookCategories(categories: readonly GradeCategory[]): GradeCategory[] {
  return categories.length === 0 ? [{ id: NO_CATEGORY, weight: 1 }] : [...categories];
}

/** A student's cell as the final grade's `GradableItem`; an uncategorised column is in `NO_CATEGORY`. */
export function toGradableItem(column: GradebookColumnFacts, cell: GradebookCellFacts): GradableItem {
  return {
    id: column.id,
    category: column.categoryId ?? NO_CATEGORY,
    weight: column.weight,
    maxScore: column.maxScore,
    score: cell.score,
    excused: cell.excused,
    overdue: cell.overdue,
    lateCountsAsZero: column.lateCountsAsZero,
    countsForFinalGrade: column.countsForFinalGrade,
    published: column.published,
  };
}

/** Whether a column belongs to a period: its own period's columns; the annual grade counts every column of the year. */
export function inPeriod(column: Pick<GradebookColumnFacts, 'period'>, period: PeriodCode): boolean {
  return period === ANNUAL || column.period === period;
}

/**
 * One student's final grade for each period of the scheme, then the annual one (ADR 0231): `finalGrade` over the
 * period's columns with the course's categories, scale and drop-lowest. The student's own view counts published
 * columns only and shows a period's grade only once the period is published (ADR 0135). `cells[i]` is the cell of
 * `columns[i]`. The SPA (recomputing after a change) and the server (answering the grid) both call this.
 */
export function studentPeriodGrades(
  settings: CourseGradingSettings,
  columns: readonly GradebookColumnFacts[],
  cells: readonly GradebookCellFacts[],
  studentView: boolean,
): PeriodGrade[] {
  const categories = gradebookCategories(settings.categories);
  const published = new Set(settings.publishedPeriods);
  const all = columns.map((column, i) => toGradableItem(column, cells[i] ?? { score: null, overdue: false, excused: false }));
  return periodsOfScheme(settings.scheme).map((period) => {
    const isPublished = published.has(period);
    if (studentView && !isFinalGradeVisible(isPublished)) return { period, percent: null, grade: null, published: false };
    const items = all.filter((_, i) => inPeriod(columns[i] ?? { period: null }, period));
    const result = finalGrade({ items, categories, options: { scale: settings.scale, dropLowest: settings.dropLowest, publishedOnly: studentView } });
    return { period, percent: result.percent, grade: result.grade, published: isPublished };
  });
}
