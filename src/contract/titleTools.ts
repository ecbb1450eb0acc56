// A teacher's use of a library title (ADRs 0556–0558): making a course of it, adding its lessons to a course, and the
// title's tools for a course (`/tools/{courseProjectGuid}`).
import { T, type Static, Guid, Count, NullOr, Nullable, Text } from './schema';
import { COURSE_NAME_MAX, COURSE_YEAR_MAX } from '@domain/courses/courseDetails';
import { LicenceTitleSchema } from './accounts';
import { CourseAnswer } from './courses';

const DateOnly = T.String({ maxLength: 10, description: 'YYYY-MM-DD' });

/** How many lessons one request may name (a title holds a school year's worth). */
export const MAX_TITLE_LESSONS_CHOSEN = 500;

export const TitleParams = T.Object({ titleGuid: Guid });
export const CourseTitleParams = T.Object({ guid: Guid, titleGuid: Guid });
export const CourseProjectParams = T.Object({ courseProjectGuid: Guid });

export const CourseFromTitleBody = T.Object({
  /** Chosen by the client when the form opens: a retry with the same guid answers the course already made, never a second. */
  course_project_guid: Guid,
  /** Trimmed; blank is refused (400 /name). */
  name: Text({ minLength: 1, maxLength: COURSE_NAME_MAX }),
  education_year: T.Optional(NullOr(Text({ maxLength: COURSE_YEAR_MAX }))),
  /** One of the teacher's schools; default: their first. */
  school_guid: T.Optional(Guid),
});
export type CourseFromTitleBodyDto = Static<typeof CourseFromTitleBody>;

export const CourseFromTitleAnswer = T.Object({
  course_project_guid: Guid,
  course: CourseAnswer,
  lessons_copied: Count,
});
export type CourseFromTitleAnswerDto = Static<typeof CourseFromTitleAnswer>;

export const AddTitleLessonsBody = T.Object({
  /** The title's lessons to copy, in any order (they arrive in the title's); ones the course already holds are skipped. */
  lesson_guids: T.Array(Guid, { minItems: 1, maxItems: MAX_TITLE_LESSONS_CHOSEN }),
});
export type AddTitleLessonsBodyDto = Static<typeof AddTitleLessonsBody>;

export const AddTitleLessonsAnswer = T.Object({
  course_project_guid: Guid,
  /** Lessons copied by this request. */
  added: Count,
  /** Chosen lessons the course already held a copy of (a retry: all of them). */
  already_added: Count,
});
export type AddTitleLessonsAnswerDto = Static<typeof AddTitleLessonsAnswer>;

const TitleLessonSchema = T.Object({
  guid: Guid,
  name: T.String(),
  items_count: Count,
  /** The course's copy of this lesson (tools only; null: not added, or the copy was deleted). */
  course_lesson_guid: Nullable(Guid),
});

const TitleUnitSchema = T.Object({ guid: Guid, name: T.String(), lessons: T.Array(TitleLessonSchema) });

/** A guide, answer key or plan of the title: items only teachers see, kept as classroom resources in the course. */
const TeacherResourceSchema = T.Object({ guid: Guid, name: T.String(), content_type: T.String(), lesson_name: T.String() });

/** What a title offers: its units and lessons, its teacher's resources, and what the caller may do with it. */
const titleOutlineFields = {
  title: LicenceTitleSchema,
  units: T.Array(TitleUnitSchema),
  teacher_resources: T.Array(TeacherResourceSchema),
  /** The last day of the caller's running teacher's licence for it; null when none runs. */
  licence_ends_on: Nullable(DateOnly),
  /** The caller may add its lessons to a course of theirs (a teacher's licence that runs). */
  can_add_lessons: T.Boolean(),
};

export const TitleOutlineAnswer = T.Object({
  ...titleOutlineFields,
  /** The caller may also make a course of it (and the tenant lets teachers create courses). */
  can_create_course: T.Boolean(),
});
export type TitleOutlineAnswerDto = Static<typeof TitleOutlineAnswer>;

export const TitleToolsAnswer = T.Object({
  ...titleOutlineFields,
  course_project_guid: Guid,
  course: T.Object({ guid: Guid, name: T.String() }),
});
export type TitleToolsAnswerDto = Static<typeof TitleToolsAnswer>;
