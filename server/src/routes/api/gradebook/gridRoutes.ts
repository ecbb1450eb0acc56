// The grid, its books and manual scores (docs/api-gradebook.md, ADRs 0231, 0232).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { enterScore } from '../../../commands/gradebook/enterScore';
import { CourseParams, GradebookBooksSchema, GradebookQuery, GradebookSchema, ScoreAnswer, ScoreBody } from '@contract/gradebook';
import { requireGradebook } from '../../../policies/gradebookPolicy';
import { requireChange } from '../../../policies/coursePolicy';
import { booksDto, gradebookDto, schemeOf } from '../../../queries/gradebook/gradebookGrid';
import { routesOf } from '../../routeShapes';

const tags = ['gradebook'];

export const gridRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, tags);
  const repo = app.repos.gradebook;

  routes.answer('GET', '/api/front/courses/:guid/gradebook', {
    summary: 'The gradebook grid: students × gradable items and manual columns with each score and the final grade per period',
    description: 'Teachers and school admins: every student; students: their own row, published scores only (others null), published columns only. `customized_by`, `job`, `attempt`: docs/api-gradebook.md. Two statements.',
    params: CourseParams, querystring: GradebookQuery, answer: GradebookSchema, errors: [401, 404],
  }, async (request, caller) => {
    const { ctx, relation } = await requireGradebook(repo, caller, request.params.guid);
    const rows = await repo.grid(ctx.courseGuid, {
      student: relation === 'student' ? caller.guid : undefined,
      itemGuid: request.query.job?.toLowerCase(),
      customizedBy: request.query.customized_by?.toLowerCase(),
      attempt: request.query.attempt ?? 'last',
    });
    return gradebookDto(ctx, relation, rows, new Date());
  });

  routes.answer('GET', '/api/front/courses/:guid/gradebook-books', {
    summary: 'The gradebook books: one per period of the course’s scheme (annual last), then the items without a period',
    description: 'Members and school admins of the course; students see the items visible to them. Two statements.',
    params: CourseParams, answer: GradebookBooksSchema, errors: [401, 404],
  }, async (request, caller) => {
    const { ctx, relation } = await requireGradebook(repo, caller, request.params.guid);
    const rows = await repo.grid(ctx.courseGuid, { student: relation === 'student' ? caller.guid : undefined, attempt: 'last' });
    return { course_guid: ctx.courseGuid, period_scheme: schemeOf(ctx), books: booksDto(ctx, rows) };
  });

  routes.answer('PUT', '/api/front/courses/:guid/gradebook/scores', {
    summary: 'A teacher sets (or clears, score null) a student’s manual score for an item or column, or excuses them; audited',
    description:
      'At least one of `score`, `excused` (else 400, path /body). 400 VALIDATION_FAILED (path /score, the domain’s score code), 409 SCORE_CHANGED when expected_previous is stale; the same value again changes nothing (changed: false). Teachers of the course only (school admins 403).',
    params: CourseParams, body: ScoreBody, answer: ScoreAnswer, errors: [401, 403, 404, 409],
  }, async (request, caller) => {
    const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
    const command = { tenantId: ctx.tenantId, courseGuid: ctx.courseGuid, write: request.body, at: new Date() };
    return app.transaction((repos) => enterScore(repos, caller, command));
  });
};
