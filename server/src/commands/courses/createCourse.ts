import type { CourseDto, NewCourseBodyDto } from '@contract/courses';
import { ApiError, notFound } from '../../errors/ApiError';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import { courseOf } from '../../queries/courses/courseDetail';
import { checkedDetails } from './updateCourse';

/**
 * A course in one of the creator's schools (default: their first; another tenant's or one they do not belong to: 404),
 * taught by its creator, with a new join code. Call after the user policy's requireCourseCreation. A blank name is 400 /name.
 */
export async function createCourse(repos: Repositories, actor: Caller, body: NewCourseBodyDto): Promise<CourseDto> {
  const details = checkedDetails(body);
  const schools = await repos.users.schoolGuids(actor.guid);
  const schoolGuid = body.school_guid?.toLowerCase() ?? schools[0];
  if (schoolGuid === undefined || !schools.includes(schoolGuid)) throw notFound();
  const guid = await repos.courses.create(actor, {
    name: details.name,
    discipline: details.discipline,
    educationLevel: details.educationLevel,
    educationYear: details.educationYear,
    type: body.type,
    schoolGuid,
  });
  const course = await courseOf(repos, actor, guid);
  if (!course) throw new ApiError(500, 'INTERNAL', 'created course not visible');
  return course;
}
