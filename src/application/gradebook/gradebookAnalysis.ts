import type { AnalysisCell, AnalysisColumn } from '@domain/gradebook/analysis';
import { inPeriod } from '@domain/gradebook/periodGrades';
import type { PeriodCode } from '@domain/grading/periods';
import type { Gradebook, GradebookCell, GradebookItem, GradebookStudent } from '@application/gradebook/Gradebook';

/** A grid column as the domain's analysis reads it. */
export function toAnalysisColumn(item: GradebookItem): AnalysisColumn {
  return { id: item.guid, unitId: item.unitGuid, maxScore: item.maxScore, dueAtLocal: item.dueAtLocal };
}

export function toAnalysisCell(cell: GradebookCell | undefined): AnalysisCell {
  return { score: cell?.score ?? null, excused: cell?.excused ?? false };
}

/** The grid narrowed to a period's columns (the annual period: every column), with each student's cells for them. */
export interface GridSlice {
  items: GradebookItem[];
  columns: AnalysisColumn[];
  /** `rows[s][i]`: student s of the gradebook, column i of `items`. */
  rows: AnalysisCell[][];
}

export function sliceOf(gradebook: Gradebook, period: PeriodCode): GridSlice {
  const indexes = gradebook.items.flatMap((item, index) => (inPeriod(item, period) ? [index] : []));
  const items = indexes.map((i) => gradebook.items[i]).filter((item): item is GradebookItem => item !== undefined);
  return {
    items,
    columns: items.map(toAnalysisColumn),
    rows: gradebook.students.map((student) => indexes.map((i) => toAnalysisCell(cellAt(student, gradebook.items[i], i)))),
  };
}

/** A student's cell of an item: `cells` follows the order of `items`, checked by guid. */
export function cellAt(student: GradebookStudent, item: GradebookItem | undefined, index: number): GradebookCell | undefined {
  if (item === undefined) return undefined;
  const cell = student.cells[index];
  return cell?.itemGuid === item.guid ? cell : student.cells.find((c) => c.itemGuid === item.guid);
}

/** "Pablo García López". */
export function fullName(student: Pick<GradebookStudent, 'name' | 'lastname'>): string {
  return `${student.name} ${student.lastname}`.trim();
}

/** A unit of the course as the areas show it; null guid: the manual columns, which belong to none. */
export interface AreaUnit {
  unitGuid: string | null;
  name: string | null;
}

/** The unit's name from its first item. */
export function unitOf(items: readonly GradebookItem[], unitGuid: string | null): AreaUnit {
  return { unitGuid, name: unitGuid === null ? null : (items.find((item) => item.unitGuid === unitGuid)?.unitName ?? null) };
}
