// Signing in and out (docs/api.md "Auth"): password login, recovery and reset, one-time login links. Login, recovery
// and link exchange are rate-limited per client address (and email).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '@contract/errors';
import { T } from '@contract/schema';
import {
  LoginBody,
  LoginLinkAnswer,
  LoginLinkBody,
  LoginLinkParams,
  RecoverPasswordBody,
  ResetPasswordBody,
  SessionAnswerRef,
  type SessionAnswerDto,
} from '@contract/users';
import { normaliseEmail } from '@domain/identity/email';
import { exchangeLoginLink } from '../../../commands/auth/exchangeLoginLink';
import { issueLoginLink } from '../../../commands/auth/issueLoginLink';
import { login } from '../../../commands/auth/login';
import { logout } from '../../../commands/auth/logout';
import { recoverPassword } from '../../../commands/auth/recoverPassword';
import { resetPassword } from '../../../commands/auth/resetPassword';
import { ApiError } from '../../../errors/ApiError';
import { requireCaller } from '../../../plugins/app/auth';
import { requestTenant } from '../../../plugins/app/tenancy';
import { LOGIN_LINK_ISSUER_ROLES, requireLoginLinkTarget } from '../../../policies/userPolicy';
import { routesOf } from '../../routeShapes';

export interface AuthRoutesOptions {
  rateLimit: { max: number; timeWindowMs: number };
}

/** Per client address and email: a guesser cannot lock out everyone, nor try many passwords for one user. */
function loginKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? normaliseEmail(body.email) : '';
  return `${request.ip}|${email}`;
}

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  const routes = routesOf(app, tags);
  const rateLimit = {
    max: options.rateLimit.max,
    timeWindow: options.rateLimit.timeWindowMs,
    hook: 'preHandler' as const,
    keyGenerator: loginKey,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      new ApiError(429, 'RATE_LIMITED', `Too many attempts, retry in ${context.after}`),
  };

  app.post(
    '/api/front/auth/login',
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        summary: 'Password login',
        description: '400 INVALID_EMAIL; 401 USER_NOT_FOUND | USER_NOT_SYNCHRONISED | PASSWORD_INCORRECT; 429 RATE_LIMITED per address and email.',
        body: LoginBody,
        response: { 200: SessionAnswerRef, ...errorResponses(401, 429) },
      },
    },
    async (request): Promise<SessionAnswerDto> => login(app.repos, app.auth, { tenant: requestTenant(request), body: request.body }),
  );

  app.post(
    '/api/front/auth/logout',
    { schema: { tags, summary: 'Revoke the session of this token', response: { 204: T.Null(), ...errorResponses(401, 403) } } },
    async (request, reply) => {
      await logout(app.repos, requireCaller(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/front/auth/recover-password',
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        summary: 'Mail a reset link valid 1 hour (answers 202 whether or not the user exists)',
        body: RecoverPasswordBody,
        response: { 202: T.Null(), ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      await recoverPassword(app.repos, app.mailer, { tenant: requestTenant(request), body: request.body, publicUrl: app.publicUrl });
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/api/front/auth/reset-password',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Set a new password with a reset link; revokes the user’s sessions',
        description: '400 RESET_TOKEN_INVALID (unknown, used or expired link), 400 PASSWORD_TOO_SHORT (path /password).',
        body: ResetPasswordBody,
        response: { 204: T.Null(), ...errorResponses() },
      },
    },
    async (request, reply) => {
      await resetPassword(app.repos, { auth: app.auth, transaction: app.transaction }, { tenant: requestTenant(request), body: request.body });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/front/auth/login/:token',
    {
      config: { public: true, rateLimit: { ...rateLimit, keyGenerator: (request: FastifyRequest) => request.ip } },
      schema: {
        tags,
        summary: 'Exchange a one-time SSO login link for a session',
        params: LoginLinkParams,
        response: { 200: SessionAnswerRef, ...errorResponses(401, 429) },
      },
    },
    async (request): Promise<SessionAnswerDto> => exchangeLoginLink(app.repos, app.auth, { tenant: requestTenant(request), token: request.params.token }),
  );

  routes.created('POST', '/api/front/auth/login-links', {
    config: { roles: LOGIN_LINK_ISSUER_ROLES },
    summary: 'Create a one-time login link: school admins for users of their school, helpdesk for any user of the tenant',
    description: 'A school admin may open a session as the students and teachers of their schools only; anyone else answers 404 like a user who does not exist. With `next`, the link lands on that page of the app (ADR 0559).',
    body: LoginLinkBody, created: LoginLinkAnswer, errors: [400, 401, 403, 404],
  }, async (request, caller) => {
    const target = await requireLoginLinkTarget(app.repos.users, caller, request.body.user_guid);
    return issueLoginLink(app.repos, caller, { target, publicUrl: app.publicUrl, ...(request.body.next === undefined ? {} : { next: request.body.next }) });
  });
};
