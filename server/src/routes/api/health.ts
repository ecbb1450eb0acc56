import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@contract/errors';

export const healthRoutes: FastifyPluginAsyncTypebox<{ version: string }> = async (app, options) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: 'Liveness and the database in use',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]), version: Type.String() }),
          ...errorResponses(),
        },
      },
    },
    async () => {
      await app.db.execute('select 1');
      return { status: 'ok' as const, database: app.database.kind, version: options.version };
    },
  );
};
