import type { ScoreAnswerDto, ScoreBodyDto } from '@contract/gradebook';
import { clearEvaluation, evaluateJob } from '@domain/assignments/evaluation';
import { clearScore, effectiveScore, enterScore as enterScoreRule, scoreRulesFor, type ScoreChange } from '@domain/gradebook/scoreEntry';
import type { ScoreRules } from '@domain/grading/scoreValidation';
import { badRequest, conflict, notFound } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { maxScoreOf } from '../../queries/gradebook/gradebookGrid';
import { evaluationState, writeEvaluation } from '../grading/jobEvaluation';

export interface EnterScore {
  tenantId: string;
  courseGuid: string;
  write: ScoreBodyDto;
  at: Date;
}

/**
 * A teacher sets, clears or excuses one student's manual score for an item or column, audited, in the caller's
 * transaction: the cell is locked, compared with what the teacher saw (409 SCORE_CHANGED, with the current value as
 * data), checked by the domain against the item's scale (400 with the rule's code at /score), then written once.
 */
export async function enterScore(repos: Repositories, actor: Caller, command: EnterScore): Promise<ScoreAnswerDto> {
  const itemGuid = command.write.item_guid.toLowerCase();
  const studentGuid = command.write.student_guid.toLowerCase();
  const { score, excused, expected_previous: expected } = command.write;
  if (score === undefined && excused === undefined) throw badRequest('VALIDATION_FAILED', [{ path: '/body', message: 'score or excused is required' }]);

  const target = await repos.gradebook.lockScoreTarget(command.courseGuid, itemGuid, studentGuid);
  if (!target || !target.isStudent) throw notFound();
  if (expected !== undefined && expected !== target.manual) {
    throw conflict('SCORE_CHANGED', [{ path: '/expected_previous', message: 'score.changed', current: target.manual }]);
  }

  const cell = { studentGuid, itemId: itemGuid, precalculated: target.precalculated, manual: target.manual };
  const rules = scoreRulesFor(maxScoreOf(target.rankingScale));
  let scoreChange: ScoreChange | null = null;
  if (score === null) scoreChange = clearScore(cell);
  else if (score !== undefined) {
    const entered = enterScoreRule(cell, score, rules);
    if (entered.err) throw badRequest('VALIDATION_FAILED', [{ path: '/score', message: entered.val.code }]);
    scoreChange = entered.val;
  }
  const excuseChange = excused !== undefined && excused !== target.excused ? { before: target.excused, after: excused } : null;
  const next = { score: scoreChange === null ? target.manual : scoreChange.after, excused: excuseChange === null ? target.excused : excuseChange.after };
  const changed = scoreChange !== null || excuseChange !== null;
  if (changed && target.scoreInJob) {
    // An assignment's score is its job's evaluation (ADR 0432): the same write as the grading panel's.
    if (scoreChange) await writeJobScore(repos, actor, command, target.itemGuid, studentGuid, scoreChange.after, rules);
    if (excuseChange) {
      await repos.gradebook.writeCell({ tenantId: command.tenantId, kind: target.kind, itemGuid: target.itemGuid, personGuid: studentGuid, score: null, excused: excuseChange, next, scoreInJob: true, by: actor.guid, at: command.at });
    }
  } else if (changed) {
    await repos.gradebook.writeCell({
      tenantId: command.tenantId,
      kind: target.kind,
      itemGuid: target.itemGuid,
      personGuid: studentGuid,
      score: scoreChange && { before: scoreChange.before, after: scoreChange.after },
      excused: excuseChange,
      next,
      by: actor.guid,
      at: command.at,
    });
  }
  const effective = effectiveScore({ ...cell, manual: next.score });
  return {
    item_guid: target.itemGuid,
    student_guid: studentGuid,
    score: effective.score,
    source: effective.source,
    manual: next.score,
    precalculated: target.precalculated,
    excused: next.excused,
    changed,
  };
}

/** A score typed in the grid for an assignment: the job is graded (or its grade removed) by the grading rules. */
async function writeJobScore(repos: Repositories, actor: Caller, command: EnterScore, itemGuid: string, studentGuid: string, score: number | null, rules: ScoreRules): Promise<void> {
  const row = await repos.jobs.lockEvaluationOf(itemGuid, studentGuid);
  // Grading and removing a grade do not depend on publication (only handing back does).
  const before = evaluationState(row, false);
  let change = clearEvaluation(before);
  if (score !== null) {
    const graded = evaluateJob(before, score, rules);
    if (graded.err) throw badRequest('VALIDATION_FAILED', [{ path: '/score', message: graded.val.code }]);
    change = graded.val;
  }
  await writeEvaluation(repos, actor, { tenantId: command.tenantId, itemGuid, personGuid: studentGuid, before, change, previousFeedback: row?.feedback ?? null, at: command.at });
}
