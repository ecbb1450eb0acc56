import type { AnswerItemDto } from '@contract/attempts';
import { mustAutoSubmit } from '@domain/assessments/attemptRules';
import { conflict, notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import { checkAnswers } from './answerInput';
import { finishAttempt } from './finishAttempt';

export interface SubmitAttempt {
  attemptGuid: string;
  submissionKey: string;
  answers: readonly AnswerItemDto[];
  now: Date;
}

/**
 * A student submits their attempt for good, in the caller's transaction holding the attempt's row lock; idempotent by
 * `submission_key` (ADR 0222): the same key again changes nothing, another key once submitted is 409
 * ALREADY_SUBMITTED. Past the deadline plus the grace the answers sent are ignored and the attempt is closed as the
 * server would have closed it; its key is adopted, so the client's retries agree.
 */
export async function submitAttempt(repos: Repositories, command: SubmitAttempt): Promise<void> {
  const key = command.submissionKey.toLowerCase();
  const attempt = await repos.attempts.findContext(command.attemptGuid, 'update');
  if (!attempt) throw notFound();
  if (attempt.status === 'submitted') {
    if (attempt.submissionKey === key) return;
    // The server closed it at the deadline: the client's first submit learns that and its retries answer the same.
    if (attempt.submissionKey === null && attempt.autoSubmitted) return repos.attempts.adoptKey(attempt.guid, key);
    throw conflict('ALREADY_SUBMITTED');
  }
  if (mustAutoSubmit(command.now, attempt.deadlineAt)) {
    await finishAttempt(repos, attempt, { now: command.now, submissionKey: key, auto: true });
    return;
  }
  if (command.answers.length > 0) {
    await repos.attempts.saveAnswers(attempt.guid, await checkAnswers(repos, attempt, command.answers, await repos.questions.list(attempt.itemGuid)));
  }
  await finishAttempt(repos, attempt, { now: command.now, submissionKey: key, auto: false });
}
