import type { Outcome } from '@domain/assessments/questionModel';
import type { QuestionTypeCode } from '@domain/assessments/questionTypes';
import type { AttemptStatus } from '@domain/assessments/attemptRules';
import type { JobStatus } from '@domain/assignments/assignmentStatus';
import type { MediaFiles } from '@application/assessments/authoring/Question';

export interface ResultsAssessment {
  guid: string;
  name: string;
  courseGuid: string;
  lessonGuid: string;
  rankingScale: number;
  questionsCount: number;
  maxPoints: number;
  /** ISO instant; null while students cannot see their results. */
  gradesPublishedAt: string | null;
}

/** One student of the course and their job on the assessment (pending when nothing was handed in). */
export interface ResultJob {
  personGuid: string;
  name: string;
  lastname: string;
  email: string;
  avatar: string | null;
  status: JobStatus;
  score: number | null;
  late: boolean;
  attempts: number;
  lastAttemptGuid: string | null;
  submittedAt: string | null;
  evaluatorGuid: string | null;
  needsGrading: number;
}

export interface Teacher {
  guid: string;
  name: string;
  lastname: string;
}

export interface AssessmentResults {
  assessment: ResultsAssessment;
  jobs: ResultJob[];
  teachers: Teacher[];
}

export interface AttemptSummary {
  guid: string;
  number: number;
  status: AttemptStatus;
  startedAt: string;
  submittedAt: string | null;
  autoSubmitted: boolean;
  score: number | null;
}

export interface AttemptTotals {
  guid: string;
  number: number;
  status: AttemptStatus;
  startedAt: string;
  submittedAt: string | null;
  autoSubmitted: boolean;
  points: number | null;
  maxPoints: number;
  score: number | null;
}

/** One question of an attempt as its review shows it: the player's data, the answer, the key and the grade. */
export interface ResultQuestion {
  guid: string;
  type: QuestionTypeCode;
  position: number;
  name: string;
  description: string;
  /** The question's weight (ranking_scale). */
  maxPoints: number;
  playerData: unknown;
  correct: unknown;
  answer: unknown;
  points: number | null;
  outcome: Outcome;
  feedback: string | null;
  gradedBy: string | null;
}

export interface JobResult {
  status: JobStatus;
  score: number | null;
  feedback: string | null;
  evaluatorGuid: string | null;
}

export interface IndividualResult {
  student: { guid: string; name: string; lastname: string; avatar: string | null };
  assessment: ResultsAssessment;
  attempts: AttemptSummary[];
  attempt: AttemptTotals | null;
  questions: ResultQuestion[];
  media: MediaFiles;
  job: JobResult;
}

export interface GradeSaved {
  question: ResultQuestion;
  attempt: AttemptTotals;
  job: JobResult;
}

/** Which attempt to show: the first, the last (default) or one by guid. */
export type AttemptChoice = 'first' | 'last' | string;
