import { checkScore, type ScoreError, type ScoreRules } from '../grading/scoreValidation';
import { Err, Ok, type Result } from '../shared/result';

/** Spec §3: a score is precalculated (from a test, SCORM…) or manually assigned by a teacher. */
export const SCORE_SOURCES = ['precalculated', 'manual'] as const;
export type ScoreSource = (typeof SCORE_SOURCES)[number];

/** One cell of the gradebook grid: a student's scores for one item. */
export interface ScoreCell {
  studentGuid: string;
  itemId: string;
  precalculated: number | null;
  manual: number | null;
}

/** A manual score wins over the precalculated one; clearing it shows the precalculated one again (ADR 0137). */
export function effectiveScore(cell: ScoreCell): { score: number | null; source: ScoreSource | null } {
  if (cell.manual !== null) return { score: cell.manual, source: 'manual' };
  if (cell.precalculated !== null) return { score: cell.precalculated, source: 'precalculated' };
  return { score: null, source: null };
}

/** The scale of an item's manual scores: 0 to its maximum score, 2 decimals unless told. */
export function scoreRulesFor(maxScore: number, decimals = 2): ScoreRules {
  return { min: 0, max: maxScore, decimals };
}

/** A change of one cell's manual score; what is saved, undone and audited. */
export interface ScoreChange {
  studentGuid: string;
  itemId: string;
  before: number | null;
  after: number | null;
}

/**
 * A teacher typed a manual score. Validation is `checkScore` (required, number, range, decimals);
 * typing the value already there gives Ok(null): nothing to save, undo or audit.
 */
export function enterScore(cell: ScoreCell, typed: string | number | null, rules: ScoreRules): Result<ScoreChange | null, ScoreError> {
  const checked = checkScore(typed, rules);
  if (checked.err) return checked;
  if (cell.manual === checked.val) return Ok(null);
  return Ok({ studentGuid: cell.studentGuid, itemId: cell.itemId, before: cell.manual, after: checked.val });
}

/** Removing a manual score is its own action (an empty cell is refused as `score.required`); null when there is none. */
export function clearScore(cell: ScoreCell): ScoreChange | null {
  return cell.manual === null ? null : { studentGuid: cell.studentGuid, itemId: cell.itemId, before: cell.manual, after: null };
}

/** The change that puts a cell back as it was before `change`. */
export function inverseChange(change: ScoreChange): ScoreChange {
  return { ...change, before: change.after, after: change.before };
}

/** Changes that can be undone, the latest last. */
export type UndoStack = readonly ScoreChange[];

/** The grid keeps the last 20 changes for undo; older ones drop off. */
export const MAX_UNDO_STEPS = 20;

export function pushUndo(stack: UndoStack, change: ScoreChange, max: number = MAX_UNDO_STEPS): ScoreChange[] {
  return [...stack, change].slice(-Math.max(1, max));
}

export type UndoError = { code: 'score.nothing-to-undo' } | { code: 'score.undo-stale'; current: number | null };

/**
 * Undoes the latest change of the stack. The cell must still hold what that change wrote;
 * otherwise (someone changed it since) the undo is refused and the stack is left as it was.
 */
export function undoLast(stack: UndoStack, cell: ScoreCell): Result<{ stack: ScoreChange[]; change: ScoreChange }, UndoError> {
  const last = stack[stack.length - 1];
  if (last === undefined) return Err({ code: 'score.nothing-to-undo' });
  if (last.studentGuid !== cell.studentGuid || last.itemId !== cell.itemId) return Err({ code: 'score.undo-stale', current: cell.manual });
  if (cell.manual !== last.after) return Err({ code: 'score.undo-stale', current: cell.manual });
  return Ok({ stack: stack.slice(0, -1), change: inverseChange(last) });
}
