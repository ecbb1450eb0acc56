import type { ScoreAnswerDto, ScoreBodyDto } from '@contract/gradebook';
import { clearScore, effectiveScore, enterScore as enterScoreRule, scoreRulesFor, type ScoreChange } from '@domain/gradebook/scoreEntry';
import { badRequest, conflict, notFound } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { maxScoreOf } from '../../queries/gradebook/gradebookGrid';

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
  let scoreChange: ScoreChange | null = null;
  if (score === null) scoreChange = clearScore(cell);
  else if (score !== undefined) {
    const entered = enterScoreRule(cell, score, scoreRulesFor(maxScoreOf(target.rankingScale)));
    if (entered.err) throw badRequest('VALIDATION_FAILED', [{ path: '/score', message: entered.val.code }]);
    scoreChange = entered.val;
  }
  const excuseChange = excused !== undefined && excused !== target.excused ? { before: target.excused, after: excused } : null;
  const next = { score: scoreChange === null ? target.manual : scoreChange.after, excused: excuseChange === null ? target.excused : excuseChange.after };
  const changed = scoreChange !== null || excuseChange !== null;
  if (changed) {
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
