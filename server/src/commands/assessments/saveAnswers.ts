import type { AnswerItemDto, SaveAnswersAnswerDto } from '@contract/attempts';
import { acceptsAnswers, mustAutoSubmit } from '@domain/assessments/attemptRules';
import { conflict } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import { ownAttempt } from '../../policies/assessmentPolicy';
import { secondsLeftOf } from '../../queries/assessments/attempts';
import { checkAnswers } from './answerInput';
import { closeIfExpired, type Persistence } from './finishAttempt';

/**
 * A student saves answers of their open attempt, ordered by revision per question (a revision not above the stored
 * one is ignored; ADR 0221). One transaction reads the attempt under a shared lock (only its own student saves: 404
 * for anyone else), checks the whole batch, then writes: saves go side by side and a submit (which locks the attempt
 * for update) waits for them and they for it; two reads, one write (ADR 0542). Past the deadline plus the grace
 * nothing is saved: the attempt is closed (in its own transaction, after the save's) and the answer is 409
 * ATTEMPT_CLOSED.
 */
export async function saveAnswers(db: Persistence, target: { attemptGuid: string; caller: Pick<Caller, 'guid' | 'tenantId'> }, items: readonly AnswerItemDto[], now: Date): Promise<SaveAnswersAnswerDto> {
  const outcome = await db.transaction(async (repos) => {
    const locked = ownAttempt(await repos.attempts.findContext(target.attemptGuid.toLowerCase(), 'share'), target.caller);
    // The batch is checked before the attempt's state: an answer that is not one is 400 whatever the clock says.
    const batch = await checkAnswers(repos, locked, items, await repos.questions.list(locked.itemGuid));
    if (locked.status !== 'in-progress' || !acceptsAnswers(now, locked.deadlineAt)) return { saved: false as const, locked };
    return { saved: true as const, locked, stored: await repos.attempts.saveAnswers(locked.guid, batch) };
  });
  if (!outcome.saved) {
    if (mustAutoSubmit(now, outcome.locked.deadlineAt)) await closeIfExpired(db, outcome.locked, now);
    throw conflict('ATTEMPT_CLOSED');
  }
  const saved = items.map((item) => {
    const guid = item.question_guid.toLowerCase();
    return { question_guid: guid, revision: outcome.stored.get(guid) ?? item.revision };
  });
  return { saved, server_now: now.toISOString(), seconds_left: secondsLeftOf(outcome.locked, now) };
}
