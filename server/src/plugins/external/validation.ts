import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

// ajv-compiler's defaults (useDefaults, allErrors false, fast-uri) stay; these replace the rest.
const COMMON = { removeAdditional: 'all' as const };

/**
 * Two validators over the same schemas: query strings, path parameters and headers are text, so they are coerced
 * (`?limit=5` is the number 5); a JSON body already has types, so it is not — `"Infinity"` or `"7"` where a number
 * belongs is refused with 400 VALIDATION_FAILED instead of slipping through as a number.
 */
export function schemaController(): NonNullable<FastifyServerOptions['schemaController']> {
  const factory = AjvCompiler();
  return {
    compilersFactory: {
      buildValidator(externalSchemas) {
        const coercing = factory(externalSchemas, { customOptions: { ...COMMON, coerceTypes: 'array' } });
        const typed = factory(externalSchemas, { customOptions: { ...COMMON, coerceTypes: false } });
        return (route) => (route.httpPart === 'body' ? typed(route) : coercing(route));
      },
    },
  };
}
