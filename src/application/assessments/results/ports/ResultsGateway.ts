import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { AssessmentResults, AttemptChoice, GradeSaved, IndividualResult, JobResult } from '@application/assessments/results/Results';

/**
 * An assessment's results (contract: RESULTS). Refusals: 409 RESULTS_NOT_PUBLISHED (a student before
 * publishing), 400 INVALID_SCORE (details /score with a domain score code), 409 ATTEMPT_NOT_SUBMITTED.
 */
export interface ResultsGateway {
  results(itemGuid: string): Promise<Result<AssessmentResults, AppError>>;
  individual(itemGuid: string, userGuid: string, attempt: AttemptChoice): Promise<Result<IndividualResult, AppError>>;
  grade(attemptGuid: string, questionGuid: string, grade: { score: number; feedback: string | null }): Promise<Result<GradeSaved, AppError>>;
  updateJob(itemGuid: string, userGuid: string, changes: { evaluatorGuid?: string | null; feedback?: string | null }): Promise<Result<JobResult, AppError>>;
  publish(itemGuid: string, published: boolean): Promise<Result<{ gradesPublishedAt: string | null }, AppError>>;
}

export const ResultsGateway: ServiceIdentifier<ResultsGateway> = Symbol('ResultsGateway');
