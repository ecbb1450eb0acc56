import { FormatRegistry } from '@sinclair/typebox';
import { Check } from '@sinclair/typebox/value';
import { Errors } from '@sinclair/typebox/errors';
import type { Static, TSchema } from '@contract/schema';
import { parseLocalDateTime } from '@domain/lessons/deliverDate';
import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, ClientErrorCodes, type AppError } from '@application/shared/AppError';

// How the SPA reads the contract's formats. Ids are opaque to the client: a tenant's own backend may use other ids
// than uuids, and the server already refuses a malformed one in a request. Instants must be readable dates.
FormatRegistry.Set('uuid', (value) => value.length > 0);
FormatRegistry.Set('date-time', (value) => /^\d{4}-\d\d-\d\dT/.test(value) && !Number.isNaN(Date.parse(value)));
FormatRegistry.Set('date', (value) => /^\d{4}-\d\d-\d\d$/.test(value));

/** An answer whose shape or meaning the SPA cannot read; `fromWire` turns it into a BAD_RESPONSE AppError. */
export class WireError extends Error {}

/**
 * An answer read against its contract schema (src/contract): the typed wire value, or a WireError naming the first
 * place that does not fit. `references` are the schemas a `T.Ref` in `schema` points at.
 */
export function readWire<S extends TSchema>(schema: S, value: unknown, references: TSchema[] = []): Static<S> {
  if (Check(schema, references, value)) return value as Static<S>;
  const first = Errors(schema, references, value).First();
  throw new WireError(first === undefined ? 'answer does not fit its schema' : `${first.path || '/'}: ${first.message}`);
}

/** Whether a value fits a contract schema: for parts of an answer a client may leave out when it cannot read them. */
export function fitsWire<S extends TSchema>(schema: S, value: unknown): value is Static<S> {
  return Check(schema, value);
}

/**
 * A port's answer: checked against the contract, then mapped to application types by `toDomain`, which may refuse
 * what the schema cannot say (a period code, a scale) by throwing WireError. A broken answer is an error value.
 */
export function fromWire<S extends TSchema, R>(
  result: Result<unknown, AppError>,
  schema: S,
  toDomain: (dto: Static<S>) => R,
  references: TSchema[] = [],
): Result<R, AppError> {
  if (result.err) return result;
  try {
    return Ok(toDomain(readWire(schema, result.val, references)));
  } catch (error) {
    if (error instanceof WireError) return Err(appError('unavailable', ClientErrorCodes.badResponse, { details: [{ path: '', message: error.message }] }));
    throw error;
  }
}

/** A contract instant (`format: date-time`, checked by the schema) as a Date. */
export function instant(value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new WireError(`${value}: ISO date-time expected`);
  return date;
}

export function nullableInstant(value: string | null): Date | null {
  return value === null ? null : instant(value);
}

/** The school's wall clock `YYYY-MM-DDTHH:mm:ss` (ADR 0408), normalised by the domain; `where` names the field. */
export function localDateTime(value: string, where: string): string {
  const parsed = parseLocalDateTime(value);
  if (parsed.err) throw new WireError(`${where}: YYYY-MM-DDTHH:mm:ss expected`);
  return parsed.val;
}

/** An answer with no body to read (204): success or the error as it came. */
export function noContent(result: Result<unknown, AppError>): Result<void, AppError> {
  return result.err ? result : Ok(undefined);
}
