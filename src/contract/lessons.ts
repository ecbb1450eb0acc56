import { T, type Static, Guid, Percent } from './schema';
import { LessonSchema as CourseLessonSchema, EducationLevelSchema } from './courses';
import { LessonItemSchema } from './items';

const Name = T.String({ minLength: 1, maxLength: 200 });

export const UnitParams = T.Object({ unitGuid: Guid });
export const LessonParams = T.Object({ lessonGuid: Guid });
export const CourseParams = T.Object({ guid: Guid });

export const UnitBody = T.Object({ name: Name });
export const UnitAnswer = T.Object({ guid: Guid, name: T.String(), position: T.Integer() });
export const NewUnitAnswer = T.Object({ guid: Guid, name: T.String(), position: T.Integer(), lessons: T.Array(CourseLessonSchema, { maxItems: 0 }) });
export type UnitAnswerDto = Static<typeof UnitAnswer>;

export const OrderBody = T.Object({ guids: T.Array(Guid, { minItems: 0, maxItems: 1000 }) });

export const NewLessonBody = T.Object({ name: Name, published: T.Optional(T.Boolean()) });
export const LessonPatchBody = T.Object({ name: T.Optional(Name), published: T.Optional(T.Boolean()) });
export const MoveLessonBody = T.Object({ unit_guid: Guid, index: T.Integer({ minimum: 0, maximum: 100_000 }) });

/** A lesson as in CourseDetail (with `published` and `items_count`). */
export const LessonAnswer = CourseLessonSchema;

export const LessonDetailSchema = T.Object({
  lesson_guid: Guid,
  name: T.String(),
  thumbnail: T.Union([T.String(), T.Null()]),
  published: T.Boolean(),
  position: T.Integer(),
  progress: Percent,
  course_guid: Guid,
  course_name: T.String(),
  /** The course's level: its students' pages follow kids mode by it (ADR 0536). */
  course_education_level: EducationLevelSchema,
  unit_guid: Guid,
  unit_name: T.String(),
  time_zone: T.String(),
  abilities: T.Object({ update: T.Boolean() }),
  items: T.Array(LessonItemSchema),
});
export type LessonDetailDto = Static<typeof LessonDetailSchema>;
