import { makeAutoObservable, observable } from 'mobx';
import type { CellEdit, GridPosition } from '@application/gradebook/GradebookRow';

/** PageUp / PageDown move this many rows. */
export const PAGE_ROWS = 10;

/** A key press as the grid needs it (a DOM KeyboardEvent fits). */
export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export type Move = 'up' | 'down' | 'left' | 'right' | 'none';

/**
 * What a key asks of the grid beyond moving: start editing (keeping the value, or typing over it from `first`),
 * commit and move, cancel, clear the cell, undo. 'moved' and 'unused' need nothing more.
 */
export type KeyIntent =
  | { kind: 'moved' }
  | { kind: 'unused' }
  | { kind: 'edit' }
  | { kind: 'type'; first: string }
  | { kind: 'commit'; move: Move }
  | { kind: 'cancel' }
  | { kind: 'clear' }
  | { kind: 'undo' };

/** A cell found again in another grid: by student (null: the header row) and column key. */
export interface CellIdentity {
  studentGuid: string | null;
  columnKey: string;
}

/** What the cursor reads of the grid under it. */
export interface CursorGrid {
  readonly rowCount: number;
  readonly columnCount: number;
  /** A student's cell of an item column: the only cells that edit. */
  isScoreCell(position: GridPosition): boolean;
  identityAt(position: GridPosition): CellIdentity | undefined;
  positionOf(identity: CellIdentity): GridPosition | undefined;
}

const STARTS_ENTRY = /^[0-9.,+-]$/;
const NONE: KeyIntent = { kind: 'unused' };
const MOVED: KeyIntent = { kind: 'moved' };

/**
 * The grid's cursor and keyboard, as a spreadsheet: the active cell (the column headers are row -1), its moves, and the
 * cell being typed in. It knows nothing of scores: keys that act on a cell come back as a `KeyIntent`.
 */
export class GridCursor {
  active: GridPosition = { row: 0, col: 0 };
  editing: CellEdit | undefined = undefined;

  constructor(private readonly grid: CursorGrid) {
    makeAutoObservable<GridCursor, 'grid'>(this, { grid: false, active: observable.ref, editing: observable.ref }, { autoBind: true });
  }

  /** The active column of the header row, else -1. */
  get headerColumn(): number {
    return this.active.row === -1 ? this.active.col : -1;
  }

  /**
   * Arrows, Tab/Shift+Tab (leaving the grid at the row's ends), Home/End, Ctrl+Home/End, PageUp/PageDown; Enter/F2 or a
   * digit to edit; while editing, Enter/Tab/arrows to commit and move, Escape to cancel, F2 to switch caret mode.
   */
  key(input: KeyInput): KeyIntent {
    return this.editing === undefined ? this.navigationKey(input) : this.editingKey(input, this.editing);
  }

  private navigationKey(input: KeyInput): KeyIntent {
    const ctrl = input.ctrlKey === true || input.metaKey === true;
    const { row, col } = this.active;
    const lastRow = this.grid.rowCount - 1;
    const lastCol = this.grid.columnCount - 1;
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
        if (input.shiftKey === true) return col > 0 ? this.moveTo(row, col - 1) : NONE;
        return col < lastCol ? this.moveTo(row, col + 1) : NONE;
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
        return { kind: 'edit' };
      case 'Delete':
      case 'Backspace':
        return { kind: 'clear' };
      default:
        if (ctrl && input.altKey !== true && input.key.toLowerCase() === 'z' && input.shiftKey !== true) return { kind: 'undo' };
        if (!ctrl && input.altKey !== true && STARTS_ENTRY.test(input.key)) return { kind: 'type', first: input.key };
        return NONE;
    }
  }

  private editingKey(input: KeyInput, edit: CellEdit): KeyIntent {
    const shift = input.shiftKey === true;
    switch (input.key) {
      case 'Enter':
        return { kind: 'commit', move: shift ? 'up' : 'down' };
      case 'Tab':
        return { kind: 'commit', move: shift ? 'left' : 'right' };
      case 'Escape':
        return { kind: 'cancel' };
      case 'ArrowUp':
      case 'ArrowDown':
        return { kind: 'commit', move: input.key === 'ArrowUp' ? 'up' : 'down' };
      case 'ArrowLeft':
      case 'ArrowRight':
        // Typing over a cell: arrows commit and move. Editing its value (F2, Enter): they move the caret.
        if (edit.mode === 'edit') return NONE;
        return { kind: 'commit', move: input.key === 'ArrowLeft' ? 'left' : 'right' };
      case 'F2':
        this.editing = { ...edit, mode: edit.mode === 'edit' ? 'replace' : 'edit' };
        return MOVED;
      default:
        return NONE;
    }
  }

  /** Puts the active cell at a position (kept inside the grid). */
  moveTo(row: number, col: number): KeyIntent {
    const next = this.clamp({ row, col });
    if (next.row !== this.active.row || next.col !== this.active.col) this.active = next;
    return MOVED;
  }

  /** One step after a commit: up stops at the first row (never into the headers). */
  move(direction: Move): void {
    const { row, col } = this.active;
    if (direction === 'up') this.moveTo(Math.max(0, row - 1), col);
    else if (direction === 'down') this.moveTo(row + 1, col);
    else if (direction === 'left') this.moveTo(row, col - 1);
    else if (direction === 'right') this.moveTo(row, col + 1);
  }

  /** Starts typing in the active cell from `initial`: 'edit' keeps it, 'replace' starts from `first`. */
  startEditing(mode: 'edit' | 'replace', initial: string, first = ''): void {
    this.editing = { row: this.active.row, col: this.active.col, initial, text: mode === 'edit' ? initial : first, mode };
  }

  setEditText(text: string): void {
    if (this.editing !== undefined) this.editing = { ...this.editing, text };
  }

  stopEditing(): void {
    this.editing = undefined;
  }

  /**
   * Lets the grid under the cursor change (a reload, a regrouping): the active cell stays on the same student and
   * column, and a score being typed stays with its text (a reload after another cell's failed save must not take it).
   */
  keepThrough(change: () => void): void {
    const active = this.grid.identityAt(this.active);
    const edit = this.editing;
    const editing = edit === undefined ? undefined : this.grid.identityAt(edit);
    change();
    this.editing = undefined;
    this.active = this.clamp((active && this.grid.positionOf(active)) ?? this.active);
    const kept = editing && this.grid.positionOf(editing);
    if (edit !== undefined && kept !== undefined && this.grid.isScoreCell(kept)) {
      this.active = kept;
      this.editing = { ...edit, ...kept };
    }
  }

  /** Back to the first cell, nothing typed (another course). */
  reset(): void {
    this.active = { row: 0, col: 0 };
    this.editing = undefined;
  }

  // The header row (-1) is reachable while there are columns; cells stay inside the grid.
  clamp(position: GridPosition): GridPosition {
    const lastCol = this.grid.columnCount - 1;
    const lastRow = this.grid.rowCount - 1;
    const col = Math.max(0, Math.min(lastCol, position.col));
    const row = Math.max(lastCol >= 0 ? -1 : 0, Math.min(lastRow, position.row));
    return { row: lastRow < 0 ? -1 : row, col };
  }
}
