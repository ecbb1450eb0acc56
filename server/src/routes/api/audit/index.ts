import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@contract/errors';
import { T } from '@contract/schema';
import { AuditedActBody, AuditPageSchema, AuditQuery, UserGuidParams } from '@contract/audit';
import { sendPasswordReset } from '../../../commands/audit/sendPasswordReset';
import { requireCaller } from '../../../plugins/app/auth';
import { requestTenant } from '../../../plugins/app/tenancy';
import { AUDIT_READER_ROLES } from '../../../policies/auditPolicy';
import { LOGIN_LINK_ISSUER_ROLES, requireLoginLinkTarget } from '../../../policies/userPolicy';
import { auditPage } from '../../../queries/audit/auditAnswers';
import { routesOf } from '../../routeShapes';

/** The audit log and the audited acts on someone's account (docs/api-admin.md, ADR 0610). */
export const auditApi: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, ['audit']);

  routes.answer('GET', '/api/front/audit', {
    config: { roles: AUDIT_READER_ROLES },
    summary: 'The audit log the caller may read, newest first: helpdesk the tenant’s, a school admin their schools’',
    description: 'Who did what to whom, where, why and when. `before` pages on (the answer’s `next_before`). A `school_guid` the caller may not read answers 404.',
    querystring: AuditQuery, answer: AuditPageSchema, errors: [401, 403, 404],
  }, async (request, caller) => auditPage(app.repos, caller, request.query));

  // Not `routes.command`: the mail goes after the link and its audit entry are committed.
  app.post(
    '/api/front/users/:guid/password-reset',
    {
      config: { roles: LOGIN_LINK_ISSUER_ROLES },
      schema: {
        tags: ['audit'],
        summary: 'Mail someone a password reset link (1 hour), audited: school admins for their schools’ students and teachers, helpdesk for anyone of the tenant',
        description: 'The same reach as a login link (ADR 0007): anyone else answers 404. Helpdesk gives a `reason` (400 VALIDATION_FAILED at /reason, `reason.required`, otherwise).',
        params: UserGuidParams,
        body: AuditedActBody,
        response: { 204: T.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const target = await requireLoginLinkTarget(app.repos.users, caller, request.params.guid.toLowerCase());
      await sendPasswordReset({ transaction: app.transaction, mailer: app.mailer }, caller, { tenant: requestTenant(request), target, reason: request.body.reason, publicUrl: app.publicUrl });
      return reply.code(204).send(null);
    },
  );
};
