import type { Answer, AuthoredQuestion, QuestionScore } from './questionModel';

/**
 * A question's score for an answer, with the partial-credit rules of docs/question-types.md
 * (features/assessments/scoring_*.feature). Manual types give `needs-grading` with null points
 * (or `unanswered` with 0 when nothing was given). Points are rounded to 2 decimals.
 */
export function scoreAnswer(question: AuthoredQuestion, answer: Answer | undefined): QuestionScore {
  void question;
  void answer;
  throw new Error('scoreAnswer: not implemented yet');
}

export interface AttemptTotal {
  /** Sum of points earned (manual answers not yet graded count as 0 here). */
  points: number;
  /** Sum of the questions' points. */
  max: number;
  /** points / max on the assessment's ranking scale, 2 decimals; null while an answer waits for a teacher. */
  score: number | null;
  /** Every answer has its points (no `needs-grading` left). */
  complete: boolean;
}

/** The attempt's total from its question scores; `manual` overrides per question (a teacher's grade). */
export function attemptTotal(scores: readonly QuestionScore[], rankingScale: number): AttemptTotal {
  void scores;
  void rankingScale;
  throw new Error('attemptTotal: not implemented yet');
}

/** The answer key written as an answer of the type (for the review view after publishing); null for manual types. */
export function keyAsAnswer(question: AuthoredQuestion): Answer | null {
  void question;
  throw new Error('keyAsAnswer: not implemented yet');
}
