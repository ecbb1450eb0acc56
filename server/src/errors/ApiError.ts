import type { ApiErrorCode, ErrorDetail } from '@contract/errors';

export type { ApiErrorCode, ErrorDetail };

const DEFAULT_MESSAGES: Record<ApiErrorCode, string> = {
  VALIDATION_FAILED: 'Validation failed',
  TENANT_UNKNOWN: 'Unknown tenant',
  INVALID_EMAIL: 'Invalid email',
  PASSWORD_TOO_SHORT: 'Password too short',
  RESET_TOKEN_INVALID: 'Reset link invalid or expired',
  UNAUTHORIZED: 'Unauthorized',
  USER_NOT_FOUND: 'User not found',
  PASSWORD_INCORRECT: 'Password incorrect',
  USER_NOT_SYNCHRONISED: 'User not synchronised yet',
  LOGIN_LINK_INVALID: 'Login link invalid or expired',
  FORBIDDEN: 'Forbidden',
  FEATURE_DISABLED: 'Feature disabled for this tenant',
  TENANT_MISMATCH: 'Tenant mismatch',
  NOT_FOUND: 'Not found',
  CODE_NOT_FOUND: 'Code not found',
  ALREADY_MEMBER: 'Already a member',
  RATE_LIMITED: 'Too many attempts',
  CONTENT_TYPE_NOT_SUPPORTED: 'Content type not supported',
  FILE_NOT_USABLE: 'File not usable here',
  FILE_TOO_LARGE: 'File too large',
  FILE_TYPE_NOT_ALLOWED: 'File type not allowed',
  FILE_EMPTY: 'File empty',
  FILE_CONTENT_MISMATCH: 'File content does not match its type',
  NOT_AN_ASSIGNMENT: 'Not an assignment',
  DELIVERY_CLOSED: 'Delivery closed',
  ALREADY_DELIVERED: 'Already delivered',
  HAND_IN_EMPTY: 'Hand-in empty',
  NOT_AN_ASSESSMENT: 'Not an assessment',
  QUESTION_TYPE_NOT_SUPPORTED: 'Question type not supported',
  INVALID_QUESTION_DATA: 'Invalid question data',
  QUESTIONS_LOCKED: 'Questions locked: the test has attempts',
  NO_ATTEMPTS_LEFT: 'No attempts left',
  ASSESSMENT_EMPTY: 'Assessment has no questions',
  ATTEMPT_CLOSED: 'Attempt closed',
  INVALID_ANSWER: 'Invalid answer',
  UNKNOWN_QUESTION: 'Unknown question',
  ALREADY_SUBMITTED: 'Already submitted',
  PREVIEW_READ_ONLY: 'A preview only reads: nothing is recorded',
  RESULTS_NOT_PUBLISHED: 'Results not published',
  INVALID_SCORE: 'Invalid score',
  ATTEMPT_NOT_SUBMITTED: 'Attempt not submitted',
  SCORE_CHANGED: 'The score changed since it was read',
  CATEGORY_EXISTS: 'A category with that name exists',
  SCORES_ABOVE_MAX: 'Some scores are above the new maximum',
  GRADES_PUBLISHED: 'Grades published: the activity is view-only',
  NOTHING_TO_RETURN: 'Nothing handed in to hand back',
  NOTHING_TO_GRADE: 'Nothing handed in to grade yet',
  ROUND_NOT_OPEN: 'The live question is not taking answers',
  ROUND_OPEN: 'The live question is still taking answers',
  ROUND_ENDED: 'The live question has ended',
  ALREADY_ANSWERED: 'Already answered with another answer',
  USER_ALREADY_EXISTS: 'User already exists',
  LICENCE_INVALID: 'Licence code not valid',
  LICENCE_ALREADY_ADDED: 'Licence already added',
  LICENCE_OTHER_PROFILE: 'Licence for another profile',
  LICENCE_NO_SEATS: 'Licence code used up',
  LICENCE_EXPIRED: 'Licence code past its last day',
  TITLE_LICENCE_EXPIRED: 'Teacher’s licence for the title has run out',
  TITLE_LESSON_UNKNOWN: 'Lesson not of this title',
  COURSE_PROJECT_TAKEN: 'Course project guid already used',
  CLASSROOM_INVALID: 'Not a course code (6 to 10 letters and digits)',
  CLASSROOM_ALREADY_ADDED: 'Course code already added to this sign-up',
  CLASSROOM_TOO_MANY: 'Too many courses for one sign-up',
  LAST_SIGN_IN_METHOD: 'This is the account’s last way of signing in',
  ACCOUNT_PENDING_CONSENT: 'Account waiting for a guardian’s consent',
  CONSENT_LINK_INVALID: 'Consent link invalid, used or expired',
  SIGNUP_CLOSED: 'Sign-up closed for this tenant',
  PAIRING_CODE_EXPIRED: 'Pairing code expired: open the projection again',
  PACKAGE_NOT_A_ZIP: 'Not a zip file',
  PACKAGE_MANIFEST_MISSING: 'imsmanifest.xml missing',
  PACKAGE_MANIFEST_INVALID: 'imsmanifest.xml unreadable',
  PACKAGE_UNSAFE_PATH: 'Unsafe file name or link in the package',
  PACKAGE_LAUNCH_MISSING: 'The launch file is missing',
  PACKAGE_TOO_LARGE: 'Package too large',
  PACKAGE_TOO_MANY_FILES: 'Too many files in the package',
  SYNC_IN_PROGRESS: 'A synchronisation is already in progress',
  SYNC_BUNDLE_INVALID: 'The OneRoster bundle cannot be read',
  CLOUD_TOKEN_REFUSED: 'The cloud drive refused the access token',
  CLOUD_FILE_NOT_FOUND: 'No such file in the cloud drive',
  CLOUD_UNAVAILABLE: 'The cloud drive did not answer',
  INTERNAL: 'Internal error',
};

/** An expected failure with its HTTP status; the error handler turns it into the contract's body. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string = DEFAULT_MESSAGES[code],
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (code: ApiErrorCode, details: ErrorDetail[] = []) => new ApiError(400, code, undefined, details);
export const unauthorized = (code: ApiErrorCode = 'UNAUTHORIZED', details: ErrorDetail[] = []) => new ApiError(401, code, undefined, details);
export const forbidden = (code: ApiErrorCode = 'FORBIDDEN') => new ApiError(403, code);
export const notFound = (code: ApiErrorCode = 'NOT_FOUND') => new ApiError(404, code);
export const conflict = (code: ApiErrorCode, details: ErrorDetail[] = []) => new ApiError(409, code, undefined, details);
