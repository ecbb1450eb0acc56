// The signed-in user (docs/api.md "Users"): who they are, their schools, what they may do, their preferences.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@contract/errors';
import { UserAnswer, UserPreferencesBody, type UserDto } from '@contract/users';
import { savePreferences } from '../../../commands/users/savePreferences';
import { unauthorized } from '../../../errors/ApiError';
import { requireCaller } from '../../../plugins/app/auth';
import { requestTenant } from '../../../plugins/app/tenancy';
import { userAnswer } from '../../../queries/users/userAnswer';
import { routesOf } from '../../routeShapes';

const tags = ['users'];

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, tags);
  app.get(
    '/api/front/users/me',
    { schema: { tags, summary: 'The signed-in user, schools in the user’s order, with the abilities of the session’s role', response: { 200: UserAnswer, ...errorResponses(401, 403) } } },
    async (request): Promise<UserDto> => {
      const user = await userAnswer(app.repos, requestTenant(request), requireCaller(request));
      // A live session of a deleted user: the session is as good as revoked.
      if (!user) throw unauthorized();
      return user;
    },
  );

  routes.answer('PATCH', '/api/front/users/me', {
    summary: 'Saves the signed-in user’s preferences (language, null falling back to the tenant’s default; how they are addressed, null: not said)',
    description: 'Each property is saved when sent and kept when left out; a body with neither is 400. A language the tenant does not offer: 400 /language; a gender other than female, male or null: 400. No id anywhere: the caller is the token’s user; unknown properties (a `guid`) are dropped.',
    body: UserPreferencesBody, answer: UserAnswer, errors: [400, 401, 403],
  }, async (request, caller) => {
    return app.transaction((repos) => savePreferences(repos, caller, { tenant: requestTenant(request), body: request.body }));
  });
};
