import type { UnitAnswerDto } from '@contract/lessons';
import type { Repositories } from '../../plugins/app/repositories';
import type { CourseAccess } from '../../policies/coursePolicy';
import { cleanName } from './lessonInput';

/** A new unit at the end of the course (a blank name: 400 at /name). Call after requireCourse and requireChange. */
export async function createUnit(repos: Repositories, course: CourseAccess, body: { name: string }): Promise<UnitAnswerDto> {
  return repos.lessons.createUnit(course.courseGuid, cleanName(body.name, '/name'));
}
