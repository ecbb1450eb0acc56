import { makeAutoObservable, observable } from 'mobx';
import type { Gradebook, GradebookItem } from '@application/gradebook/Gradebook';
import { gradingOf, type GridGrading } from '@application/gradebook/gradebookGrading';
import { GradebookRow, type GridPosition, type RowContext } from '@application/gradebook/GradebookRow';
import type { CellIdentity, CursorGrid } from '@application/gradebook/GridCursor';
import type { CellTarget } from '@application/gradebook/ScoreWrites';
import { gridLayout, type GridColumn, type GridLayout, type GroupBy } from '@application/gradebook/gridLayout';

/**
 * The grid's data: the gradebook as the server last answered it, one row per student (holding the cells changed
 * since), and the columns laid out by period or unit. It finds cells for the cursor and the writes.
 */
export class GradebookSheet implements CursorGrid {
  courseGuid: string | undefined = undefined;
  gradebook: Gradebook | undefined = undefined;
  rows: GradebookRow[] = [];
  groupBy: GroupBy = 'period';
  /** The decimal sign the teacher reads and types ("," in es and pt); the domain accepts both when typed. */
  decimalSeparator: '.' | ',' = '.';

  constructor() {
    makeAutoObservable(this, { gradebook: observable.ref, rows: observable.ref }, { autoBind: true });
  }

  /** Shows a grid read from the server; its rows read the cursor and the saves through `context`. */
  show(gradebook: Gradebook, context: RowContext): void {
    this.gradebook = gradebook;
    this.rows = gradebook.students.map(({ cells, finalGrades, ...student }, index) => new GradebookRow(student, cells, finalGrades, index, context));
  }

  /** Another course: nothing to show until its grid arrives. */
  clear(courseGuid: string): void {
    this.courseGuid = courseGuid;
    this.gradebook = undefined;
    this.rows = [];
  }

  replaceItem(itemIndex: number, item: GradebookItem): void {
    const gradebook = this.gradebook;
    if (gradebook !== undefined) this.gradebook = { ...gradebook, items: gradebook.items.map((old, i) => (i === itemIndex ? item : old)) };
  }

  get layout(): GridLayout {
    return gridLayout(this.gradebook ?? { items: [], periods: [], categories: [] }, this.groupBy);
  }

  get columns(): GridColumn[] {
    return this.layout.columns;
  }

  /** The course's grading rules and columns as the domain's `studentPeriodGrades` reads them. */
  get grading(): GridGrading {
    return gradingOf(this.gradebook);
  }

  /** The grid with the cells and final grades as they are now (for the other areas of the gradebook). */
  get currentGradebook(): Gradebook | undefined {
    const gradebook = this.gradebook;
    if (gradebook === undefined) return undefined;
    return { ...gradebook, students: this.rows.map((row) => ({ ...row.student, cells: [...row.cells], finalGrades: [...row.finalGrades] })) };
  }

  /** Teachers write scores; school admins read. */
  get canEdit(): boolean {
    return this.gradebook?.abilities.update === true && this.gradebook.view === 'teacher';
  }

  get isEmpty(): { students: boolean; items: boolean } {
    return { students: this.rows.length === 0, items: (this.gradebook?.items.length ?? 0) === 0 };
  }

  studentName(guid: string): string {
    return this.rows.find((row) => row.student.guid === guid)?.fullName ?? '';
  }

  itemName(guid: string): string {
    return this.gradebook?.items.find((item) => item.guid === guid)?.name ?? '';
  }

  setDecimalSeparator(separator: '.' | ','): void {
    this.decimalSeparator = separator;
  }

  /** A score as typed in the teacher's language: 7.5 → "7,5" with a decimal comma. */
  textOf(value: number | null): string {
    return value === null ? '' : String(value).replace('.', this.decimalSeparator);
  }

  get rowCount(): number {
    return this.rows.length;
  }

  get columnCount(): number {
    return this.columns.length;
  }

  /** A student's cell of an item column at a position (the only cells that edit). */
  targetAt({ row, col }: GridPosition): CellTarget | undefined {
    const column = this.columns[col];
    const gridRow = this.rows[row];
    if (column?.kind !== 'item' || gridRow === undefined) return undefined;
    const cell = gridRow.cells[column.itemIndex];
    return cell === undefined ? undefined : { row: gridRow, item: column.item, itemIndex: column.itemIndex, cell };
  }

  isScoreCell(position: GridPosition): boolean {
    return this.targetAt(position) !== undefined;
  }

  /** A student's cell of an item, wherever the layout puts it. */
  locate(studentGuid: string, itemGuid: string): CellTarget | undefined {
    const gridRow = this.rows.find((row) => row.student.guid === studentGuid);
    const itemIndex = this.gradebook?.items.findIndex((item) => item.guid === itemGuid) ?? -1;
    const item = this.gradebook?.items[itemIndex];
    const cell = gridRow?.cells[itemIndex];
    return gridRow === undefined || item === undefined || cell === undefined ? undefined : { row: gridRow, item, itemIndex, cell };
  }

  /** The column of an item in the layout, else -1. */
  columnOf(itemGuid: string): number {
    return this.columns.findIndex((column) => column.kind === 'item' && column.item.guid === itemGuid);
  }

  identityAt(position: GridPosition): CellIdentity | undefined {
    const column = this.columns[position.col];
    if (column === undefined) return undefined;
    return { studentGuid: position.row < 0 ? null : (this.rows[position.row]?.student.guid ?? null), columnKey: column.key };
  }

  positionOf(identity: CellIdentity): GridPosition | undefined {
    const col = this.columns.findIndex((column) => column.key === identity.columnKey);
    const row = identity.studentGuid === null ? -1 : this.rows.findIndex((r) => r.student.guid === identity.studentGuid);
    return col < 0 || (identity.studentGuid !== null && row < 0) ? undefined : { row, col };
  }
}
