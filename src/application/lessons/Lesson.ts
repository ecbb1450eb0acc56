import type { ItemData } from '@domain/content/itemData';
import type { ContentTypeCode } from '@domain/content/contentTypes';
import type { StudentItemStatusView } from '@domain/tasks/studentItemStatus';
import type { Course, CourseRemoval } from '@application/courses/Course';
import type { MediaRef } from '@application/shared/MediaRef';

/** The parts of the domain's status a list shows: the word, the task-list group, whether it can be turned in. */
export type ItemStatus = StudentItemStatusView;

/** Who sees an item: everyone in the course, or only its teachers (a classroom resource). */
export type Audience = 'all' | 'teachers';
export type JobStatus = 'pending' | 'delivered' | 'evaluated';

/** A lesson as the course page lists it; `published` and `itemsCount` matter to teachers. */
export interface OutlineLesson {
  guid: string;
  name: string;
  thumbnail: string | null;
  /** Course-wide position (1..n, unit order then lesson order). */
  position: number;
  progress: number | null;
  published: boolean;
  itemsCount: number | null;
}

export interface OutlineUnit {
  guid: string;
  name: string;
  position: number;
  lessons: OutlineLesson[];
}

/** GET /front/courses/{guid} read for managing its structure. */
export interface CourseOutline extends Course {
  units: OutlineUnit[];
  /** What deleting the course would do; null for those who may not delete it. */
  removal: CourseRemoval | null;
}

export interface LessonItem {
  guid: string;
  name: string;
  contentType: ContentTypeCode;
  position: number;
  /** `YYYY-MM-DDTHH:mm:ss` in the school's time zone, as the server sends it. */
  deliverAt: string | null;
  canDeliverLate: boolean;
  evaluable: boolean;
  published: boolean;
  audience: Audience;
  sectionName: string | null;
  /** The student's own progress 0–100; null for teachers. */
  progress: number | null;
  jobStatus: JobStatus | null;
  /** Students, on items that take work: the item's one status (ADR 0140) as the server decided it; else null. */
  studentStatus: ItemStatus | null;
  /** Teachers only: hand-ins over the course's students. */
  jobsAmount: number | null;
  jobsDelivered: number | null;
  jobsEvaluated: number | null;
}

export interface LessonDetail {
  guid: string;
  name: string;
  thumbnail: string | null;
  published: boolean;
  position: number;
  progress: number | null;
  courseGuid: string;
  courseName: string;
  /** The course's level (a code such as 'el2'): its students' pages follow kids mode by it (ADR 0536). */
  courseEducationLevel: string;
  unitGuid: string;
  unitName: string;
  timeZone: string;
  abilities: { update: boolean };
  /** In lesson order. */
  items: LessonItem[];
}


export interface LessonItemDetail extends LessonItem {
  courseGuid: string;
  lessonGuid: string;
  lessonName: string;
  unitGuid: string;
  data: ItemData;
  media: Record<string, MediaRef>;
  /** The teacher's notes for class (ADR 0526): read by the course's teachers in the editor; null for none. */
  teacherNotes: string | null;
}

/** What the editor sends for a new item. */
export interface ItemInput {
  name: string;
  contentType: ContentTypeCode;
  data: ItemData;
  deliverAt: string | null;
  canDeliverLate: boolean;
  evaluable: boolean;
  published: boolean;
  audience: Audience;
  /** Plain text shown on the remote under the item in class, never projected; null for none (absent: left as it is). */
  teacherNotes?: string | null;
}

/** An edit: the content type never changes. */
export type ItemChanges = Partial<Omit<ItemInput, 'contentType'>>;
