import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../schemas/ErrorBody';
import { requireCaller } from '../../../plugins/app/auth';
import { unauthorized } from '../../../errors/ApiError';
import { requestTenant } from '../../../plugins/app/tenancy';
import { userAbilities } from '../../../policies/userAbilities';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/front/users/me',
    {
      config: { auth: true },
      schema: { tags: ['users'], summary: 'The signed-in user, schools in the user’s order', security: [{ bearer: [] }], response: { 200: Type.Ref('User'), ...errorResponses(401, 403) } },
    },
    async (request) => {
      const caller = requireCaller(request);
      const user = await app.repos.users.loadDto(caller.tenantId, caller.guid);
      // A live session of a deleted user: the session is as good as revoked.
      if (!user) throw unauthorized();
      // The token's role, as the routes that enforce these abilities see it.
      return { ...user, abilities: userAbilities(caller.role, requestTenant(request).flags) };
    },
  );
};
