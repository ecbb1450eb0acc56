// The building blocks of every wire schema. The server validates requests and filters answers with them (Ajv);
// the SPA's adapters check answers with TypeBox's `Check` (no code generation: CSP-safe).
import * as T from '@sinclair/typebox';
import { Kind, TypeRegistry, type TSchema, type TUnsafe } from '@sinclair/typebox';

export { T };
export type { Static, TSchema } from '@sinclair/typebox';

const STRING_ENUM = 'StringEnum';
interface StringEnumSchema extends TSchema {
  enum: string[];
}

// TypeBox's own checker (the SPA's wire reader, a few server checks) needs to know this kind; Ajv reads the JSON
// Schema. Formats are Ajv's on the server; the SPA registers its own reading of them (src/infrastructure/http/wire.ts).
if (!TypeRegistry.Has(STRING_ENUM)) {
  TypeRegistry.Set<StringEnumSchema>(STRING_ENUM, (schema, value) => typeof value === 'string' && schema.enum.includes(value));
}

/** A string from a fixed list, as a JSON-schema `enum` (one clear validation error, a readable OpenAPI). */
export function StringEnum<const V extends readonly string[]>(values: V, options: { description?: string } = {}): TUnsafe<V[number]> {
  return T.Unsafe<V[number]>({ [Kind]: STRING_ENUM, type: 'string', enum: [...values], ...options });
}

const ANY_OBJECT = 'AnyObject';
if (!TypeRegistry.Has(ANY_OBJECT)) {
  TypeRegistry.Set(ANY_OBJECT, (_schema, value) => typeof value === 'object' && value !== null && !Array.isArray(value));
}

/** A JSON object whose fields another rule reads (an item's `data` per content type): the wire only says "an object". */
export function AnyObject(options: { description?: string; additionalProperties?: boolean } = {}): TUnsafe<Record<string, unknown>> {
  return T.Unsafe<Record<string, unknown>>({ [Kind]: ANY_OBJECT, type: 'object', ...options });
}

/** Answers: the value or null. */
export const Nullable = <S extends TSchema>(schema: S) => T.Union([schema, T.Null()]);
/** Requests: null first, or Ajv's type coercion would turn a null into 0 or "" before the null branch is tried. */
export const NullOr = <S extends TSchema>(schema: S) => T.Union([T.Null(), schema]);

export const Guid = T.String({ format: 'uuid' });
/** An ISO 8601 instant with its offset (`2026-11-26T08:00:00.000Z`). */
export const Instant = T.String({ format: 'date-time' });
/** `YYYY-MM-DDTHH:mm[:ss]` without zone, read in the school's time zone (spec §7); the domain's parseLocalDateTime decides. */
export const LocalDateTime = T.String({ maxLength: 40, description: 'date-time without time zone, read in the school’s time zone' });
/** A whole percentage, or null when nothing is known yet. */
export const Percent = Nullable(T.Integer({ minimum: 0, maximum: 100 }));
export const Count = T.Integer({ minimum: 0 });

/**
 * A number a request may carry: finite and within ±1e9, so `"Infinity"` or 1e400 never reach the database
 * (query strings are coerced to numbers; JSON bodies are not: plugins/external/validation.ts). Answers use plain `T.Number()`.
 */
export const FiniteNumber = (options: T.NumberOptions = {}) => T.Number({ minimum: -1e9, maximum: 1e9, ...options });

/** Text a person typed: no lone surrogates (PostgreSQL refuses them) and no NUL. */
export const Text = (options: T.StringOptions = {}) =>
  T.String({ pattern: '^(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$', ...options });
