import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { errorResponses } from '@contract/errors';
import { TenantConfigSchema } from '@contract/tenancy';
import { requestTenant } from '../../../plugins/app/tenancy';

export const tenantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/front/tenant',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: 'The resolved tenant: languages, login methods, flags, theme',
        description: 'From the `login_context` header, else the host’s tenant, else the default. A tenant named but unknown: 400 TENANT_UNKNOWN.',
        response: { 200: TenantConfigSchema, ...errorResponses() },
      },
    },
    async (request): Promise<TenantConfig> => requestTenant(request),
  );
};
