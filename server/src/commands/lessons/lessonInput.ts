import { badRequest } from '../../errors/ApiError';

/** A name, trimmed; blank → 400 VALIDATION_FAILED at `path`. */
export function cleanName(name: string, path: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest('VALIDATION_FAILED', [{ path, message: 'must not be blank' }]);
  return trimmed;
}

/** A section name, trimmed; blank clears it (null); absent leaves it (undefined). */
export function cleanSection(section: string | null | undefined): string | null | undefined {
  if (section === undefined || section === null) return section;
  const trimmed = section.trim();
  return trimmed === '' ? null : trimmed;
}
