// The one way an attempt ends (its student submits, or the server closes it when its time is up), and the server's
// closing of attempts whose time is up (on reads of them, on the results routes and by the sweeper; ADR 0223).
import { emptyAnswer } from '@domain/assessments/answers';
import { mustAutoSubmit, nextJobStatus, SAVE_GRACE_SECONDS } from '@domain/assessments/attemptRules';
import type { Answer } from '@domain/assessments/questionModel';
import { attemptTotal, scoreAnswer, type AttemptTotal } from '@domain/assessments/scoring';
import { isLateHandIn } from '@domain/lessons/deliverDate';
import { assessmentSettingsOf } from '../../content/assessmentSettings';
import type { Repositories, Transaction } from '../../plugins/app/repositories';
import { authored } from '../../queries/assessments/attempts';
import type { AnswerRow, AttemptContextRow, AttemptRow } from '../../repositories/AttemptRepository';
import type { QuestionRow } from '../../repositories/QuestionRepository';

interface Finish {
  now: Date;
  submissionKey: string | null;
  auto: boolean;
}

/** An ended attempt as it now is, its total, and what scoring it read (the attempt's view is built from them). */
export interface FinishedAttempt {
  attempt: AttemptContextRow;
  total: AttemptTotal;
  read: { questions: readonly QuestionRow[]; answers: AnswerRow[] };
}

/**
 * Ends an attempt: scores every question with the domain, stores the totals, marks it submitted, writes the job and
 * the progress. Call in the transaction that holds the attempt's row lock.
 */
export async function finishAttempt(repos: Repositories, attempt: AttemptContextRow, finish: Finish): Promise<FinishedAttempt> {
  const settings = assessmentSettingsOf(attempt.itemData);
  const [questions, rows] = await Promise.all([repos.questions.ofAttempts(attempt.itemGuid), repos.attempts.answersOf(attempt.guid)]);
  const byQuestion = new Map(rows.map((r) => [r.questionGuid, r]));
  const scores = questions.map((q) => {
    const row = byQuestion.get(q.guid);
    const question = authored(q);
    const score = scoreAnswer(question, row && row.revision > 0 ? (row.answer as Answer) : undefined);
    return { question, row, score };
  });
  const total = attemptTotal(scores.map((s) => s.score), settings.rankingScale);
  // Closed by the clock: it ended when its time did (the deadline), whenever the server noticed.
  const submittedAt = finish.auto && attempt.deadlineAt !== null && attempt.deadlineAt < finish.now ? attempt.deadlineAt : finish.now;
  const ended = { submittedAt, submissionKey: finish.submissionKey, autoSubmitted: finish.auto, points: total.points, maxPoints: total.max, score: total.complete ? total.score : null };
  // The scores and the attempt ended in one statement (ADR 0547).
  await repos.attempts.finishScored(
    attempt.guid,
    scores.map(({ question, row, score }) => ({ questionGuid: question.guid, answer: row?.answer ?? emptyAnswer(question.type), autoPoints: score.points, outcome: score.outcome })),
    ended,
  );
  const current = await repos.jobs.findAssessmentJob(attempt.itemGuid, attempt.personGuid, true);
  await repos.jobs.writeAssessmentJob({
    itemGuid: attempt.itemGuid,
    personGuid: attempt.personGuid,
    status: nextJobStatus(current?.status ?? 'pending', total.complete ? 'submitted-complete' : 'submitted-needs-grading'),
    score: total.complete ? total.score : null,
    delivery: { deliveredAt: submittedAt, late: isLateHandIn(submittedAt, attempt.deliverAt), submissionKey: finish.submissionKey },
    evaluatedBy: null,
    evaluatedAt: total.complete ? finish.now : null,
  });
  await repos.progress.completeInLesson(attempt.personGuid, attempt.itemGuid, attempt.lessonGuid);
  // Under the row lock the update above cannot have missed: the attempt is what was read, ended.
  return { attempt: { ...attempt, ...ended, status: 'submitted' }, total, read: { questions, answers: rows } };
}

/**
 * Closes the attempt if its time (plus the grace) is up, in the caller's transaction; answers whether it did.
 * `skipLocked` leaves an attempt someone else holds (a save, a submit, another process's sweeper) to them.
 */
export async function closeAttemptIfExpired(repos: Repositories, attemptGuid: string, now: Date, skipLocked = false): Promise<boolean> {
  const attempt = await repos.attempts.findContext(attemptGuid, 'update', { skipLocked });
  if (!attempt || attempt.status !== 'in-progress' || !mustAutoSubmit(now, attempt.deadlineAt)) return false;
  await finishAttempt(repos, attempt, { now, submissionKey: null, auto: true });
  return true;
}

/** The pool's repositories and a way to run a transaction: what a command needs that makes several (the app). */
export interface Persistence {
  repos: Repositories;
  transaction: Transaction;
}

/** Closes `attempt` if its time is up (each close in its own transaction, under the attempt's lock); answers whether it did. */
export async function closeIfExpired(db: Persistence, attempt: Pick<AttemptRow, 'guid' | 'status' | 'deadlineAt'>, now: Date): Promise<boolean> {
  if (attempt.status !== 'in-progress' || !mustAutoSubmit(now, attempt.deadlineAt)) return false;
  return db.transaction((repos) => closeAttemptIfExpired(repos, attempt.guid, now));
}

/**
 * Closes the expired open attempts of one item, of one student of it, or of all items (the sweeper); answers how many.
 * Each close takes its own transaction: one that fails leaves the others closed.
 */
export async function closeExpiredAttempts(
  db: Persistence,
  options: { itemGuid?: string; personGuid?: string; limit?: number; now?: Date; skipLocked?: boolean } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const guids = await db.repos.attempts.expiredOpen(now, SAVE_GRACE_SECONDS, { itemGuid: options.itemGuid, personGuid: options.personGuid, limit: options.limit ?? 500 });
  let closed = 0;
  for (const guid of guids) if (await db.transaction((repos) => closeAttemptIfExpired(repos, guid, now, options.skipLocked))) closed += 1;
  return closed;
}
