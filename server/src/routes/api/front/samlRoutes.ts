// SAML 2.0 sign-in through each tenant's identity provider (ADR 0550; docs/operations.md "Tenants file"). Tiza is the
// service provider: the start route sends the browser to the provider with an AuthnRequest (HTTP-Redirect), the
// provider posts its Response to the tenant's consumer service (HTTP-POST), which sends the browser on to the SPA's
// `/saml/callback/{token}` (a one-time token exchanged like any login link) or to its translated error page. All are
// public browser navigations; the metadata route serves the provider's operator.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '@contract/errors';
import { T } from '@contract/schema';
import { TENANT_ID_PATTERN } from '@domain/tenancy/tenant';
import { ssoErrorPage, type SsoRedirect } from '../../../commands/auth/oidcSignIn';
import { completeSamlSignIn, startSamlSignIn } from '../../../commands/auth/samlSignIn';
import { ApiError, notFound } from '../../../errors/ApiError';
import { requestTenant } from '../../../plugins/app/tenancy';
import { SAML_PATH, SamlServiceProviders } from '../../../sso/samlServiceProvider';

export interface SamlRoutesOptions {
  rateLimit: { max: number; timeWindowMs: number };
}

const tags = ['auth'];
/** A posted Response with a few certificates and attributes is some tens of kilobytes; a megabyte would be an abuse. */
const MAX_RESPONSE_BYTES = 256 * 1024;

const StartQuery = T.Object({
  tenant: T.Optional(T.String({ maxLength: 32, description: 'The tenant (the browser does not send login_context on a navigation); else the Host’s' })),
  provider: T.String({ minLength: 1, maxLength: 32, description: 'An id of the tenant’s identityProviders of kind saml (GET /api/front/tenant)' }),
  next: T.Optional(T.String({ maxLength: 2000, description: 'Where to land after signing in: a path of this app, else /home (ADR 0531)' })),
});

const ProviderParams = T.Object({
  tenant: T.String({ maxLength: 32, pattern: TENANT_ID_PATTERN.source, description: 'The tenant whose provider this is' }),
  provider: T.String({ maxLength: 32, pattern: TENANT_ID_PATTERN.source, description: 'The provider’s id in the tenants file' }),
});

// Providers may post more (RelayState, SigAlg…): only the Response is read.
const AcsBody = T.Object(
  {
    SAMLResponse: T.Optional(T.String({ maxLength: MAX_RESPONSE_BYTES, description: 'The provider’s Response, base64' })),
    RelayState: T.Optional(T.String({ maxLength: 2000 })),
  },
  { additionalProperties: true },
);

const Redirect = T.Null({ description: 'Location: the provider, /saml/callback/{token}?tenant=…&next=… or /saml/callback/error?reason=…' });

function send(request: FastifyRequest, reply: FastifyReply, redirect: SsoRedirect, status: 302 | 303): FastifyReply {
  if (redirect.failure) request.log.warn({ reason: redirect.failure }, 'SAML sign-in refused');
  return reply.header('cache-control', 'no-store').redirect(redirect.to, status);
}

export const samlRoutes: FastifyPluginAsyncTypebox<SamlRoutesOptions> = async (app, options) => {
  const providers = new SamlServiceProviders(app.publicUrl);
  // Per address, like the password login: each start and each Response checked costs a signature's work.
  const rateLimit = { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs, hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => request.ip, errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => new ApiError(429, 'RATE_LIMITED', `Too many attempts, retry in ${context.after}`) };

  // The provider's HTML form posts url-encoded fields; this plugin alone reads them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: MAX_RESPONSE_BYTES * 2 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  app.get(
    `${SAML_PATH}/start`,
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        summary: 'Start signing in through the tenant’s SAML identity provider: 302 to its sign-on service with an AuthnRequest (HTTP-Redirect)',
        description: 'The request id and the safe next are kept server-side for ten minutes, for one Response. An unknown tenant or provider sends the browser to /saml/callback/error?reason=provider.',
        querystring: StartQuery,
        response: { 302: Redirect, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const named = request.query.tenant;
      const tenant = named === undefined ? requestTenant(request) : await app.repos.tenants.findById(named);
      if (!tenant) return send(request, reply, ssoErrorPage('provider', undefined, 'saml'), 302);
      return send(request, reply, await startSamlSignIn(app.repos, providers, { tenant, providerId: request.query.provider, next: request.query.next }), 302);
    },
  );

  app.post(
    `${SAML_PATH}/:tenant/:provider/acs`,
    {
      config: { public: true, rateLimit },
      bodyLimit: MAX_RESPONSE_BYTES * 2,
      schema: {
        tags,
        summary: 'The assertion consumer service of a tenant’s SAML provider (HTTP-POST): completes the sign-in and sends the browser to the SPA (303)',
        description:
          'Unsigned or altered assertion → reason=signature; another audience → audience; another recipient or destination → recipient; out of its validity window (± 2 minutes of clock skew) → expired; an assertion used before → replay; a request never sent, answered or expired → state; the provider’s refusal → idp; no account the tenant allows → unknown-user; anything else → provider.',
        params: ProviderParams,
        body: AcsBody,
        response: { 303: Redirect, ...errorResponses(413, 415, 429) },
      },
    },
    async (request, reply) =>
      send(request, reply, await completeSamlSignIn(app.repos, app.transaction, providers, { tenantId: request.params.tenant, providerId: request.params.provider, samlResponse: request.body.SAMLResponse, now: Date.now() }), 303),
  );

  app.get(
    `${SAML_PATH}/:tenant/:provider/metadata`,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'This service provider’s SAML metadata for a tenant’s provider: its entity id and consumer service, for the provider’s operator',
        params: ProviderParams,
        response: { 200: T.String({ description: 'application/samlmetadata+xml' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const provider = await app.repos.tenants.identityProvider(request.params.tenant, request.params.provider);
      if (provider?.kind !== 'saml') throw notFound();
      return reply.type('application/samlmetadata+xml').send(providers.metadata(request.params.tenant, provider));
    },
  );
};
