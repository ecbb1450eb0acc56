import type { JobPatchBodyDto, ResultJobDto } from '@contract/attempts';
import { badRequest, notFound } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { resultJob } from '../../queries/assessments/results';

/** Feedback as stored: trimmed; blank clears it (null); absent leaves it as it is (undefined). */
export function cleanFeedback(feedback: string | null | undefined): string | null | undefined {
  if (feedback === undefined) return undefined;
  return feedback === null || feedback.trim() === '' ? null : feedback.trim();
}

export interface SaveFeedback {
  tenantId: string;
  itemGuid: string;
  courseGuid: string;
  studentGuid: string;
  changes: JobPatchBodyDto;
}

/**
 * A teacher sets a student's evaluator (a teacher of the course, else 400 at /evaluator_guid) and/or the feedback
 * of their job at an assessment, in the caller's transaction; a feedback change is audited. 404 for someone who is
 * not a student of the course.
 */
export async function saveFeedback(repos: Repositories, actor: Caller, command: SaveFeedback): Promise<ResultJobDto> {
  const members = await repos.attempts.courseMembers(command.courseGuid);
  if (!members.some((m) => m.guid === command.studentGuid && m.role === 'student')) throw notFound();
  // null clears the evaluator, absent leaves it.
  const sent = command.changes.evaluator_guid;
  const evaluator = sent === undefined || sent === null ? sent : sent.toLowerCase();
  if (evaluator && !members.some((m) => m.guid === evaluator && m.role === 'teacher')) {
    throw badRequest('VALIDATION_FAILED', [{ path: '/evaluator_guid', message: 'not a teacher of this course' }]);
  }
  const feedback = cleanFeedback(command.changes.feedback);
  const job = await repos.jobs.patchAssessmentJob(command.itemGuid, command.studentGuid, { evaluatorGuid: evaluator, feedback });
  if (feedback !== undefined) {
    await repos.attempts.auditGrade({ tenantId: command.tenantId, itemGuid: command.itemGuid, personGuid: command.studentGuid, questionGuid: null, changedBy: actor.guid, feedback });
  }
  return resultJob(job);
}
