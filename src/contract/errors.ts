// Every failure the API answers, on both sides of the wire: the server throws these codes, the SPA translates them
// (`locales/<lng>/errors.json` has one message per code: `npm run check:locales` fails on a missing one).
import { T, type Static, type TSchema } from './schema';

export const API_ERROR_CODES = [
  'VALIDATION_FAILED',
  'TENANT_UNKNOWN',
  'INVALID_EMAIL',
  'PASSWORD_TOO_SHORT',
  'RESET_TOKEN_INVALID',
  'UNAUTHORIZED',
  'USER_NOT_FOUND',
  'PASSWORD_INCORRECT',
  'USER_NOT_SYNCHRONISED',
  'LOGIN_LINK_INVALID',
  'FORBIDDEN',
  'FEATURE_DISABLED',
  'TENANT_MISMATCH',
  'NOT_FOUND',
  'CODE_NOT_FOUND',
  'ALREADY_MEMBER',
  'RATE_LIMITED',
  'CONTENT_TYPE_NOT_SUPPORTED',
  'FILE_NOT_USABLE',
  'FILE_TOO_LARGE',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_EMPTY',
  'FILE_CONTENT_MISMATCH',
  'NOT_AN_ASSIGNMENT',
  'DELIVERY_CLOSED',
  'ALREADY_DELIVERED',
  'HAND_IN_EMPTY',
  'NOT_AN_ASSESSMENT',
  'QUESTION_TYPE_NOT_SUPPORTED',
  'INVALID_QUESTION_DATA',
  'QUESTIONS_LOCKED',
  'NO_ATTEMPTS_LEFT',
  'ASSESSMENT_EMPTY',
  'ATTEMPT_CLOSED',
  'INVALID_ANSWER',
  'UNKNOWN_QUESTION',
  'ALREADY_SUBMITTED',
  'RESULTS_NOT_PUBLISHED',
  'PREVIEW_READ_ONLY',
  'INVALID_SCORE',
  'ATTEMPT_NOT_SUBMITTED',
  'SCORE_CHANGED',
  'CATEGORY_EXISTS',
  'SCORES_ABOVE_MAX',
  'GRADES_PUBLISHED',
  'NOTHING_TO_RETURN',
  'NOTHING_TO_GRADE',
  'ROUND_NOT_OPEN',
  'ROUND_OPEN',
  'ROUND_ENDED',
  'ALREADY_ANSWERED',
  'USER_ALREADY_EXISTS',
  'LICENCE_INVALID',
  'LICENCE_ALREADY_ADDED',
  'LICENCE_OTHER_PROFILE',
  'LICENCE_NO_SEATS',
  'LICENCE_EXPIRED',
  'TITLE_LICENCE_EXPIRED',
  'TITLE_LESSON_UNKNOWN',
  'COURSE_PROJECT_TAKEN',
  'CLASSROOM_INVALID',
  'CLASSROOM_ALREADY_ADDED',
  'CLASSROOM_TOO_MANY',
  'LAST_SIGN_IN_METHOD',
  'ACCOUNT_PENDING_CONSENT',
  'CONSENT_LINK_INVALID',
  'SIGNUP_CLOSED',
  'PAIRING_CODE_EXPIRED',
  'PACKAGE_NOT_A_ZIP',
  'PACKAGE_MANIFEST_MISSING',
  'PACKAGE_MANIFEST_INVALID',
  'PACKAGE_UNSAFE_PATH',
  'PACKAGE_LAUNCH_MISSING',
  'PACKAGE_TOO_LARGE',
  'PACKAGE_TOO_MANY_FILES',
  'SYNC_IN_PROGRESS',
  'SYNC_BUNDLE_INVALID',
  'CLOUD_TOKEN_REFUSED',
  'CLOUD_FILE_NOT_FOUND',
  'CLOUD_UNAVAILABLE',
  'XAPI_VERSION_MISSING',
  'XAPI_STATEMENT_INVALID',
  'XAPI_STATEMENT_CONFLICT',
  'XAPI_QUERY_INVALID',
  'XAPI_ATTACHMENT_INVALID',
  'XAPI_DOCUMENT_CONFLICT',
  'XAPI_PRECONDITION_FAILED',
  'XAPI_DOCUMENT_NOT_MERGEABLE',
  'LRS_CREDENTIAL_NAME_INVALID',
  'INTERNAL',
] as const;

/** The stable error codes of docs/api.md. */
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}

/**
 * One fact about a failure: where (a JSON pointer into the request, `/body` for the whole of it) and what (a stable
 * rule code such as `score.out-of-range`, or a validator's words for logs). `current` carries the value the server
 * holds when the failure is a stale write (409 SCORE_CHANGED): clients read it, never parse `message`.
 */
export const ErrorDetailSchema = T.Object({
  path: T.String(),
  message: T.String(),
  current: T.Optional(T.Unknown()),
});
export type ErrorDetail = Static<typeof ErrorDetailSchema>;

export const ErrorBody = T.Object(
  {
    statusCode: T.Integer(),
    code: T.String({ description: 'An ApiErrorCode (docs/api.md); a client treats an unknown code by its status' }),
    message: T.String({ description: 'English, for logs; clients translate `code`' }),
    details: T.Array(ErrorDetailSchema),
  },
  { $id: 'ErrorBody', title: 'Error' },
);

const errorRef = T.Ref('ErrorBody');

/** Response schemas for the error statuses a route may answer, so even failures are filtered by schema. */
export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  const all = new Set([400, 500, ...statuses]);
  return Object.fromEntries([...all].map((status) => [status, errorRef]));
}
