import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { checkEmail, normaliseEmail } from '@domain/identity/email';
import { checkPassword } from '@domain/identity/password';
import { Roles, type Role } from '@domain/identity/roles';
import { isLanguage, type TenantConfig } from '@domain/tenancy/tenant';
import { ApiError, badRequest, notFound, unauthorized } from '../../../errors/ApiError';
import { errorResponses } from '@contract/errors';
import { requestTenant } from '../../../plugins/app/tenancy';
import { requireCaller } from '../../../plugins/app/auth';
import { roleOf, type UserRow } from '../../../repositories/UserRepository';
import { resetPasswordMail } from '../../../mail/mailTexts';
import { userAbilities } from '../../../policies/userAbilities';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;
/** The roles a school admin (R03) may create login links for. */
const SCHOOL_ADMIN_LINKABLE: readonly Role[] = [Roles.student, Roles.teacher];

export interface AuthRoutesOptions {
  rateLimit: { max: number; timeWindowMs: number };
}

const SessionAnswerRef = Type.Ref('SessionAnswer');

/** Per client address and email: a guesser cannot lock out everyone, nor try many passwords for one user. */
function loginKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? normaliseEmail(body.email) : '';
  return `${request.ip}|${email}`;
}

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  const rateLimit = {
    max: options.rateLimit.max,
    timeWindow: options.rateLimit.timeWindowMs,
    hook: 'preHandler' as const,
    keyGenerator: loginKey,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      new ApiError(429, 'RATE_LIMITED', `Too many attempts, retry in ${context.after}`),
  };

  async function openSession(tenant: TenantConfig, user: UserRow) {
    const role = roleOf(user);
    const { token } = await app.auth.issue({ guid: user.guid, tenantId: tenant.id, role });
    const dto = await app.repos.users.loadDto(tenant.id, user.guid);
    if (!dto) throw new ApiError(500, 'INTERNAL', 'user vanished');
    return { token, user: { ...dto, abilities: userAbilities(role, tenant.flags) } };
  }

  app.post(
    '/api/front/auth/login',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Password login',
        body: Type.Object({ email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: 1024 }) }),
        response: { 200: SessionAnswerRef, ...errorResponses(401, 429) },
      },
    },
    async (request) => {
      const tenant = requestTenant(request);
      const email = checkEmail(request.body.email);
      if (!email.ok) throw badRequest('INVALID_EMAIL');
      const user = await app.repos.users.findByEmail(tenant.id, email.val);
      if (!user) {
        await app.auth.verifyPassword(null, request.body.password);
        throw unauthorized('USER_NOT_FOUND');
      }
      if (!user.synchronised) throw unauthorized('USER_NOT_SYNCHRONISED');
      if (!(await app.auth.verifyPassword(user.passwordHash, request.body.password))) throw unauthorized('PASSWORD_INCORRECT');
      return openSession(tenant, user);
    },
  );

  app.post(
    '/api/front/auth/logout',
    {
      schema: { tags: ['auth'], summary: 'Revoke the session of this token', response: { 204: Type.Null(), ...errorResponses(401, 403) } },
    },
    async (request, reply) => {
      await app.repos.sessions.revoke(requireCaller(request).sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/front/auth/recover-password',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Mail a reset link valid 1 hour (answers 202 whether or not the user exists)',
        body: Type.Object({ email: Type.String({ maxLength: 254 }) }),
        response: { 202: Type.Null(), ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const tenant = requestTenant(request);
      const email = checkEmail(request.body.email);
      if (!email.ok) throw badRequest('INVALID_EMAIL');
      const user = await app.repos.users.findByEmail(tenant.id, email.val);
      if (user?.synchronised) {
        const { token } = await app.repos.passwordResets.issue(user.guid, RESET_TTL_MS);
        const link = `${app.publicUrl}/reset-password?token=${encodeURIComponent(token)}&tenant=${encodeURIComponent(tenant.id)}`;
        const language = isLanguage(user.language) ? user.language : tenant.defaultLanguage;
        await app.mailer.send({ to: user.email, ...resetPasswordMail(language, link), link });
      }
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/api/front/auth/reset-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; revokes the user’s sessions',
        body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }), password: Type.String({ maxLength: 1024 }) }),
        response: { 204: Type.Null(), ...errorResponses() },
      },
    },
    async (request, reply) => {
      const tenant = requestTenant(request);
      const owner = await app.repos.passwordResets.peek(request.body.token, tenant.id);
      if (!owner) throw badRequest('RESET_TOKEN_INVALID');
      const password = checkPassword(request.body.password, tenant.passwordMinLength);
      if (!password.ok) throw badRequest('PASSWORD_TOO_SHORT', [{ path: '/password', message: `at least ${tenant.passwordMinLength} characters` }]);
      const hash = await app.auth.hashPassword(password.val);
      // Consume first: of two concurrent resets with the same link only one gets here with an owner.
      const consumed = await app.repos.passwordResets.consume(request.body.token, tenant.id);
      if (consumed !== owner) throw badRequest('RESET_TOKEN_INVALID');
      await app.repos.users.setPasswordHash(owner, hash);
      await app.repos.sessions.revokeAllOf(owner);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/front/auth/login/:token',
    {
      config: { public: true, rateLimit: { ...rateLimit, keyGenerator: (request: FastifyRequest) => request.ip } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a one-time SSO login link for a session',
        params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: SessionAnswerRef, ...errorResponses(401, 429) },
      },
    },
    async (request) => {
      const tenant = requestTenant(request);
      const owner = await app.repos.loginLinks.consume(request.params.token, tenant.id);
      const user = owner === undefined ? undefined : await app.repos.users.findByGuid(tenant.id, owner);
      if (!user) throw unauthorized('LOGIN_LINK_INVALID');
      if (!user.synchronised) throw unauthorized('USER_NOT_SYNCHRONISED');
      return openSession(tenant, user);
    },
  );

  app.post(
    '/api/front/auth/login-links',
    {
      config: { roles: [Roles.schoolAdmin, Roles.helpdesk] },
      schema: {
        tags: ['auth'],
        summary: 'Create a one-time login link: school admins for users of their school, helpdesk for any user of the tenant',
        body: Type.Object({ user_guid: Type.String({ format: 'uuid' }) }),
        response: {
          201: Type.Object({ token: Type.String(), url: Type.String(), expires_at: Type.String({ format: 'date-time' }) }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const tenant = requestTenant(request);
      const caller = requireCaller(request);
      const target = await app.repos.users.findByGuid(tenant.id, request.body.user_guid);
      if (!target) throw notFound();
      // A school admin may act as the students and teachers of their school, never as another admin, an editor or
      // helpdesk (that would lift them to a wider scope); those answer like a user outside their school.
      if (caller.role === Roles.schoolAdmin) {
        if (!SCHOOL_ADMIN_LINKABLE.includes(roleOf(target))) throw notFound();
        if (!(await app.repos.users.shareSchool(caller.guid, target.guid))) throw notFound();
      }
      const { token, expiresAt } = await app.repos.loginLinks.issue(target.guid, LOGIN_LINK_TTL_MS, caller.guid);
      return reply.code(201).send({ token, url: loginLinkUrl(app.publicUrl, tenant.id, token), expires_at: expiresAt.toISOString() });
    },
  );
};

export function loginLinkUrl(publicUrl: string, tenantId: string, token: string): string {
  return `${publicUrl}/auth/login/${encodeURIComponent(token)}?tenant=${encodeURIComponent(tenantId)}`;
}
