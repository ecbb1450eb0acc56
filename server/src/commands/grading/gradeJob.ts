import type { EvaluationBodyDto, EvaluatorBodyDto, ReturnBodyDto } from '@contract/grading';
import { evaluateJob, reassignEvaluator as reassignRule, returnForResubmission, type EvaluationError, type JobEvaluationChange } from '@domain/assignments/evaluation';
import { scoreRulesFor } from '@domain/gradebook/scoreEntry';
import type { Result } from '@domain/shared/result';
import { badRequest, conflict, notFound, type ApiError } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { JobAccess } from '../../policies/jobPolicy';
import { maxScoreOf } from '../../queries/gradebook/gradebookGrid';
import { notifyHandInGraded } from '../notifications/notify';
import { cleanFeedbackHtml, evaluationState, writeEvaluation } from './jobEvaluation';

export type JobAction =
  | { kind: 'evaluate'; body: EvaluationBodyDto }
  | { kind: 'return'; body: ReturnBodyDto }
  | { kind: 'evaluator'; body: EvaluatorBodyDto };

/** The refusal a domain error becomes: a score's rule at /score, an evaluator at /evaluator_guid, else a conflict. */
function refusal(error: EvaluationError): ApiError {
  switch (error.code) {
    case 'evaluation.nothing-to-return':
      return conflict('NOTHING_TO_RETURN');
    case 'evaluation.nothing-to-grade':
      return conflict('NOTHING_TO_GRADE');
    case 'evaluation.grades-published':
      return conflict('GRADES_PUBLISHED');
    case 'evaluation.not-a-teacher':
      return badRequest('VALIDATION_FAILED', [{ path: '/evaluator_guid', message: 'not a teacher of this course' }]);
    default:
      return badRequest('VALIDATION_FAILED', [{ path: '/score', message: error.code }]);
  }
}

/**
 * A teacher grades, hands back or gives another evaluator to a student's job of an assignment, in the caller's
 * transaction: the item is locked first (the gradebook's score writes of the item queue on the same lock), then the
 * job; the domain decides (ADR 0432), the job is written with its audit lines. A grade tells the student (ADR 0512).
 */
export async function gradeJob(repos: Repositories, actor: Caller, access: JobAccess, action: JobAction, at: Date): Promise<void> {
  const target = await repos.gradebook.lockTarget(access.courseGuid, access.itemGuid);
  const row = await repos.jobs.lockEvaluation(access.jobGuid);
  if (!target || !row) throw notFound();
  const before = evaluationState(row, access.gradesPublishedAt !== null);
  let decided: Result<JobEvaluationChange, EvaluationError>;
  let feedback: string | null | undefined;
  switch (action.kind) {
    case 'evaluate':
      decided = evaluateJob(before, action.body.score, scoreRulesFor(maxScoreOf(target.rankingScale)));
      feedback = cleanFeedbackHtml(action.body.feedback);
      break;
    case 'return':
      decided = returnForResubmission(before, actor.guid);
      feedback = cleanFeedbackHtml(action.body.feedback);
      break;
    case 'evaluator': {
      const teachers = (await repos.attempts.courseMembers(access.courseGuid)).filter((m) => m.role === 'teacher').map((m) => m.guid);
      decided = reassignRule(before, action.body.evaluator_guid.toLowerCase(), teachers);
      break;
    }
  }
  if (decided.err) throw refusal(decided.val);
  await writeEvaluation(repos, actor, {
    tenantId: access.tenantId,
    itemGuid: access.itemGuid,
    personGuid: row.personGuid,
    before,
    change: decided.val,
    feedback,
    previousFeedback: row.feedback,
    at,
  });
  if (action.kind === 'evaluate') await notifyHandInGraded(repos, actor.guid, row.personGuid, access.itemGuid, at);
}
