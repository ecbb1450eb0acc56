import type { Result } from '../shared/result';
import type { QuestionData, QuestionDataByType, ValidationIssue } from './questionModel';
import type { QuestionTypeCode } from './questionTypes';

/**
 * question_data checked against its type's rules (shape and meaning: enough options, a right
 * answer that exists, gaps in the text, …). Ok holds the normalised document (texts trimmed,
 * unknown properties dropped) — what gets stored. Err lists every issue found (at most 20).
 */
export function validateQuestionData<T extends QuestionTypeCode>(type: T, data: unknown): Result<QuestionDataByType[T], ValidationIssue[]> {
  void type;
  void data;
  throw new Error('validateQuestionData: not implemented yet');
}

/** What a new question of this type starts with in the editor (valid once its texts are filled). */
export function emptyQuestionData<T extends QuestionTypeCode>(type: T): QuestionDataByType[T] {
  void type;
  throw new Error('emptyQuestionData: not implemented yet');
}

export type { QuestionData };
