import type { AnswerItemDto } from '@contract/attempts';
import { mustAutoSubmit } from '@domain/assessments/attemptRules';
import { conflict } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { checkAnswers } from './answerInput';
import { ownAttempt } from '../../policies/assessmentPolicy';
import type { AttemptContextRow } from '../../repositories/AttemptRepository';
import { finishAttempt, type FinishedAttempt } from './finishAttempt';

export interface SubmitAttempt {
  attemptGuid: string;
  /** Only the attempt's own student submits it (404 for anyone else, decided on the locked row). */
  caller: Pick<Caller, 'guid' | 'tenantId'>;
  submissionKey: string;
  answers: readonly AnswerItemDto[];
  now: Date;
}

/**
 * A student submits their attempt for good, in the caller's transaction holding the attempt's row lock; idempotent by
 * `submission_key` (ADR 0222): the same key again changes nothing, another key once submitted is 409
 * ALREADY_SUBMITTED. Past the deadline plus the grace the answers sent are ignored and the attempt is closed as the
 * server would have closed it; its key is adopted, so the client's retries agree. Answers the attempt as it now is,
 * and — when it was just scored — the questions and answers that scoring read, so the answer needs no read of its own
 * (ADR 0542).
 */
export async function submitAttempt(repos: Repositories, command: SubmitAttempt): Promise<{ attempt: AttemptContextRow; read?: FinishedAttempt['read'] }> {
  const key = command.submissionKey.toLowerCase();
  const attempt = ownAttempt(await repos.attempts.findContext(command.attemptGuid.toLowerCase(), 'update'), command.caller);
  if (attempt.status === 'submitted') {
    if (attempt.submissionKey === key) return { attempt };
    // The server closed it at the deadline: the client's first submit learns that and its retries answer the same.
    if (attempt.submissionKey === null && attempt.autoSubmitted) {
      await repos.attempts.adoptKey(attempt.guid, key);
      return { attempt: { ...attempt, submissionKey: key } };
    }
    throw conflict('ALREADY_SUBMITTED');
  }
  if (mustAutoSubmit(command.now, attempt.deadlineAt)) return finishAttempt(repos, attempt, { now: command.now, submissionKey: key, auto: true });
  if (command.answers.length > 0) {
    await repos.attempts.saveAnswers(attempt.guid, await checkAnswers(repos, attempt, command.answers, await repos.questions.ofAttempts(attempt.itemGuid)));
  }
  return finishAttempt(repos, attempt, { now: command.now, submissionKey: key, auto: false });
}
