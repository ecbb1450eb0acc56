import { Type, type Static } from '@sinclair/typebox';
import { DISCIPLINE_CODES } from '@domain/catalog/disciplines';
import { EDUCATION_LEVEL_CODES } from '@domain/catalog/educationLevels';
import { StringEnum } from './StringEnum';

export const DisciplineSchema = StringEnum(DISCIPLINE_CODES);
export const EducationLevelSchema = StringEnum(EDUCATION_LEVEL_CODES);
const Percent = Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()]);

const courseFields = {
  guid: Type.String({ format: 'uuid' }),
  name: Type.String(),
  type: Type.String(),
  school_guid: Type.String({ format: 'uuid' }),
  discipline: DisciplineSchema,
  education_level: EducationLevelSchema,
  education_year: Type.Union([Type.String(), Type.Null()]),
  teacher_name: Type.Union([Type.String(), Type.Null()]),
  students_count: Type.Integer(),
  lessons_count: Type.Integer(),
  progress: Percent,
  join_code: Type.Union([Type.String(), Type.Null()]),
  abilities: Type.Object({ update: Type.Boolean(), manage_members: Type.Boolean(), see_as_student: Type.Boolean() }),
};

export const CourseSchema = Type.Object(courseFields, { $id: 'Course', title: 'Course' });
export type CourseDto = Static<typeof CourseSchema>;

export const LessonSchema = Type.Object({
  lesson_guid: Type.String({ format: 'uuid' }),
  name: Type.String(),
  thumbnail: Type.Union([Type.String(), Type.Null()]),
  position: Type.Integer(),
  progress: Percent,
  /** Students only ever get published lessons (true); teachers see drafts too. */
  published: Type.Boolean(),
  /** The items the caller sees in the lesson. */
  items_count: Type.Integer(),
});
export type LessonDto = Static<typeof LessonSchema>;

export const UnitSchema = Type.Object({
  guid: Type.String({ format: 'uuid' }),
  name: Type.String(),
  position: Type.Integer(),
  lessons: Type.Array(LessonSchema),
});
export type UnitDto = Static<typeof UnitSchema>;

export const CourseDetailSchema = Type.Object({ ...courseFields, units: Type.Array(UnitSchema) }, { $id: 'CourseDetail', title: 'CourseDetail' });
export type CourseDetailDto = Static<typeof CourseDetailSchema>;

export const CoursePageSchema = Type.Object(
  {
    data: Type.Array(Type.Ref('Course')),
    meta: Type.Object({ page: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer() }),
  },
  { $id: 'CoursePage' },
);
