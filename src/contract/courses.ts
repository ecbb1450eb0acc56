import { T, type Static, StringEnum, Percent, Guid } from './schema';
import { DISCIPLINE_CODES } from '@domain/catalog/disciplines';
import { EDUCATION_LEVEL_CODES } from '@domain/catalog/educationLevels';

export const DisciplineSchema = StringEnum(DISCIPLINE_CODES);
export const EducationLevelSchema = StringEnum(EDUCATION_LEVEL_CODES);

const courseFields = {
  guid: Guid,
  name: T.String(),
  type: T.String(),
  school_guid: Guid,
  discipline: DisciplineSchema,
  education_level: EducationLevelSchema,
  education_year: T.Union([T.String(), T.Null()]),
  teacher_name: T.Union([T.String(), T.Null()]),
  students_count: T.Integer(),
  lessons_count: T.Integer(),
  progress: Percent,
  join_code: T.Union([T.String(), T.Null()]),
  abilities: T.Object({ update: T.Boolean(), manage_members: T.Boolean(), see_as_student: T.Boolean() }),
};

export const CourseSchema = T.Object(courseFields, { $id: 'Course', title: 'Course' });
export type CourseDto = Static<typeof CourseSchema>;

export const LessonSchema = T.Object({
  lesson_guid: Guid,
  name: T.String(),
  thumbnail: T.Union([T.String(), T.Null()]),
  position: T.Integer(),
  progress: Percent,
  /** Students only ever get published lessons (true); teachers see drafts too. */
  published: T.Boolean(),
  /** The items the caller sees in the lesson. */
  items_count: T.Integer(),
});
export type LessonDto = Static<typeof LessonSchema>;

export const UnitSchema = T.Object({
  guid: Guid,
  name: T.String(),
  position: T.Integer(),
  lessons: T.Array(LessonSchema),
});
export type UnitDto = Static<typeof UnitSchema>;

export const CourseDetailSchema = T.Object({ ...courseFields, units: T.Array(UnitSchema) }, { $id: 'CourseDetail', title: 'CourseDetail' });
export type CourseDetailDto = Static<typeof CourseDetailSchema>;

export const CoursePageSchema = T.Object(
  {
    data: T.Array(T.Ref('Course')),
    meta: T.Object({ page: T.Integer(), pageSize: T.Integer(), total: T.Integer() }),
  },
  { $id: 'CoursePage' },
);
