import type { StudentItemStatusView } from '@domain/tasks/studentItemStatus';
import type { AssessmentSettings } from '@domain/assessments/attemptRules';
import type { ContentTypeCode, ViewerKind } from '@domain/content/contentTypes';
import type { ScormVersion } from '@domain/content/scormPackage';
import type { MediaRef } from '@application/shared/MediaRef';

export type JobStatus = 'pending' | 'delivered' | 'evaluated';

/** One student's hand-in of an assignment; `guid` is null while nothing was handed in. */
export interface Job {
  guid: string | null;
  personGuid: string;
  studentName: string;
  studentLastname: string;
  studentEmail: string;
  studentAvatar: string | null;
  status: JobStatus;
  score: number | null;
  late: boolean;
  text: string | null;
  files: MediaRef[];
  deliveredAt: Date | null;
  /** The teacher's feedback (sanitised HTML); a student's own only once the grades are published. */
  feedback: string | null;
  /** The teacher who grades it; with status pending, the job was handed back. */
  evaluatorGuid: string | null;
}

export interface Marker {
  atSeconds: number;
  label: string;
}

/** What the item shows, by viewer; files already resolved to their MediaRef (null when the server did not send it). */
export type ItemContent =
  | { kind: 'document'; html: string }
  | { kind: 'book'; pages: { title: string; html: string }[] }
  | { kind: 'video' | 'audio'; file: MediaRef | null; captions: MediaRef | null; captionsLanguage: string | null }
  | { kind: 'pdf'; file: MediaRef | null }
  | { kind: 'link'; url: string; description: string | null }
  | { kind: 'image'; file: MediaRef | null; alt: string }
  | { kind: 'assignment'; instructionsHtml: string; acceptsText: boolean; acceptsFiles: boolean }
  | { kind: 'video-lesson'; file: MediaRef | null; captions: MediaRef | null; captionsLanguage: string | null; markers: Marker[] }
  | {
      kind: 'test';
      settings: AssessmentSettings;
      /** The item's counters: questions (everyone); delivered and evaluated jobs (teachers and admins only, else null). */
      questionsCount: number | null;
      jobsDelivered: number | null;
      jobsEvaluated: number | null;
      gradesPublished: boolean;
    }
  | { kind: 'scorm'; version: ScormVersion | null; title: string | null }
  | { kind: 'interactive'; title: string | null }
  | { kind: 'unsupported'; code: string; viewer: ViewerKind | null };

export type ContentKind = ItemContent['kind'];

/** The caller's own progress on an item; `position` is seconds (media) or a page number (book, PDF). */
export interface ItemProgress {
  progress: number;
  position: number | null;
}

/** One entry of a lesson's item list (LessonItem of the API). */
export interface LessonItemSummary {
  guid: string;
  name: string;
  contentType: string;
  position: number;
  /** Local date-time (`YYYY-MM-DDTHH:mm:ss`) in the school's time zone. */
  deliverAt: string | null;
  canDeliverLate: boolean;
  evaluable: boolean;
  published: boolean;
  audience: 'all' | 'teachers';
  sectionName: string | null;
  /** The caller's own progress: a student's (0 when never opened); null for teachers and admins. */
  progress: number | null;
  jobStatus: JobStatus | null;
  /** Students, on items that take work: the item's one status (ADR 0140) as the server decided it; else null. */
  studentStatus: StudentItemStatusView | null;
  /** The teacher published this item's grades (its work is view-only for students). */
  gradesPublished: boolean;
  /** Students of the course (teachers and admins only; null for a student). */
  jobsAmount: number | null;
}

/** GET /api/front/lesson-items/{guid}. `myProgress` is a student's saved progress, null until they first open the item. */
export interface LessonItemDetail extends LessonItemSummary {
  code: ContentTypeCode | null;
  courseGuid: string;
  lessonGuid: string;
  lessonName: string;
  unitGuid: string;
  content: ItemContent;
  myProgress: ItemProgress | null;
  myJob: Job | null;
}

/** GET /api/front/lessons/{guid}: what the viewer needs of it (siblings, names, time zone). */
export interface LessonOutline {
  guid: string;
  name: string;
  courseGuid: string;
  courseName: string;
  /** The course's level: its students' pages follow kids mode by it (ADR 0536). */
  courseEducationLevel: string;
  unitGuid: string;
  timeZone: string;
  /** The caller may edit the lesson's items (a teacher of the course; not a school admin reading it). */
  canEdit: boolean;
  items: LessonItemSummary[];
}

export interface SavedProgress {
  progress: number;
  position: number | null;
  lessonProgress: number;
}

export interface HandIn {
  text?: string;
  fileGuids?: string[];
  /** Generated once per hand-in attempt and kept across retries: the server records one hand-in per key. */
  submissionKey: string;
}

/** GET /api/front/lesson-items/{item}/records/{user}: one user's record of one activity. */
export interface ActivityRecord {
  user: { guid: string; name: string; lastname: string; avatar: string | null };
  item: { guid: string; name: string; contentType: string };
  progress: number | null;
  position: number | null;
  updatedAt: Date | null;
  job: Job | null;
  /** The reader may grade this hand-in here (a teacher of the course, an assignment). */
  canGrade: boolean;
}
