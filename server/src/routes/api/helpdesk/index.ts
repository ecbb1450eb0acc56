import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HelpdeskAccountAnswer, HelpdeskSearchAnswer, HelpdeskSearchQuery, HelpdeskUserParams } from '@contract/helpdesk';
import { dayOf } from '../../../commands/accounts/licenceErrors';
import { HELPDESK_ROLES, requireHelpdeskAccount } from '../../../policies/helpdeskPolicy';
import { helpdeskAccountAnswer, helpdeskSearch } from '../../../queries/helpdesk/helpdeskAnswers';
import { routesOf } from '../../routeShapes';

/** The helpdesk's desk (docs/api.md "Helpdesk", ADRs 0620–0622): helpdesk (R05) only, their own tenant only. */
export const helpdeskApi: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, ['helpdesk']);

  routes.answer('GET', '/api/front/helpdesk/users', {
    config: { roles: HELPDESK_ROLES },
    summary: 'Find users of the tenant by id, the start of an e-mail, or the start of a first name and/or surname (20 a page)',
    description: 'Case and accents aside; by surname and first name. Helpdesk only (403 for anyone else).',
    querystring: HelpdeskSearchQuery, answer: HelpdeskSearchAnswer, errors: [401, 403],
  }, async (request, caller) => helpdeskSearch(app.repos, caller, request.query.q ?? '', request.query.page ?? 1));

  routes.answer('GET', '/api/front/helpdesk/users/:guid', {
    config: { roles: HELPDESK_ROLES },
    summary: 'A user’s account for the helpdesk: role, schools, courses, sign-in methods, last sign-in, sync state, licences and the errors they met',
    description: 'Never their grades, answers or content. 404 for a user of another tenant, like one who does not exist.',
    params: HelpdeskUserParams, answer: HelpdeskAccountAnswer, errors: [401, 403, 404],
  }, async (request, caller) => helpdeskAccountAnswer(await requireHelpdeskAccount(app.repos.helpdesk, caller, request.params.guid), dayOf(new Date())));
};
