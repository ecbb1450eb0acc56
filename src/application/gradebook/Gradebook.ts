import type { JobStatus } from '@domain/assignments/assignmentStatus';
import type { GradeScale } from '@domain/gradebook/gradeScales';
import type { PeriodGrade } from '@domain/gradebook/periodGrades';
import type { PublishWarning } from '@domain/grading/publishWarnings';
import type { ScoreSource } from '@domain/gradebook/scoreEntry';
import type { PeriodCode, PeriodScheme } from '@domain/grading/periods';

/** Who reads the gradebook (contract `GET /front/courses/{guid}/gradebook`, docs/api-gradebook.md). */
export type GradebookView = 'teacher' | 'admin' | 'student';

export interface GradebookCategory {
  guid: string;
  name: string;
  /** Any non-negative number; the domain renormalises over the categories used. */
  weight: number;
  position: number;
}

/** A column of the grid: a gradable lesson item (test, assignment, evaluable item) or a manual column (ADR 0232). */
export interface GradebookItem {
  guid: string;
  kind: 'item' | 'column';
  name: string;
  /** CTTY code of a lesson item; null for a manual column. */
  contentType: string | null;
  lessonGuid: string | null;
  lessonName: string | null;
  unitGuid: string | null;
  unitName: string | null;
  period: PeriodCode | null;
  categoryGuid: string | null;
  weight: number;
  /** Scores are 0…maxScore. */
  maxScore: number;
  /** The due instant (what the domain compares with now); null without one. */
  dueAt: Date | null;
  /** The school's wall clock `YYYY-MM-DDTHH:mm:ss`: what the page shows. */
  dueAtLocal: string | null;
  countsForFinalGrade: boolean;
  lateCountsAsZero: boolean;
  /** The item's grades are published to students. */
  published: boolean;
}

/** One student's scores for one item. */
export interface GradebookCell {
  itemGuid: string;
  /** The effective score: the manual one when there is one, else the precalculated one. */
  score: number | null;
  source: ScoreSource | null;
  precalculated: number | null;
  manual: number | null;
  manualBy: string | null;
  manualAt: Date | null;
  jobStatus: JobStatus | null;
  /** Turned in after the due date. */
  late: boolean;
  /** Due date passed and nothing turned in (domain `isOverdue`). */
  overdue: boolean;
  /** The item does not count for this student. */
  excused: boolean;
  feedback: string | null;
  published: boolean;
}

export interface GradebookStudent {
  guid: string;
  name: string;
  lastname: string;
  avatar: string | null;
  /** One per item, in the order of `Gradebook.items`. */
  cells: GradebookCell[];
  /** One per period of the scheme, then the annual one (domain `studentPeriodGrades`). */
  finalGrades: PeriodGrade[];
}

export interface GradebookAbilities {
  /** Write scores, settings, columns and publications (the course's teachers). */
  update: boolean;
  /** Download the CSV and the class PDF (teachers and school admins). */
  export: boolean;
}

/** The whole grid of a course as one read (`GET …/gradebook`). */
export interface Gradebook {
  courseGuid: string;
  courseName: string;
  schoolName: string;
  /** The school's IANA time zone: due dates and "today" are read in it. */
  timeZone: string;
  view: GradebookView;
  abilities: GradebookAbilities;
  periodScheme: PeriodScheme;
  /** The scheme's periods, then 'annual'. */
  periods: PeriodCode[];
  publishedPeriods: PeriodCode[];
  /** The scale of final grades. */
  scale: GradeScale;
  dropLowest: number;
  categories: GradebookCategory[];
  items: GradebookItem[];
  students: GradebookStudent[];
}

/** `GET …/gradebook` parameters (spec §7). */
export interface GradebookQuery {
  /** Only the columns where this user entered a manual score. */
  customizedBy?: string;
  /** Only this item's column. */
  job?: string;
  /** Which attempt of a test gives its precalculated score. */
  attempt?: 'first' | 'last';
}

/** One book of `GET …/gradebook-books`: a period (null: items without one) with its publication state and warnings. */
export interface GradebookBook {
  period: PeriodCode | null;
  published: boolean;
  items: { guid: string; name: string; contentType: string | null; categoryGuid: string | null; published: boolean }[];
  unpublishedItems: number;
  publishWarnings: PublishWarning[];
}

/** A manual score to save: `score` null clears it; `excused` toggles the excuse; `expectedPrevious` guards against a stale grid. */
export interface ScoreWrite {
  itemGuid: string;
  studentGuid: string;
  score?: number | null;
  excused?: boolean;
  /** The manual score the grid showed (null: none); a different current one fails with SCORE_CHANGED. */
  expectedPrevious?: number | null;
}

export interface SavedScore {
  itemGuid: string;
  studentGuid: string;
  score: number | null;
  source: ScoreSource | null;
  manual: number | null;
  precalculated: number | null;
  excused: boolean;
  /** False: the same value was already there (nothing written). */
  changed: boolean;
}

export type AuditAction = 'entered' | 'cleared' | 'excused' | 'unexcused';

/** One line of the audit trail (`GET …/gradebook/audit`). */
export interface AuditEntry {
  itemGuid: string;
  studentGuid: string;
  action: AuditAction;
  before: number | null;
  after: number | null;
  changedBy: { guid: string; name: string; lastname: string } | null;
  at: Date;
}

export interface GradebookSettings {
  periodScheme: PeriodScheme;
  periods: PeriodCode[];
  scale: GradeScale;
  dropLowest: number;
  publishedPeriods: PeriodCode[];
}

/** The gradebook fields of an item or column (`PATCH …/gradebook/items/{guid}`); name and maxScore: columns only. */
export interface ItemFieldsChange {
  period?: PeriodCode | null;
  categoryGuid?: string | null;
  weight?: number;
  countsForFinalGrade?: boolean;
  lateCountsAsZero?: boolean;
  /** School wall clock `YYYY-MM-DDTHH:mm:ss`, or null to remove the due date. */
  dueAtLocal?: string | null;
  name?: string;
  maxScore?: number;
}

export interface NewColumn extends ItemFieldsChange {
  name: string;
}

export interface PeriodPublication {
  period: PeriodCode;
  published: boolean;
  publishedPeriods: PeriodCode[];
  itemsPublished: number;
  warnings: PublishWarning[];
}

/** A file made by the server, ready to be saved by the user (`FileSaver`). */
export interface DownloadedFile {
  name: string;
  type: string;
  content: Blob;
}

export type ExportLanguage = 'es' | 'en' | 'pt';

