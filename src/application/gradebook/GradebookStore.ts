import { makeAutoObservable, observable, runInAction } from 'mobx';
import { NUMERIC_0_10 } from '@domain/gradebook/gradeScales';
import type { CourseGradingSettings, GradebookColumnFacts } from '@domain/gradebook/periodGrades';
import { clearScore, effectiveScore, enterScore, pushUndo, scoreRulesFor, undoLast, type ScoreCell, type ScoreChange, type UndoStack } from '@domain/gradebook/scoreEntry';
import type { ScoreError } from '@domain/grading/scoreValidation';
import type { PeriodCode } from '@domain/grading/periods';
import type { AppError } from '@application/shared/AppError';
import type { Clock } from '@application/shared/ports/Clock';
import type { Timers } from '@application/shared/ports/Timers';
import type { AuditEntry, Gradebook, GradebookBook, GradebookCell, GradebookItem } from '@application/gradebook/Gradebook';
import type { GradebookGateway } from '@application/gradebook/ports/GradebookGateway';
import { GradebookRow, type CellEdit, type CellProblem, type GridPosition, type RowContext } from '@application/gradebook/GradebookRow';
import { gridLayout, type GridColumn, type GridLayout, type GroupBy } from '@application/gradebook/gridLayout';

/** PageUp / PageDown move this many rows. */
export const PAGE_ROWS = 10;
/** How long a cell shows "saved" after its save. */
export const SAVED_MARK_MS = 2500;
/** How many audit lines a panel reads. */
export const AUDIT_LIMIT = 100;

/** A key press as the grid needs it (a DOM KeyboardEvent fits). */
export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** A message for the live regions, by translation key of the `gradebook` namespace (stores hold no text). */
export interface GridMessage {
  id: number;
  key: string;
  values: Record<string, string | number>;
  /** A refused score: its `score.*` text follows the message. */
  problem?: CellProblem;
  /** A failed call: its error text follows the message. */
  error?: AppError;
}

export interface AuditPanel {
  /** A cell's trail (one student) or a whole column's. */
  scope: 'cell' | 'column';
  itemGuid: string;
  studentGuid: string | null;
  status: 'loading' | 'ready' | 'failed';
  entries: AuditEntry[];
  error: AppError | undefined;
}

/** A cell of an item column, located. */
interface Target {
  row: GradebookRow;
  item: GradebookItem;
  itemIndex: number;
  cell: GradebookCell;
}

type Move = 'up' | 'down' | 'left' | 'right' | 'none';

const STARTS_ENTRY = /^[0-9.,+-]$/;

let nextMessageId = 1;

function message(key: string, values: Record<string, string | number> = {}, extra: Pick<GridMessage, 'problem' | 'error'> = {}): GridMessage {
  return { id: nextMessageId++, key, values, ...extra };
}

function toScoreCell(target: Target): ScoreCell {
  return { studentGuid: target.row.student.guid, itemId: target.item.guid, precalculated: target.cell.precalculated, manual: target.cell.manual };
}

/**
 * The teacher's gradebook grid (/course/{guid}/grades): loads the grid and its books, lays the columns out by period or
 * unit, moves an active cell like a spreadsheet, edits manual scores with the domain's validation, saves them
 * optimistically (rollback on failure, SCORE_CHANGED reloads the column), undoes with the domain's stack, excuses,
 * recomputes the changed student's final grades with the domain, and reads the audit trail on demand.
 */
export class GradebookStore implements RowContext {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  error: AppError | undefined = undefined;
  /** A reload (after a setup change) is in flight; the grid stays on screen. */
  refreshing = false;
  courseGuid: string | undefined = undefined;
  /** The grid as the server last answered it (rows hold the cells changed since). */
  gradebook: Gradebook | undefined = undefined;
  rows: GradebookRow[] = [];
  books: GradebookBook[] | undefined = undefined;
  groupBy: GroupBy = 'period';
  active: GridPosition = { row: 0, col: 0 };
  editing: CellEdit | undefined = undefined;
  undoStack: UndoStack = [];
  /** Polite news (undone, excused…) and urgent ones (refused, failed). */
  notice: GridMessage | undefined = undefined;
  alert: GridMessage | undefined = undefined;
  audit: AuditPanel | undefined = undefined;
  /** The decimal sign the teacher reads and types ("," in es and pt); the domain accepts both when typed. */
  decimalSeparator: '.' | ',' = '.';
  /** Saves in flight. */
  savingCount = 0;

  private requested = 0;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly latestWrite = new Map<string, number>();
  private writeCounter = 0;

  constructor(
    private readonly gateway: GradebookGateway,
    private readonly clock: Clock,
    private readonly timers: Timers,
  ) {
    makeAutoObservable<GradebookStore, 'gateway' | 'clock' | 'timers' | 'requested' | 'inFlight' | 'queues' | 'latestWrite' | 'writeCounter'>(
      this,
      {
        gateway: false,
        clock: false,
        timers: false,
        requested: false,
        inFlight: false,
        queues: false,
        latestWrite: false,
        writeCounter: false,
        gradebook: observable.ref,
        rows: observable.ref,
        books: observable.ref,
        active: observable.ref,
        editing: observable.ref,
        undoStack: observable.ref,
        notice: observable.ref,
        alert: observable.ref,
        audit: observable.ref,
      },
      { autoBind: true },
    );
  }

  // ---- Loading ----

  /** Loads a course's grid (then, for teachers and admins, its books). Loading the same course again keeps the grid on screen. */
  async load(courseGuid: string): Promise<void> {
    const request = ++this.requested;
    const again = courseGuid === this.courseGuid && this.gradebook !== undefined;
    this.courseGuid = courseGuid;
    this.error = undefined;
    if (again) this.refreshing = true;
    else {
      this.status = 'loading';
      this.gradebook = undefined;
      this.rows = [];
      this.books = undefined;
      this.undoStack = [];
      this.editing = undefined;
      this.audit = undefined;
      this.active = { row: 0, col: 0 };
    }
    const result = await this.gateway.load(courseGuid);
    const loaded = runInAction(() => {
      // A later load (another course) wins over an earlier one that answers late.
      if (request !== this.requested) return false;
      this.refreshing = false;
      if (result.err) {
        if (!again) this.status = 'failed';
        this.error = result.val;
        if (again) this.alert = message('announce.reloadFailed', {}, { error: result.val });
        return false;
      }
      this.setGrid(result.val);
      this.status = 'ready';
      return result.val.view !== 'student';
    });
    if (loaded) await this.loadBooks(request);
  }

  /** After a change elsewhere (settings, columns, publishing): the grid again, keeping the active cell and grouping. */
  reload(): Promise<void> {
    return this.courseGuid === undefined ? Promise.resolve() : this.load(this.courseGuid);
  }

  retry(): Promise<void> {
    return this.reload();
  }

  private async loadBooks(request: number): Promise<void> {
    const courseGuid = this.courseGuid;
    if (courseGuid === undefined) return;
    const result = await this.gateway.books(courseGuid);
    runInAction(() => {
      if (request !== this.requested) return;
      // The books only add publication states to the period headers: without them the grid still works.
      this.books = result.ok ? result.val : undefined;
    });
  }

  /**
   * Shows a grid read from the server. On a reload the active cell stays on the same student and column, and a score
   * being typed stays with its text (a reload after another cell's failed save must not take it away).
   */
  private setGrid(gradebook: Gradebook): void {
    const active = this.cellIdentity(this.active);
    const edit = this.editing;
    const editing = edit === undefined ? undefined : this.cellIdentity(edit);
    this.gradebook = gradebook;
    this.rows = gradebook.students.map(({ cells, finalGrades, ...student }, index) => new GradebookRow(student, cells, finalGrades, index, this));
    this.editing = undefined;
    this.active = this.clamp((active && this.positionOf(active)) ?? this.active);
    const kept = editing && this.positionOf(editing);
    if (edit !== undefined && kept !== undefined && this.targetAt(kept.row, kept.col) !== undefined) {
      this.active = kept;
      this.editing = { ...edit, ...kept };
    }
  }

  /** Which student and column a position shows (the header row has no student). */
  private cellIdentity(position: GridPosition): { studentGuid: string | null; columnKey: string } | undefined {
    const column = this.columns[position.col];
    if (column === undefined) return undefined;
    return { studentGuid: position.row < 0 ? null : (this.rows[position.row]?.student.guid ?? null), columnKey: column.key };
  }

  private positionOf(identity: { studentGuid: string | null; columnKey: string }): GridPosition | undefined {
    const col = this.columns.findIndex((column) => column.key === identity.columnKey);
    const row = identity.studentGuid === null ? -1 : this.rows.findIndex((r) => r.student.guid === identity.studentGuid);
    return col < 0 || (identity.studentGuid !== null && row < 0) ? undefined : { row, col };
  }

  // ---- What the grid shows ----

  get layout(): GridLayout {
    return gridLayout(this.gradebook ?? { items: [], periods: [], categories: [] }, this.groupBy);
  }

  get columns(): GridColumn[] {
    return this.layout.columns;
  }

  /** The course's grading rules and columns as the domain's `studentPeriodGrades` reads them. */
  get grading(): { settings: CourseGradingSettings; columns: GradebookColumnFacts[]; studentView: boolean } {
    const gradebook = this.gradebook;
    if (gradebook === undefined) {
      return { settings: { scheme: 'quarters', scale: NUMERIC_0_10, dropLowest: 0, categories: [], publishedPeriods: [] }, columns: [], studentView: false };
    }
    return {
      settings: {
        scheme: gradebook.periodScheme,
        scale: gradebook.scale,
        dropLowest: gradebook.dropLowest,
        categories: gradebook.categories.map((c) => ({ id: c.guid, weight: c.weight })),
        publishedPeriods: gradebook.publishedPeriods,
      },
      columns: gradebook.items.map((item) => ({
        id: item.guid,
        period: item.period,
        categoryId: item.categoryGuid,
        weight: item.weight,
        maxScore: item.maxScore,
        countsForFinalGrade: item.countsForFinalGrade,
        lateCountsAsZero: item.lateCountsAsZero,
        published: item.published,
      })),
      studentView: gradebook.view === 'student',
    };
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

  /** The active column of the header row, else -1. */
  get headerActiveColumn(): number {
    return this.active.row === -1 ? this.active.col : -1;
  }

  get isEmpty(): { students: boolean; items: boolean } {
    return { students: this.rows.length === 0, items: (this.gradebook?.items.length ?? 0) === 0 };
  }

  /** The active cell when it is a student's cell of an item column. */
  get activeTarget(): Target | undefined {
    return this.targetAt(this.active.row, this.active.col);
  }

  get undoCount(): number {
    return this.undoStack.length;
  }

  bookFor(period: PeriodCode | null): GradebookBook | undefined {
    return this.books?.find((book) => book.period === period);
  }

  studentName(guid: string): string {
    return this.rows.find((row) => row.student.guid === guid)?.fullName ?? '';
  }

  itemName(guid: string): string {
    return this.gradebook?.items.find((item) => item.guid === guid)?.name ?? '';
  }

  /** A score as typed in the teacher's language: 7.5 → "7,5" with a decimal comma. */
  textOf(value: number | null): string {
    return value === null ? '' : String(value).replace('.', this.decimalSeparator);
  }

  setDecimalSeparator(separator: '.' | ','): void {
    this.decimalSeparator = separator;
  }

  setGroupBy(groupBy: GroupBy): void {
    if (groupBy === this.groupBy) return;
    // Keep the same column active across the regrouping.
    const key = this.columns[this.active.col]?.key;
    this.cancelEdit();
    this.groupBy = groupBy;
    const col = this.columns.findIndex((column) => column.key === key);
    this.active = this.clamp({ row: this.active.row, col: col < 0 ? 0 : col });
  }

  // ---- Moving ----

  /** A click (or a tap) on a cell: what was typed elsewhere is committed first; a refused entry keeps its cell. */
  activate(row: number, col: number): boolean {
    if (this.editing !== undefined && (this.editing.row !== row || this.editing.col !== col)) {
      if (!this.commit('none')) return false;
    }
    this.active = this.clamp({ row, col });
    return true;
  }

  /**
   * The grid's keyboard, as a spreadsheet: arrows, Tab/Shift+Tab (leave the grid at the row's ends), Home/End,
   * Ctrl+Home/End, PageUp/PageDown, Enter/F2 to edit, a digit to start typing, Enter to commit and go down, Escape to
   * cancel, Delete/Backspace to remove the manual score, Ctrl+Z to undo. Returns whether the key was used.
   */
  keyDown(input: KeyInput): boolean {
    return this.editing === undefined ? this.navigationKey(input) : this.editingKey(input, this.editing);
  }

  private navigationKey(input: KeyInput): boolean {
    const ctrl = input.ctrlKey === true || input.metaKey === true;
    const { row, col } = this.active;
    const lastRow = this.rows.length - 1;
    const lastCol = this.columns.length - 1;
    switch (input.key) {
      case 'ArrowUp':
        return this.moveTo(ctrl ? Math.min(0, row) : row - 1, col);
      case 'ArrowDown':
        return this.moveTo(ctrl ? lastRow : row + 1, col);
      case 'ArrowLeft':
        return this.moveTo(row, ctrl ? 0 : col - 1);
      case 'ArrowRight':
        return this.moveTo(row, ctrl ? lastCol : col + 1);
      case 'Tab':
        // At the row's ends Tab leaves the grid, so the keyboard is never trapped in it.
        if (input.shiftKey === true) return col > 0 && this.moveTo(row, col - 1);
        return col < lastCol && this.moveTo(row, col + 1);
      case 'Home':
        return this.moveTo(ctrl ? 0 : row, 0);
      case 'End':
        return this.moveTo(ctrl ? lastRow : row, lastCol);
      case 'PageDown':
        return this.moveTo(Math.min(lastRow, row + PAGE_ROWS), col);
      case 'PageUp':
        return this.moveTo(Math.max(Math.min(0, row), row - PAGE_ROWS), col);
      case 'Enter':
      case 'F2':
        return this.startEditing('edit');
      case 'Delete':
      case 'Backspace':
        if (this.activeTarget === undefined || !this.canEdit) return false;
        this.clearActive();
        return true;
      default:
        if (ctrl && input.altKey !== true && input.key.toLowerCase() === 'z' && input.shiftKey !== true) {
          this.undo();
          return true;
        }
        if (!ctrl && input.altKey !== true && STARTS_ENTRY.test(input.key)) return this.startEditing('replace', input.key);
        return false;
    }
  }

  private editingKey(input: KeyInput, edit: CellEdit): boolean {
    const shift = input.shiftKey === true;
    switch (input.key) {
      case 'Enter':
        this.commit(shift ? 'up' : 'down');
        return true;
      case 'Tab':
        this.commit(shift ? 'left' : 'right');
        return true;
      case 'Escape':
        this.cancelEdit();
        return true;
      case 'ArrowUp':
      case 'ArrowDown':
        this.commit(input.key === 'ArrowUp' ? 'up' : 'down');
        return true;
      case 'ArrowLeft':
      case 'ArrowRight':
        // Typing over a cell: arrows commit and move. Editing its value (F2, Enter): they move the caret.
        if (edit.mode === 'edit') return false;
        this.commit(input.key === 'ArrowLeft' ? 'left' : 'right');
        return true;
      case 'F2':
        this.editing = { ...edit, mode: edit.mode === 'edit' ? 'replace' : 'edit' };
        return true;
      default:
        return false;
    }
  }

  private moveTo(row: number, col: number): boolean {
    const next = this.clamp({ row, col });
    if (next.row === this.active.row && next.col === this.active.col) return true;
    this.active = next;
    return true;
  }

  private move(direction: Move): void {
    const { row, col } = this.active;
    if (direction === 'up') this.moveTo(Math.max(0, row - 1), col);
    else if (direction === 'down') this.moveTo(row + 1, col);
    else if (direction === 'left') this.moveTo(row, col - 1);
    else if (direction === 'right') this.moveTo(row, col + 1);
  }

  // The header row (-1) is reachable while there are columns; cells stay inside the grid.
  private clamp(position: GridPosition): GridPosition {
    const lastCol = this.columns.length - 1;
    const lastRow = this.rows.length - 1;
    const col = Math.max(0, Math.min(lastCol, position.col));
    const row = Math.max(lastCol >= 0 ? -1 : 0, Math.min(lastRow, position.row));
    return { row: lastRow < 0 ? -1 : row, col };
  }

  private targetAt(row: number, col: number): Target | undefined {
    const column = this.columns[col];
    const gridRow = this.rows[row];
    if (column?.kind !== 'item' || gridRow === undefined) return undefined;
    const cell = gridRow.cells[column.itemIndex];
    return cell === undefined ? undefined : { row: gridRow, item: column.item, itemIndex: column.itemIndex, cell };
  }

  private locate(studentGuid: string, itemGuid: string): Target | undefined {
    const gridRow = this.rows.find((row) => row.student.guid === studentGuid);
    const itemIndex = this.gradebook?.items.findIndex((item) => item.guid === itemGuid) ?? -1;
    const item = this.gradebook?.items[itemIndex];
    const cell = gridRow?.cells[itemIndex];
    return gridRow === undefined || item === undefined || cell === undefined ? undefined : { row: gridRow, item, itemIndex, cell };
  }

  // ---- Editing ----

  /** Starts typing in the active cell: 'edit' keeps its value, 'replace' starts from `first` (the key typed). */
  startEditing(mode: 'edit' | 'replace', first = ''): boolean {
    const target = this.activeTarget;
    if (target === undefined) return false;
    if (!this.canEdit) {
      this.notice = message('announce.readOnly');
      return true;
    }
    const initial = this.textOf(target.cell.manual ?? target.cell.score);
    this.editing = { row: this.active.row, col: this.active.col, initial, text: mode === 'edit' ? initial : first, mode };
    return true;
  }

  setEditText(text: string): void {
    if (this.editing !== undefined) this.editing = { ...this.editing, text };
  }

  /** Escape: the typed text goes, the cell shows what it held. */
  cancelEdit(): void {
    const edit = this.editing;
    if (edit === undefined) return;
    const target = this.targetAt(edit.row, edit.col);
    if (target !== undefined) target.row.problems.delete(target.item.guid);
    this.editing = undefined;
  }

  /**
   * Checks the typed text with the domain (`enterScore` on 0…the item's maximum) before any request. Refused: the
   * text stays, the cell says why, the live region too. Accepted: the cell changes at once and is saved.
   */
  commit(move: Move): boolean {
    const edit = this.editing;
    if (edit === undefined) return false;
    const target = this.targetAt(edit.row, edit.col);
    if (target === undefined) {
      this.editing = undefined;
      return true;
    }
    const guid = target.item.guid;
    if (edit.text.trim() !== edit.initial.trim()) {
      const entered = enterScore(toScoreCell(target), edit.text, scoreRulesFor(target.item.maxScore));
      if (entered.err) {
        const problem = this.problemOf(entered.val);
        target.row.problems.set(guid, problem);
        this.alert = message('announce.invalid', this.where(target), { problem });
        return false;
      }
      if (entered.val !== null) this.saveChange(entered.val, 'entry');
    }
    target.row.problems.delete(guid);
    this.editing = undefined;
    this.move(move);
    return true;
  }

  /** Delete: the manual score goes and the precalculated one shows again (domain `clearScore`). */
  clearActive(): void {
    const target = this.activeTarget;
    if (target === undefined || !this.canEdit) return;
    const change = clearScore(toScoreCell(target));
    if (change === null) {
      this.notice = message(target.cell.precalculated === null ? 'announce.nothingToClear' : 'announce.onlyPrecalculated', this.where(target));
      return;
    }
    target.row.problems.delete(target.item.guid);
    this.saveChange(change, 'entry');
    this.notice = message('announce.cleared', this.where(target));
  }

  // ---- Undo ----

  /** Ctrl+Z: takes back the latest change while its cell still holds what it wrote (domain `undoLast`). */
  undo(): void {
    if (!this.canEdit) return;
    if (this.editing !== undefined) this.cancelEdit();
    const last = this.undoStack[this.undoStack.length - 1];
    if (last === undefined) {
      this.notice = message('score.nothing-to-undo');
      return;
    }
    const target = this.locate(last.studentGuid, last.itemId);
    if (target === undefined) {
      this.undoStack = this.undoStack.slice(0, -1);
      this.notice = message('score.undo-gone');
      return;
    }
    const undone = undoLast(this.undoStack, toScoreCell(target));
    if (undone.err) {
      const current = undone.val.code === 'score.undo-stale' ? undone.val.current : null;
      this.notice = message(undone.val.code, { ...this.where(target), current: current === null ? '—' : this.textOf(current) });
      return;
    }
    this.undoStack = undone.val.stack;
    const col = this.columns.findIndex((column) => column.kind === 'item' && column.item.guid === last.itemId);
    if (col >= 0) this.active = { row: target.row.index, col };
    this.saveChange(undone.val.change, 'undo', last);
    this.notice = message('announce.undone', { ...this.where(target), value: undone.val.change.after === null ? '—' : this.textOf(undone.val.change.after) });
  }

  // ---- Excusing ----

  /** Excuses the active cell's student from its item (it stops counting for the final grade), or takes the excuse back. */
  toggleExcused(): void {
    const target = this.activeTarget;
    if (target === undefined || !this.canEdit || this.courseGuid === undefined) return;
    const excused = !target.cell.excused;
    const key = `${target.row.student.guid}/${target.item.guid}`;
    const write = this.beginWrite(key);
    this.patchCell(target.row, target.itemIndex, { excused });
    target.row.saveStates.set(target.item.guid, 'saving');
    const courseGuid = this.courseGuid;
    const studentGuid = target.row.student.guid;
    const itemGuid = target.item.guid;
    this.track(
      (async () => {
        const result = await this.enqueue(key, () => this.gateway.saveScore(courseGuid, { itemGuid, studentGuid, excused }));
        runInAction(() => {
          this.endWrite();
          const now = this.locate(studentGuid, itemGuid);
          if (now === undefined || courseGuid !== this.courseGuid) return;
          if (result.ok) {
            if (this.isLatest(key, write)) this.applySaved(now, result.val);
            this.markSaved(now);
            this.notice = message(excused ? 'announce.excused' : 'announce.unexcused', this.where(now));
            return;
          }
          if (this.isLatest(key, write) && now.cell.excused === excused) this.patchCell(now.row, now.itemIndex, { excused: !excused });
          this.failed(now, result.val);
        });
      })(),
    );
  }

  // ---- Audit trail ----

  /** Opens the audit trail of the active cell (one student) or of its whole column, read on demand. */
  async openAudit(scope: 'cell' | 'column'): Promise<void> {
    const target = this.activeTarget;
    const item = target?.item ?? (scope === 'column' ? this.headerItem() : undefined);
    if (item === undefined || this.courseGuid === undefined || (scope === 'cell' && target === undefined)) return;
    const studentGuid = scope === 'cell' && target !== undefined ? target.row.student.guid : null;
    const panel: AuditPanel = { scope, itemGuid: item.guid, studentGuid, status: 'loading', entries: [], error: undefined };
    this.audit = panel;
    const result = await this.gateway.audit(this.courseGuid, { itemGuid: panel.itemGuid, studentGuid: studentGuid ?? undefined, limit: AUDIT_LIMIT });
    runInAction(() => {
      if (this.audit !== panel) return;
      this.audit = result.ok ? { ...panel, status: 'ready', entries: result.val } : { ...panel, status: 'failed', error: result.val };
    });
  }

  closeAudit(): void {
    this.audit = undefined;
  }

  private headerItem(): GradebookItem | undefined {
    const column = this.columns[this.active.col];
    return column?.kind === 'item' ? column.item : undefined;
  }

  // ---- Saving ----

  /** Waits for every save in flight (and the reloads they start). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private saveChange(change: ScoreChange, kind: 'entry' | 'undo', undone?: ScoreChange): void {
    const target = this.locate(change.studentGuid, change.itemId);
    if (target === undefined || this.courseGuid === undefined) return;
    const courseGuid = this.courseGuid;
    const key = `${change.studentGuid}/${change.itemId}`;
    const write = this.beginWrite(key);
    // Undoable at once, so Ctrl+Z right after Enter takes back this change even while it is being saved.
    if (kind === 'entry') this.undoStack = pushUndo(this.undoStack, change);
    this.patchCell(target.row, target.itemIndex, { manual: change.after, manualAt: change.after === null ? null : this.clock.now() });
    target.row.saveStates.set(change.itemId, 'saving');
    this.track(
      (async () => {
        const result = await this.enqueue(key, () =>
          this.gateway.saveScore(courseGuid, { itemGuid: change.itemId, studentGuid: change.studentGuid, score: change.after, expectedPrevious: change.before }),
        );
        runInAction(() => {
          this.endWrite();
          const now = this.locate(change.studentGuid, change.itemId);
          if (now === undefined || courseGuid !== this.courseGuid) return;
          if (result.ok) {
            if (this.isLatest(key, write)) this.applySaved(now, result.val);
            // Nothing changed on the server (it already held that value): nothing to undo either.
            if (kind === 'entry' && !result.val.changed) this.undoStack = this.undoStack.filter((c) => c !== change);
            this.markSaved(now);
            return;
          }
          if (kind === 'entry') this.undoStack = this.undoStack.filter((c) => c !== change);
          if (kind === 'undo' && undone !== undefined) this.undoStack = pushUndo(this.undoStack, undone);
          // Roll back only what this write put there: a later write to the cell owns it now.
          if (this.isLatest(key, write) && now.cell.manual === change.after) {
            this.patchCell(now.row, now.itemIndex, { manual: change.before, manualAt: now.cell.manualAt });
          }
          this.failed(now, result.val);
        });
      })(),
    );
  }

  private failed(target: Target, error: AppError): void {
    const guid = target.item.guid;
    target.row.saveStates.set(guid, 'error');
    const where = this.where(target);
    if (error.code === 'SCORE_CHANGED') {
      // The server sends the score it holds as data (`current`: a number, or null for none).
      const current = error.details?.find((detail) => detail.path === '/expected_previous')?.current;
      const value = typeof current === 'number' ? this.textOf(current) : '—';
      target.row.problems.set(guid, { code: 'score.changed', values: { current: value } });
      this.alert = message('announce.changed', { ...where, current: value });
      this.track(this.reloadColumn(guid));
      return;
    }
    const code = error.details?.find((detail) => detail.path === '/score')?.message;
    if (error.kind === 'validation' && code?.startsWith('score.') === true) {
      const rules = scoreRulesFor(target.item.maxScore);
      const problem: CellProblem = { code, values: { min: this.textOf(rules.min), max: this.textOf(rules.max), decimals: rules.decimals } };
      target.row.problems.set(guid, problem);
      this.alert = message('announce.invalid', where, { problem });
      return;
    }
    this.alert = message('announce.saveFailed', where, { error });
    // The item or the student is gone: the grid is out of date.
    if (error.kind === 'not-found') this.track(this.reload());
  }

  /** SCORE_CHANGED: someone else wrote in this column; read it again (`?job=`) and recompute the rows it touches. */
  private async reloadColumn(itemGuid: string): Promise<void> {
    const courseGuid = this.courseGuid;
    if (courseGuid === undefined) return;
    const result = await this.gateway.load(courseGuid, { job: itemGuid });
    if (result.err) return;
    const fresh = result.val;
    const freshIndex = fresh.items.findIndex((item) => item.guid === itemGuid);
    const freshItem = fresh.items[freshIndex];
    if (freshItem === undefined) {
      await this.reload();
      return;
    }
    runInAction(() => {
      const gradebook = this.gradebook;
      if (gradebook === undefined || courseGuid !== this.courseGuid) return;
      const itemIndex = gradebook.items.findIndex((item) => item.guid === itemGuid);
      if (itemIndex < 0) return;
      const unchangedItem = JSON.stringify(gradebook.items[itemIndex]) === JSON.stringify(freshItem);
      if (!unchangedItem) this.gradebook = { ...gradebook, items: gradebook.items.map((item, i) => (i === itemIndex ? freshItem : item)) };
      const byStudent = new Map(fresh.students.map((student) => [student.guid, student]));
      for (const row of this.rows) {
        const cell = byStudent.get(row.student.guid)?.cells[freshIndex];
        if (cell !== undefined && JSON.stringify(cell) !== JSON.stringify(row.cells[itemIndex])) this.patchCell(row, itemIndex, cell);
      }
    });
  }

  private applySaved(target: Target, saved: { manual: number | null; precalculated: number | null; excused: boolean }): void {
    this.patchCell(target.row, target.itemIndex, { manual: saved.manual, precalculated: saved.precalculated, excused: saved.excused });
  }

  /** Replaces one cell of a row (its effective score recomputed by the domain); the row's final grades follow. */
  private patchCell(row: GradebookRow, itemIndex: number, patch: Partial<GradebookCell>): void {
    const cell = row.cells[itemIndex];
    if (cell === undefined) return;
    const next = { ...cell, ...patch };
    const effective = effectiveScore({ studentGuid: row.student.guid, itemId: next.itemGuid, precalculated: next.precalculated, manual: next.manual });
    const cells = row.cells.slice();
    cells[itemIndex] = { ...next, score: effective.score, source: effective.source };
    row.cells = cells;
    row.changed = true;
  }

  private markSaved(target: Target): void {
    const guid = target.item.guid;
    const row = target.row;
    row.saveStates.set(guid, 'saved');
    row.problems.delete(guid);
    this.timers.after(SAVED_MARK_MS, () =>
      runInAction(() => {
        if (row.saveStates.get(guid) === 'saved') row.saveStates.delete(guid);
      }),
    );
  }

  private beginWrite(key: string): number {
    const write = ++this.writeCounter;
    this.latestWrite.set(key, write);
    this.savingCount += 1;
    return write;
  }

  private endWrite(): void {
    this.savingCount = Math.max(0, this.savingCount - 1);
  }

  private isLatest(key: string, write: number): boolean {
    return this.latestWrite.get(key) === write;
  }

  // Writes to one cell go one after the other, so each one's expected_previous is what the one before left.
  private enqueue<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const next = previous.then(task, task);
    const tail = next.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(key, tail);
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    });
    return next;
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private where(target: { row: GradebookRow; item: GradebookItem }): Record<string, string> {
    return { student: target.row.fullName, item: target.item.name };
  }

  private problemOf(error: ScoreError): CellProblem {
    switch (error.code) {
      case 'score.out-of-range':
        return { code: error.code, values: { min: this.textOf(error.min), max: this.textOf(error.max) } };
      case 'score.too-many-decimals':
        return { code: error.code, values: { decimals: error.decimals } };
      default:
        return { code: error.code, values: {} };
    }
  }
}
