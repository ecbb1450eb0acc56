import { makeAutoObservable, observable, runInAction } from 'mobx';
import { clearScore, enterScore, pushUndo, scoreRulesFor, undoLast, type ScoreCell, type ScoreChange, type UndoStack } from '@domain/gradebook/scoreEntry';
import type { ScoreError } from '@domain/grading/scoreValidation';
import type { AppError } from '@application/shared/AppError';
import type { Clock } from '@application/shared/ports/Clock';
import type { Timers } from '@application/shared/ports/Timers';
import { WriteQueue, type QueuedWrite } from '@application/shared/WriteQueue';
import type { Gradebook, GradebookCell, GradebookItem, SavedScore } from '@application/gradebook/Gradebook';
import type { GradebookGateway } from '@application/gradebook/ports/GradebookGateway';
import type { CellEdit, CellProblem, CellSaveState, GradebookRow } from '@application/gradebook/GradebookRow';
import { gridMessage, type GridMessage } from '@application/gradebook/GridMessage';

/** How long a cell shows "saved" after its save. */
export const SAVED_MARK_MS = 2500;

/** A cell of an item column, located. */
export interface CellTarget {
  row: GradebookRow;
  item: GradebookItem;
  itemIndex: number;
  cell: GradebookCell;
}

/** What the writes read and do on the grid they save for. */
export interface ScoreGrid {
  readonly courseGuid: string | undefined;
  readonly gradebook: Gradebook | undefined;
  readonly rows: readonly GradebookRow[];
  locate(studentGuid: string, itemGuid: string): CellTarget | undefined;
  textOf(value: number | null): string;
  /** Takes the fresh item of a column read again (its settings may have changed too). */
  replaceItem(itemIndex: number, item: GradebookItem): void;
}

/** What the writes ask of the screen: the whole grid again, and the live regions. */
export interface ScoreHost {
  reload(): Promise<void>;
  announce(message: GridMessage, urgent: boolean): void;
}

/** A score typed, cleared or undone, or an excuse, for one cell. */
type ScoreJob = { courseGuid: string; studentGuid: string; itemGuid: string } & (
  | { kind: 'entry' | 'undo'; change: ScoreChange; undone?: ScoreChange }
  | { kind: 'excuse'; excused: boolean }
);

function toScoreCell(target: CellTarget): ScoreCell {
  return { studentGuid: target.row.student.guid, itemId: target.item.guid, precalculated: target.cell.precalculated, manual: target.cell.manual };
}

function whereOf(target: { row: GradebookRow; item: GradebookItem }): Record<string, string> {
  return { student: target.row.fullName, item: target.item.name };
}

/**
 * The grid's score writes: shown at once, saved through the shared write queue (one cell's writes in order, each
 * expecting what the one before left), undoable with the domain's stack, rolled back when refused (only what the
 * refused write put there), and explained at the cell; SCORE_CHANGED reads that column again.
 */
export class ScoreWrites {
  undoStack: UndoStack = [];
  private readonly reads = new Set<Promise<void>>();
  private readonly queue = new WriteQueue<string, ScoreJob, SavedScore>({
    send: ([job]) => {
      const { courseGuid, itemGuid, studentGuid } = job.write;
      const write = job.write.kind === 'excuse' ? { excused: job.write.excused } : { score: job.write.change.after, expectedPrevious: job.write.change.before };
      return this.gateway.saveScore(courseGuid, { itemGuid, studentGuid, ...write });
    },
    answered: ([job], result) => (result.ok ? this.saved(job, result.val) : this.refused(job, result.val)),
  });

  constructor(
    private readonly gateway: GradebookGateway,
    private readonly clock: Clock,
    private readonly timers: Timers,
    private readonly grid: ScoreGrid,
    private readonly host: ScoreHost,
  ) {
    makeAutoObservable<ScoreWrites, 'gateway' | 'clock' | 'timers' | 'grid' | 'host' | 'reads' | 'queue'>(
      this,
      { gateway: false, clock: false, timers: false, grid: false, host: false, reads: false, queue: false, undoStack: observable.ref },
      { autoBind: true },
    );
  }

  /** Writes on their way (the toolbar's "saving N"). */
  get savingCount(): number {
    return this.queue.pendingKeys.reduce((sum, key) => sum + this.queue.pendingOf(key).length, 0);
  }

  saveStateOf(studentGuid: string, itemGuid: string): CellSaveState | undefined {
    const status = this.queue.statusOf(`${studentGuid}/${itemGuid}`);
    return status === 'failed' ? 'error' : status;
  }

  /**
   * Checks typed text with the domain (`enterScore` on 0…the item's maximum) before any request. Refused: the cell and
   * the live region say why, and it returns false (the text stays). Accepted: the cell changes at once and is saved.
   */
  enter(target: CellTarget, edit: CellEdit): boolean {
    const guid = target.item.guid;
    if (edit.text.trim() !== edit.initial.trim()) {
      const entered = enterScore(toScoreCell(target), edit.text, scoreRulesFor(target.item.maxScore));
      if (entered.err) {
        const problem = this.problemOf(entered.val);
        target.row.problems.set(guid, problem);
        this.host.announce(gridMessage('announce.invalid', whereOf(target), { problem }), true);
        return false;
      }
      if (entered.val !== null) this.save(entered.val, 'entry');
    }
    target.row.problems.delete(guid);
    return true;
  }

  /** Delete: the manual score goes and the precalculated one shows again (domain `clearScore`). */
  clear(target: CellTarget): void {
    const change = clearScore(toScoreCell(target));
    if (change === null) {
      this.host.announce(gridMessage(target.cell.precalculated === null ? 'announce.nothingToClear' : 'announce.onlyPrecalculated', whereOf(target)), false);
      return;
    }
    target.row.problems.delete(target.item.guid);
    this.save(change, 'entry');
    this.host.announce(gridMessage('announce.cleared', whereOf(target)), false);
  }

  /** Shows a change at once and saves it; an entry is undoable at once (Ctrl+Z right after Enter, while it saves). */
  private save(change: ScoreChange, kind: 'entry' | 'undo', undone?: ScoreChange): void {
    const target = this.grid.locate(change.studentGuid, change.itemId);
    const courseGuid = this.grid.courseGuid;
    if (target === undefined || courseGuid === undefined) return;
    if (kind === 'entry') this.undoStack = pushUndo(this.undoStack, change);
    target.row.patch(target.itemIndex, { manual: change.after, manualAt: change.after === null ? null : this.clock.now() });
    this.queue.enqueue(`${change.studentGuid}/${change.itemId}`, { courseGuid, studentGuid: change.studentGuid, itemGuid: change.itemId, kind, change, undone });
  }

  /** Excuses the student from the item (it stops counting for the final grade), or takes the excuse back. */
  toggleExcused(target: CellTarget): void {
    const courseGuid = this.grid.courseGuid;
    if (courseGuid === undefined) return;
    const excused = !target.cell.excused;
    target.row.patch(target.itemIndex, { excused });
    const studentGuid = target.row.student.guid;
    this.queue.enqueue(`${studentGuid}/${target.item.guid}`, { courseGuid, studentGuid, itemGuid: target.item.guid, kind: 'excuse', excused });
  }

  /** Ctrl+Z: takes back the latest change while its cell still holds what it wrote (domain `undoLast`); gives its cell. */
  undo(): CellTarget | undefined {
    const last = this.undoStack[this.undoStack.length - 1];
    if (last === undefined) {
      this.host.announce(gridMessage('score.nothing-to-undo'), false);
      return undefined;
    }
    const target = this.grid.locate(last.studentGuid, last.itemId);
    if (target === undefined) {
      this.undoStack = this.undoStack.slice(0, -1);
      this.host.announce(gridMessage('score.undo-gone'), false);
      return undefined;
    }
    const undone = undoLast(this.undoStack, toScoreCell(target));
    if (undone.err) {
      const current = undone.val.code === 'score.undo-stale' ? undone.val.current : null;
      this.host.announce(gridMessage(undone.val.code, { ...whereOf(target), current: current === null ? '—' : this.grid.textOf(current) }), false);
      return undefined;
    }
    this.undoStack = undone.val.stack;
    this.save(undone.val.change, 'undo', last);
    const value = undone.val.change.after === null ? '—' : this.grid.textOf(undone.val.change.after);
    this.host.announce(gridMessage('announce.undone', { ...whereOf(target), value }), false);
    return target;
  }

  /** Another course: nothing to undo. */
  reset(): void {
    this.undoStack = [];
  }

  /** Waits for every save on its way, and the reads they start. */
  async settled(): Promise<void> {
    while (this.queue.busy || this.reads.size > 0) {
      await this.queue.idle();
      await Promise.all([...this.reads]);
    }
  }

  private current(job: QueuedWrite<string, ScoreJob>): CellTarget | undefined {
    return job.write.courseGuid === this.grid.courseGuid ? this.grid.locate(job.write.studentGuid, job.write.itemGuid) : undefined;
  }

  private saved(job: QueuedWrite<string, ScoreJob>, saved: SavedScore): void {
    const now = this.current(job);
    if (now === undefined) return;
    if (this.queue.isLatest(job)) now.row.patch(now.itemIndex, { manual: saved.manual, precalculated: saved.precalculated, excused: saved.excused });
    const write = job.write;
    // Nothing changed on the server (it already held that value): nothing to undo either.
    if (write.kind === 'entry' && !saved.changed) this.undoStack = this.undoStack.filter((c) => c !== write.change);
    now.row.problems.delete(now.item.guid);
    this.timers.after(SAVED_MARK_MS, () => this.queue.clearStatus(job.key, 'saved'));
    if (write.kind === 'excuse') this.host.announce(gridMessage(write.excused ? 'announce.excused' : 'announce.unexcused', whereOf(now)), false);
  }

  private refused(job: QueuedWrite<string, ScoreJob>, error: AppError): void {
    const now = this.current(job);
    if (now === undefined) return;
    const write = job.write;
    const latest = this.queue.isLatest(job);
    // Roll back only what this write put there: a later write to the cell owns it now.
    if (write.kind === 'excuse') {
      if (latest && now.cell.excused === write.excused) now.row.patch(now.itemIndex, { excused: !write.excused });
    } else {
      if (write.kind === 'entry') this.undoStack = this.undoStack.filter((c) => c !== write.change);
      if (write.kind === 'undo' && write.undone !== undefined) this.undoStack = pushUndo(this.undoStack, write.undone);
      if (latest && now.cell.manual === write.change.after) now.row.patch(now.itemIndex, { manual: write.change.before, manualAt: now.cell.manualAt });
    }
    this.explain(now, error);
  }

  private explain(target: CellTarget, error: AppError): void {
    const guid = target.item.guid;
    const where = whereOf(target);
    if (error.code === 'SCORE_CHANGED') {
      // The server sends the score it holds as data (`current`: a number, or null for none).
      const current = error.details?.find((detail) => detail.path === '/expected_previous')?.current;
      const value = typeof current === 'number' ? this.grid.textOf(current) : '—';
      target.row.problems.set(guid, { code: 'score.changed', values: { current: value } });
      this.host.announce(gridMessage('announce.changed', { ...where, current: value }), true);
      this.track(this.reloadColumn(guid));
      return;
    }
    const code = error.details?.find((detail) => detail.path === '/score')?.message;
    if (error.kind === 'validation' && code?.startsWith('score.') === true) {
      const rules = scoreRulesFor(target.item.maxScore);
      const problem: CellProblem = { code, values: { min: this.grid.textOf(rules.min), max: this.grid.textOf(rules.max), decimals: rules.decimals } };
      target.row.problems.set(guid, problem);
      this.host.announce(gridMessage('announce.invalid', where, { problem }), true);
      return;
    }
    this.host.announce(gridMessage('announce.saveFailed', where, { error }), true);
    // The item or the student is gone: the grid is out of date.
    if (error.kind === 'not-found') this.track(this.host.reload());
  }

  /** SCORE_CHANGED: someone else wrote in this column; read it again (`?job=`) and recompute the rows it touches. */
  private async reloadColumn(itemGuid: string): Promise<void> {
    const courseGuid = this.grid.courseGuid;
    if (courseGuid === undefined) return;
    const result = await this.gateway.load(courseGuid, { job: itemGuid });
    if (result.err) return;
    const fresh = result.val;
    const freshIndex = fresh.items.findIndex((item) => item.guid === itemGuid);
    const freshItem = fresh.items[freshIndex];
    if (freshItem === undefined) {
      await this.host.reload();
      return;
    }
    runInAction(() => {
      const gradebook = this.grid.gradebook;
      if (gradebook === undefined || courseGuid !== this.grid.courseGuid) return;
      const itemIndex = gradebook.items.findIndex((item) => item.guid === itemGuid);
      if (itemIndex < 0) return;
      if (JSON.stringify(gradebook.items[itemIndex]) !== JSON.stringify(freshItem)) this.grid.replaceItem(itemIndex, freshItem);
      const byStudent = new Map(fresh.students.map((student) => [student.guid, student]));
      for (const row of this.grid.rows) {
        const cell = byStudent.get(row.student.guid)?.cells[freshIndex];
        if (cell !== undefined && JSON.stringify(cell) !== JSON.stringify(row.cells[itemIndex])) row.patch(itemIndex, cell);
      }
    });
  }

  private problemOf(error: ScoreError): CellProblem {
    switch (error.code) {
      case 'score.out-of-range':
        return { code: error.code, values: { min: this.grid.textOf(error.min), max: this.grid.textOf(error.max) } };
      case 'score.too-many-decimals':
        return { code: error.code, values: { decimals: error.decimals } };
      default:
        return { code: error.code, values: {} };
    }
  }

  private track(work: Promise<void>): void {
    this.reads.add(work);
    void work.finally(() => this.reads.delete(work));
  }
}
