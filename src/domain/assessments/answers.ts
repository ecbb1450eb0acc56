import type { Result } from '../shared/result';
import type { Answer, AnswerByType, ValidationIssue } from './questionModel';
import type { QuestionTypeCode } from './questionTypes';

/** An answer's shape checked for its type (sizes bounded); Ok holds it normalised. */
export function validateAnswer<T extends QuestionTypeCode>(type: T, answer: unknown): Result<AnswerByType[T], ValidationIssue[]> {
  void type;
  void answer;
  throw new Error('validateAnswer: not implemented yet');
}

/** The answer a player starts from: nothing chosen, typed or drawn. */
export function emptyAnswer<T extends QuestionTypeCode>(type: T): AnswerByType[T] {
  void type;
  throw new Error('emptyAnswer: not implemented yet');
}

/** Whether the student has given an answer (a blank text, no choice, an empty drawing are not). */
export function isAnswered(type: QuestionTypeCode, answer: Answer | undefined): boolean {
  void type;
  void answer;
  throw new Error('isAnswered: not implemented yet');
}

/** Guids of the questions without an answer, in the test's order: the warning before submitting. */
export function unansweredQuestions(questions: readonly { guid: string; type: QuestionTypeCode }[], answers: Readonly<Record<string, Answer | undefined>>): string[] {
  void questions;
  void answers;
  throw new Error('unansweredQuestions: not implemented yet');
}
