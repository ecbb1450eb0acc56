import type { ApiErrorCode, ErrorDetail } from '@contract/errors';

/** The closed set of ways a port can fail (STYLE §4); produced once, by the HTTP client. */
export type AppErrorKind =
  | 'network'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'validation'
  | 'unavailable'
  | 'rate-limited';

/** Where and what (`path`, a rule code in `message`), and for a stale write the value the server holds (`current`). */
export type AppErrorDetail = ErrorDetail;

/** Client-side codes, for failures that never reached a server answer or that a store decides before calling. */
export const ClientErrorCodes = {
  network: 'NETWORK',
  timeout: 'TIMEOUT',
  badResponse: 'BAD_RESPONSE',
  unknown: 'UNKNOWN',
  aborted: 'ABORTED',
  notReady: 'NOT_READY',
  formInvalid: 'FORM_INVALID',
  codeInvalid: 'CODE_INVALID',
  nothingToUndo: 'NOTHING_TO_UNDO',
  feedbackTooLong: 'FEEDBACK_TOO_LONG',
} as const;
export type ClientErrorCode = (typeof ClientErrorCodes)[keyof typeof ClientErrorCodes];

/** A port failure: `code` is the server's stable code (the contract's ApiErrorCode, docs/api.md) or a client one. */
export interface AppError {
  kind: AppErrorKind;
  code: ApiErrorCode | ClientErrorCode;
  status?: number;
  details?: AppErrorDetail[];
  /** Seconds to wait before trying again (429 `retry-after`). */
  retryAfterSeconds?: number;
}

export function appError(kind: AppErrorKind, code: AppError['code'], extra: Omit<AppError, 'kind' | 'code'> = {}): AppError {
  return { kind, code, ...extra };
}

/** The kind of failure an HTTP status means; anything unexpected counts as the service being unavailable. */
export function errorKindFromStatus(status: number): AppErrorKind {
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  return 'unavailable';
}
