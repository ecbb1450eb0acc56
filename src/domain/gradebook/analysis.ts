import { parseCalendarDate, type CalendarDate } from '../calendar/calendarDate';
import { FAIL, PASS, toScale, type GradeScale } from './gradeScales';
import { clean, percentOf, roundHalfUp } from './rounding';

/**
 * The read-only areas of the gradebook (ADR 0236): unit averages, evolution over time, the
 * distribution of final grades and the grading calendar. Every figure is a percentage 0–100 of the
 * item's maximum; averages are plain means of those percentages (each scored item counts once,
 * whatever its weight or maximum), computed unrounded and rounded half-up to 2 decimals once.
 * Excused cells and cells without a score are left out, never read as 0.
 */

/** A gradebook column as the analysis reads it. */
export interface AnalysisColumn {
  id: string;
  /** The lesson's unit; null for manual columns (they form one group of their own). */
  unitId: string | null;
  maxScore: number;
  /** The due date as the school's wall clock `YYYY-MM-DDTHH:mm[:ss]`, or null. */
  dueAtLocal: string | null;
}

/** One student's cell of a column. */
export interface AnalysisCell {
  /** The effective score (manual over precalculated), null when there is none. */
  score: number | null;
  excused: boolean;
}

// The unrounded percentage of a cell, or null when it does not count.
function exactPercent(column: Pick<AnalysisColumn, 'maxScore'>, cell: AnalysisCell | undefined): number | null {
  if (cell === undefined || cell.excused || cell.score === null || !Number.isFinite(cell.score)) return null;
  return percentOf(Math.min(column.maxScore, Math.max(0, cell.score)), column.maxScore);
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : clean(values.reduce((sum, v) => sum + v, 0) / values.length);
}

function round2(value: number | null): number | null {
  return value === null ? null : roundHalfUp(value, 2);
}

/** A cell as a percentage of the column's maximum (clamped to 0…max, 2 decimals); null when excused, unscored or the maximum is not positive. */
export function cellPercent(column: Pick<AnalysisColumn, 'maxScore'>, cell: AnalysisCell): number | null {
  return round2(exactPercent(column, cell));
}

interface UnitGroup {
  unitId: string | null;
  indexes: number[];
}

// Units in the order they first appear; the group without a unit last.
function unitGroups(columns: readonly AnalysisColumn[]): UnitGroup[] {
  const groups = new Map<string | null, UnitGroup>();
  columns.forEach((column, index) => {
    const group = groups.get(column.unitId) ?? { unitId: column.unitId, indexes: [] };
    group.indexes.push(index);
    groups.set(column.unitId, group);
  });
  const list = [...groups.values()];
  return [...list.filter((g) => g.unitId !== null), ...list.filter((g) => g.unitId === null)];
}

export interface ClassUnitAverage {
  unitId: string | null;
  /** Each student's unit average (null: nothing counts for them), in the order of the rows. */
  students: (number | null)[];
  /** The mean of the students' averages (each student weighs the same), 2 decimals; null when no student has one. */
  percent: number | null;
  columnIds: string[];
}

/** Per unit, every student's average and the class average (`rows[s][i]`: student s, column i). */
export function classUnitAverages(columns: readonly AnalysisColumn[], rows: readonly (readonly AnalysisCell[])[]): ClassUnitAverage[] {
  const perStudent = rows.map((cells) => unitGroups(columns).map((group) => mean(group.indexes.map((i) => exactPercent(columns[i] ?? { maxScore: 0 }, cells[i])).filter((p): p is number => p !== null))));
  return unitGroups(columns).map((group, u) => {
    const averages = perStudent.map((units) => units[u] ?? null);
    return {
      unitId: group.unitId,
      students: averages.map(round2),
      percent: round2(mean(averages.filter((a): a is number => a !== null))),
      columnIds: group.indexes.map((i) => columns[i]?.id ?? ''),
    };
  });
}

/** The school day of a due date (`YYYY-MM-DDTHH:mm…` → `YYYY-MM-DD`); undefined when absent or not a real date. */
export function dueDay(dueAtLocal: string | null): CalendarDate | undefined {
  if (dueAtLocal === null) return undefined;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(dueAtLocal) ? parseCalendarDate(dueAtLocal.slice(0, 10)) : undefined;
}

// Wall-clock strings sort as dates; seconds are optional (`10:00` = `10:00:00`).
function compareDue(a: string | null, b: string | null): number {
  const x = (a ?? '').padEnd(19, ':00');
  const y = (b ?? '').padEnd(19, ':00');
  return x < y ? -1 : x > y ? 1 : 0;
}

export interface DatedColumn {
  /** Index in the columns given. */
  index: number;
  id: string;
  day: CalendarDate;
}

/** The columns with a due date, by due date and time (ties keep the given order); the others have no place in time. */
export function columnsByDueDate(columns: readonly AnalysisColumn[]): DatedColumn[] {
  return columns
    .map((column, index) => ({ column, index, day: dueDay(column.dueAtLocal) }))
    .filter((c): c is { column: AnalysisColumn; index: number; day: CalendarDate } => c.day !== undefined)
    .sort((a, b) => compareDue(a.column.dueAtLocal, b.column.dueAtLocal) || a.index - b.index)
    .map(({ column, index, day }) => ({ index, id: column.id, day }));
}

export interface EvolutionPoint {
  columnId: string;
  day: CalendarDate;
  /** The student's percentage on this column. */
  percent: number;
  /** The mean of the student's percentages up to and including this column. */
  average: number;
}

/** A student's evolution: the scored columns with a due date, by due date, each with the running average. */
export function studentEvolution(columns: readonly AnalysisColumn[], cells: readonly AnalysisCell[]): EvolutionPoint[] {
  const points: EvolutionPoint[] = [];
  let sum = 0;
  let count = 0;
  for (const dated of columnsByDueDate(columns)) {
    const column = columns[dated.index] ?? { maxScore: 0 };
    const cell = cells[dated.index];
    const exact = exactPercent(column, cell);
    if (exact === null || cell === undefined) continue;
    sum += exact;
    count += 1;
    // The point shows the cell's own percentage; the running average adds the unrounded ones.
    points.push({ columnId: dated.id, day: dated.day, percent: cellPercent(column, cell) ?? 0, average: roundHalfUp(clean(sum / count), 2) });
  }
  return points;
}

export interface ClassPoint {
  columnId: string;
  day: CalendarDate;
  /** The mean of the students' percentages on this column. */
  percent: number;
  /** How many students count. */
  counted: number;
}

/** The class average per column over time: the columns with a due date and at least one counted score, by due date. */
export function classEvolution(columns: readonly AnalysisColumn[], rows: readonly (readonly AnalysisCell[])[]): ClassPoint[] {
  const points: ClassPoint[] = [];
  for (const dated of columnsByDueDate(columns)) {
    const column = columns[dated.index] ?? { maxScore: 0 };
    const percents = rows.map((cells) => exactPercent(column, cells[dated.index])).filter((p): p is number => p !== null);
    const average = mean(percents);
    if (average !== null) points.push({ columnId: dated.id, day: dated.day, percent: roundHalfUp(average, 2), counted: percents.length });
  }
  return points;
}

/** A band of the distribution: a range of a numeric scale (from inclusive; to exclusive but for the last band) or a label. */
export type DistributionBand =
  | { kind: 'range'; from: number; to: number; count: number }
  | { kind: 'label'; label: string; count: number };

export interface Distribution {
  /** Lowest first, like an axis. */
  bands: DistributionBand[];
  /** Students without a final grade. */
  withoutGrade: number;
}

/** Numeric scales up to this maximum get one band per whole point; wider ones get ten equal bands. */
export const MAX_POINT_BANDS = 20;

/**
 * How the final grades (percentages, null without one) fall on the course's scale, read as the
 * grade shows (`toScale`, so 4.996 → 5 falls in 5–6): numeric scales one band per whole point
 * (0–1 … 9–10, the top one inclusive; ten equal bands past 20 points); letters one per letter;
 * pass/fail fail then pass; custom one per level. Bands go lowest first.
 */
export function gradeDistribution(scale: GradeScale, percents: readonly (number | null)[]): Distribution {
  const graded = percents.filter((p): p is number => p !== null && Number.isFinite(p));
  const withoutGrade = percents.length - graded.length;
  switch (scale.kind) {
    case 'numeric': {
      const width = scale.max <= MAX_POINT_BANDS ? 1 : scale.max / 10;
      const count = Math.max(1, Math.ceil(clean(scale.max / width)));
      const bands: DistributionBand[] = Array.from({ length: count }, (_, i) => ({ kind: 'range', from: clean(i * width), to: Math.min(scale.max, clean((i + 1) * width)), count: 0 }));
      for (const percent of graded) {
        const grade = toScale(scale, percent);
        const value = grade.kind === 'number' ? grade.value : 0;
        const band = bands[Math.min(count - 1, Math.max(0, Math.floor(clean(value / width))))];
        if (band !== undefined) band.count += 1;
      }
      return { bands, withoutGrade };
    }
    case 'letters':
      return { bands: countLabels(scale, [...scale.bands].reverse().map((b) => b.label), graded), withoutGrade };
    case 'pass-fail':
      return { bands: countLabels(scale, [FAIL, PASS], graded), withoutGrade };
    case 'custom':
      return { bands: countLabels(scale, scale.levels.map((l) => l.label), graded), withoutGrade };
  }
}

function countLabels(scale: GradeScale, labels: readonly string[], percents: readonly number[]): DistributionBand[] {
  const bands = labels.map((label): DistributionBand => ({ kind: 'label', label, count: 0 }));
  for (const percent of percents) {
    const grade = toScale(scale, percent);
    const band = bands.find((b) => b.kind === 'label' && grade.kind === 'label' && b.label === grade.label);
    if (band !== undefined) band.count += 1;
  }
  return bands;
}

