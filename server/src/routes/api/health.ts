import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@contract/errors';
import { sharedProbe } from '../../db/sharedProbe';

export const healthRoutes: FastifyPluginAsyncTypebox<{ version: string }> = async (app, options) => {
  // Checks that arrive while a `select 1` runs share the next one (ADR 0593): each answer still comes from a probe
  // that started after its request arrived.
  const probe = sharedProbe(() => app.db.execute('select 1'));
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: 'Liveness and the database in use',
        description: 'Answers after a `select 1` that started after the request arrived; checks arriving together share one (ADR 0593).',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]), version: Type.String() }),
          ...errorResponses(),
        },
      },
    },
    async () => {
      await probe();
      return { status: 'ok' as const, database: app.database.kind, version: options.version };
    },
  );
};
