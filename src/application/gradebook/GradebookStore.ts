import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { PeriodCode } from '@domain/grading/periods';
import type { AppError } from '@application/shared/AppError';
import { Loadable, type LoadStatus } from '@application/shared/Loadable';
import type { Clock } from '@application/shared/ports/Clock';
import type { Timers } from '@application/shared/ports/Timers';
import type { GradebookBook } from '@application/gradebook/Gradebook';
import type { GradebookGateway } from '@application/gradebook/ports/GradebookGateway';
import { AuditTrail } from '@application/gradebook/AuditTrail';
import type { GridGrading } from '@application/gradebook/gradebookGrading';
import { GradebookSheet } from '@application/gradebook/GradebookSheet';
import type { CellEdit, CellSaveState, GridPosition, RowContext } from '@application/gradebook/GradebookRow';
import { GridCursor, type KeyInput, type Move } from '@application/gradebook/GridCursor';
import { gridMessage, type GridMessage } from '@application/gradebook/GridMessage';
import { ScoreWrites, type CellTarget } from '@application/gradebook/ScoreWrites';
import type { GroupBy } from '@application/gradebook/gridLayout';

/**
 * The teacher's gradebook grid (/course/{guid}/grades), a coordinator: it reads the grid and its books (`Loadable`)
 * into the sheet (`GradebookSheet`: rows and columns), and wires the cursor and keyboard (`GridCursor`), the score
 * writes (`ScoreWrites`: checked by the domain, optimistic, undoable) and the audit panel (`AuditTrail`).
 */
export class GradebookStore implements RowContext {
  readonly read = new Loadable((courseGuid: string) => this.gateway.load(courseGuid));
  readonly books = new Loadable((courseGuid: string) => this.gateway.books(courseGuid));
  readonly sheet = new GradebookSheet();
  readonly cursor = new GridCursor(this.sheet);
  readonly writes: ScoreWrites;
  readonly audit: AuditTrail;
  /** Polite news (undone, excused…) and urgent ones (refused, failed), for the live regions. */
  notice: GridMessage | undefined = undefined;
  alert: GridMessage | undefined = undefined;

  constructor(
    private readonly gateway: GradebookGateway,
    clock: Clock,
    timers: Timers,
  ) {
    this.writes = new ScoreWrites(gateway, clock, timers, this.sheet, this);
    this.audit = new AuditTrail(gateway);
    makeAutoObservable<GradebookStore, 'gateway'>(
      this,
      { gateway: false, read: false, books: false, sheet: false, cursor: false, writes: false, audit: false, notice: observable.ref, alert: observable.ref },
      { autoBind: true },
    );
  }

  // ---- Loading ----

  /** Loads a course's grid (then, for teachers and admins, its books). Loading the same course again keeps the grid on screen. */
  async load(courseGuid: string): Promise<void> {
    const again = courseGuid === this.sheet.courseGuid && this.sheet.gradebook !== undefined;
    if (!again) {
      this.sheet.clear(courseGuid);
      this.books.reset();
      this.writes.reset();
      this.audit.close();
      this.cursor.reset();
    }
    const result = await this.read.load(courseGuid);
    const loaded = runInAction(() => {
      // A later load (another course) wins over an earlier one that answers late.
      if (!this.read.holds(result)) return false;
      if (result.err) {
        if (again) this.alert = gridMessage('announce.reloadFailed', {}, { error: result.val });
        return false;
      }
      this.cursor.keepThrough(() => this.sheet.show(result.val, this));
      return result.val.view !== 'student';
    });
    // The books only add publication states to the period headers: without them the grid still works.
    if (loaded) await this.books.load(courseGuid);
  }

  /** After a change elsewhere (settings, columns, publishing): the grid again, keeping the active cell and grouping. */
  reload(): Promise<void> {
    const courseGuid = this.sheet.courseGuid;
    return courseGuid === undefined ? Promise.resolve() : this.load(courseGuid);
  }

  retry(): Promise<void> {
    return this.reload();
  }

  /** A grid in hand stays ready through a reload (even a failed one); a first read is loading or failed. */
  get status(): LoadStatus {
    if (this.sheet.gradebook !== undefined) return 'ready';
    return this.read.status === 'ready' ? 'loading' : this.read.status;
  }

  get error(): AppError | undefined {
    return this.read.error;
  }

  /** A reload (after a setup change) is in flight; the grid stays on screen. */
  get refreshing(): boolean {
    return this.read.loading && this.sheet.gradebook !== undefined;
  }

  bookFor(period: PeriodCode | null): GradebookBook | undefined {
    return this.books.value?.find((book) => book.period === period);
  }

  // ---- What every row reads ----

  get grading(): GridGrading {
    return this.sheet.grading;
  }

  get active(): GridPosition {
    return this.cursor.active;
  }

  get editing(): CellEdit | undefined {
    return this.cursor.editing;
  }

  saveStateOf(studentGuid: string, itemGuid: string): CellSaveState | undefined {
    return this.writes.saveStateOf(studentGuid, itemGuid);
  }

  /** The active cell when it is a student's cell of an item column. */
  get activeTarget(): CellTarget | undefined {
    return this.sheet.targetAt(this.cursor.active);
  }

  /** Regroups the columns, keeping the same column active. */
  setGroupBy(groupBy: GroupBy): void {
    if (groupBy === this.sheet.groupBy) return;
    this.cancelEdit();
    this.cursor.keepThrough(() => {
      this.sheet.groupBy = groupBy;
    });
  }

  // ---- The keyboard and editing ----

  /** A click (or a tap) on a cell: what was typed elsewhere is committed first; a refused entry keeps its cell. */
  activate(row: number, col: number): boolean {
    const edit = this.cursor.editing;
    if (edit !== undefined && (edit.row !== row || edit.col !== col) && !this.commit('none')) return false;
    this.cursor.moveTo(row, col);
    return true;
  }

  /** The spreadsheet keys (`GridCursor.key`), acting on the active cell. Returns whether the key was used. */
  keyDown(input: KeyInput): boolean {
    const intent = this.cursor.key(input);
    switch (intent.kind) {
      case 'moved':
        return true;
      case 'unused':
        return false;
      case 'edit':
        return this.startEditing('edit');
      case 'type':
        return this.startEditing('replace', intent.first);
      case 'commit':
        this.commit(intent.move);
        return true;
      case 'cancel':
        this.cancelEdit();
        return true;
      case 'clear':
        if (this.activeTarget === undefined || !this.sheet.canEdit) return false;
        this.clearActive();
        return true;
      case 'undo':
        this.undo();
        return true;
    }
  }

  /** Starts typing in the active cell: 'edit' keeps its value, 'replace' starts from `first` (the key typed). */
  startEditing(mode: 'edit' | 'replace', first = ''): boolean {
    const target = this.activeTarget;
    if (target === undefined) return false;
    if (!this.sheet.canEdit) {
      this.notice = gridMessage('announce.readOnly');
      return true;
    }
    this.cursor.startEditing(mode, this.sheet.textOf(target.cell.manual ?? target.cell.score), first);
    return true;
  }

  setEditText(text: string): void {
    this.cursor.setEditText(text);
  }

  /** Escape: the typed text goes, the cell shows what it held. */
  cancelEdit(): void {
    const edit = this.cursor.editing;
    if (edit === undefined) return;
    const target = this.sheet.targetAt(edit);
    target?.row.problems.delete(target.item.guid);
    this.cursor.stopEditing();
  }

  /** Enter, Tab, an arrow or a click elsewhere: the typed score checked and saved; refused, the edit stays. */
  commit(move: Move): boolean {
    const edit = this.cursor.editing;
    if (edit === undefined) return false;
    const target = this.sheet.targetAt(edit);
    if (target !== undefined && !this.writes.enter(target, edit)) return false;
    this.cursor.stopEditing();
    if (target !== undefined) this.cursor.move(move);
    return true;
  }

  clearActive(): void {
    const target = this.activeTarget;
    if (target !== undefined && this.sheet.canEdit) this.writes.clear(target);
  }

  /** Ctrl+Z: the latest change taken back, and the cursor on its cell. */
  undo(): void {
    if (!this.sheet.canEdit) return;
    this.cancelEdit();
    const target = this.writes.undo();
    const col = target === undefined ? -1 : this.sheet.columnOf(target.item.guid);
    if (target !== undefined && col >= 0) this.cursor.moveTo(target.row.index, col);
  }

  toggleExcused(): void {
    const target = this.activeTarget;
    if (target !== undefined && this.sheet.canEdit) this.writes.toggleExcused(target);
  }

  /** Opens the audit trail of the active cell (one student) or of its whole column. */
  openAudit(scope: 'cell' | 'column'): Promise<void> {
    const target = this.activeTarget;
    const column = this.sheet.columns[this.cursor.active.col];
    const item = target?.item ?? (scope === 'column' && column?.kind === 'item' ? column.item : undefined);
    const courseGuid = this.sheet.courseGuid;
    if (item === undefined || courseGuid === undefined || (scope === 'cell' && target === undefined)) return Promise.resolve();
    const studentGuid = scope === 'cell' && target !== undefined ? target.row.student.guid : null;
    return this.audit.open({ scope, courseGuid, itemGuid: item.guid, studentGuid });
  }

  /** Waits for every save on its way (and the reads they start). */
  settled(): Promise<void> {
    return this.writes.settled();
  }

  announce(message: GridMessage, urgent: boolean): void {
    if (urgent) this.alert = message;
    else this.notice = message;
  }
}
