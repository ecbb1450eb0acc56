import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { AnswerToSave, Attempt, MyAssessment, MyAssessmentEntry, SaveReceipt } from '@application/assessments/taking/Attempt';

/**
 * A student's side of an assessment (contract TAKING). Refusals arrive as AppError codes:
 * NO_ATTEMPTS_LEFT, DELIVERY_CLOSED, ASSESSMENT_EMPTY, GRADES_PUBLISHED (start), ATTEMPT_CLOSED, INVALID_ANSWER,
 * UNKNOWN_QUESTION (save), ALREADY_SUBMITTED (submit).
 */
export interface AttemptGateway {
  mine(itemGuid: string): Promise<Result<MyAssessment, AppError>>;
  /** Starts an attempt or resumes the open one. */
  start(itemGuid: string): Promise<Result<Attempt, AppError>>;
  get(attemptGuid: string): Promise<Result<Attempt, AppError>>;
  /** `keepalive`: the write made as the page hides still reaches the server. */
  saveAnswers(attemptGuid: string, answers: readonly AnswerToSave[], options?: { keepalive?: boolean }): Promise<Result<SaveReceipt, AppError>>;
  /** The same key again answers the same submitted attempt. */
  submit(attemptGuid: string, submissionKey: string, answers: readonly AnswerToSave[]): Promise<Result<Attempt, AppError>>;
  myAssessments(): Promise<Result<MyAssessmentEntry[], AppError>>;
}

export const AttemptGateway: ServiceIdentifier<AttemptGateway> = Symbol('AttemptGateway');
