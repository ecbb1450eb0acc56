import type { AnswerItemDto, SaveAnswersAnswerDto } from '@contract/attempts';
import { acceptsAnswers, mustAutoSubmit } from '@domain/assessments/attemptRules';
import { conflict } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import { ownAttempt } from '../../policies/assessmentPolicy';
import { secondsLeftOf } from '../../queries/assessments/attempts';
import type { AttemptContextRow } from '../../repositories/AttemptRepository';
import { checkAnswers } from './answerInput';
import { closeIfExpired, type Persistence } from './finishAttempt';

/**
 * A student saves answers of their open attempt, ordered by revision per question (a revision not above the stored
 * one is ignored; ADR 0221). Only its own student saves (404 for anyone else); the whole batch is checked against the
 * assessment's questions (kept by the process, ADR 0546) before the attempt's state is looked at; past the deadline
 * plus the grace nothing is saved: the attempt is closed (in its own transaction) and the answer is 409
 * ATTEMPT_CLOSED.
 *
 * Two statements (ADR 0547): the attempt is read with its row's version, decided on, and the batch written in one
 * statement under the attempt's shared lock, only while the row is still that version — so saves go side by side and
 * a submit (which locks the attempt for update) waits for them and they for it, as in a transaction. When the row
 * changed in between, the save is decided again in a transaction on the row read under its lock (ADR 0542).
 */
export async function saveAnswers(db: Persistence, target: { attemptGuid: string; caller: Pick<Caller, 'guid' | 'tenantId'> }, items: readonly AnswerItemDto[], now: Date): Promise<SaveAnswersAnswerDto> {
  const attemptGuid = target.attemptGuid.toLowerCase();
  const read = ownAttempt(await db.repos.attempts.findContextVersioned(attemptGuid), target.caller);
  // The batch is checked before the attempt's state: an answer that is not one is 400 whatever the clock says.
  const batch = await checkAnswers(db.repos, read, items, await db.repos.questions.ofAttempts(read.itemGuid));
  if (read.status === 'in-progress' && acceptsAnswers(now, read.deadlineAt)) {
    const stored = await db.repos.attempts.saveAnswersIfUnchanged(read.guid, read.version, batch);
    if (stored) return answer(items, stored, read, now);
  }
  const outcome = await db.transaction(async (repos) => {
    const locked = ownAttempt(await repos.attempts.findContext(attemptGuid, 'share'), target.caller);
    if (locked.status !== 'in-progress' || !acceptsAnswers(now, locked.deadlineAt)) return { saved: false as const, locked };
    // The same assessment: its questions, and so the batch's check, are those above.
    return { saved: true as const, locked, stored: await repos.attempts.saveAnswers(locked.guid, batch) };
  });
  if (!outcome.saved) {
    if (mustAutoSubmit(now, outcome.locked.deadlineAt)) await closeIfExpired(db, outcome.locked, now);
    throw conflict('ATTEMPT_CLOSED');
  }
  return answer(items, outcome.stored, outcome.locked, now);
}

function answer(items: readonly AnswerItemDto[], stored: Map<string, number>, attempt: AttemptContextRow, now: Date): SaveAnswersAnswerDto {
  const saved = items.map((item) => {
    const guid = item.question_guid.toLowerCase();
    return { question_guid: guid, revision: stored.get(guid) ?? item.revision };
  });
  return { saved, server_now: now.toISOString(), seconds_left: secondsLeftOf(attempt, now) };
}
