import type { LibraryTitle } from '@application/accounts/Account';

/** A lesson of a title; `courseLessonGuid`: the course's copy (tools only; null when the course holds none). */
export interface TitleLesson {
  guid: string;
  name: string;
  itemsCount: number;
  courseLessonGuid: string | null;
}

export interface TitleUnit {
  guid: string;
  name: string;
  lessons: TitleLesson[];
}

/** An item of the title for teachers only (a guide, an answer key): the course's classroom resources once copied. */
export interface TeacherResource {
  guid: string;
  name: string;
  contentType: string;
  lessonName: string;
}

/** What a title offers and what the caller may do with it (ADRs 0556–0558). */
export interface TitleOutline {
  title: LibraryTitle;
  units: TitleUnit[];
  teacherResources: TeacherResource[];
  /** The last day of the caller's running teacher's licence; null when none runs. */
  licenceEndsOn: string | null;
  canAddLessons: boolean;
}

export interface LibraryTitleOutline extends TitleOutline {
  canCreateCourse: boolean;
}

/** `/tools/{courseProjectGuid}`: the title's outline for one course. */
export interface TitleTools extends TitleOutline {
  projectGuid: string;
  course: { guid: string; name: string };
}

export interface CourseFromTitle {
  /** Drawn when the form opens: a retry of the same form makes no second course. */
  projectGuid: string;
  name: string;
  educationYear: string | null;
}

export interface MadeCourse {
  projectGuid: string;
  courseGuid: string;
  lessonsCopied: number;
}

export interface AddedLessons {
  projectGuid: string;
  added: number;
  alreadyAdded: number;
}
