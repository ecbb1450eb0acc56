import { Type, type TUnsafe } from '@sinclair/typebox';

/** A string from a fixed list, as a JSON-schema `enum` (one clear validation error, a readable OpenAPI). */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}
