// Sign-up, licence codes, guardians' consent and the library (docs/api-accounts.md). The public ones are rate-limited
// per client address: codes and consent links must not be guessable by trying.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AddLicenceAnswer,
  AddLicenceBody,
  ClassroomCheckAnswer,
  ClassroomCheckBody,
  ConsentBody,
  ConsentParams,
  ConsentQuery,
  ConsentRequestAnswer,
  LibraryAnswer,
  LicenceCheckAnswer,
  LicenceCheckBody,
  SignupAnswer,
  SignupBody,
  SignupOptionsAnswer,
} from '@contract/accounts';
import { errorResponses } from '@contract/errors';
import { T } from '@contract/schema';
import { consentAgeOrDefault } from '@domain/accounts/signup';
import { addLicence } from '../../../commands/accounts/addLicence';
import { checkClassroom } from '../../../commands/accounts/checkClassroom';
import { checkLicence } from '../../../commands/accounts/checkLicence';
import { giveConsent } from '../../../commands/accounts/giveConsent';
import { dayOf } from '../../../commands/accounts/licenceErrors';
import { signup } from '../../../commands/accounts/signup';
import { ApiError } from '../../../errors/ApiError';
import { requireCaller } from '../../../plugins/app/auth';
import { requestTenant } from '../../../plugins/app/tenancy';
import { LICENCE_HOLDER_ROLES, licenceProfileOf, requireLibrary } from '../../../policies/accountPolicy';
import { consentRequest, library } from '../../../queries/accounts/library';
import { routesOf } from '../../routeShapes';

export interface AccountRoutesOptions {
  rateLimit: { max: number; timeWindowMs: number };
}

const tags = ['accounts'];

export const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesOptions> = async (app, options) => {
  const routes = routesOf(app, tags);
  const limited = (keyGenerator: (request: FastifyRequest) => string, factor = 1) => ({
    max: options.rateLimit.max * factor,
    timeWindow: options.rateLimit.timeWindowMs,
    hook: 'preHandler' as const,
    keyGenerator,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => new ApiError(429, 'RATE_LIMITED', `Too many attempts, retry in ${context.after}`),
  });
  // Sign-up per address and email (like login); code checks per address, a few per person typing; consent per link.
  const signupLimit = limited((request) => {
    const body = request.body as { email?: unknown } | undefined;
    return `${request.ip}|${typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''}`;
  });
  const codeLimit = limited((request) => request.ip, 6);
  const consentLimit = limited((request) => `${request.ip}|${(request.params as { token?: string }).token ?? ''}`);

  app.get(
    '/api/front/auth/signup',
    {
      config: { public: true },
      schema: { tags, summary: 'What the sign-up form needs: whether it is open, the age of digital consent, the password minimum', response: { 200: SignupOptionsAnswer } },
    },
    async (request) => {
      const tenant = requestTenant(request);
      return {
        open: tenant.loginMethods.includes('password'),
        digital_consent_age: consentAgeOrDefault(await app.repos.accounts.consentAge(tenant.id)),
        password_min_length: tenant.passwordMinLength,
        today: dayOf(new Date()),
      };
    },
  );

  app.post(
    '/api/front/auth/signup',
    {
      config: { public: true, rateLimit: signupLimit },
      schema: {
        tags,
        summary: 'Open an account with licence codes; a child below the age of digital consent waits for a guardian',
        description:
          '201 active (with a session) or pending-consent. 400 VALIDATION_FAILED (details[].message is the domain rule: name.required, birth-date.too-young, guardian.required…), INVALID_EMAIL, PASSWORD_TOO_SHORT, LICENCE_INVALID | LICENCE_ALREADY_ADDED | LICENCE_OTHER_PROFILE | LICENCE_NO_SEATS | LICENCE_EXPIRED (path /licence_codes/<i>), CLASSROOM_INVALID | CLASSROOM_ALREADY_ADDED | CLASSROOM_TOO_MANY (path /join_codes/<i>); 403 SIGNUP_CLOSED; 404 CODE_NOT_FOUND (path /join_codes/<i>: no course has it); 409 USER_ALREADY_EXISTS; 429.',
        body: SignupBody,
        response: { 201: SignupAnswer, ...errorResponses(403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const answer = await signup(app.repos, { auth: app.auth, transaction: app.transaction, mailer: app.mailer }, { tenant: requestTenant(request), body: request.body, at: new Date(), publicUrl: app.publicUrl });
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/api/front/auth/licence-check',
    {
      config: { public: true, rateLimit: codeLimit },
      schema: {
        tags,
        summary: 'Whether a licence code could be added in a sign-up of this profile, and the title it grants (nothing is redeemed)',
        body: LicenceCheckBody,
        response: { 200: LicenceCheckAnswer, ...errorResponses(429) },
      },
    },
    async (request) => checkLicence(app.repos, { tenant: requestTenant(request), body: request.body, at: new Date() }),
  );

  app.post(
    '/api/front/auth/classroom-check',
    {
      config: { public: true, rateLimit: codeLimit },
      schema: {
        tags,
        summary: 'Whether a course code could be added in a sign-up, and the course it opens (nobody joins anything yet)',
        description: '200 { code, course_name, school_name }; 400 CLASSROOM_INVALID | CLASSROOM_ALREADY_ADDED | CLASSROOM_TOO_MANY (path /code); 404 CODE_NOT_FOUND; 429.',
        body: ClassroomCheckBody,
        response: { 200: ClassroomCheckAnswer, ...errorResponses(404, 429) },
      },
    },
    async (request) => checkClassroom(app.repos, { tenant: requestTenant(request), body: request.body }),
  );

  app.get(
    '/api/front/auth/consent/:token',
    {
      config: { public: true, rateLimit: consentLimit },
      schema: {
        tags,
        summary: 'What a guardian’s consent link is for, and the statement they accept',
        params: ConsentParams,
        querystring: ConsentQuery,
        response: { 200: ConsentRequestAnswer, ...errorResponses(404, 429) },
      },
    },
    async (request) => {
      const tenant = requestTenant(request);
      return consentRequest(app.repos, { tenant, token: request.params.token, language: request.query.language ?? tenant.defaultLanguage });
    },
  );

  app.post(
    '/api/front/auth/consent/:token',
    {
      config: { public: true, rateLimit: consentLimit },
      schema: {
        tags,
        summary: 'A guardian consents: recorded (who, when, the statement shown) and the child’s account opens',
        description: '400 CONSENT_LINK_INVALID (unknown, used or expired link), 400 VALIDATION_FAILED (no name).',
        params: ConsentParams,
        body: ConsentBody,
        response: { 204: T.Null(), ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      await giveConsent(app.repos, app.transaction, { tenant: requestTenant(request), token: request.params.token, body: request.body });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/front/library',
    { schema: { tags, summary: 'The titles the caller’s licences grant', description: '404 where the tenant hides the library.', response: { 200: LibraryAnswer, ...errorResponses(401, 404) } } },
    async (request) => {
      const caller = requireCaller(request);
      requireLibrary(requestTenant(request).flags);
      return library(app.repos, caller, dayOf(new Date()));
    },
  );

  routes.created('POST', '/api/front/licences', {
    config: { roles: LICENCE_HOLDER_ROLES },
    summary: 'Add a licence code to the caller’s account (students and teachers)',
    description: '400 LICENCE_INVALID | LICENCE_ALREADY_ADDED | LICENCE_OTHER_PROFILE | LICENCE_NO_SEATS | LICENCE_EXPIRED.',
    body: AddLicenceBody, created: AddLicenceAnswer, errors: [401, 403],
  }, async (request, caller) => {
    return app.transaction((repos) => addLicence(repos, caller, { profile: licenceProfileOf(caller), body: request.body, at: new Date() }));
  });

};
