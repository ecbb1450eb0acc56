import type { AnswerItemDto, SaveAnswersAnswerDto } from '@contract/attempts';
import { acceptsAnswers, mustAutoSubmit } from '@domain/assessments/attemptRules';
import { conflict } from '../../errors/ApiError';
import type { AttemptContextRow } from '../../repositories/AttemptRepository';
import { secondsLeftOf } from '../../queries/assessments/attempts';
import { checkAnswers } from './answerInput';
import { closeIfExpired, type Persistence } from './finishAttempt';

/**
 * A student saves answers of their open attempt, ordered by revision per question (a revision not above the stored
 * one is ignored; ADR 0221). The batch is checked before anything is written; the save runs under a shared lock of
 * the attempt, so saves go side by side and a submit (which locks it for update) waits for them and they for it.
 * Past the deadline plus the grace nothing is saved: the attempt is closed (in its own transaction, after the save's)
 * and the answer is 409 ATTEMPT_CLOSED.
 */
export async function saveAnswers(db: Persistence, attempt: AttemptContextRow, items: readonly AnswerItemDto[], now: Date): Promise<SaveAnswersAnswerDto> {
  const batch = await checkAnswers(db.repos, attempt, items, await db.repos.questions.list(attempt.itemGuid));
  const outcome = await db.transaction(async (repos) => {
    const locked = await repos.attempts.lock(attempt.guid, 'share');
    if (!locked || locked.status !== 'in-progress' || !acceptsAnswers(now, locked.deadlineAt)) return { saved: false as const, locked };
    return { saved: true as const, locked, stored: await repos.attempts.saveAnswers(attempt.guid, batch) };
  });
  if (!outcome.saved) {
    if (outcome.locked && mustAutoSubmit(now, outcome.locked.deadlineAt)) await closeIfExpired(db, outcome.locked, now);
    throw conflict('ATTEMPT_CLOSED');
  }
  const saved = items.map((item) => {
    const guid = item.question_guid.toLowerCase();
    return { question_guid: guid, revision: outcome.stored.get(guid) ?? item.revision };
  });
  return { saved, server_now: now.toISOString(), seconds_left: secondsLeftOf(outcome.locked, now) };
}
