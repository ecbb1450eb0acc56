// The grid, its books and manual scores (docs/api-gradebook.md, ADRs 0231, 0232).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clearScore, effectiveScore, enterScore, scoreRulesFor, type ScoreChange } from '@domain/gradebook/scoreEntry';
import { ApiError, badRequest, notFound } from '../../../errors/ApiError';
import { requireCaller } from '../../../plugins/app/auth';
import { GradebookRepository } from '../../../repositories/GradebookRepository';
import { errorResponses } from '../../../schemas/ErrorBody';
import { CourseParams, GradebookBooksSchema, GradebookQuery, GradebookSchema, ScoreAnswer, ScoreBody, type GradebookBooksDto, type GradebookDto, type ScoreAnswerDto } from '../../../schemas/GradebookSchema';
import { gradebookAccess, requireGradebookTeacher } from './gradebookAccess';
import { booksDto, gradebookDto, maxScoreOf, schemeOf } from './gradebookService';

const bearer = [{ bearer: [] }];
const tags = ['gradebook'];

export const gridRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.gradebook;

  app.get(
    '/api/front/courses/:guid/gradebook',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'The gradebook grid: students × gradable items and manual columns with each score and the final grade per period',
        description: 'Teachers and school admins: every student; students: their own row, published scores only (others null), published columns only. `customized_by`, `job`, `attempt`: docs/api-gradebook.md. Two statements.',
        security: bearer,
        params: CourseParams,
        querystring: GradebookQuery,
        response: { 200: GradebookSchema, ...errorResponses(401, 404) },
      },
    },
    async (request): Promise<GradebookDto> => {
      const caller = requireCaller(request);
      const { ctx, relation } = await gradebookAccess(repo, caller, request.params.guid);
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
      const { ctx, relation } = await gradebookAccess(repo, caller, request.params.guid);
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
        summary: 'A teacher sets (or clears, score null) a student’s manual score for an item or column, or excuses them; audited',
        description:
          'At least one of `score`, `excused` (else 400, path /body). 400 VALIDATION_FAILED (path /score, the domain’s score code), 409 SCORE_CHANGED when expected_previous is stale; the same value again changes nothing (changed: false). Teachers of the course only (school admins 403).',
        security: bearer,
        params: CourseParams,
        body: ScoreBody,
        response: { 200: ScoreAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request): Promise<ScoreAnswerDto> => {
      const caller = requireCaller(request);
      const { ctx } = requireGradebookTeacher(await gradebookAccess(repo, caller, request.params.guid));
      const itemGuid = request.body.item_guid.toLowerCase();
      const studentGuid = request.body.student_guid.toLowerCase();
      const { score, excused, expected_previous: expected } = request.body;
      if (score === undefined && excused === undefined) throw badRequest('VALIDATION_FAILED', [{ path: '/body', message: 'score or excused is required' }]);
      const now = new Date();
      return app.db.transaction(async (tx) => {
        const txRepo = new GradebookRepository(tx);
        const target = await txRepo.lockScoreTarget(ctx.courseGuid, itemGuid, studentGuid);
        if (!target || !target.isStudent) throw notFound();
        const cell = { studentGuid, itemId: itemGuid, precalculated: target.precalculated, manual: target.manual };
        if (expected !== undefined && expected !== target.manual) {
          throw new ApiError(409, 'SCORE_CHANGED', undefined, [{ path: '/expected_previous', message: `score.changed: ${target.manual ?? 'null'}` }]);
        }
        let scoreChange: ScoreChange | null = null;
        if (score === null) scoreChange = clearScore(cell);
        else if (score !== undefined) {
          const entered = enterScore(cell, score, scoreRulesFor(maxScoreOf(target.rankingScale)));
          if (entered.err) throw badRequest('VALIDATION_FAILED', [{ path: '/score', message: entered.val.code }]);
          scoreChange = entered.val;
        }
        const excuseChange = excused !== undefined && excused !== target.excused ? { before: target.excused, after: excused } : null;
        const next = { score: scoreChange === null ? target.manual : scoreChange.after, excused: excuseChange === null ? target.excused : excuseChange.after };
        const changed = scoreChange !== null || excuseChange !== null;
        if (changed) {
          await txRepo.writeCell({
            tenantId: ctx.tenantId,
            kind: target.kind,
            itemGuid: target.itemGuid,
            personGuid: studentGuid,
            score: scoreChange && { before: scoreChange.before, after: scoreChange.after },
            excused: excuseChange,
            next,
            by: caller.guid,
            at: now,
          });
        }
        const effective = effectiveScore({ ...cell, manual: next.score });
        return {
          item_guid: target.itemGuid,
          student_guid: studentGuid,
          score: effective.score,
          source: effective.source,
          manual: next.score,
          precalculated: target.precalculated,
          excused: next.excused,
          changed,
        };
      });
    },
  );
};
