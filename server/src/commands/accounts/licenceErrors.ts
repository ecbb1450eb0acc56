import type { LicenceCodeError } from '@domain/accounts/licence';
import type { ApiErrorCode } from '@contract/errors';
import { ApiError } from '../../errors/ApiError';

const CODES: Record<LicenceCodeError['code'], ApiErrorCode> = {
  'licence.required': 'LICENCE_INVALID',
  'licence.invalid': 'LICENCE_INVALID',
  'licence.already-added': 'LICENCE_ALREADY_ADDED',
  'licence.other-profile': 'LICENCE_OTHER_PROFILE',
  'licence.no-seats': 'LICENCE_NO_SEATS',
  'licence.expired': 'LICENCE_EXPIRED',
};

/** A refused licence code as the API's 400, pointing at the field (`/code`, `/licence_codes/2`). */
export function licenceRefused(error: LicenceCodeError, path: string): ApiError {
  return new ApiError(400, CODES[error.code], undefined, [{ path, message: error.code }]);
}

/** The day a server request happens on, `YYYY-MM-DD` (UTC: licences and ages turn over at one instant for everyone). */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
