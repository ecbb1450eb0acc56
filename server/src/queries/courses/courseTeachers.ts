import type { CourseTeachersDto } from '@contract/courses';
import type { Repositories } from '../../plugins/app/repositories';
import type { CourseAccess } from '../../policies/coursePolicy';

/** The course's teachers by lastname (one statement): whom a hand-in's evaluator may be (ADR 0432 §4). */
export async function courseTeachers(repos: Pick<Repositories, 'attempts'>, access: Pick<CourseAccess, 'courseGuid'>): Promise<CourseTeachersDto> {
  return { data: await repos.attempts.courseTeachers(access.courseGuid) };
}
