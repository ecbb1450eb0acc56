import { describe, expect, it } from 'vitest';
import type { GridPosition } from '@application/gradebook/GradebookRow';
import { GridCursor, PAGE_ROWS, type CellIdentity, type CursorGrid, type KeyInput } from '@application/gradebook/GridCursor';

/** A grid of students s-0… and columns c-0…; the last `finals` columns are final grades (they never edit). */
class FakeGrid implements CursorGrid {
  constructor(
    public students: string[],
    public columns: string[],
    private readonly finals = 1,
  ) {}

  get rowCount() {
    return this.students.length;
  }

  get columnCount() {
    return this.columns.length;
  }

  isScoreCell({ row, col }: GridPosition) {
    return row >= 0 && row < this.rowCount && col < this.columnCount - this.finals;
  }

  identityAt({ row, col }: GridPosition): CellIdentity | undefined {
    const columnKey = this.columns[col];
    return columnKey === undefined ? undefined : { studentGuid: row < 0 ? null : (this.students[row] ?? null), columnKey };
  }

  positionOf({ studentGuid, columnKey }: CellIdentity): GridPosition | undefined {
    const col = this.columns.indexOf(columnKey);
    const row = studentGuid === null ? -1 : this.students.indexOf(studentGuid);
    return col < 0 || (studentGuid !== null && row < 0) ? undefined : { row, col };
  }
}

const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i}`);

function setUp(rows = 3, cols = 5) {
  const grid = new FakeGrid(names('s', rows), names('c', cols));
  return { grid, cursor: new GridCursor(grid) };
}

const press = (cursor: GridCursor, key: string, modifiers: Omit<KeyInput, 'key'> = {}) => cursor.key({ key, ...modifiers });

describe('GridCursor: moving like a spreadsheet', () => {
  it('moves with the arrows, stays inside, and reaches the column headers above the first row', () => {
    const { cursor } = setUp();
    expect(press(cursor, 'ArrowLeft')).toEqual({ kind: 'moved' });
    expect(cursor.active).toEqual({ row: 0, col: 0 });
    press(cursor, 'ArrowDown');
    press(cursor, 'ArrowRight');
    expect(cursor.active).toEqual({ row: 1, col: 1 });
    press(cursor, 'ArrowUp');
    press(cursor, 'ArrowUp');
    expect(cursor.active).toEqual({ row: -1, col: 1 });
    expect(cursor.headerColumn).toBe(1);
    press(cursor, 'ArrowUp');
    expect(cursor.active).toEqual({ row: -1, col: 1 });
    for (let i = 0; i < 4; i += 1) press(cursor, 'ArrowDown');
    expect(cursor.active).toEqual({ row: 2, col: 1 });
    expect(cursor.headerColumn).toBe(-1);
  });

  it('moves right and left with Tab, and lets Tab leave the grid at the ends of a row', () => {
    const { cursor } = setUp();
    expect(press(cursor, 'Tab', { shiftKey: true })).toEqual({ kind: 'unused' });
    expect(press(cursor, 'Tab')).toEqual({ kind: 'moved' });
    expect(cursor.active.col).toBe(1);
    press(cursor, 'End');
    expect(cursor.active.col).toBe(4);
    expect(press(cursor, 'Tab')).toEqual({ kind: 'unused' });
    press(cursor, 'Tab', { shiftKey: true });
    expect(cursor.active.col).toBe(3);
    press(cursor, 'Home');
    expect(cursor.active.col).toBe(0);
  });

  it('jumps with Ctrl+Home/End and pages with PageUp/PageDown', () => {
    const { cursor } = setUp(25);
    press(cursor, 'End', { ctrlKey: true });
    expect(cursor.active).toEqual({ row: 24, col: 4 });
    press(cursor, 'PageUp');
    expect(cursor.active.row).toBe(24 - PAGE_ROWS);
    press(cursor, 'PageUp');
    press(cursor, 'PageUp');
    expect(cursor.active.row).toBe(0);
    press(cursor, 'PageDown');
    expect(cursor.active.row).toBe(PAGE_ROWS);
    press(cursor, 'Home', { ctrlKey: true });
    expect(cursor.active).toEqual({ row: 0, col: 0 });
    press(cursor, 'ArrowDown', { metaKey: true });
    expect(cursor.active.row).toBe(24);
  });

  it('asks the grid to act for the keys that touch a cell', () => {
    const { cursor } = setUp();
    expect(press(cursor, 'Enter')).toEqual({ kind: 'edit' });
    expect(press(cursor, 'F2')).toEqual({ kind: 'edit' });
    expect(press(cursor, '7')).toEqual({ kind: 'type', first: '7' });
    expect(press(cursor, ',')).toEqual({ kind: 'type', first: ',' });
    expect(press(cursor, 'Delete')).toEqual({ kind: 'clear' });
    expect(press(cursor, 'Backspace')).toEqual({ kind: 'clear' });
    expect(press(cursor, 'z', { ctrlKey: true })).toEqual({ kind: 'undo' });
    expect(press(cursor, 'Z', { metaKey: true })).toEqual({ kind: 'undo' });
    expect(press(cursor, 'z', { ctrlKey: true, shiftKey: true })).toEqual({ kind: 'unused' });
    expect(press(cursor, '7', { ctrlKey: true })).toEqual({ kind: 'unused' });
    expect(press(cursor, 'x')).toEqual({ kind: 'unused' });
  });
});

describe('GridCursor: editing', () => {
  it('commits and moves with Enter, Tab and the arrows; Escape cancels', () => {
    const { cursor } = setUp();
    cursor.startEditing('replace', '8', '7');
    expect(cursor.editing).toEqual({ row: 0, col: 0, initial: '8', text: '7', mode: 'replace' });
    expect(press(cursor, 'Enter')).toEqual({ kind: 'commit', move: 'down' });
    expect(press(cursor, 'Enter', { shiftKey: true })).toEqual({ kind: 'commit', move: 'up' });
    expect(press(cursor, 'Tab')).toEqual({ kind: 'commit', move: 'right' });
    expect(press(cursor, 'Tab', { shiftKey: true })).toEqual({ kind: 'commit', move: 'left' });
    expect(press(cursor, 'ArrowUp')).toEqual({ kind: 'commit', move: 'up' });
    expect(press(cursor, 'ArrowLeft')).toEqual({ kind: 'commit', move: 'left' });
    expect(press(cursor, 'Escape')).toEqual({ kind: 'cancel' });
  });

  it('lets the arrows move the caret while editing a value (F2 switches), and keeps the typed text', () => {
    const { cursor } = setUp();
    cursor.startEditing('edit', '4,5');
    expect(cursor.editing?.text).toBe('4,5');
    expect(press(cursor, 'ArrowLeft')).toEqual({ kind: 'unused' });
    cursor.setEditText('4,');
    press(cursor, 'F2');
    expect(cursor.editing).toMatchObject({ mode: 'replace', text: '4,' });
    expect(press(cursor, 'ArrowRight')).toEqual({ kind: 'commit', move: 'right' });
    cursor.stopEditing();
    expect(cursor.editing).toBeUndefined();
    cursor.setEditText('ignored');
    expect(cursor.editing).toBeUndefined();
  });

  it('moves one step after a commit, never up into the headers', () => {
    const { cursor } = setUp();
    cursor.move('up');
    expect(cursor.active).toEqual({ row: 0, col: 0 });
    cursor.move('down');
    cursor.move('right');
    expect(cursor.active).toEqual({ row: 1, col: 1 });
    cursor.move('none');
    expect(cursor.active).toEqual({ row: 1, col: 1 });
  });
});

describe('GridCursor: across a new grid', () => {
  it('keeps the active cell on the same student and column, and a score being typed with its text', () => {
    const { grid, cursor } = setUp();
    cursor.moveTo(1, 2);
    cursor.startEditing('replace', '', '7,2');

    cursor.keepThrough(() => {
      grid.students = ['s-new', ...grid.students];
      grid.columns = ['c-new', ...grid.columns];
    });

    expect(cursor.active).toEqual({ row: 2, col: 3 });
    expect(cursor.editing).toMatchObject({ row: 2, col: 3, text: '7,2' });
  });

  it('drops an edit whose cell is gone, and keeps the cursor inside a smaller grid', () => {
    const { grid, cursor } = setUp();
    cursor.moveTo(2, 3);
    cursor.startEditing('edit', '5');

    cursor.keepThrough(() => {
      grid.students = ['s-0'];
      grid.columns = ['c-0', 'c-1'];
    });

    expect(cursor.editing).toBeUndefined();
    expect(cursor.active).toEqual({ row: 0, col: 1 });
  });

  it('starts again at the first cell for another course', () => {
    const { cursor } = setUp();
    cursor.moveTo(2, 2);
    cursor.startEditing('edit', '1');
    cursor.reset();
    expect(cursor.active).toEqual({ row: 0, col: 0 });
    expect(cursor.editing).toBeUndefined();
  });
});
