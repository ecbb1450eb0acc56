import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { LANGUAGES } from '@domain/tenancy/tenant';
import { errorResponses } from '@contract/errors';
import { StringEnum } from '@contract/schema';
import { requireCaller } from '../../../plugins/app/auth';
import { badRequest, unauthorized } from '../../../errors/ApiError';
import { requestTenant } from '../../../plugins/app/tenancy';
import { userAbilities } from '../../../policies/userAbilities';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The caller's User, with the abilities of the token's role, as the routes that enforce them see it. */
  async function me(request: FastifyRequest) {
    const caller = requireCaller(request);
    const user = await app.repos.users.loadDto(caller.tenantId, caller.guid);
    // A live session of a deleted user: the session is as good as revoked.
    if (!user) throw unauthorized();
    return { ...user, abilities: userAbilities(caller.role, requestTenant(request).flags) };
  }

  app.get(
    '/api/front/users/me',
    {
      schema: { tags: ['users'], summary: 'The signed-in user, schools in the user’s order', response: { 200: Type.Ref('User'), ...errorResponses(401, 403) } },
    },
    async (request) => me(request),
  );

  app.patch(
    '/api/front/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Saves the signed-in user’s preferences (language; null falls back to the tenant’s default)',
        // No id anywhere: the caller is the token's user; unknown properties (a `guid`) are dropped.
        body: Type.Object({ language: Type.Union([StringEnum(LANGUAGES), Type.Null()]) }),
        response: { 200: Type.Ref('User'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { language } = request.body;
      const tenant = requestTenant(request);
      if (language !== null && !tenant.languages.includes(language)) {
        throw badRequest('VALIDATION_FAILED', [{ path: '/language', message: `must be one of the tenant's languages: ${tenant.languages.join(', ')}` }]);
      }
      if (!(await app.repos.users.setLanguage(caller.tenantId, caller.guid, language))) throw unauthorized();
      return me(request);
    },
  );
};
