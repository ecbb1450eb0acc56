import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';

/** Collects every route schema into an OpenAPI 3 document (served by routes/api/docs). */
export const swaggerPlugin = fp(
  async (app, options: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: 'Tiza API', version: options.version, description: 'The HTTP contract between the Tiza SPA and any backend (docs/api.md).' },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // The LRS (/api/xapi): an LRS credential's key and secret (ADR 0563).
            lrsBasic: { type: 'http', scheme: 'basic' },
          },
        },
      },
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    });
  },
  { name: 'swagger' },
);
