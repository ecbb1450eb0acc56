import type { CourseDto, NewCourseBodyDto } from '@contract/courses';
import { ApiError, badRequest, notFound } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { courseOf } from '../../queries/courses/courseDetail';

/**
 * A course in one of the creator's schools (default: their first; another tenant's or one they do not belong to: 404),
 * taught by its creator, with a new join code. Call after the user policy's requireCourseCreation. A blank name is 400 /name.
 */
export async function createCourse(repos: Repositories, actor: Caller, body: NewCourseBodyDto): Promise<CourseDto> {
  const name = body.name.trim();
  if (name === '') throw badRequest('VALIDATION_FAILED', [{ path: '/name', message: 'must not be blank' }]);
  const schools = await repos.users.schoolGuids(actor.guid);
  const schoolGuid = body.school_guid?.toLowerCase() ?? schools[0];
  if (schoolGuid === undefined || !schools.includes(schoolGuid)) throw notFound();
  const guid = await repos.courses.create(actor, {
    name,
    discipline: body.discipline,
    educationLevel: body.education_level,
    educationYear: body.education_year ?? null,
    type: body.type,
    schoolGuid,
  });
  const course = await courseOf(repos, actor, guid);
  if (!course) throw new ApiError(500, 'INTERNAL', 'created course not visible');
  return course;
}
