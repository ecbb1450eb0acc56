import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { AuthoringQuestion, QuestionChanges, QuestionInput, QuestionList, QuestionWithMedia } from '@application/assessments/authoring/Question';

/**
 * An assessment's questions (contract: AUTHORING). Refusals: 400 INVALID_QUESTION_DATA (details per
 * path), VALIDATION_FAILED, FILE_NOT_USABLE, NOT_AN_ASSESSMENT; 409 QUESTIONS_LOCKED once attempts exist.
 */
export interface AssessmentAuthoringGateway {
  list(itemGuid: string): Promise<Result<QuestionList, AppError>>;
  get(questionGuid: string): Promise<Result<QuestionWithMedia, AppError>>;
  create(itemGuid: string, input: QuestionInput): Promise<Result<AuthoringQuestion, AppError>>;
  update(questionGuid: string, changes: QuestionChanges): Promise<Result<AuthoringQuestion, AppError>>;
  remove(questionGuid: string): Promise<Result<void, AppError>>;
  reorder(itemGuid: string, guids: string[]): Promise<Result<void, AppError>>;
}

export const AssessmentAuthoringGateway: ServiceIdentifier<AssessmentAuthoringGateway> = Symbol('AssessmentAuthoringGateway');
