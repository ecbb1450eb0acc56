import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { lrsContext } from './lrsPlugin';
import { statementRoutes } from './statementRoutes';
import { documentRoutes } from './documentRoutes';

/** The built-in LRS at /api/xapi (docs/api-xapi.md, ADRs 0561–0565): its own context, apart from the front API's. */
export const xapiApi: FastifyPluginAsyncTypebox = async (app) => {
  lrsContext(app);
  await app.register(statementRoutes);
  await app.register(documentRoutes);
};
