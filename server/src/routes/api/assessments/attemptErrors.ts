// The error codes of the taking and results routes (docs/api-attempts.md). Refusals a student meets in normal use are
// 404/409/400, never 403: the SPA signs the user out on any 403 (ADR 0226).
import { ApiError, type ApiErrorCode, type ErrorDetail } from '../../../errors/ApiError';

/** The codes these routes answer with (a subset of ApiErrorCode). */
export type AttemptErrorCode = Extract<
  ApiErrorCode,
  | 'NOT_AN_ASSESSMENT'
  | 'NO_ATTEMPTS_LEFT'
  | 'DELIVERY_CLOSED'
  | 'ASSESSMENT_EMPTY'
  | 'ATTEMPT_CLOSED'
  | 'INVALID_ANSWER'
  | 'UNKNOWN_QUESTION'
  | 'ALREADY_SUBMITTED'
  | 'RESULTS_NOT_PUBLISHED'
  | 'INVALID_SCORE'
  | 'ATTEMPT_NOT_SUBMITTED'
  | 'GRADES_PUBLISHED'
  | 'FILE_NOT_USABLE'
  | 'VALIDATION_FAILED'
>;

/** An ApiError with one of this area's codes and its default message. */
export function attemptError(statusCode: 400 | 404 | 409, code: AttemptErrorCode, details: ErrorDetail[] = []): ApiError {
  return new ApiError(statusCode, code, undefined, details);
}
