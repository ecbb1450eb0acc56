// Publishing grades (docs/api-gradebook.md "Publishing", ADR 0234): one item or column, or a whole period — which
// publishes every unpublished item and column of the period in the same transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { periodOfScheme } from '@domain/gradebook/gradebookSetup';
import { itemsPublishedWithPeriod } from '@domain/gradebook/publishing';
import { periodPublishWarningsFor } from '@domain/grading/publishWarnings';
import { badRequest, notFound } from '../../../errors/ApiError';
import { requireCaller } from '../../../plugins/app/auth';
import { GradebookRepository } from '../../../repositories/GradebookRepository';
import { GradebookSetupRepository } from '../../../repositories/GradebookSetupRepository';
import { errorResponses } from '@contract/errors';
import { ItemParams, ItemPublicationAnswer, PeriodParams, PeriodPublicationAnswer, PublicationBody, type PeriodPublicationAnswerDto } from '@contract/gradebook';
import { requireGradebook } from '../../../policies/gradebookPolicy';
import { requireChange } from '../../../policies/coursePolicy';
import { periodActivities, publishedPeriodsOf, schemeFrom, schemeOf } from '../../../queries/gradebook/gradebookGrid';

const tags = ['gradebook'];

export const publicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.gradebook;

  app.put(
    '/api/front/courses/:guid/gradebook/items/:itemGuid/publication',
    {
      schema: {
        tags,
        summary: 'A teacher publishes (or withdraws) one item’s or column’s grades to its students',
        description: 'Publishing again keeps the first instant. Once published, the activity is view-only for students (ADR 0234).',
        params: ItemParams,
        body: PublicationBody,
        response: { 200: ItemPublicationAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
      const itemGuid = request.params.itemGuid.toLowerCase();
      const result = await new GradebookSetupRepository(app.db).publishOne(ctx.courseGuid, itemGuid, request.body.published, new Date());
      if (!result) throw notFound();
      return { item_guid: itemGuid, published: result.publishedAt !== null, grades_published_at: result.publishedAt?.toISOString() ?? null };
    },
  );

  app.put(
    '/api/front/courses/:guid/gradebook/periods/:period/publication',
    {
      schema: {
        tags,
        summary: 'A teacher publishes (or hides again) a period’s final grades; publishing also publishes the period’s items and columns',
        description:
          'A period not of the scheme: 400 /period. `warnings` (never blocking) are the ones that stood before publishing. Unpublishing removes the period from published_periods only; its items stay published.',
        params: PeriodParams,
        body: PublicationBody,
        response: { 200: PeriodPublicationAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request): Promise<PeriodPublicationAnswerDto> => {
      const caller = requireCaller(request);
      const { ctx } = requireChange(await requireGradebook(repo, caller, request.params.guid));
      const asked = periodOfScheme(request.params.period, schemeOf(ctx));
      if (asked.err) throw badRequest('VALIDATION_FAILED', [{ path: '/period', message: asked.val.code }]);
      const publish = request.body.published;
      const now = new Date();
      return app.db.transaction(async (tx) => {
        const setup = new GradebookSetupRepository(tx);
        const settings = await setup.lockSettings(ctx.courseGuid);
        const scheme = schemeFrom(settings.periodScheme);
        // The scheme may have changed since the access read; the locked row decides.
        const period = periodOfScheme(asked.val, scheme);
        if (period.err) throw badRequest('VALIDATION_FAILED', [{ path: '/period', message: period.val.code }]);
        const stored = settings.publishedPeriods;
        if (!publish) {
          const next = stored.filter((p) => p !== period.val);
          if (next.length !== stored.length) await setup.setPublishedPeriods(ctx.courseGuid, next);
          return { period: period.val, published: false, published_periods: publishedPeriodsOf(next), items_published: 0, warnings: [] };
        }
        const activities = periodActivities(await new GradebookRepository(tx).grid(ctx.courseGuid, { attempt: 'last' }), scheme);
        const warnings = periodPublishWarningsFor(period.val, scheme, publishedPeriodsOf(stored), activities);
        const own = itemsPublishedWithPeriod(period.val, scheme, activities);
        const itemsPublished = await setup.publishMany(
          ctx.courseGuid,
          { items: own.filter((o) => o.item.kind === 'item').map((o) => o.item.guid), columns: own.filter((o) => o.item.kind === 'column').map((o) => o.item.guid) },
          now,
        );
        const next = stored.includes(period.val) ? stored : [...stored, period.val];
        if (next !== stored) await setup.setPublishedPeriods(ctx.courseGuid, next);
        return { period: period.val, published: true, published_periods: publishedPeriodsOf(next), items_published: itemsPublished, warnings };
      });
    },
  );
};
