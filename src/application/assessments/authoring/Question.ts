import type { QuestionData, ValidationIssue } from '@domain/assessments/questionModel';
import type { QuestionTypeCode } from '@domain/assessments/questionTypes';

/** A file a question refers to (image, background), resolved to a URL the browser can load. */
export interface MediaFile {
  url: string;
  name?: string;
  mime?: string;
}

export type MediaFiles = Record<string, MediaFile>;

/** A question as its teacher authors it (answer key included). `points` is the wire's ranking_scale. */
export interface AuthoringQuestion {
  guid: string;
  type: QuestionTypeCode;
  position: number;
  name: string;
  description: string;
  points: number;
  data: QuestionData;
}

/** GET /assessments/{item}/questions: the questions in order; `locked` once any attempt exists. */
export interface QuestionList {
  questions: AuthoringQuestion[];
  media: MediaFiles;
  locked: boolean;
}

export interface QuestionWithMedia {
  question: AuthoringQuestion;
  media: MediaFiles;
}

export interface QuestionInput {
  type: QuestionTypeCode;
  name: string;
  description: string;
  points: number;
  data: QuestionData;
}

/** An edit: the type never changes. */
export type QuestionChanges = Partial<Omit<QuestionInput, 'type'>>;

/** INVALID_QUESTION_DATA details (path `/question_data/…`) back to issues inside the data. */
export function questionDataIssues(details: readonly { path: string; message: string }[] | undefined): ValidationIssue[] {
  return (details ?? [])
    .filter((detail) => detail.path === '/question_data' || detail.path.startsWith('/question_data/'))
    .map((detail) => ({ path: detail.path.slice('/question_data'.length), code: detail.message }));
}
