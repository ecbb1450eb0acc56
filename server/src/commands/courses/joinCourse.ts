import type { CourseDto } from '@contract/courses';
import { normaliseJoinCode } from '@domain/courses/course';
import { ApiError, conflict, notFound } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { joinsAs } from '../../policies/userPolicy';
import { courseOf, type NamingFlags } from '../../queries/courses/courseDetail';

/**
 * The caller joins the course of their tenant with this code (case, spaces and dashes do not matter), as a student or,
 * teachers and school admins, as a teacher: 404 CODE_NOT_FOUND, 409 ALREADY_MEMBER. Call after requireCourseJoin.
 */
export async function joinCourse(repos: Repositories, actor: Caller, command: { code: string }, flags: NamingFlags): Promise<CourseDto> {
  const code = normaliseJoinCode(command.code);
  const courseGuid = code === null ? undefined : await repos.courses.findByJoinCode(actor.tenantId, code);
  if (courseGuid === undefined) throw notFound('CODE_NOT_FOUND');
  if (!(await repos.courses.addMember(courseGuid, actor.guid, joinsAs(actor.role)))) throw conflict('ALREADY_MEMBER');
  const course = await courseOf(repos, actor, courseGuid, flags);
  if (!course) throw new ApiError(500, 'INTERNAL', 'joined course not visible');
  return course;
}
