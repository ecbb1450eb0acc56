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

export interface AppErrorDetail {
  path: string;
  message: string;
}

/** A port failure: `code` is the server's stable code (docs/api.md) or a client one (NETWORK, TIMEOUT, BAD_RESPONSE). */
export interface AppError {
  kind: AppErrorKind;
  code: string;
  status?: number;
  details?: AppErrorDetail[];
  /** Seconds to wait before trying again (429 `retry-after`). */
  retryAfterSeconds?: number;
}

/** Client-side codes, for failures that never reached a server answer. */
export const ClientErrorCodes = {
  network: 'NETWORK',
  timeout: 'TIMEOUT',
  badResponse: 'BAD_RESPONSE',
  unknown: 'UNKNOWN',
} as const;

export function appError(kind: AppErrorKind, code: string, extra: Omit<AppError, 'kind' | 'code'> = {}): AppError {
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
