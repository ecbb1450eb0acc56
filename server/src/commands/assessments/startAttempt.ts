import { attemptDeadline, mustAutoSubmit } from '@domain/assessments/attemptRules';
import { parseTestDuration } from '@domain/assessments/testDuration';
import { conflict } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { AssessmentAccess } from '../../policies/assessmentPolicy';
import { startDecisionFor } from '../../queries/assessments/attempts';
import { closeAttemptIfExpired } from './finishAttempt';

const REFUSAL = {
  'no-attempts-left': 'NO_ATTEMPTS_LEFT',
  closed: 'DELIVERY_CLOSED',
  empty: 'ASSESSMENT_EMPTY',
  published: 'GRADES_PUBLISHED',
} as const;

/**
 * A student starts an attempt, or resumes the open one, in the caller's transaction. An open attempt whose time is
 * up is closed first; then the domain decides (409 NO_ATTEMPTS_LEFT, DELIVERY_CLOSED, ASSESSMENT_EMPTY,
 * GRADES_PUBLISHED). Concurrent starts make one attempt: the unique indexes let one insert win, the others resume it.
 */
export async function startAttempt(repos: Repositories, actor: Caller, assessment: AssessmentAccess, now: Date): Promise<{ attemptGuid: string; created: boolean }> {
  const existing = await repos.attempts.listFor(assessment.itemGuid, actor.guid);
  const open = existing.find((a) => a.status === 'in-progress');
  if (open && !mustAutoSubmit(now, open.deadlineAt)) return { attemptGuid: open.guid, created: false };
  if (open) await closeAttemptIfExpired(repos, open.guid, now);

  const attempts = open ? await repos.attempts.listFor(assessment.itemGuid, actor.guid) : existing;
  const decision = startDecisionFor(assessment, attempts, now, await repos.questions.count(assessment.itemGuid));
  if (decision.reason !== null) throw conflict(REFUSAL[decision.reason]);
  if (decision.openGuid) return { attemptGuid: decision.openGuid, created: false };

  const number = attempts.reduce((max, a) => Math.max(max, a.number), 0) + 1;
  const duration = parseTestDuration(assessment.settings.durationMinutes);
  const deadlineAt = duration.ok ? attemptDeadline(now, duration.val) : null;
  const inserted = await repos.attempts.insert({ itemGuid: assessment.itemGuid, personGuid: actor.guid, number, startedAt: now, deadlineAt });
  if (inserted) return { attemptGuid: inserted.guid, created: true };
  // A concurrent start won (attempts_one_open_uq or the number): resume what it made.
  const winner = (await repos.attempts.listFor(assessment.itemGuid, actor.guid)).find((a) => a.status === 'in-progress');
  if (winner) return { attemptGuid: winner.guid, created: false };
  throw conflict('NO_ATTEMPTS_LEFT');
}
