// The signed-in user (docs/api.md "Users"): who they are, their schools, what they may do, their preferences.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '@contract/errors';
import { AvatarBody, AvatarParams, PasswordChangeBody, SignInLinkParams, SignInMethodsAnswer, UserAnswer, UserNameBody, UserPreferencesBody, type UserDto } from '@contract/users';
import { changePassword, removeAvatar, renameSelf, setAvatar } from '../../../commands/users/editProfile';
import { savePreferences } from '../../../commands/users/savePreferences';
import { unlinkSignIn } from '../../../commands/users/unlinkSignIn';
import { ApiError, notFound, unauthorized } from '../../../errors/ApiError';
import { requireCaller } from '../../../plugins/app/auth';
import { requestTenant } from '../../../plugins/app/tenancy';
import { signInMethods } from '../../../queries/users/signInMethods';
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

  routes.answer('PUT', '/api/front/users/me/name', {
    summary: 'The signed-in user corrects their name and last name (where the tenant’s editProfile flag allows)',
    description: 'Both trimmed, inner spaces folded, 1–80 characters (400 /name, /lastname: name.required | name.too-long). 403 FEATURE_DISABLED where the tenant keeps names as the school set them.',
    body: UserNameBody, answer: UserAnswer, errors: [400, 401, 403],
  }, async (request, caller) => {
    return app.transaction((repos) => renameSelf(repos, caller, { tenant: requestTenant(request), body: request.body }));
  });

  // Ten tries a minute per session: a stolen session cannot guess its way to the password.
  const passwordTries = {
    max: 10,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `password-change:${request.headers.authorization ?? request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => new ApiError(429, 'RATE_LIMITED', `Too many attempts, retry in ${context.after}`),
  };
  routes.command('PUT', '/api/front/users/me/password', {
    summary: 'The signed-in user changes their password with the current one; their other sessions end',
    description: '400 /current_password password.current-required | password.incorrect; 400 PASSWORD_TOO_SHORT /new_password; 400 /new_password password.same-as-current. 403 FEATURE_DISABLED where the tenant has no password login. 429 after ten tries a minute.',
    body: PasswordChangeBody, errors: [400, 401, 403, 429], config: { rateLimit: passwordTries },
  }, async (request, caller) => {
    await changePassword(app.repos, { auth: app.auth, transaction: app.transaction }, caller, { tenant: requestTenant(request), body: request.body });
    return async () => undefined;
  });

  routes.answer('PUT', '/api/front/users/me/avatar', {
    summary: 'The signed-in user sets their picture (cropped by the client; where the tenant’s avatarChange flag allows)',
    description: 'Base64 of a JPEG, PNG or WebP recognised by content (400 /image FILE_TYPE_NOT_ALLOWED, FILE_EMPTY), at most 200,000 bytes (413 FILE_TOO_LARGE). `avatar` becomes `/api/avatars/{token}`, a new token each time.',
    body: AvatarBody, answer: UserAnswer, errors: [400, 401, 403, 413],
  }, async (request, caller) => {
    return app.transaction((repos) => setAvatar(repos, caller, { tenant: requestTenant(request), body: request.body }));
  });

  routes.answer('DELETE', '/api/front/users/me/avatar', {
    summary: 'The signed-in user goes back to their initials',
    description: 'Idempotent; 403 FEATURE_DISABLED where the tenant’s avatarChange flag is off.',
    answer: UserAnswer, errors: [401, 403],
  }, async (request, caller) => {
    return app.transaction((repos) => removeAvatar(repos, caller, { tenant: requestTenant(request) }));
  });

  routes.answer('GET', '/api/front/users/me/sign-in-methods', {
    summary: 'The signed-in user’s ways of signing in: a password the tenant takes, and their links to identity providers (ADR 0533)',
    description: 'Only the caller’s own; `may_unlink` says whether removing one link leaves another way in.',
    answer: SignInMethodsAnswer, errors: [401, 403],
  }, async (request, caller) => signInMethods(app.repos, requestTenant(request), caller));

  routes.answer('DELETE', '/api/front/users/me/sign-in-methods/:id', {
    summary: 'The signed-in user removes one of their links to an identity provider; answers the methods left',
    description: '404 for an id that names none of the caller’s links; 409 LAST_SIGN_IN_METHOD when it is their only way in (no password the tenant takes, no other link).',
    params: SignInLinkParams, answer: SignInMethodsAnswer, errors: [400, 401, 403, 404, 409],
  }, async (request, caller) => {
    const tenant = requestTenant(request);
    await app.transaction((repos) => unlinkSignIn(repos, tenant, caller, request.params.id));
    // After the transaction: the tenants' repository reads on the app's connection, never inside one (repositories.ts).
    return signInMethods(app.repos, tenant, caller);
  });

  app.get(
    '/api/avatars/:token',
    {
      config: { public: true },
      schema: { tags, summary: 'A user’s uploaded picture, by the address their User carries (128 random bits; a new picture, a new address)', params: AvatarParams, response: { ...errorResponses(404) } },
    },
    async (request, reply) => {
      const avatar = await app.repos.users.avatarByToken(request.params.token);
      if (!avatar) throw notFound();
      return reply
        .header('content-type', avatar.mime)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(avatar.bytes);
    },
  );
};
