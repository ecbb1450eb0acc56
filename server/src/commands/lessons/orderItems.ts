import { badRequest } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { LessonAccess } from '../../policies/coursePolicy';

/** Puts the lesson's items in the given order: a permutation of all of them, else 400 at /guids. Call after requireChange. */
export async function orderItems(repos: Repositories, lesson: LessonAccess, guids: readonly string[]): Promise<void> {
  if (!(await repos.items.order(lesson.lessonGuid, guids.map((g) => g.toLowerCase())))) {
    throw badRequest('VALIDATION_FAILED', [{ path: '/guids', message: 'must list every item of the lesson exactly once' }]);
  }
}
