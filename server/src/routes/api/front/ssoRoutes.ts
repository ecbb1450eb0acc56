// Single sign-on through each tenant's OIDC provider (ADR 0534; docs/operations.md "Tenants file"). Both routes are
// browser navigations, public, and answer 302: to the provider, to the SPA's `/oidc/callback/{token}` (which
// exchanges the one-time token for a session like any login link) or to its translated error page.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '@contract/errors';
import { T } from '@contract/schema';
import { completeOidcSignIn, ssoErrorPage, startOidcSignIn, type SsoRedirect } from '../../../commands/auth/oidcSignIn';
import { ApiError } from '../../../errors/ApiError';
import { requestTenant } from '../../../plugins/app/tenancy';
import { OidcClients } from '../../../sso/oidcClient';

export interface SsoRoutesOptions {
  rateLimit: { max: number; timeWindowMs: number };
  /** Where the client secrets named in the tenants file are read. */
  env: NodeJS.ProcessEnv;
}

const tags = ['auth'];

const StartQuery = T.Object({
  tenant: T.Optional(T.String({ maxLength: 32, description: 'The tenant (the browser does not send login_context on a navigation); else the Host’s' })),
  provider: T.String({ minLength: 1, maxLength: 32, description: 'An id of the tenant’s identityProviders (GET /api/front/tenant)' }),
  next: T.Optional(T.String({ maxLength: 2000, description: 'Where to land after signing in: a path of this app, else /home (ADR 0531)' })),
});

// Providers add their own parameters (iss, session_state…): only these are read, the rest are passed to the check.
const CallbackQuery = T.Object(
  {
    state: T.Optional(T.String({ maxLength: 500 })),
    code: T.Optional(T.String({ maxLength: 4000 })),
    error: T.Optional(T.String({ maxLength: 500 })),
  },
  { additionalProperties: true },
);

const Redirect = T.Null({ description: 'Location: the provider, /oidc/callback/{token}?tenant=…&next=… or /oidc/callback/error?reason=…' });

function send(request: FastifyRequest, reply: FastifyReply, redirect: SsoRedirect): FastifyReply {
  if (redirect.failure) request.log.warn({ reason: redirect.failure }, 'single sign-on refused');
  return reply.header('cache-control', 'no-store').redirect(redirect.to, 302);
}

export const ssoRoutes: FastifyPluginAsyncTypebox<SsoRoutesOptions> = async (app, options) => {
  const clients = new OidcClients(app.publicUrl, options.env);

  app.get(
    '/api/front/auth/oidc/start',
    {
      config: {
        public: true,
        rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs, hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => request.ip, errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => new ApiError(429, 'RATE_LIMITED', `Too many attempts, retry in ${context.after}`) },
      },
      schema: {
        tags,
        summary: 'Start signing in through the tenant’s OIDC provider: 302 to its authorization endpoint (code + PKCE, state, nonce)',
        description: 'An unknown tenant or provider, or a provider that cannot be reached, sends the browser to /oidc/callback/error?reason=provider.',
        querystring: StartQuery,
        response: { 302: Redirect, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const named = request.query.tenant;
      const tenant = named === undefined ? requestTenant(request) : await app.repos.tenants.findById(named);
      if (!tenant) return send(request, reply, ssoErrorPage('provider', undefined));
      return send(request, reply, await startOidcSignIn(app.repos, clients, { tenant, providerId: request.query.provider, next: request.query.next }));
    },
  );

  app.get(
    '/api/front/auth/oidc/callback',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The redirect URI registered at every OIDC provider: completes the sign-in and sends the browser to the SPA',
        description: 'state unknown, used or expired → reason=state; nonce → nonce; the provider’s error → idp; no account the tenant allows → unknown-user; anything else of the provider → provider.',
        querystring: CallbackQuery,
        response: { 302: Redirect, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      return send(request, reply, await completeOidcSignIn(app.repos, app.transaction, clients, { state: request.query.state, query }));
    },
  );
};
