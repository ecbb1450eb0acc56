import { isDisciplineCode, type DisciplineCode } from '../catalog/disciplines';
import { isEducationLevelCode, type EducationLevelCode } from '../catalog/educationLevels';
import { Err, Ok, type Result } from '../shared/result';

/** Longest course name and education year, in characters, after trimming. */
export const COURSE_NAME_MAX = 120;
export const COURSE_YEAR_MAX = 40;

/** A course's details as a teacher types them (the create and edit forms) or as a request carries them. */
export interface CourseDetailsInput {
  name: string;
  discipline: string;
  educationLevel: string;
  educationYear?: string | null;
}

/** Details fit to store: the name trimmed and not blank, known codes, a blank year is no year. */
export interface CourseDetails {
  name: string;
  discipline: DisciplineCode;
  educationLevel: EducationLevelCode;
  educationYear: string | null;
}

export type CourseDetailsError =
  | { code: 'course.name-required'; field: 'name' }
  | { code: 'course.name-too-long'; field: 'name'; max: number }
  | { code: 'course.discipline-unknown'; field: 'discipline' }
  | { code: 'course.level-unknown'; field: 'educationLevel' }
  | { code: 'course.year-too-long'; field: 'educationYear'; max: number };

const length = (text: string): number => [...text].length;

/** Every problem of the details at once (a form marks each field), or the details as they are stored. */
export function courseDetails(input: CourseDetailsInput): Result<CourseDetails, CourseDetailsError[]> {
  const errors: CourseDetailsError[] = [];
  const name = input.name.trim();
  if (name === '') errors.push({ code: 'course.name-required', field: 'name' });
  else if (length(name) > COURSE_NAME_MAX) errors.push({ code: 'course.name-too-long', field: 'name', max: COURSE_NAME_MAX });
  if (!isDisciplineCode(input.discipline)) errors.push({ code: 'course.discipline-unknown', field: 'discipline' });
  if (!isEducationLevelCode(input.educationLevel)) errors.push({ code: 'course.level-unknown', field: 'educationLevel' });
  const year = input.educationYear?.trim() ?? '';
  if (length(year) > COURSE_YEAR_MAX) errors.push({ code: 'course.year-too-long', field: 'educationYear', max: COURSE_YEAR_MAX });
  if (errors.length > 0 || !isDisciplineCode(input.discipline) || !isEducationLevelCode(input.educationLevel)) return Err(errors);
  return Ok({ name, discipline: input.discipline, educationLevel: input.educationLevel, educationYear: year === '' ? null : year });
}
