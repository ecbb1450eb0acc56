import type { JobEvaluationChange, JobEvaluationState } from '@domain/assignments/evaluation';
import { sanitizeHtml } from '../../content/sanitizeHtml';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { EvaluationRow } from '../../repositories/JobRepository';

/** A job (or its absence: nothing handed in, no row) as the domain's grading rules read it. */
export function evaluationState(row: EvaluationRow | undefined, gradesPublished: boolean): JobEvaluationState {
  return {
    status: row?.status ?? 'pending',
    score: row?.score ?? null,
    evaluator: row?.evaluatorGuid ?? null,
    handedIn: (row?.deliveredAt ?? null) !== null,
    gradesPublished,
  };
}

/** The score the gradebook shows for a job: an evaluated job's, else none. */
export function gradeOf(state: Pick<JobEvaluationState, 'status' | 'score'>): number | null {
  return state.status === 'evaluated' ? state.score : null;
}

/**
 * Feedback as stored: the content allow-list applied (the editor's paste cleaning uses the same one); a text with
 * nothing left to read clears it (null); absent leaves it as it is (undefined).
 */
export function cleanFeedbackHtml(feedback: string | null | undefined): string | null | undefined {
  if (feedback === undefined) return undefined;
  if (feedback === null) return null;
  const clean = sanitizeHtml(feedback).trim();
  const readable = clean.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '' || /<img\s/i.test(clean);
  return readable ? clean : null;
}

export interface EvaluationWriteCommand {
  tenantId: string;
  itemGuid: string;
  personGuid: string;
  before: JobEvaluationState;
  change: JobEvaluationChange;
  /** undefined keeps the feedback. */
  feedback?: string | null;
  previousFeedback: string | null;
  at: Date;
}

/**
 * Writes a grading action's result to the job, inside the caller's transaction (after the domain decided it): who
 * graded it and when (cleared with the grade), the gradebook's audit line when the grade changed (the cell's history
 * shows every grade, typed in the grid or in the grading panel) and an audit line for changed feedback.
 */
export async function writeEvaluation(repos: Repositories, actor: Caller, command: EvaluationWriteCommand): Promise<void> {
  const { change } = command;
  const graded = change.status === 'evaluated';
  const handedBack = change.status === 'pending' && command.before.status !== 'pending';
  const gradeBefore = gradeOf(command.before);
  const gradeAfter = gradeOf(change);
  const feedbackChanged = command.feedback !== undefined && command.feedback !== command.previousFeedback;
  if (!change.changed && !feedbackChanged) return;
  await repos.jobs.writeEvaluation({
    itemGuid: command.itemGuid,
    personGuid: command.personGuid,
    status: change.status,
    score: change.score,
    evaluatorGuid: change.evaluator,
    feedback: command.feedback,
    ...(graded && gradeBefore !== gradeAfter ? { evaluatedBy: actor.guid, evaluatedAt: command.at } : {}),
    ...(handedBack ? { evaluatedBy: actor.guid, evaluatedAt: command.at } : {}),
    ...(!graded && !handedBack && command.before.status === 'evaluated' ? { evaluatedBy: null, evaluatedAt: null } : {}),
  });
  if (gradeBefore !== gradeAfter) {
    await repos.gradebook.writeCell({
      tenantId: command.tenantId,
      kind: 'item',
      itemGuid: command.itemGuid,
      personGuid: command.personGuid,
      score: { before: gradeBefore, after: gradeAfter },
      excused: null,
      next: { score: gradeAfter, excused: false },
      scoreInJob: true,
      by: actor.guid,
      at: command.at,
    });
  }
  if (feedbackChanged) {
    await repos.attempts.auditGrade({ tenantId: command.tenantId, itemGuid: command.itemGuid, personGuid: command.personGuid, questionGuid: null, changedBy: actor.guid, feedback: command.feedback ?? null, at: command.at });
  }
}
