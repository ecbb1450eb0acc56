import { describe, expect, it } from 'vitest';
import { appError } from '@application/shared/AppError';
import { GradebookStore } from '@application/gradebook/GradebookStore';
import { SAVED_MARK_MS } from '@application/gradebook/ScoreWrites';
import type { Gradebook } from '@application/gradebook/Gradebook';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryGradebookGateway } from '@tests/fakes/InMemoryGradebookGateway';
import { aGradebook, aGradebookItem, aManualColumn, aStudentGradebook, gradesOf } from '@tests/fakes/gradebookMothers';
import { ManualTimers } from '@tests/unit/application/assessments/taking/support/ManualTimers';

// Default course (gradebookMothers): by period the columns are t01 [Test: Números enteros, Tarea: Fracciones,
// Exposición oral], t02 [Test: Ecuaciones], then the final grades t01, t02, t03, annual. Rows: Pablo, Hugo, Marta.
const TEST_1 = 0;
const TASK_1 = 1;

async function setUp(gradebook: Gradebook = aGradebook(), separator: '.' | ',' = ',') {
  const gateway = new InMemoryGradebookGateway(gradebook);
  const clock = new FixedClock(new Date('2026-11-22T09:30:00Z'));
  const timers = new ManualTimers(clock);
  const store = new GradebookStore(gateway, clock, timers);
  store.sheet.setDecimalSeparator(separator);
  await store.load('c-mat');
  return { gateway, store, timers, clock };
}

const key = (store: GradebookStore, k: string, modifiers: { shiftKey?: boolean; ctrlKey?: boolean; metaKey?: boolean } = {}) => store.keyDown({ key: k, ...modifiers });

function type(store: GradebookStore, text: string) {
  const [first = '', ...rest] = text;
  key(store, first);
  store.setEditText(first + rest.join(''));
}

const cellOf = (store: GradebookStore, row: number, itemGuid: string) => {
  const index = store.sheet.gradebook?.items.findIndex((item) => item.guid === itemGuid) ?? -1;
  return store.sheet.rows[row]?.cells[index];
};

describe('GradebookStore: loading and layout', () => {
  it('loads the grid, then the books, and lays the columns out by period with the final grades last', async () => {
    const { store, gateway } = await setUp();

    expect(store.status).toBe('ready');
    expect(store.sheet.rows.map((row) => row.fullName)).toEqual(['Pablo García López', 'Hugo Fernández Gil', 'Marta Sánchez Díaz']);
    expect(store.sheet.columns.map((column) => column.key)).toEqual(['i-test-1', 'i-task-1', 'c-oral-1', 'i-test-2', 'final:t01', 'final:t02', 'final:t03', 'final:annual']);
    expect(store.sheet.layout.groups.map((group) => [group.key, group.start, group.span])).toEqual([
      ['period:t01', 0, 3],
      ['period:t02', 3, 1],
      ['finals', 4, 4],
    ]);
    expect(store.bookFor('t01')).toMatchObject({ period: 't01', unpublishedItems: 3 });
    expect(gateway.calls.map((call) => call.method)).toEqual(['load', 'books']);
  });

  it('groups by unit on demand, the manual columns last, keeping the same column active', async () => {
    const { store } = await setUp();
    key(store, 'ArrowRight');
    key(store, 'ArrowRight'); // Exposición oral

    store.setGroupBy('unit');

    expect(store.sheet.layout.groups.map((group) => [group.kind, group.name, group.span])).toEqual([
      ['unit', 'Números y operaciones', 2],
      ['unit', 'Álgebra', 1],
      ['columns', null, 1],
      ['finals', null, 4],
    ]);
    expect(store.sheet.columns[store.active.col]?.key).toBe('c-oral-1');
  });

  it('orders a group by category (the course order, uncategorised last) and gives the category runs', async () => {
    const categories = [
      { guid: 'cat-exams', name: 'Exámenes', weight: 60, position: 0 },
      { guid: 'cat-work', name: 'Trabajo', weight: 40, position: 1 },
    ];
    const items = [
      aGradebookItem({ guid: 'a', categoryGuid: 'cat-work' }),
      aGradebookItem({ guid: 'b', categoryGuid: null }),
      aGradebookItem({ guid: 'c', categoryGuid: 'cat-exams' }),
      aGradebookItem({ guid: 'd', categoryGuid: 'cat-work' }),
    ];
    const { store } = await setUp(aGradebook({ categories, items, students: [{ guid: 's-1', name: 'Ana', lastname: 'Ruiz' }] }));

    expect(store.sheet.columns.slice(0, 4).map((column) => column.key)).toEqual(['c', 'a', 'd', 'b']);
    expect(store.sheet.layout.categoryRuns.map((run) => [run.categoryGuid, run.start, run.span])).toEqual([
      ['cat-exams', 0, 1],
      ['cat-work', 1, 2],
      [null, 3, 1],
    ]);
  });

  it('says why it could not load, and loads again on retry', async () => {
    const gateway = new InMemoryGradebookGateway();
    gateway.failure = appError('network', 'NETWORK');
    const clock = new FixedClock();
    const store = new GradebookStore(gateway, clock, new ManualTimers(clock));

    await store.load('c-mat');
    expect(store.status).toBe('failed');
    expect(store.error?.code).toBe('NETWORK');

    gateway.failure = undefined;
    await store.retry();
    expect(store.status).toBe('ready');
  });

  it("never asks a student's view for the books", async () => {
    const { store, gateway } = await setUp(aStudentGradebook({ items: ['i-test-1'] }));
    expect(store.sheet.gradebook?.view).toBe('student');
    expect(store.sheet.canEdit).toBe(false);
    expect(gateway.calls.map((call) => call.method)).toEqual(['load']);
  });

  it('keeps the grid on screen when a reload fails, and says so', async () => {
    const { store, gateway } = await setUp();
    gateway.failNext.load = appError('network', 'NETWORK');
    const reloading = store.reload();
    expect(store.refreshing).toBe(true);
    await reloading;
    expect(store.status).toBe('ready');
    expect(store.sheet.rows).toHaveLength(3);
    expect(store.alert).toMatchObject({ key: 'announce.reloadFailed', error: { code: 'NETWORK' } });
  });

  it('keeps the score being typed, and the active cell, when a failed save reloads the grid', async () => {
    const { store, gateway } = await setUp();
    // Pablo's save finds the item gone (404): the grid is read again while the teacher already types Hugo's score.
    gateway.failNext.saveScore = appError('not-found', 'NOT_FOUND', { status: 404 });
    type(store, '3');
    key(store, 'Enter');
    type(store, '7,2');

    await store.settled();

    expect(gateway.callsOf('load')).toHaveLength(2);
    expect(store.alert).toMatchObject({ key: 'announce.saveFailed', error: { code: 'NOT_FOUND' } });
    expect(store.editing).toMatchObject({ row: 1, col: TEST_1, text: '7,2' });
    expect(store.active).toEqual({ row: 1, col: TEST_1 });
    key(store, 'Enter');
    await store.settled();
    expect(cellOf(store, 1, 'i-test-1')).toMatchObject({ manual: 7.2, source: 'manual' });
  });

  it('keeps the active cell on the same student and column when a reload brings a new column before it', async () => {
    const { store, gateway } = await setUp();
    store.setGroupBy('unit');
    key(store, 'ArrowDown');
    key(store, 'ArrowRight'); // Hugo, Tarea: Fracciones
    expect(store.sheet.columns[store.active.col]?.key).toBe('i-task-1');
    const earlier = aGradebookItem({ guid: 'i-intro', name: 'Test: Repaso', unitGuid: 'u-1', period: 't01' });
    gateway.gradebook = aGradebook({ items: [earlier, ...gateway.gradebook.items] });

    await store.reload();

    expect(store.sheet.columns[store.active.col]?.key).toBe('i-task-1');
    expect(store.sheet.rows[store.active.row]?.student.guid).toBe('s-hugo');
  });

  it('keeps the grid when the books fail: they only add publication states', async () => {
    const gateway = new InMemoryGradebookGateway();
    gateway.failNext.books = appError('unavailable', 'INTERNAL');
    const clock = new FixedClock();
    const store = new GradebookStore(gateway, clock, new ManualTimers(clock));
    await store.load('c-mat');
    expect(store.status).toBe('ready');
    expect(store.books.value).toBeUndefined();
  });
});

describe('GradebookStore: moving like a spreadsheet', () => {
  // The keys themselves: GridCursor.test.ts.
  it('moves with the keys, the header row included', async () => {
    const { store } = await setUp();
    key(store, 'ArrowUp');
    expect(store.active).toEqual({ row: -1, col: 0 });
    expect(store.cursor.headerColumn).toBe(0);
    expect(key(store, 'Tab', { shiftKey: true })).toBe(false);
    key(store, 'End', { ctrlKey: true });
    expect(store.active).toEqual({ row: 2, col: store.sheet.columns.length - 1 });
  });

  it('moves only the active column of the two rows involved', async () => {
    const { store } = await setUp();
    key(store, 'ArrowDown');
    expect(store.sheet.rows.map((row) => row.activeColumn)).toEqual([-1, 0, -1]);
  });

  it('commits a pending entry before a click moves elsewhere, and keeps a refused one', async () => {
    const { store, gateway } = await setUp();
    type(store, '12');
    expect(store.activate(2, 0)).toBe(false);
    expect(store.active).toEqual({ row: 0, col: 0 });
    store.setEditText('9');
    expect(store.activate(2, 0)).toBe(true);
    await store.settled();
    expect(store.active).toEqual({ row: 2, col: 0 });
    expect(gateway.callsOf('saveScore')).toHaveLength(1);
  });
});

describe('GradebookStore: typing scores', () => {
  it('starts typing with the digit pressed, saves on Enter with expected_previous and moves down', async () => {
    const { store, gateway, timers } = await setUp();
    const release = gateway.holdSaves();

    type(store, '7,5');
    expect(store.editing).toMatchObject({ row: 0, col: TEST_1, text: '7,5', mode: 'replace' });
    expect(key(store, 'Enter')).toBe(true);

    // Optimistic: the cell shows the manual score at once, and says it is saving.
    expect(store.editing).toBeUndefined();
    expect(store.active).toEqual({ row: 1, col: TEST_1 });
    expect(cellOf(store, 0, 'i-test-1')).toMatchObject({ manual: 7.5, score: 7.5, source: 'manual', precalculated: 8 });
    expect(store.sheet.rows[0]?.saveStateOf('i-test-1')).toBe('saving');
    expect(store.writes.savingCount).toBe(1);

    release();
    await store.settled();
    expect(gateway.callsOf('saveScore')[0]?.write).toEqual({ itemGuid: 'i-test-1', studentGuid: 's-pablo', score: 7.5, expectedPrevious: null });
    expect(store.sheet.rows[0]?.saveStateOf('i-test-1')).toBe('saved');
    expect(store.writes.savingCount).toBe(0);
    timers.advance(SAVED_MARK_MS);
    expect(store.sheet.rows[0]?.saveStateOf('i-test-1')).toBeUndefined();
  });

  it('edits keeping the value with Enter or F2, shown with the decimal comma; Escape restores it', async () => {
    const { store, gateway } = await setUp(aGradebook(), ',');
    key(store, 'ArrowDown'); // Hugo, 4.5 precalculated
    key(store, 'F2');
    expect(store.editing).toMatchObject({ text: '4,5', initial: '4,5', mode: 'edit' });
    store.setEditText('4,');
    key(store, 'Escape');
    expect(store.editing).toBeUndefined();
    expect(cellOf(store, 1, 'i-test-1')).toMatchObject({ score: 4.5, source: 'precalculated' });

    // Enter on an unchanged value saves nothing.
    key(store, 'Enter');
    expect(store.editing?.text).toBe('4,5');
    key(store, 'Enter');
    expect(store.active.row).toBe(2);
    await store.settled();
    expect(gateway.callsOf('saveScore')).toEqual([]);
  });

  it('reads a point as well as a comma, and moves right with Tab after committing', async () => {
    const { store, gateway } = await setUp(aGradebook(), ',');
    type(store, '6.25');
    key(store, 'Tab');
    expect(store.active).toEqual({ row: 0, col: TASK_1 });
    await store.settled();
    expect(gateway.callsOf('saveScore')[0]?.write?.score).toBe(6.25);
  });

  it.each([
    ['12', 'score.out-of-range', { min: '0', max: '10' }],
    ['7,125', 'score.too-many-decimals', { decimals: 2 }],
    ['8x', 'score.not-a-number', {}],
  ])('refuses "%s" before any request, keeps the text and says why at the cell (%s)', async (typed, code, values) => {
    const { store, gateway } = await setUp();
    type(store, typed);

    expect(key(store, 'Enter')).toBe(true);

    expect(store.editing).toMatchObject({ row: 0, col: TEST_1, text: typed });
    expect(store.active).toEqual({ row: 0, col: TEST_1 });
    expect(store.sheet.rows[0]?.problems.get('i-test-1')).toEqual({ code, values });
    expect(store.alert).toMatchObject({ key: 'announce.invalid', values: { student: 'Pablo García López', item: 'Test: Números enteros' }, problem: { code } });
    expect(cellOf(store, 0, 'i-test-1')).toMatchObject({ score: 8, manual: null });
    expect(gateway.callsOf('saveScore')).toEqual([]);

    // Escape drops the refused text and its message.
    key(store, 'Escape');
    expect(store.sheet.rows[0]?.problems.size).toBe(0);
  });

  it('refuses an empty entry: removing a manual score is Delete', async () => {
    const { store } = await setUp();
    key(store, 'Enter');
    store.setEditText('');
    key(store, 'Enter');
    expect(store.sheet.rows[0]?.problems.get('i-test-1')?.code).toBe('score.required');
  });

  it("checks against the item's own maximum", async () => {
    const { store, gateway } = await setUp(aGradebook({ items: [aManualColumn({ maxScore: 4 })], students: [{ guid: 's-1', name: 'Ana', lastname: 'Ruiz' }] }), ',');
    type(store, '4,5');
    key(store, 'Enter');
    expect(store.sheet.rows[0]?.problems.get('c-oral-1')).toEqual({ code: 'score.out-of-range', values: { min: '0', max: '4' } });
    store.setEditText('3,5');
    key(store, 'Enter');
    await store.settled();
    expect(gateway.callsOf('saveScore')[0]?.write?.score).toBe(3.5);
  });

  it('removes the manual score with Delete, showing the precalculated one again', async () => {
    const { store, gateway } = await setUp();
    type(store, '9');
    key(store, 'Enter');
    key(store, 'ArrowUp');
    await store.settled();

    key(store, 'Delete');
    expect(cellOf(store, 0, 'i-test-1')).toMatchObject({ manual: null, score: 8, source: 'precalculated' });
    await store.settled();
    expect(gateway.callsOf('saveScore')[1]?.write).toEqual({ itemGuid: 'i-test-1', studentGuid: 's-pablo', score: null, expectedPrevious: 9 });
    expect(store.notice?.key).toBe('announce.cleared');
  });

  it('says there is nothing to remove on a precalculated score, without a request', async () => {
    const { store, gateway } = await setUp();
    key(store, 'Backspace');
    expect(store.notice?.key).toBe('announce.onlyPrecalculated');
    expect(gateway.callsOf('saveScore')).toEqual([]);
  });

  it('rolls the cell back and says so when the save fails', async () => {
    const { store, gateway } = await setUp();
    gateway.failNext.saveScore = appError('network', 'NETWORK');
    type(store, '3');
    key(store, 'Enter');
    expect(cellOf(store, 0, 'i-test-1')?.manual).toBe(3);

    await store.settled();

    expect(cellOf(store, 0, 'i-test-1')).toMatchObject({ manual: null, score: 8, source: 'precalculated' });
    expect(store.sheet.rows[0]?.saveStateOf('i-test-1')).toBe('error');
    expect(store.alert).toMatchObject({ key: 'announce.saveFailed', error: { code: 'NETWORK' } });
    expect(store.writes.undoStack.length).toBe(0);
    expect(store.sheet.rows[0]?.finalGrades).toEqual(gradesOf(gateway.gradebook, gateway.gradebook.students[0]?.cells ?? []));
  });

  it("shows the server's refusal at the cell when it checks differently", async () => {
    const { store, gateway } = await setUp();
    gateway.failNext.saveScore = appError('validation', 'VALIDATION_FAILED', { status: 400, details: [{ path: '/score', message: 'score.too-many-decimals' }] });
    type(store, '3');
    key(store, 'Enter');
    await store.settled();
    expect(store.sheet.rows[0]?.problems.get('i-test-1')).toEqual({ code: 'score.too-many-decimals', values: { min: '0', max: '10', decimals: 2 } });
    expect(store.alert?.key).toBe('announce.invalid');
  });

  it('on SCORE_CHANGED rolls back, reloads that column, and tells the value someone else saved', async () => {
    const { store, gateway } = await setUp();
    gateway.someoneElseSaves('s-pablo', 'i-test-1', 9.5);

    type(store, '6');
    key(store, 'Enter');
    await store.settled();

    expect(gateway.callsOf('load').at(-1)?.query).toEqual({ job: 'i-test-1' });
    expect(cellOf(store, 0, 'i-test-1')).toMatchObject({ manual: 9.5, score: 9.5, source: 'manual' });
    expect(store.sheet.rows[0]?.problems.get('i-test-1')).toEqual({ code: 'score.changed', values: { current: '9,5' } });
    expect(store.alert).toMatchObject({ key: 'announce.changed', values: { current: '9,5', student: 'Pablo García López' } });
    // The row's final grades are the domain's over the whole row, not the one column read again.
    expect(store.sheet.rows[0]?.finalGrades).toEqual(gradesOf(gateway.gradebook, gateway.gradebook.students[0]?.cells ?? []));
  });

  it('saves two quick entries of one cell one after the other, each expecting what the one before left', async () => {
    const { store, gateway } = await setUp();
    const release = gateway.holdSaves();
    type(store, '6');
    key(store, 'Enter');
    key(store, 'ArrowUp');
    type(store, '7');
    key(store, 'Enter');
    release();
    await store.settled();
    expect(gateway.callsOf('saveScore').map((call) => [call.write?.score, call.write?.expectedPrevious])).toEqual([
      [6, null],
      [7, 6],
    ]);
    expect(cellOf(store, 0, 'i-test-1')?.manual).toBe(7);
  });

  it('is read-only for a school admin', async () => {
    const { store, gateway } = await setUp(aGradebook({ view: 'admin', abilities: { update: false, export: true } }));
    expect(store.sheet.canEdit).toBe(false);
    key(store, '7');
    expect(store.editing).toBeUndefined();
    expect(store.notice?.key).toBe('announce.readOnly');
    expect(key(store, 'Delete')).toBe(false);
    expect(gateway.callsOf('saveScore')).toEqual([]);
  });

  it('does not edit a final grade', async () => {
    const { store } = await setUp();
    key(store, 'End');
    expect(key(store, 'Enter')).toBe(false);
    expect(key(store, '5')).toBe(false);
    expect(store.editing).toBeUndefined();
  });
});

describe('GradebookStore: final grades after a change', () => {
  it("recomputes the changed student's final grades with the domain, and no other row", async () => {
    const { store, gateway } = await setUp();
    const others = [store.sheet.rows[1]?.finalGrades, store.sheet.rows[2]?.finalGrades];
    const before = store.sheet.rows[0]?.finalGrades;

    type(store, '2');
    key(store, 'Enter');

    const local = store.sheet.rows[0]?.finalGrades;
    expect(local).not.toEqual(before);
    await store.settled();
    // What the server computes after the save (the fake recomputes with the domain, as the server does).
    expect(local).toEqual(gateway.gradebook.students[0]?.finalGrades);
    expect([store.sheet.rows[1]?.finalGrades, store.sheet.rows[2]?.finalGrades]).toEqual(others);
    expect(store.sheet.rows[1]?.finalGrades).toBe(others[0]);
    expect(store.sheet.rows[1]?.changed).toBe(false);
  });

  it('lets the other areas read the grid as it is now', async () => {
    const { store } = await setUp();
    type(store, '2');
    key(store, 'Enter');
    expect(store.sheet.currentGradebook?.students[0]?.cells[0]?.manual).toBe(2);
    expect(store.sheet.gradebook?.students[0]?.cells[0]?.manual).toBeNull();
  });
});

describe('GradebookStore: undo', () => {
  it('undoes the last changes one at a time with Ctrl+Z, going back to the changed cell', async () => {
    const { store, gateway } = await setUp();
    type(store, '7');
    key(store, 'Enter');
    key(store, 'ArrowUp');
    type(store, '8');
    key(store, 'Enter');
    await store.settled();
    expect(store.writes.undoStack.length).toBe(2);

    key(store, 'z', { ctrlKey: true });
    expect(store.active).toEqual({ row: 0, col: TEST_1 });
    expect(cellOf(store, 0, 'i-test-1')?.manual).toBe(7);
    expect(store.notice).toMatchObject({ key: 'announce.undone', values: { value: '7' } });
    key(store, 'z', { metaKey: true });
    await store.settled();
    expect(cellOf(store, 0, 'i-test-1')).toMatchObject({ manual: null, score: 8, source: 'precalculated' });
    expect(gateway.callsOf('saveScore').map((call) => [call.write?.score, call.write?.expectedPrevious])).toEqual([
      [7, null],
      [8, 7],
      [7, 8],
      [null, 7],
    ]);

    store.undo();
    expect(store.notice?.key).toBe('score.nothing-to-undo');
  });

  it('can undo right after Enter, while the entry is still saving', async () => {
    const { store, gateway } = await setUp();
    const release = gateway.holdSaves();
    type(store, '5');
    key(store, 'Enter');
    key(store, 'z', { ctrlKey: true });
    release();
    await store.settled();
    expect(cellOf(store, 0, 'i-test-1')).toMatchObject({ manual: null, score: 8 });
    expect(gateway.gradebook.students[0]?.cells[0]?.manual).toBeNull();
  });

  it('refuses politely to undo a cell that changed since, and keeps the step', async () => {
    const { store, gateway } = await setUp();
    type(store, '7');
    key(store, 'Enter');
    await store.settled();
    gateway.someoneElseSaves('s-pablo', 'i-test-1', 9);
    await store.reload();

    store.undo();

    expect(store.notice).toMatchObject({ key: 'score.undo-stale', values: { current: '9', student: 'Pablo García López' } });
    expect(store.writes.undoStack.length).toBe(1);
    expect(gateway.callsOf('saveScore')).toHaveLength(1);
  });

  it('puts the step back when the undo fails', async () => {
    const { store, gateway } = await setUp();
    type(store, '7');
    key(store, 'Enter');
    await store.settled();
    gateway.failNext.saveScore = appError('network', 'NETWORK');
    store.undo();
    await store.settled();
    expect(store.writes.undoStack.length).toBe(1);
    expect(cellOf(store, 0, 'i-test-1')?.manual).toBe(7);
  });
});

describe('GradebookStore: excusing', () => {
  it('excuses a student from an item, recomputing the final grade, and takes it back', async () => {
    const { store, gateway } = await setUp();
    key(store, 'ArrowDown'); // Hugo, 4.5 in Test 1

    store.toggleExcused();
    expect(cellOf(store, 1, 'i-test-1')?.excused).toBe(true);
    await store.settled();
    expect(gateway.callsOf('saveScore')[0]?.write).toEqual({ itemGuid: 'i-test-1', studentGuid: 's-hugo', excused: true });
    expect(store.sheet.rows[1]?.finalGrades).toEqual(gateway.gradebook.students[1]?.finalGrades);
    expect(store.sheet.rows[1]?.finalGrades[0]?.percent).toBeNull();
    expect(store.notice?.key).toBe('announce.excused');

    store.toggleExcused();
    await store.settled();
    expect(cellOf(store, 1, 'i-test-1')?.excused).toBe(false);
    expect(store.sheet.rows[1]?.finalGrades[0]?.percent).toBe(45);
    expect(store.notice?.key).toBe('announce.unexcused');
  });

  it('rolls an excuse back when it fails', async () => {
    const { store, gateway } = await setUp();
    gateway.failNext.saveScore = appError('network', 'NETWORK');
    store.toggleExcused();
    await store.settled();
    expect(cellOf(store, 0, 'i-test-1')?.excused).toBe(false);
    expect(store.sheet.rows[0]?.saveStateOf('i-test-1')).toBe('error');
  });
});

describe('GradebookStore: audit trail', () => {
  it("reads a cell's trail and a column's on demand", async () => {
    const { store, gateway } = await setUp();
    type(store, '7');
    key(store, 'Enter');
    type(store, '6');
    key(store, 'Enter');
    await store.settled();
    key(store, 'Home', { ctrlKey: true });

    const opening = store.openAudit('cell');
    expect(store.audit.entries.status).toBe('loading');
    await opening;
    expect(store.audit.target).toMatchObject({ scope: 'cell', itemGuid: 'i-test-1', studentGuid: 's-pablo' });
    expect(store.audit.entries.status).toBe('ready');
    expect(store.audit.lines.map((e) => [e.action, e.before, e.after, e.changedBy?.name])).toEqual([['entered', null, 7, 'Eva']]);

    await store.openAudit('column');
    expect(store.audit.lines.map((e) => store.sheet.studentName(e.studentGuid))).toEqual(['Hugo Fernández Gil', 'Pablo García López']);
    expect(gateway.callsOf('audit').map((call) => call.filter)).toEqual([
      { itemGuid: 'i-test-1', studentGuid: 's-pablo', limit: 100 },
      { itemGuid: 'i-test-1', studentGuid: undefined, limit: 100 },
    ]);

    store.audit.close();
    expect(store.audit.target).toBeUndefined();
  });

  it('says when the trail cannot be read', async () => {
    const { store, gateway } = await setUp();
    gateway.failNext.audit = appError('network', 'NETWORK');
    await store.openAudit('cell');
    expect(store.audit.entries).toMatchObject({ status: 'failed', error: { code: 'NETWORK' } });
  });
});

describe('GradebookStore: a large class', () => {
  it('handles 40 students × 120 items, recomputing only the changed row', async () => {
    const items = Array.from({ length: 120 }, (_, i) => aGradebookItem({ guid: `i-${i}`, name: `Item ${i}`, period: (['t01', 't02', 't03'] as const)[i % 3] ?? 't01' }));
    const students = Array.from({ length: 40 }, (_, s) => ({ guid: `s-${s}`, name: `N${s}`, lastname: `L${s}`, scores: Object.fromEntries(items.map((item, i) => [item.guid, (s + i) % 11])) }));
    const { store, gateway } = await setUp(aGradebook({ items, students }));
    expect(store.sheet.columns).toHaveLength(124);
    const untouched = store.sheet.rows.map((row) => row.finalGrades);

    key(store, 'End', { ctrlKey: true });
    key(store, 'Home');
    type(store, '0');
    key(store, 'Enter');
    await store.settled();

    expect(store.sheet.rows[39]?.finalGrades).toEqual(gateway.gradebook.students[39]?.finalGrades);
    expect(store.sheet.rows.slice(0, 39).every((row, i) => row.finalGrades === untouched[i])).toBe(true);
  });
});
