import type { DisciplineCode } from '@domain/catalog/disciplines';
import type { EducationLevelCode } from '@domain/catalog/educationLevels';

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

export interface CourseDetail extends Course {
  /** In teaching order. */
  units: Unit[];
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface NewCourse {
  name: string;
  discipline: DisciplineCode;
  educationLevel: EducationLevelCode;
  schoolGuid?: string;
}
