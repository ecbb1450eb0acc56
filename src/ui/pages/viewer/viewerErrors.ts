import type { TFunction } from 'i18next';
import type { AppError } from '@application/shared/AppError';
import { errorMessage } from '@ui/app/errorMessage';

/** The viewer's own texts for the codes of its calls (hand-in, uploads), else the app-wide ones. */
export function viewerErrorMessage(t: TFunction, error: AppError | undefined): string {
  if (error && error.kind !== 'rate-limited') {
    const key = `viewer:errors.${error.code}`;
    const text = t(key, { defaultValue: '' });
    if (text !== '') return text;
  }
  return errorMessage(t, error);
}
