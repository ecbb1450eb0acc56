import type { ScormCommitAnswerDto, ScormCommitBodyDto } from '@contract/scorm';
import { progressOf, reportedSessionSeconds, scormOutcome } from '@domain/content/scormRecord';
import { badRequest } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { ItemAccess } from '../../policies/coursePolicy';
import { scormData } from './addScormPackage';

/** The most CMI data one record keeps (SCORM 2004 allows 64,000 characters of suspend data, plus interactions). */
export const MAX_CMI_CHARS = 512 * 1024;

/**
 * A student's commit: the CMI data is kept as the runtime sent it, and what it means is derived here with the domain's
 * rules (status, score, time), never taken from the client. Commits of one session replace that session's time; a new
 * session adds the previous one's to the total. The item's progress follows (never down). Call after requireItem and
 * requireStudent.
 */
export async function commitScorm(repos: Repositories, actor: Caller, item: ItemAccess, body: ScormCommitBodyDto): Promise<ScormCommitAnswerDto> {
  const { version } = scormData(item);
  if (JSON.stringify(body.cmi).length > MAX_CMI_CHARS) throw badRequest('VALIDATION_FAILED', [{ path: '/cmi', message: `must be at most ${MAX_CMI_CHARS} characters of JSON` }]);
  const outcome = scormOutcome(version, body.cmi);
  const reported = reportedSessionSeconds(version, body.cmi);
  const previous = await repos.scorm.find(item.itemGuid, actor.guid, true);
  const sameSession = previous?.sessionId === body.session_id;
  const priorSeconds = (previous?.priorSeconds ?? 0) + (sameSession ? 0 : previous?.sessionSeconds ?? 0);
  const sessionSeconds = sameSession ? Math.max(previous.sessionSeconds, reported) : reported;
  await repos.scorm.save(item.itemGuid, actor.guid, {
    cmi: body.cmi,
    completion: outcome.completion,
    success: outcome.success,
    scoreScaled: outcome.scaled,
    priorSeconds,
    sessionSeconds,
    sessionId: body.session_id,
    sessions: (previous?.sessions ?? 0) + (sameSession ? 0 : 1),
  });
  const progress = await repos.progress.record(actor.guid, item.itemGuid, progressOf(outcome), undefined);
  const lessonProgress = await repos.progress.recomputeLesson(actor.guid, item.lessonGuid);
  return {
    completion: outcome.completion,
    success: outcome.success,
    score: outcome.scaled === null ? null : Math.round(outcome.scaled * 10_000) / 100,
    total_seconds: priorSeconds + sessionSeconds,
    progress: progress.progress,
    lesson_progress: lessonProgress,
  };
}
