import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { schoolToday } from '@domain/calendar/monthGrid';
import { periodOfScheme } from '@domain/gradebook/gradebookSetup';
import type { PeriodCode } from '@domain/grading/periods';
import { isLanguage, type Language } from '@domain/tenancy/tenant';
import { badRequest, notFound } from '../../../errors/ApiError';
import { exportTexts } from '../../../exports/exportTexts';
import type { ExportHeading } from '../../../exports/exportModel';
import { gradebookCsv } from '../../../exports/gradebookCsv';
import { gradebookPdf } from '../../../exports/gradebookPdf';
import { requireCaller } from '../../../plugins/app/auth';
import type { Caller } from '../../../plugins/app/Caller';
import { errorResponses } from '@contract/errors';
import { CourseParams, type GradebookDto } from '@contract/gradebook';
import { StringEnum } from '@contract/schema';
import { requireGradebook, type GradebookAccess } from '../../../policies/gradebookPolicy';
import { requireStaff } from '../../../policies/coursePolicy';
import { gradebookDto, schemeOf } from '../../../queries/gradebook/gradebookGrid';

const tags = ['gradebook'];
const Lang = StringEnum(['es', 'en', 'pt'] as const, { description: 'The file’s language; default: the caller’s, else the tenant’s' });

const CsvQuery = Type.Object({
  lang: Type.Optional(Lang),
  period: Type.Optional(Type.String({ maxLength: 16, description: 'Only this period’s items and grade: a code of the course’s scheme, or annual' })),
});

const PdfQuery = Type.Object({
  lang: Type.Optional(Lang),
  student: Type.Optional(Type.String({ format: 'uuid', description: 'Teachers and admins: that student’s report instead of the class’s. Ignored for a student.' })),
});

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

function send(reply: FastifyReply, type: string, name: string, body: Buffer): FastifyReply {
  // Grades are personal data: no shared cache keeps them.
  return reply
    .header('content-type', type)
    .header('content-disposition', attachment(name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/**
 * The gradebook's exports (docs/api-gradebook.md "Exports", ADR 0235): the grid as CSV for teachers and school admins,
 * and PDF reports of the class or of one student (a student: their own, published grades only). Both are made from the
 * grid of `GET …/gradebook` (same statements, the domain's final grades), in the language asked.
 */
export const gradebookExportApi: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.gradebook;

  /** The grid exactly as `GET …/gradebook` answers this caller (a student: their own published row). */
  async function gridOf(caller: Caller, { ctx, relation }: GradebookAccess, now: Date): Promise<GradebookDto> {
    const rows = await repo.grid(ctx.courseGuid, { student: relation === 'student' ? caller.guid : undefined, attempt: 'last' });
    return gradebookDto(ctx, relation, rows, now);
  }

  /** `lang`, else the caller's own language when the tenant offers it, else the tenant's default. */
  async function languageOf(request: FastifyRequest, caller: Caller, asked: Language | undefined): Promise<Language> {
    if (asked !== undefined) return asked;
    const tenant = request.tenant;
    const user = await app.repos.users.findByGuid(caller.tenantId, caller.guid);
    const own = user?.language;
    if (isLanguage(own) && (tenant === null || tenant.languages.includes(own))) return own;
    return tenant?.defaultLanguage ?? 'es';
  }

  function headingOf(request: FastifyRequest, grid: GradebookDto, now: Date): ExportHeading {
    const theme = request.tenant?.theme;
    return { brand: theme?.brand ?? request.tenant?.name ?? '', primary: theme?.primary ?? '', schoolName: grid.school_name, courseName: grid.course_name, timeZone: grid.time_zone, now };
  }

  app.get(
    '/api/front/courses/:guid/gradebook/export.csv',
    {
      schema: {
        tags,
        summary: 'The gradebook as CSV for spreadsheets: UTF-8 with BOM, CRLF; `;` and decimal comma in es/pt, `,` in en',
        description: 'Teachers and school admins of the course (students 403). One row per student: last name, name, each item’s score (`period`: that period’s items), each period’s percentage and grade. `text/csv; charset=utf-8`, attachment.',
        params: CourseParams,
        querystring: CsvQuery,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const access = requireStaff(await requireGradebook(repo, caller, request.params.guid));
      let period: PeriodCode | undefined;
      if (request.query.period !== undefined) {
        const asked = periodOfScheme(request.query.period, schemeOf(access.ctx));
        if (asked.err) throw badRequest('VALIDATION_FAILED', [{ path: '/period', message: asked.val.code }]);
        period = asked.val;
      }
      const now = new Date();
      const grid = await gridOf(caller, access, now);
      const texts = exportTexts(await languageOf(request, caller, request.query.lang));
      const csv = gradebookCsv(grid, texts, period);
      const suffix = period === undefined ? '' : `-${texts.period(period)}`;
      return send(reply, 'text/csv; charset=utf-8', `${grid.course_name}${suffix}-${schoolToday(now, grid.time_zone)}.csv`, Buffer.from(csv, 'utf8'));
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
        querystring: PdfQuery,
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const access = await requireGradebook(repo, caller, request.params.guid);
      const now = new Date();
      const grid = await gridOf(caller, access, now);
      const studentGuid = access.relation === 'student' ? caller.guid : request.query.student?.toLowerCase();
      const texts = exportTexts(await languageOf(request, caller, request.query.lang));
      const pdf = await gradebookPdf(grid, headingOf(request, grid, now), texts, studentGuid === undefined ? { kind: 'class' } : { kind: 'student', studentGuid });
      if (pdf === undefined) throw notFound();
      const student = grid.students.find((s) => s.guid === studentGuid);
      const who = student === undefined ? '' : `-${student.lastname} ${student.name}`;
      return send(reply, 'application/pdf', `${grid.course_name}${who}-${schoolToday(now, grid.time_zone)}.pdf`, pdf);
    },
  );
};
