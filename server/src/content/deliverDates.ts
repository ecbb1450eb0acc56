// Deliver dates travel as the school's wall-clock time (ADR 0408) and are stored as instants.
import { formatLocalDateTime, localToInstant, parseLocalDateTime } from '@domain/lessons/deliverDate';
import { badRequest } from '../errors/ApiError';

/** A local date-time read in the school's zone; 400 VALIDATION_FAILED at `path` otherwise. */
export function deliverInstant(value: string | null | undefined, timeZone: string, path: string): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const local = parseLocalDateTime(value);
  if (local.err) throw badRequest('VALIDATION_FAILED', [{ path, message: 'must be YYYY-MM-DDTHH:mm[:ss] without zone or offset' }]);
  const instant = localToInstant(local.val, timeZone);
  if (Number.isNaN(instant.getTime())) throw badRequest('VALIDATION_FAILED', [{ path, message: 'not a time in the school’s time zone' }]);
  return instant;
}

export function deliverLocal(instant: Date | null, timeZone: string): string | null {
  return instant === null ? null : formatLocalDateTime(instant, timeZone);
}
