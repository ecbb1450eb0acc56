// Courses on the wire (docs/api.md "Courses"): the caller's list, one course with its units and lessons, creating and
// joining one.
import { T, type Static, StringEnum, Percent, Guid, Count, Nullable, NullOr, Text } from './schema';
import { DISCIPLINE_CODES } from '@domain/catalog/disciplines';
import { EDUCATION_LEVEL_CODES } from '@domain/catalog/educationLevels';
import { MAX_COURSE_PAGE_SIZE } from '@domain/courses/course';
import { COURSE_NAME_MAX, COURSE_YEAR_MAX } from '@domain/courses/courseDetails';
import { GRAMMATICAL_GENDERS } from '@domain/users/roleWord';

/**
 * The request header of "see as student" (ADR 0553): the guid of the course the caller previews. The server answers
 * that course's reads as it answers one of its students (for its staff only) and refuses every write that carries it
 * (409 PREVIEW_READ_ONLY); a value that is not a guid is 400 VALIDATION_FAILED.
 */
export const SEE_AS_STUDENT_HEADER = 'x-see-as-student';

export const DisciplineSchema = StringEnum(DISCIPLINE_CODES);
export const EducationLevelSchema = StringEnum(EDUCATION_LEVEL_CODES);

/** What the server lets the caller do with the course (server/src/policies/coursePolicy.ts). */
export const CourseAbilitiesSchema = T.Object({
  update: T.Boolean({ description: 'Teachers of the course: edit its details, its outline and content, delete it' }),
  manage_members: T.Boolean(),
  see_as_student: T.Boolean(),
});

const courseFields = {
  guid: Guid,
  name: T.String(),
  type: T.String({ description: '`course` unless the creator said otherwise' }),
  school_guid: Guid,
  discipline: DisciplineSchema,
  education_level: EducationLevelSchema,
  education_year: Nullable(T.String()),
  /** The first teacher of the course (by when they joined), "name lastname". */
  teacher_name: Nullable(T.String()),
  /** That teacher's grammatical gender, so role words follow the person ("Profesora"); null when they have not said. */
  teacher_gender: Nullable(StringEnum(GRAMMATICAL_GENDERS)),
  students_count: Count,
  /** The lessons the caller sees (students: published ones). */
  lessons_count: Count,
  /** Students: their own progress over the published lessons; others null. */
  progress: Percent,
  join_code: Nullable(T.String({ description: 'Teachers and school admins only; students get null' })),
  abilities: CourseAbilitiesSchema,
};

export const CourseSchema = T.Object(courseFields, { $id: 'Course', title: 'Course' });
export type CourseDto = Static<typeof CourseSchema>;
/** The named Course (OpenAPI lists it once); readers pass CourseSchema to fromWire. */
export const CourseAnswer = T.Unsafe<CourseDto>(T.Ref('Course'));

export const LessonSchema = T.Object({
  lesson_guid: Guid,
  name: T.String(),
  thumbnail: Nullable(T.String()),
  position: T.Integer(),
  /** Students: their progress in the lesson (0 when not started); others null. */
  progress: Percent,
  /** Students only ever get published lessons (true); teachers see drafts too. */
  published: T.Boolean(),
  /** The items the caller sees in the lesson. */
  items_count: Count,
});
export type LessonDto = Static<typeof LessonSchema>;

export const UnitSchema = T.Object({
  guid: Guid,
  name: T.String(),
  position: T.Integer(),
  /** In teaching order. */
  lessons: T.Array(LessonSchema),
});
export type UnitDto = Static<typeof UnitSchema>;

export const CourseDetailSchema = T.Object(
  {
    ...courseFields,
    units: T.Array(UnitSchema, { description: 'In teaching order' }),
    removal: Nullable(
      StringEnum(['delete', 'archive'] as const, {
        description: 'What `DELETE /api/front/courses` would do to it: `archive` when it keeps students’ work or marks (ADR 0239). Teachers only; null for others',
      }),
    ),
  },
  { $id: 'CourseDetail', title: 'CourseDetail' },
);
export type CourseDetailDto = Static<typeof CourseDetailSchema>;
export const CourseDetailAnswer = T.Unsafe<CourseDetailDto>(T.Ref('CourseDetail'));

export const CoursePageSchema = T.Object(
  {
    data: T.Array(CourseAnswer),
    meta: T.Object({ page: T.Integer({ minimum: 1 }), pageSize: T.Integer({ minimum: 1, maximum: MAX_COURSE_PAGE_SIZE }), total: Count }),
  },
  { $id: 'CoursePage' },
);
export type CoursePageDto = Static<typeof CoursePageSchema>;
export const CoursePageAnswer = T.Unsafe<CoursePageDto>(T.Ref('CoursePage'));

/** A teacher of the course, as the evaluator picker lists them. */
export const CourseTeacherSchema = T.Object({ guid: Guid, name: T.String(), lastname: T.String() });
export const CourseTeachersAnswer = T.Object({ data: T.Array(CourseTeacherSchema, { description: 'By lastname, then name' }) });
export type CourseTeachersDto = Static<typeof CourseTeachersAnswer>;

// Requests

export const CourseListQuery = T.Object({
  // Capped so the offset stays a sane bigint (a page of 10^23 made the query fail with a 500).
  page: T.Optional(T.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  // Kept loose on purpose: the domain's normalisePageSize decides default and cap.
  pageSize: T.Optional(T.String({ maxLength: 6 })),
  type: T.Optional(Text({ minLength: 1, maxLength: 40 })),
});
export type CourseListQueryDto = Static<typeof CourseListQuery>;

export const CourseGuidParams = T.Object({ guid: Guid });
export const CourseDetailQuery = T.Object({ school_guid: T.Optional(Guid) });

export const NewCourseBody = T.Object({
  /** Trimmed; blank is refused (400 /name). */
  name: Text({ minLength: 1, maxLength: COURSE_NAME_MAX }),
  discipline: DisciplineSchema,
  education_level: EducationLevelSchema,
  education_year: T.Optional(NullOr(Text({ maxLength: COURSE_YEAR_MAX }))),
  type: T.Optional(Text({ minLength: 1, maxLength: 40 })),
  /** One of the creator's schools; default: their first. */
  school_guid: T.Optional(Guid),
  /** Spec §7 "optional token": reserved for licence tokens; the reference server accepts and ignores it. */
  token: T.Optional(T.String({ maxLength: 200 })),
});
export type NewCourseBodyDto = Static<typeof NewCourseBody>;

export const JoinCourseBody = T.Object({ code: Text({ minLength: 1, maxLength: 40, description: 'Case, spaces and dashes do not matter' }) });
export type JoinCourseBodyDto = Static<typeof JoinCourseBody>;

/** A course's details as its teachers edit them (PUT replaces all four: an absent year is no year). */
const courseDetailsFields = {
  /** Trimmed; blank is refused (400 /name). */
  name: Text({ minLength: 1, maxLength: COURSE_NAME_MAX }),
  discipline: DisciplineSchema,
  education_level: EducationLevelSchema,
  /** Trimmed; blank or absent is no year. */
  education_year: T.Optional(NullOr(Text({ maxLength: COURSE_YEAR_MAX }))),
};

export const CourseUpdateBody = T.Object(courseDetailsFields);
export type CourseUpdateBodyDto = Static<typeof CourseUpdateBody>;

/** The editorial update (R04): the same details, naming the course in the body. */
export const EditorialCourseBody = T.Object({ guid: Guid, ...courseDetailsFields });

export const CourseDeleteBody = T.Object({ guids: T.Array(Guid, { minItems: 1, maxItems: 100 }) });
export type CourseDeleteBodyDto = Static<typeof CourseDeleteBody>;
