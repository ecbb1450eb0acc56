import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

// ajv-compiler's defaults (useDefaults, allErrors false, fast-uri) stay; these replace the rest.
const COMMON = { removeAdditional: 'all' as const };

type Validate = ReturnType<ReturnType<ReturnType<typeof AjvCompiler>>>;

/** The pointer of the first number that is not finite in coerced request data (a query string or path parameters: flat). */
function nonFinite(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  for (const [key, value] of Object.entries(data)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'number' && !Number.isFinite(v))) return `/${key}`;
  }
  return undefined;
}

/**
 * Ajv coerces `"Infinity"` and `"1e999"` to Infinity (its string-to-number rule only tests `x == +x`) and skips
 * `minimum`/`maximum` for values that are not finite, so `?limit=Infinity` would pass `maximum: 500` and reach the
 * database. A coerced value must also be finite.
 */
function finiteAfterCoercion(validate: Validate): Validate {
  const wrapped = Object.assign((data: unknown) => {
    if (validate(data) === false) {
      wrapped.errors = validate.errors ?? null;
      return false;
    }
    const path = nonFinite(data);
    if (path === undefined) {
      wrapped.errors = null;
      return true;
    }
    wrapped.errors = [{ instancePath: path, schemaPath: '#/finite', keyword: 'finite', params: {}, message: 'must be a finite number' }];
    return false;
  }, validate) as Validate;
  return wrapped;
}

/**
 * Two validators over the same schemas: query strings, path parameters and headers are text, so they are coerced
 * (`?limit=5` is the number 5) and then must be finite; a JSON body already has types, so it is not — `"Infinity"` or
 * `"7"` where a number belongs is refused with 400 VALIDATION_FAILED instead of slipping through as a number (Ajv's
 * own `number` type refuses a JSON `1e999`, which parses to Infinity).
 */
export function schemaController(): NonNullable<FastifyServerOptions['schemaController']> {
  const factory = AjvCompiler();
  return {
    compilersFactory: {
      buildValidator(externalSchemas) {
        const coercing = factory(externalSchemas, { customOptions: { ...COMMON, coerceTypes: 'array' } });
        const typed = factory(externalSchemas, { customOptions: { ...COMMON, coerceTypes: false } });
        return (route) => (route.httpPart === 'body' ? typed(route) : finiteAfterCoercion(coercing(route)));
      },
    },
  };
}
