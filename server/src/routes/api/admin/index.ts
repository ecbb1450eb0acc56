import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SchoolDeskQuery, SchoolDeskSchema } from '@contract/schoolDesk';
import { SCHOOL_DESK_ROLES } from '../../../policies/schoolDeskPolicy';
import { schoolDesk } from '../../../queries/admin/schoolDeskAnswers';
import { routesOf } from '../../routeShapes';

/** The school admin's desk (docs/api-admin.md, ADR 0611). */
export const adminApi: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, ['admin']);

  routes.answer('GET', '/api/front/admin/school', {
    config: { roles: SCHOOL_DESK_ROLES },
    summary: 'A school admin’s school: its courses (teachers, students, activity), teachers and students, and recent troubled syncs',
    description: 'One of the caller’s schools (`school_guid`; else their first). Another school answers 404.',
    querystring: SchoolDeskQuery, answer: SchoolDeskSchema, errors: [401, 403, 404],
  }, async (request, caller) => schoolDesk(app.repos, caller, request.query.school_guid));
};
