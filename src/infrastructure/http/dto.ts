import { Err, Ok, type Result } from '@domain/shared/result';
import { appError, ClientErrorCodes, type AppError } from '@application/shared/AppError';

/** Small readers for DTO mappers: they throw a DtoError that `mapDto` turns into a BAD_RESPONSE AppError. */
export class DtoError extends Error {}

export type Dto = Record<string, unknown>;

export function object(value: unknown, where: string): Dto {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new DtoError(`${where}: object expected`);
  return value as Dto;
}

export function string(dto: Dto, key: string): string {
  const value = dto[key];
  if (typeof value !== 'string') throw new DtoError(`${key}: string expected`);
  return value;
}

export function nullableString(dto: Dto, key: string): string | null {
  const value = dto[key];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new DtoError(`${key}: string or null expected`);
  return value;
}

export function number(dto: Dto, key: string): number {
  const value = dto[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new DtoError(`${key}: number expected`);
  return value;
}

export function nullableNumber(dto: Dto, key: string): number | null {
  const value = dto[key];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new DtoError(`${key}: number or null expected`);
  return value;
}

export function boolean(dto: Dto, key: string): boolean {
  const value = dto[key];
  if (typeof value !== 'boolean') throw new DtoError(`${key}: boolean expected`);
  return value;
}

/** A whole number ≥ 0 (counts of students, hand-ins, sessions…). */
export function count(dto: Dto, key: string): number {
  const value = number(dto, key);
  if (!Number.isInteger(value) || value < 0) throw new DtoError(`${key}: a count expected`);
  return value;
}

/** An ISO instant or null; an unreadable one is a broken answer, not "no date". */
export function nullableInstant(dto: Dto, key: string): Date | null {
  const value = nullableString(dto, key);
  if (value === null) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new DtoError(`${key}: ISO date-time expected`);
  return date;
}

export function array(dto: Dto, key: string): unknown[] {
  const value = dto[key];
  if (!Array.isArray(value)) throw new DtoError(`${key}: array expected`);
  return value;
}

/** Runs a mapper over an HTTP answer: a shape it cannot read becomes an error value, not a crash. */
export function mapDto<T>(result: Result<unknown, AppError>, toDomain: (dto: unknown) => T): Result<T, AppError> {
  if (result.err) return result;
  try {
    return Ok(toDomain(result.val));
  } catch (error) {
    if (error instanceof DtoError) {
      return Err(appError('unavailable', ClientErrorCodes.badResponse, { details: [{ path: '', message: error.message }] }));
    }
    throw error;
  }
}
