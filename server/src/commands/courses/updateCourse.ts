import type { CourseUpdateBodyDto } from '@contract/courses';
import { courseDetails, type CourseDetails, type CourseDetailsError } from '@domain/courses/courseDetails';
import { badRequest, notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';

const WIRE_FIELDS: Record<CourseDetailsError['field'], string> = { name: '/name', discipline: '/discipline', educationLevel: '/education_level', educationYear: '/education_year' };

/** The details of a create or edit request as the domain accepts them, or 400 VALIDATION_FAILED naming each field. */
export function checkedDetails(body: Pick<CourseUpdateBodyDto, 'name' | 'discipline' | 'education_level' | 'education_year'>): CourseDetails {
  const details = courseDetails({ name: body.name, discipline: body.discipline, educationLevel: body.education_level, educationYear: body.education_year ?? null });
  if (details.err) throw badRequest('VALIDATION_FAILED', details.val.map((error) => ({ path: WIRE_FIELDS[error.field], message: error.code })));
  return details.val;
}

/**
 * Replaces a course's name, discipline, level and year, checked by the domain (a blank name 400 /name; an absent year
 * is no year). Call after the policy: the course's teachers (front) or an editorial admin (lms). 404 once it is gone.
 */
export async function updateCourse(repos: Repositories, command: { courseGuid: string; body: CourseUpdateBodyDto }): Promise<void> {
  if (!(await repos.courses.updateDetails(command.courseGuid.toLowerCase(), checkedDetails(command.body)))) throw notFound();
}
