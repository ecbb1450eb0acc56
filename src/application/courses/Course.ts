import type { DisciplineCode } from '@domain/catalog/disciplines';
import type { EducationLevelCode } from '@domain/catalog/educationLevels';
import type { CourseRemoval } from '@domain/courses/courseRemoval';
import type { GrammaticalGender } from '@domain/users/roleWord';

/** What the server lets the caller do with a course (STYLE §9: views ask these, not the role). */
export interface CourseAbilities {
  update: boolean;
  manageMembers: boolean;
  seeAsStudent: boolean;
}

export interface Course {
  guid: string;
  name: string;
  type: string;
  schoolGuid: string;
  discipline: DisciplineCode;
  educationLevel: EducationLevelCode;
  educationYear: string | null;
  teacherName: string | null;
  /** How that teacher wants role words said ("Profesora"); null: the neutral word. */
  teacherGender: GrammaticalGender | null;
  studentsCount: number;
  lessonsCount: number;
  /** 0–100, the student's own progress; null for teachers. */
  progress: number | null;
  /** Only teachers see it. */
  joinCode: string | null;
  abilities: CourseAbilities;
}

export interface LessonSummary {
  guid: string;
  name: string;
  thumbnail: string | null;
  position: number;
  progress: number | null;
}

export interface Unit {
  guid: string;
  name: string;
  position: number;
  lessons: LessonSummary[];
}

/** What deleting a course does: `archive` when it keeps students' work or marks (the domain's courseRemoval). */
export type { CourseRemoval } from '@domain/courses/courseRemoval';

export interface CourseDetail extends Course {
  /** In teaching order. */
  units: Unit[];
  /** What deleting it would do; null for those who may not delete it. */
  removal: CourseRemoval | null;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** A course's details as its teachers edit them. */
export interface CourseDetailsChange {
  name: string;
  discipline: DisciplineCode;
  educationLevel: EducationLevelCode;
  educationYear: string | null;
}

export interface NewCourse {
  name: string;
  discipline: DisciplineCode;
  educationLevel: EducationLevelCode;
  schoolGuid?: string;
}
