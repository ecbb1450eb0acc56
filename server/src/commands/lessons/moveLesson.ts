import { notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { LessonAccess } from '../../policies/coursePolicy';

/**
 * Moves a lesson to a place (0-based) in a unit of its course; later lessons shift (spec §4). A unit of another
 * course (or none) is not there for this lesson: 404. Call after requireLesson and requireChange.
 */
export async function moveLesson(repos: Repositories, lesson: LessonAccess, body: { unit_guid: string; index: number }): Promise<void> {
  const outcome = await repos.lessons.moveLesson(lesson.courseGuid, lesson.lessonGuid, body.unit_guid.toLowerCase(), body.index);
  if (outcome === 'UNKNOWN_UNIT') throw notFound();
}
