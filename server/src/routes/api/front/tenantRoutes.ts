import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@contract/errors';
import { TenantConfigSchema } from '@contract/tenancy';
import { requestTenant } from '../../../plugins/app/tenancy';

export const tenantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/front/tenant',
    { config: { public: true }, schema: { tags: ['public'], summary: 'The resolved tenant: languages, login methods, flags, theme', response: { 200: TenantConfigSchema, ...errorResponses() } } },
    async (request) => requestTenant(request),
  );
};
