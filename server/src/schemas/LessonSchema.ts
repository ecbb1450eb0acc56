import { Type, type Static } from '@sinclair/typebox';
import { LessonSchema as CourseLessonSchema } from './CourseSchema';
import { LessonItemSchema } from './ItemSchema';

const Guid = Type.String({ format: 'uuid' });
const Name = Type.String({ minLength: 1, maxLength: 200 });

export const UnitParams = Type.Object({ unitGuid: Guid });
export const LessonParams = Type.Object({ lessonGuid: Guid });
export const CourseParams = Type.Object({ guid: Guid });

export const UnitBody = Type.Object({ name: Name });
export const UnitAnswer = Type.Object({ guid: Guid, name: Type.String(), position: Type.Integer() });
export const NewUnitAnswer = Type.Object({ guid: Guid, name: Type.String(), position: Type.Integer(), lessons: Type.Array(CourseLessonSchema, { maxItems: 0 }) });
export type UnitAnswerDto = Static<typeof UnitAnswer>;

export const OrderBody = Type.Object({ guids: Type.Array(Guid, { minItems: 0, maxItems: 1000 }) });

export const NewLessonBody = Type.Object({ name: Name, published: Type.Optional(Type.Boolean()) });
export const LessonPatchBody = Type.Object({ name: Type.Optional(Name), published: Type.Optional(Type.Boolean()) });
export const MoveLessonBody = Type.Object({ unit_guid: Guid, index: Type.Integer({ minimum: 0, maximum: 100_000 }) });

/** A lesson as in CourseDetail (with `published` and `items_count`). */
export const LessonAnswer = CourseLessonSchema;

const Percent = Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()]);

export const LessonDetailSchema = Type.Object({
  lesson_guid: Guid,
  name: Type.String(),
  thumbnail: Type.Union([Type.String(), Type.Null()]),
  published: Type.Boolean(),
  position: Type.Integer(),
  progress: Percent,
  course_guid: Guid,
  course_name: Type.String(),
  unit_guid: Guid,
  unit_name: Type.String(),
  time_zone: Type.String(),
  abilities: Type.Object({ update: Type.Boolean() }),
  items: Type.Array(LessonItemSchema),
});
export type LessonDetailDto = Static<typeof LessonDetailSchema>;
