import * as yup from 'yup';
import { DISCIPLINE_CODES, isDisciplineCode } from '@domain/catalog/disciplines';
import { EDUCATION_LEVEL_CODES, isEducationLevelCode } from '@domain/catalog/educationLevels';
import { normaliseJoinCode } from '@domain/courses/course';

export const COURSE_NAME_MAX = 120;

export const createCourseSchema = yup.object({
  name: yup.string().trim().required('course.name.required').max(COURSE_NAME_MAX, 'course.name.tooLong'),
  discipline: yup.string().default(DISCIPLINE_CODES[0]).test('discipline', 'course.discipline.required', (v) => isDisciplineCode(v)),
  educationLevel: yup.string().default(EDUCATION_LEVEL_CODES[0]).test('level', 'course.level.required', (v) => isEducationLevelCode(v)),
});

/** The domain decides what a join code looks like (6–10 letters and digits, dashes and spaces ignored). */
export const joinCourseSchema = yup.object({
  code: yup
    .string()
    .default('')
    .test('code', (value, context) => {
      if ((value ?? '').trim() === '') return context.createError({ message: 'joinCode.required' });
      return normaliseJoinCode(value ?? '') !== null || context.createError({ message: 'joinCode.invalid' });
    }),
});
