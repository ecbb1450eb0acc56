import * as yup from 'yup';
import { courseDetails, type CourseDetailsError } from '@domain/courses/courseDetails';

/** The edit form's values: the selects hold codes, the year is free text ('' is no year). */
export interface CourseEditValues {
  name: string;
  discipline: string;
  educationLevel: string;
  educationYear: string;
  [field: string]: string;
}

/** The domain's refusals as keys of the `validation` catalogue. */
const MESSAGE_KEYS: Record<CourseDetailsError['code'], string> = {
  'course.name-required': 'course.name.required',
  'course.name-too-long': 'course.name.tooLong',
  'course.discipline-unknown': 'course.discipline.required',
  'course.level-unknown': 'course.level.required',
  'course.year-too-long': 'course.year.tooLong',
};

/** Each field checked by the one domain rule the server applies (courseDetails), never a copy of it. */
function domainCheck(field: CourseDetailsError['field']) {
  return yup
    .string()
    .default('')
    .test('course-details', function check() {
      const values = this.parent as CourseEditValues;
      const result = courseDetails(values);
      const error = result.err ? result.val.find((candidate) => candidate.field === field) : undefined;
      return error ? this.createError({ message: MESSAGE_KEYS[error.code] }) : true;
    });
}

export const courseEditSchema = yup.object({
  name: domainCheck('name'),
  discipline: domainCheck('discipline'),
  educationLevel: domainCheck('educationLevel'),
  educationYear: domainCheck('educationYear'),
});
