import type { StudentItemStatusView } from '@domain/tasks/studentItemStatus';
import type { AssessmentSettings, AttemptStatus, StartRefusal } from '@domain/assessments/attemptRules';
import type { JobStatus } from '@domain/assignments/assignmentStatus';
import type { Answer, PlayerData } from '@domain/assessments/questionModel';
import type { QuestionTypeCode } from '@domain/assessments/questionTypes';

/** A file a question or an answer refers to, resolved to a short-lived URL. */
export interface AttemptMedia {
  guid: string;
  url: string;
  mime: string;
  name: string;
}

/** One question as a student sees it (never the answer key). */
export interface AttemptQuestion {
  guid: string;
  contentGuid: string;
  type: QuestionTypeCode;
  position: number;
  name: string;
  description: string;
  points: number;
  data: PlayerData;
}

export interface RevisedAnswer {
  answer: Answer;
  /** Grows by one on every change; the server keeps the highest it saw. */
  revision: number;
}

/** AttemptDto of the API. */
export interface Attempt {
  guid: string;
  itemGuid: string;
  number: number;
  status: AttemptStatus;
  startedAt: Date;
  deadlineAt: Date | null;
  serverNow: Date;
  /** Seconds left by the server's clock; null for an unlimited test. */
  secondsLeft: number | null;
  submittedAt: Date | null;
  autoSubmitted: boolean;
  questions: AttemptQuestion[];
  answers: Record<string, RevisedAnswer>;
  media: Record<string, AttemptMedia>;
}

export interface AnswerToSave {
  questionGuid: string;
  answer: Answer;
  revision: number;
}

/** PUT /attempts/:guid/answers: the revisions the server now holds, and its clock. */
export interface SaveReceipt {
  saved: { questionGuid: string; revision: number }[];
  serverNow: Date;
  secondsLeft: number | null;
}

export interface AttemptSummary {
  guid: string;
  number: number;
  status: AttemptStatus;
  startedAt: Date;
  submittedAt: Date | null;
  autoSubmitted: boolean;
  score: number | null;
}

export type DeliveryState = 'open' | 'late' | 'closed';

/** GET /assessments/:itemGuid/me: the student's view of one assessment. */
export interface MyAssessment {
  guid: string;
  name: string;
  courseGuid: string;
  lessonGuid: string;
  settings: AssessmentSettings;
  questionsCount: number;
  /** Local date-time in the school's zone. */
  deliverAt: string | null;
  canDeliverLate: boolean;
  delivery: DeliveryState;
  gradesPublished: boolean;
  attempts: AttemptSummary[];
  openAttemptGuid: string | null;
  canStart: boolean;
  reason: StartRefusal | null;
  job: { status: JobStatus; score: number | null; feedback: string | null };
}

/** One entry of GET /my-assessments. */
export interface MyAssessmentEntry {
  itemGuid: string;
  name: string;
  courseGuid: string;
  courseName: string;
  lessonGuid: string;
  deliverAt: string | null;
  jobStatus: JobStatus | null;
  openAttempt: boolean;
  /** The test's one status for the student (ADR 0140): the same word as /tasks and the lesson page. */
  status: StudentItemStatusView;
}
