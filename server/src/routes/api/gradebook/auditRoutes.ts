// The gradebook's audit trail (docs/api-gradebook.md "Audit trail", ADRs 0137, 0232): who changed which manual score
// or excuse, when. Teachers and school admins of the course read it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditAnswer, AuditQuery, CourseParams } from '@contract/gradebook';
import { requireStaff } from '../../../policies/coursePolicy';
import { requireGradebook } from '../../../policies/gradebookPolicy';
import { auditTrail } from '../../../queries/gradebook/auditTrail';
import { routesOf } from '../../routeShapes';

const tags = ['gradebook'];

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, tags);
  routes.answer('GET', '/api/front/courses/:guid/gradebook/audit', {
    summary: 'The gradebook’s audit trail: manual scores entered or cleared, excuses given or taken back, newest first',
    description: 'Teachers and school admins of the course (students 403). `item`: a lesson item or column guid; `student`; `limit` 1–500 (default 100). One statement after the access check.',
    params: CourseParams, querystring: AuditQuery, answer: AuditAnswer, errors: [401, 403, 404],
  }, async (request, caller) => {
    const { ctx } = requireStaff(await requireGradebook(app.repos.gradebook, caller, request.params.guid));
    return auditTrail(app.repos, ctx, request.query);
  });
};
