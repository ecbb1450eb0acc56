import { badRequest } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { CourseAccess } from '../../policies/coursePolicy';

/** Puts the course's units in the given order: a permutation of all of them, else 400 at /guids. Call after requireChange. */
export async function orderUnits(repos: Repositories, course: CourseAccess, guids: readonly string[]): Promise<void> {
  if (!(await repos.lessons.orderUnits(course.courseGuid, guids.map((g) => g.toLowerCase())))) {
    throw badRequest('VALIDATION_FAILED', [{ path: '/guids', message: 'must list every unit of the course exactly once' }]);
  }
}
