import { makeAutoObservable, observable, type ObservableMap } from 'mobx';
import { effectiveScore } from '@domain/gradebook/scoreEntry';
import { studentPeriodGrades, type CourseGradingSettings, type GradebookColumnFacts, type PeriodGrade } from '@domain/gradebook/periodGrades';
import type { GradebookCell, GradebookStudent } from '@application/gradebook/Gradebook';

/** Where the keyboard is: `row` -1 is the row of column headers; `col` indexes the layout's columns. */
export interface GridPosition {
  row: number;
  col: number;
}

/** The cell being typed in: the text as typed, what it started from, and how it started (F2/Enter keep the value). */
export interface CellEdit extends GridPosition {
  text: string;
  initial: string;
  mode: 'replace' | 'edit';
}

export type CellSaveState = 'saving' | 'saved' | 'error';

/** A refusal shown at a cell: a domain `score.*` code (translated by the view) with its values. */
export interface CellProblem {
  code: string;
  values: Record<string, string | number>;
}

/** What every row reads from its grid: the grading rules, the active cell, the edit in progress and the saves. */
export interface RowContext {
  readonly grading: { settings: CourseGradingSettings; columns: readonly GradebookColumnFacts[]; studentView: boolean };
  readonly active: GridPosition;
  readonly editing: CellEdit | undefined;
  saveStateOf(studentGuid: string, itemGuid: string): CellSaveState | undefined;
}

export type StudentInfo = Omit<GradebookStudent, 'cells' | 'finalGrades'>;

/**
 * One student's row of the grid. Its computed values depend on this row only, so one score change re-renders one
 * row and recomputes one student's final grades; moving the active cell touches the two rows involved.
 */
export class GradebookRow {
  /** One per item, in the order of `Gradebook.items`; replaced (never mutated) on a change. */
  cells: readonly GradebookCell[];
  /** A cell changed since the server computed `serverGrades`: the final grades are the domain's over `cells`. */
  changed = false;
  /** Per item guid: why the last entry was refused. */
  readonly problems: ObservableMap<string, CellProblem> = observable.map({}, { deep: false });

  constructor(
    readonly student: StudentInfo,
    cells: readonly GradebookCell[],
    private readonly serverGrades: readonly PeriodGrade[],
    readonly index: number,
    private readonly context: RowContext,
  ) {
    this.cells = cells;
    makeAutoObservable<GradebookRow, 'serverGrades' | 'context'>(this, { student: false, index: false, serverGrades: false, context: false, cells: observable.ref, problems: false });
  }

  /** Replaces one cell (its effective score recomputed by the domain); the row's final grades follow. */
  patch(itemIndex: number, patch: Partial<GradebookCell>): void {
    const cell = this.cells[itemIndex];
    if (cell === undefined) return;
    const next = { ...cell, ...patch };
    const effective = effectiveScore({ studentGuid: this.student.guid, itemId: next.itemGuid, precalculated: next.precalculated, manual: next.manual });
    const cells = this.cells.slice();
    cells[itemIndex] = { ...next, score: effective.score, source: effective.source };
    this.cells = cells;
    this.changed = true;
  }

  /** A save of this row's cell of an item: on its way, just saved, or failed. */
  saveStateOf(itemGuid: string): CellSaveState | undefined {
    return this.context.saveStateOf(this.student.guid, itemGuid);
  }

  /** The server's final grades until a cell changes here; then the domain's `studentPeriodGrades` (the same rule). */
  get finalGrades(): readonly PeriodGrade[] {
    if (!this.changed) return this.serverGrades;
    const { settings, columns, studentView } = this.context.grading;
    return studentPeriodGrades(settings, columns, this.cells, studentView);
  }

  /** The active column when the active cell is in this row, else -1. */
  get activeColumn(): number {
    const active = this.context.active;
    return active.row === this.index ? active.col : -1;
  }

  /** The edit in progress when it is in this row. */
  get edit(): CellEdit | undefined {
    const editing = this.context.editing;
    return editing !== undefined && editing.row === this.index ? editing : undefined;
  }

  get fullName(): string {
    return `${this.student.name} ${this.student.lastname}`;
  }
}
