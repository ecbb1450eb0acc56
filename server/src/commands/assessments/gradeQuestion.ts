import type { GradeAnswerDto, GradeBodyDto } from '@contract/attempts';
import { nextJobStatus, type JobEvent } from '@domain/assessments/attemptRules';
import { attemptTotal } from '@domain/assessments/scoring';
import { checkScore } from '@domain/grading/scoreValidation';
import { ApiError, conflict, notFound } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { assessmentSettingsOf } from '../../content/assessmentSettings';
import { storedScore } from '../../queries/assessments/attempts';
import { resultAttempt, resultJob, resultQuestion } from '../../queries/assessments/results';
import { cleanFeedback } from './saveFeedback';

export interface GradeQuestion {
  attemptGuid: string;
  questionGuid: string;
  grade: GradeBodyDto;
  now: Date;
}

/**
 * A teacher grades one answer of a submitted attempt, in the caller's transaction holding the attempt's row lock:
 * the score checked by the domain against the question's points (400 INVALID_SCORE with its code at /score), the
 * attempt's totals recomputed with the domain and, when it is the student's latest submitted attempt, the job
 * (ADR 0224: evaluated once nothing waits); audited in grade_audit.
 */
export async function gradeQuestion(repos: Repositories, actor: Caller, command: GradeQuestion): Promise<GradeAnswerDto> {
  const attempt = await repos.attempts.findContext(command.attemptGuid, 'update');
  if (!attempt) throw notFound();
  const questions = await repos.questions.list(attempt.itemGuid);
  const question = questions.find((q) => q.guid === command.questionGuid.toLowerCase());
  if (!question) throw notFound();
  const checked = checkScore(command.grade.score, { min: 0, max: question.points, decimals: 2 });
  if (checked.err) throw new ApiError(400, 'INVALID_SCORE', undefined, [{ path: '/score', message: checked.val.code }]);
  if (attempt.status !== 'submitted') throw conflict('ATTEMPT_NOT_SUBMITTED');
  const feedback = cleanFeedback(command.grade.feedback);

  const before = (await repos.attempts.answersOf(attempt.guid)).find((r) => r.questionGuid === question.guid);
  const oldPoints = before ? (before.manualPoints ?? before.autoPoints) : null;
  await repos.attempts.grade(attempt.guid, question.guid, { manualPoints: checked.val, feedback, gradedBy: actor.guid, gradedAt: command.now });
  const rows = await repos.attempts.answersOf(attempt.guid);
  const byQuestion = new Map(rows.map((r) => [r.questionGuid, r]));
  const total = attemptTotal(
    questions.map((q) => storedScore(q, byQuestion.get(q.guid))),
    assessmentSettingsOf(attempt.itemData).rankingScale,
  );
  const totals = { points: total.points, maxPoints: total.max, score: total.complete ? total.score : null };
  await repos.attempts.setTotals(attempt.guid, totals);
  let job = await repos.jobs.findAssessmentJob(attempt.itemGuid, attempt.personGuid, true);
  // The job follows the latest submitted attempt only (ADR 0224): grading an older one changes that attempt alone.
  if ((await repos.attempts.latestSubmitted(attempt.itemGuid, attempt.personGuid)) === attempt.guid) {
    const current = job?.status ?? 'pending';
    const event: JobEvent = !total.complete ? 'graded-partly' : current === 'evaluated' ? 'regraded' : 'graded-complete';
    job = await repos.jobs.writeAssessmentJob({
      itemGuid: attempt.itemGuid,
      personGuid: attempt.personGuid,
      status: nextJobStatus(current, event),
      score: totals.score,
      evaluatedBy: actor.guid,
      evaluatedAt: command.now,
    });
  }
  await repos.attempts.auditGrade({
    tenantId: attempt.tenantId,
    itemGuid: attempt.itemGuid,
    personGuid: attempt.personGuid,
    questionGuid: question.guid,
    changedBy: actor.guid,
    oldPoints,
    newPoints: checked.val,
    feedback: feedback ?? null,
    at: command.now,
  });
  return {
    question: resultQuestion(question, byQuestion.get(question.guid), attempt.guid, true, true),
    attempt: resultAttempt({ ...attempt, ...totals }),
    job: resultJob(job),
  };
}
