import type { TFunction } from 'i18next';
import type { AppError } from '@application/shared/AppError';

/** Translation keys of an error, most specific first: `errors:<CODE>`, then its kind, then a generic text. */
export function errorKeys(error: Pick<AppError, 'code' | 'kind'> | undefined): string[] {
  if (error === undefined) return ['errors:generic'];
  return [`errors:${error.code}`, `errors:kind.${error.kind}`, 'errors:generic'];
}

/** The user-facing text of an error; a rate limit says when to try again, in whole minutes when long. */
export function errorMessage(t: TFunction, error: AppError | undefined): string {
  const seconds = error?.retryAfterSeconds;
  if (error?.kind === 'rate-limited' && seconds !== undefined) {
    return seconds >= 120
      ? t('errors:retryAfterMinutes', { count: Math.ceil(seconds / 60) })
      : t('errors:retryAfterSeconds', { count: Math.max(1, Math.ceil(seconds)) });
  }
  return t(errorKeys(error));
}
