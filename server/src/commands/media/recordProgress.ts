import type { ProgressAnswerDto } from '@contract/items';
import { ASSIGNMENT_CONTENT_TYPE } from '@domain/content/contentTypes';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { ItemAccess } from '../../policies/coursePolicy';

export interface ProgressReport {
  /** Percent 0–100; never lowers the stored value. */
  progress: number;
  /** Seconds or page; a player's fractional seconds are floored. */
  position?: number;
}

/**
 * A student's progress in an item and where to resume, in the caller's transaction, with the lesson's percent
 * recomputed. An assignment's progress comes from its hand-in only: the reported percent is ignored. Call after
 * requireItem and requireStudent.
 */
export async function recordProgress(repos: Repositories, actor: Caller, item: ItemAccess, report: ProgressReport): Promise<ProgressAnswerDto> {
  const position = report.position === undefined ? undefined : Math.floor(report.position);
  const reported = item.contentType === ASSIGNMENT_CONTENT_TYPE ? null : report.progress;
  const row = await repos.progress.record(actor.guid, item.itemGuid, reported, position);
  const lessonProgress = await repos.progress.recomputeLesson(actor.guid, item.lessonGuid);
  return { progress: row.progress, position: row.position, lesson_progress: lessonProgress };
}
