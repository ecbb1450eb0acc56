// The gradebook's exports (docs/api-gradebook.md "Exports", ADR 0235): the grid as CSV for teachers and school admins,
// and PDF reports of the class or of one student (a student: their own, published grades only).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '@contract/errors';
import { CourseParams, ExportCsvQuery, ExportPdfQuery } from '@contract/gradebook';
import type { Language } from '@domain/tenancy/tenant';
import { requireCaller } from '../../../plugins/app/auth';
import type { Caller } from '../../../plugins/app/Caller';
import { requireStaff } from '../../../policies/coursePolicy';
import { requireGradebook, type GradebookAccess } from '../../../policies/gradebookPolicy';
import { gradebookCsvFile, gradebookPdfFile, type ExportFile, type ExportRead } from '../../../queries/gradebook/gradebookExport';

const tags = ['gradebook'];

/** A file name without path separators or control characters, kept short. */
function cleanName(name: string): string {
  return name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').replace(/\s+/g, ' ').trim().slice(0, 120) || 'gradebook';
}

/** RFC 6266/8187 attachment: an ASCII name (accents dropped, anything else a dash) and the UTF-8 name. */
export function attachment(name: string): string {
  const clean = cleanName(name);
  const ascii = clean
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-(?=\.[a-z]+$)/g, '');
  const encoded = encodeURIComponent(clean).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function send(reply: FastifyReply, file: ExportFile): FastifyReply {
  // Grades are personal data: no shared cache keeps them.
  return reply
    .header('content-type', file.type)
    .header('content-disposition', attachment(file.name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}

export const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.gradebook;

  function readOf(request: FastifyRequest, caller: Caller, gradebook: GradebookAccess, language: Language | undefined): ExportRead {
    return { caller, gradebook, tenant: request.tenant, language, now: new Date() };
  }

  app.get(
    '/api/front/courses/:guid/gradebook/export.csv',
    {
      schema: {
        tags,
        summary: 'The gradebook as CSV for spreadsheets: UTF-8 with BOM, CRLF; `;` and decimal comma in es/pt, `,` in en',
        description: 'Teachers and school admins of the course (students 403). One row per student: last name, name, each item’s score (`period`: that period’s items), each period’s percentage and grade. `text/csv; charset=utf-8`, attachment.',
        params: CourseParams,
        querystring: ExportCsvQuery,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const gradebook = requireStaff(await requireGradebook(repo, caller, request.params.guid));
      return send(reply, await gradebookCsvFile(app.repos, readOf(request, caller, gradebook, request.query.lang), request.query.period));
    },
  );

  app.get(
    '/api/front/courses/:guid/gradebook/export.pdf',
    {
      schema: {
        tags,
        summary: 'A printable PDF report (A4, the tenant’s branding): the class, or one student’s',
        description: 'Teachers and school admins: the class report, or one student’s with `student` (404 when not a student of the course). A student: their own report, published grades only (`student` ignored). `application/pdf`, attachment.',
        params: CourseParams,
        querystring: ExportPdfQuery,
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const gradebook = await requireGradebook(repo, caller, request.params.guid);
      return send(reply, await gradebookPdfFile(app.repos, readOf(request, caller, gradebook, request.query.lang), request.query.student));
    },
  );
};
