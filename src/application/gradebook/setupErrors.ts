import type { AppError } from '@application/shared/AppError';

/** A server refusal spread over a form: messages (domain codes) per field, and whether anything was left for the form's alert. */
export interface FormRefusal<F extends string> {
  fields: Partial<Record<F, string>>;
  /** The refusal as a whole when no field took it (a network failure, a 404…). */
  general: AppError | undefined;
}

// A domain code ('period.not-in-scheme') rather than a schema sentence ('must be <= 1000').
const CODE = /^[a-z-]+\.[a-z.-]+(?::.*)?$/u;

/**
 * The server's `details` back on the form's fields: `/weight` and `/body/weight` name the same field (domain and
 * schema checks). A schema sentence becomes `<prefix>.invalid`; `conflicts` maps whole-request codes
 * (CATEGORY_EXISTS) to a field and code.
 */
export function formRefusal<F extends string>(
  error: AppError,
  fieldOfPath: Record<string, F>,
  codePrefix: Record<F, string>,
  conflicts: Partial<Record<string, [F, string]>> = {},
): FormRefusal<F> {
  const fields: Partial<Record<F, string>> = {};
  const conflict = conflicts[error.code];
  if (conflict) fields[conflict[0]] = conflict[1];
  for (const detail of error.details ?? []) {
    const path = detail.path.replace(/^\/body(?=\/)/u, '');
    const field = fieldOfPath[path.split('/').slice(0, 2).join('/')];
    if (field === undefined || fields[field] !== undefined) continue;
    fields[field] = CODE.test(detail.message) ? (detail.message.split(':')[0] ?? detail.message) : `${codePrefix[field]}.invalid`;
  }
  return { fields, general: Object.keys(fields).length === 0 ? error : undefined };
}
