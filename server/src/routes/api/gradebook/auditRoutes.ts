// The gradebook's audit trail (docs/api-gradebook.md "Audit trail", ADRs 0137, 0232): who changed which manual score
// or excuse, when. Teachers and school admins of the course read it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireCaller } from '../../../plugins/app/auth';
import { GRADEBOOK_EXCUSE_SOURCE, type AuditRow } from '../../../repositories/GradebookRepository';
import { errorResponses } from '@contract/errors';
import { AuditAnswer, AuditQuery, CourseParams, type AuditEntryDto } from '@contract/gradebook';
import { requireGradebook } from '../../../policies/gradebookPolicy';
import { requireStaff } from '../../../policies/coursePolicy';

const tags = ['gradebook'];

/** A stored audit row as the trail reads it: excuse rows keep the excuse as 0/1 in new_points (1: excused). */
function toEntry(row: AuditRow): AuditEntryDto {
  const excuse = row.source === GRADEBOOK_EXCUSE_SOURCE;
  const action: AuditEntryDto['action'] = excuse ? (row.new_points === 1 ? 'excused' : 'unexcused') : row.new_points === null ? 'cleared' : 'entered';
  return {
    item_guid: row.item_guid,
    student_guid: row.person_guid,
    action,
    before: excuse ? null : row.old_points,
    after: excuse ? null : row.new_points,
    changed_by: row.by_guid === null ? null : { guid: row.by_guid, name: row.by_name ?? '', lastname: row.by_lastname ?? '' },
    at: new Date(row.at).toISOString(),
  };
}

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.gradebook;

  app.get(
    '/api/front/courses/:guid/gradebook/audit',
    {
      schema: {
        tags,
        summary: 'The gradebook’s audit trail: manual scores entered or cleared, excuses given or taken back, newest first',
        description: 'Teachers and school admins of the course (students 403). `item`: a lesson item or column guid; `student`; `limit` 1–500 (default 100). One statement after the access check.',
        params: CourseParams,
        querystring: AuditQuery,
        response: { 200: AuditAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { ctx } = requireStaff(await requireGradebook(repo, caller, request.params.guid));
      const rows = await repo.audit(ctx.tenantId, ctx.courseGuid, {
        itemGuid: request.query.item?.toLowerCase(),
        studentGuid: request.query.student?.toLowerCase(),
        limit: request.query.limit ?? 100,
      });
      return { entries: rows.map(toEntry) };
    },
  );
};
