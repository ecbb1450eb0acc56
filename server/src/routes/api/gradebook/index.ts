import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { enterScore, clearScore, effectiveScore, scoreRulesFor } from '@domain/gradebook/scoreEntry';
import { Roles } from '@domain/identity/roles';
import { ApiError, forbidden, notFound } from '../../../errors/ApiError';
import { requireCaller } from '../../../plugins/app/auth';
import type { Caller } from '../../../plugins/app/Caller';
import { GradebookRepository, type GradebookContextRow } from '../../../repositories/GradebookRepository';
import { errorResponses } from '../../../schemas/ErrorBody';
import { CourseParams, GradebookBooksSchema, GradebookQuery, GradebookSchema, ScoreAnswer, ScoreBody, type GradebookBooksDto, type GradebookDto, type ScoreAnswerDto } from '../../../schemas/GradebookSchema';
import { booksDto, gradebookDto, maxScoreOf, relationOf, schemeOf, type GradebookRelation } from './gradebookService';

const bearer = [{ bearer: [] }];
const tags = ['gradebook'];

/**
 * The gradebook (issue 5, docs/api-gradebook.md, ADR 0231). Teachers of the course read and write; school admins of its
 * school read; students read their own row, published scores only; anyone else gets 404. Reads: two statements
 * (the caller's access with the settings, then the whole grid aggregated in SQL).
 */
export const gradebookApi: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.gradebook;

  async function access(caller: Caller, courseGuid: string): Promise<{ ctx: GradebookContextRow; relation: GradebookRelation }> {
    const ctx = await repo.context(caller, courseGuid.toLowerCase());
    const relation = ctx && relationOf(ctx, caller.role, Roles.schoolAdmin);
    if (!ctx || !relation) throw notFound();
    return { ctx, relation };
  }

  app.get(
    '/api/front/courses/:guid/gradebook',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'The gradebook grid: students × gradable items with each score and the final grade per period',
        description: 'Teachers and school admins: every student; students: their own row, published scores only (others null). `customized_by`, `job`, `attempt`: docs/api-gradebook.md.',
        security: bearer,
        params: CourseParams,
        querystring: GradebookQuery,
        response: { 200: GradebookSchema, ...errorResponses(401, 404) },
      },
    },
    async (request): Promise<GradebookDto> => {
      const caller = requireCaller(request);
      const { ctx, relation } = await access(caller, request.params.guid);
      const rows = await repo.grid(ctx.courseGuid, {
        student: relation === 'student' ? caller.guid : undefined,
        itemGuid: request.query.job?.toLowerCase(),
        customizedBy: request.query.customized_by?.toLowerCase(),
        attempt: request.query.attempt ?? 'last',
      });
      return gradebookDto(ctx, relation, rows, new Date());
    },
  );

  app.get(
    '/api/front/courses/:guid/gradebook-books',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'The gradebook books: one per period of the course’s scheme (annual last), then the items without a period',
        description: 'Members and school admins of the course; students see the items visible to them. Two statements.',
        security: bearer,
        params: CourseParams,
        response: { 200: GradebookBooksSchema, ...errorResponses(401, 404) },
      },
    },
    async (request): Promise<GradebookBooksDto> => {
      const caller = requireCaller(request);
      const { ctx, relation } = await access(caller, request.params.guid);
      const rows = await repo.grid(ctx.courseGuid, { student: relation === 'student' ? caller.guid : undefined, attempt: 'last' });
      return { course_guid: ctx.courseGuid, period_scheme: schemeOf(ctx), books: booksDto(ctx, rows) };
    },
  );

  app.put(
    '/api/front/courses/:guid/gradebook/scores',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'A teacher sets (or clears, score null) a student’s manual score for an item; audited',
        description: '400 VALIDATION_FAILED (path /score, the domain’s score code), 409 SCORE_CHANGED when expected_previous is stale; the same value again changes nothing (changed: false). Teachers of the course only (school admins 403).',
        security: bearer,
        params: CourseParams,
        body: ScoreBody,
        response: { 200: ScoreAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request): Promise<ScoreAnswerDto> => {
      const caller = requireCaller(request);
      const { ctx, relation } = await access(caller, request.params.guid);
      if (relation !== 'teacher') throw forbidden();
      const itemGuid = request.body.item_guid.toLowerCase();
      const studentGuid = request.body.student_guid.toLowerCase();
      const { score, expected_previous: expected } = request.body;
      const now = new Date();
      return app.db.transaction(async (tx) => {
        const txRepo = new GradebookRepository(tx);
        const target = await txRepo.lockScoreTarget(ctx.courseGuid, itemGuid, studentGuid);
        if (!target || !target.isStudent) throw notFound();
        const cell = { studentGuid, itemId: itemGuid, precalculated: target.precalculated, manual: target.manual };
        if (expected !== undefined && expected !== target.manual) {
          throw new ApiError(409, 'SCORE_CHANGED', undefined, [{ path: '/expected_previous', message: `score.changed: ${target.manual ?? 'null'}` }]);
        }
        let change;
        if (score === null) change = clearScore(cell);
        else {
          const entered = enterScore(cell, score, scoreRulesFor(maxScoreOf(target.rankingScale)));
          if (entered.err) throw new ApiError(400, 'VALIDATION_FAILED', 'Invalid score', [{ path: '/score', message: entered.val.code }]);
          change = entered.val;
        }
        if (change !== null) await txRepo.writeOverride({ tenantId: ctx.tenantId, itemGuid, personGuid: studentGuid, before: change.before, after: change.after, by: caller.guid, at: now });
        const after = { ...cell, manual: change === null ? cell.manual : change.after };
        const effective = effectiveScore(after);
        return { item_guid: itemGuid, student_guid: studentGuid, score: effective.score, source: effective.source, manual: after.manual, precalculated: after.precalculated, changed: change !== null };
      });
    },
  );
};
