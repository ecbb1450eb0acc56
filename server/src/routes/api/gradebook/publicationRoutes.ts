// Publishing grades (docs/api-gradebook.md "Publishing", ADR 0234): one item or column, or a whole period — which
// publishes every unpublished item and column of the period in the same transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ItemParams, ItemPublicationAnswer, PeriodParams, PeriodPublicationAnswer, PublicationBody } from '@contract/gradebook';
import { publishItem } from '../../../commands/gradebook/publishItem';
import { publishPeriod } from '../../../commands/gradebook/publishPeriod';
import { requireChange } from '../../../policies/coursePolicy';
import { requireGradebook } from '../../../policies/gradebookPolicy';
import { routesOf } from '../../routeShapes';

const tags = ['gradebook'];

export const publicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = routesOf(app, tags);
  const repo = app.repos.gradebook;

  routes.answer('PUT', '/api/front/courses/:guid/gradebook/items/:itemGuid/publication', {
    summary: 'A teacher publishes (or withdraws) one item’s or column’s grades to its students',
    description: 'Publishing again keeps the first instant. Once published, the activity is view-only for students (ADR 0234).',
    params: ItemParams, body: PublicationBody, answer: ItemPublicationAnswer, errors: [401, 403, 404],
  }, async (request, caller) => {
    const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
    const command = { courseGuid: ctx.courseGuid, itemGuid: request.params.itemGuid, published: request.body.published, at: new Date() };
    return app.transaction((repos) => publishItem(repos, command));
  });

  routes.answer('PUT', '/api/front/courses/:guid/gradebook/periods/:period/publication', {
    summary: 'A teacher publishes (or hides again) a period’s final grades; publishing also publishes the period’s items and columns',
    description:
      'A period not of the scheme: 400 /period. `warnings` (never blocking) are the ones that stood before publishing. Unpublishing removes the period from published_periods only; its items stay published.',
    params: PeriodParams, body: PublicationBody, answer: PeriodPublicationAnswer, errors: [401, 403, 404],
  }, async (request, caller) => {
    const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
    const command = { gradebook: ctx, period: request.params.period, published: request.body.published, at: new Date() };
    return app.transaction((repos) => publishPeriod(repos, command));
  });
};
